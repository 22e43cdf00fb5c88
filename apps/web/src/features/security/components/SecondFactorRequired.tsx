import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TotpEnrolment } from './TotpEnrolment.tsx';

/** /auth/second-factor: staff without the second factor enrol here before anything else. */
export function SecondFactorRequired({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('security.enrol.title')}
      </Title>
      <Text size="sm">{t('security.enrol.text')}</Text>
      <TotpEnrolment onEnabled={onDone} />
    </Stack>
  );
}
