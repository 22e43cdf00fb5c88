import type { ClaimStatus, StaffClaim, StaffPerson } from '@hotel/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName, dateTime, TimeAgo } from '../../../components/ui/TimeAgo.tsx';
import { formatPhone } from '../../../lib/phone.ts';

/** Badge colours whose text (white, or black on yellow through autoContrast) reaches 4.5:1 (WCAG AA). */
export const CLAIM_STATUS_COLOR: Record<ClaimStatus, string> = {
  pending: 'yellow.4',
  verified: 'teal.9',
  rejected: 'red.8',
};

/**
 * One claim of the queue: the hotel (name, code, city, country, whether it is verified), the
 * claimant as they registered, the other claimants of the same hotel and when it was asked; a
 * pending one has its two decisions.
 */
export function ClaimCard({
  claim,
  verifying,
  onVerify,
  onReject,
}: {
  claim: StaffClaim;
  verifying: boolean;
  onVerify(): void;
  onReject(): void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { hotel, claimant } = claim;
  const place = [hotel.city, hotel.country ? countryName(hotel.country, i18n.language) : null]
    .filter(Boolean)
    .join(', ');

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      style={{ listStyle: 'none' }}
      aria-labelledby={titleId}
      data-testid="claim"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {hotel.name}
            </Title>
            <Text size="sm" c="dimmed" data-testid="claim-hotel">
              {t('staff.claims.code', { code: hotel.code })}
              {place ? ` · ${place}` : ''}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge color={CLAIM_STATUS_COLOR[claim.status]} autoContrast>
              {t(`staff.claim_status.${claim.status}`)}
            </Badge>
            <Badge color={hotel.verified ? 'teal.9' : 'gray.7'} variant="outline">
              {t(hotel.verified ? 'staff.hotel_verified' : 'staff.hotel_unverified')}
            </Badge>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2} data-testid="claimant">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('staff.claims.claimant')}
            </Text>
            <Person person={claimant} />
            {claim.status === 'pending' ? (
              // Whether the claimant reaches the hotel while staff decide (the first claimant does).
              <Text size="sm" c="dimmed">
                {t(claim.attached ? 'staff.claims.attached' : 'staff.claims.not_attached')}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('staff.claims.asked')}
            </Text>
            <Text size="sm">
              <TimeAgo at={claim.created_at} />
            </Text>
            {claim.decided_at ? (
              <Text size="sm" data-testid="claim-decided">
                {t(`staff.claims.decided_${claim.status === 'rejected' ? 'rejected' : 'verified'}`)}{' '}
                <TimeAgo at={claim.decided_at} />
              </Text>
            ) : null}
            {claim.reason ? (
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                data-testid="claim-reason"
              >
                {t('staff.claims.reason')}: {claim.reason}
              </Text>
            ) : null}
          </Stack>
        </SimpleGrid>

        <Stack gap={4} data-testid="other-claimants">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('staff.claims.others')}
          </Text>
          {claim.other_claimants.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('staff.claims.no_others')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} m={0} p={0}>
              {claim.other_claimants.map((other) => (
                <Group component="li" key={other.claim} gap="xs" wrap="wrap" style={{ listStyle: 'none' }}>
                  <Anchor component={Link} to={`/staff/users/${other.user.id}`} size="sm">
                    {other.user.name}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {other.user.email}
                  </Text>
                  <Badge size="sm" color={CLAIM_STATUS_COLOR[other.status]} autoContrast>
                    {t(`staff.claim_status.${other.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    <TimeAgo at={other.created_at} />
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        {claim.status === 'pending' ? (
          <Group gap="sm">
            <Button
              color="teal.9"
              loading={verifying}
              onClick={onVerify}
              aria-label={t('staff.claims.verify_label', { name: claimant.name, hotel: hotel.name })}
            >
              {t('staff.claims.verify')}
            </Button>
            <Button
              color="red.8"
              variant="outline"
              onClick={onReject}
              aria-label={t('staff.claims.reject_label', { name: claimant.name, hotel: hotel.name })}
            >
              {t('staff.claims.reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A person as they registered: name (their page), e-mail, phone and when. */
function Person({ person }: { person: StaffPerson }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={`/staff/users/${person.id}`} fw={600}>
        {person.name}
      </Anchor>
      <Anchor href={`mailto:${person.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Anchor>
      {person.phone ? <Text size="sm">{formatPhone(person.phone)}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('staff.claims.registered', { date: dateTime(person.registered_at, i18n.language) })}
      </Text>
    </>
  );
}
