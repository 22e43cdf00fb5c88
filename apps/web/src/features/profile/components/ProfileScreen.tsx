import type { User } from '@hotel/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneFormat } from '../../../lib/phone-format.ts';
import { AvatarCard } from './AvatarCard.tsx';
import { EmailForm } from './EmailForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';

interface Props {
  user: User;
  /** A newer copy of the user (after a save), for the app's cache. */
  onUserChange(user: User): void;
  /** The second-factor section, given by the route (it belongs to the security feature). */
  security?: ReactNode;
  /** The sessions section (id `sessions`), given by the route (it belongs to the sessions feature). */
  sessions?: ReactNode;
}

/** /dash/profile: avatar, personal data, email, password, the second factor and the sessions. */
export function ProfileScreen({ user, onUserChange, security, sessions }: Props) {
  const { t } = useTranslation();
  // The phone shows in its international format from the first paint (issue 34 item 10).
  const formatPhone = usePhoneFormat();
  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <AvatarCard user={user} onUploaded={(url) => onUserChange({ ...user, avatar: url })} />
          {formatPhone ? (
            <PersonalDataForm user={user} onSaved={onUserChange} formatPhone={formatPhone} />
          ) : null}
        </Stack>
        <Stack gap="lg">
          <EmailForm user={user} onSaved={onUserChange} />
          <PasswordForm />
        </Stack>
      </SimpleGrid>
      {security}
      {sessions}
    </Stack>
  );
}
