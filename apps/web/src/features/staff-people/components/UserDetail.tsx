import type { StaffPerson } from '@hotel/domain';
import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffUserQuery } from '../../../api/staff-people.ts';
import type { HotelPickerProps } from '../../../components/ui/hotel-picker.ts';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { dateTime } from '../../../components/ui/TimeAgo.tsx';
import { formatPhone } from '../../../lib/phone.ts';
import { PermissionSwitch } from './PermissionSwitch.tsx';
import { SignInLinkForm } from './SignInLinkForm.tsx';
import { UserClaims } from './UserClaims.tsx';
import { UserHotels } from './UserHotels.tsx';

/**
 * One person in the back office (decision 027): who they are as they registered, the approval
 * permission, their hotels (attach, detach), their claims and a hotel sign-in link to create.
 */
export function UserDetail({
  userId,
  HotelPicker,
}: {
  userId: number;
  /** The catalogue's hotel autocomplete, for the sign-in link (features do not import each other). */
  HotelPicker: ComponentType<HotelPickerProps>;
}) {
  const { t } = useTranslation();
  const detail = useQuery(staffUserQuery(userId));

  return (
    <Stack>
      <Anchor component={Link} to="/staff/users" size="sm">
        {t('staff.people.back')}
      </Anchor>
      {detail.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {detail.isError ? <RequestFailed error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? (
        <>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {detail.data.user.name}
            </Title>
            {detail.data.user.approbe_contract_perm ? (
              <Badge color="blue.8">{t('staff.people.staff_badge')}</Badge>
            ) : null}
          </Group>
          <Card withBorder>
            <Stack gap="md">
              <PersonFacts person={detail.data.user} />
              <PermissionSwitch person={detail.data.user} />
            </Stack>
          </Card>
          <Card withBorder>
            <UserHotels person={detail.data.user} hotels={detail.data.hotels} />
          </Card>
          <Card withBorder>
            <UserClaims claims={detail.data.claims} name={detail.data.user.name} />
          </Card>
          <Card withBorder>
            <SignInLinkForm defaultLanguage={detail.data.user.language} HotelPicker={HotelPicker} />
          </Card>
        </>
      ) : null}
    </Stack>
  );
}

/** What the person gave at registration, and their second factor. */
function PersonFacts({ person }: { person: StaffPerson }) {
  const { t, i18n } = useTranslation();
  const facts: [string, React.ReactNode][] = [
    [
      t('staff.people.email'),
      <Anchor key="email" href={`mailto:${person.email}`} style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Anchor>,
    ],
    [t('staff.people.phone'), person.phone ? formatPhone(person.phone) : '—'],
    [t('staff.people.language'), t(`common.languages.${person.language}`, { defaultValue: person.language })],
    [t('staff.people.registered'), dateTime(person.registered_at, i18n.language)],
    [
      t('staff.people.second_factor'),
      t(person.totp_enabled ? 'staff.people.totp_on' : 'staff.people.totp_off'),
    ],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed" fw={700} tt="uppercase">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
