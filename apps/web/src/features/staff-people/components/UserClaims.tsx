import type { OwnClaim } from '@hotel/domain';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../../components/ui/TimeAgo.tsx';

/** As the claims queue's badges: white text, or black on yellow through autoContrast (WCAG AA). */
const STATUS_COLOR = { pending: 'yellow.4', verified: 'teal.9', rejected: 'red.8' } as const;

/** A person's claims, newest first, with staff's reason when rejected. */
export function UserClaims({ claims, name }: { claims: OwnClaim[]; name: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('staff.people.claims')}
      </Title>
      {claims.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-claims">
          {t('staff.people.no_claims')}
        </Text>
      ) : (
        // No scroll container: the four columns wrap at 390 px, and a scrolling region with nothing
        // focusable in it could not be scrolled from the keyboard.
        <Table verticalSpacing="xs" captionSide="top" data-testid="user-claims">
          <Table.Caption style={{ textAlign: 'start' }}>
            {t('staff.people.claims_caption', { name })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.people.columns.hotel')}</Table.Th>
              <Table.Th>{t('staff.people.columns.status')}</Table.Th>
              <Table.Th>{t('staff.people.columns.asked')}</Table.Th>
              <Table.Th>{t('staff.people.columns.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {claims.map((claim) => (
              <Table.Tr key={claim.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {claim.hotel.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {claim.hotel.code}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[claim.status]} autoContrast>
                    {t(`staff.claim_status.${claim.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <TimeAgo at={claim.created_at} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {claim.reason ?? ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
