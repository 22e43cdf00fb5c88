import type { OwnClaim } from '@hotel/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownClaimsQuery } from '../../../api/own-claims.ts';
import { useToken } from '../../../lib/session.ts';

const STATUS_COLOURS = { pending: 'violet.9', rejected: 'red.9', verified: 'teal.9' } as const;

/**
 * The user's claims still waiting for staff, and those staff rejected with their reason
 * (decision 027); verified ones are simply hotels in the table above. Nothing when there are none.
 */
export function OwnClaims() {
  const { t, i18n } = useTranslation();
  const claims = useQuery(ownClaimsQuery(useToken()));
  const shown = (claims.data ?? []).filter((claim) => claim.status !== 'verified');
  if (shown.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card withBorder component="section" aria-labelledby="own-claims-title" data-testid="own-claims">
      <Title order={2} size="h4" mb="xs" id="own-claims-title">
        {t('hotels.claims.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('hotels.claims.intro')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((claim) => (
          <ClaimRow
            key={claim.id}
            claim={claim}
            date={when.format(new Date(claim.decided_at ?? claim.created_at))}
          />
        ))}
      </Stack>
    </Card>
  );
}

function ClaimRow({ claim, date }: { claim: OwnClaim; date: string }) {
  const { t } = useTranslation();
  return (
    <li data-testid="own-claim">
      <Group gap="xs" wrap="wrap">
        <Text fw={500}>{claim.hotel.name}</Text>
        <Text size="xs" c="dimmed">
          {claim.hotel.code}
        </Text>
        <Badge
          color={STATUS_COLOURS[claim.status]}
          variant={claim.status === 'pending' ? 'outline' : 'filled'}
        >
          {t(`hotels.claims.status.${claim.status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {date}
        </Text>
      </Group>
      {claim.status === 'rejected' && claim.reason ? (
        <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
          {t('hotels.claims.reason', { reason: claim.reason })}
        </Text>
      ) : null}
    </li>
  );
}
