import { Anchor, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { useAllReservations } from '../api/reservations.ts';
import { addDays, daysFrom, hotelToday, movementsByDay } from '../model/days.ts';
import { formatDay, isUnconfirmed } from '../model/reservation-view.ts';

/**
 * The home's panel (issue 32 item 5): arrivals and departures of today and the coming days at the
 * selected hotel (cancelled reservations left out), with how many arrivals still wait for the
 * hotel's confirmation, and a link to the reservations.
 */
export function ArrivalsPanel({
  hotelId,
  days = 3,
  today,
}: {
  hotelId: number;
  days?: number;
  today?: string;
}) {
  const { t, i18n } = useTranslation();
  const first = today ?? hotelToday();
  const last = addDays(first, days - 1);
  const arrivals = useAllReservations(hotelId, { arrivalFrom: first, arrivalTo: last, sort: 'arrival' });
  const departures = useAllReservations(hotelId, {
    departureFrom: first,
    departureTo: last,
    sort: 'departure',
  });
  const failed = arrivals.error ?? departures.error;
  const pending = arrivals.isPending || departures.isPending;
  const movements = movementsByDay(
    [...(arrivals.data ?? []), ...(departures.data ?? [])],
    daysFrom(first, days),
  );
  const dayLabel = (day: string, index: number) =>
    index === 0
      ? t('rates.reservations.screen.panel.today')
      : index === 1
        ? t('rates.reservations.screen.panel.tomorrow')
        : formatDay(day, i18n.language, 'weekday');
  const unique = <T extends { id: number }>(list: T[]) => [
    ...new Map(list.map((item) => [item.id, item])).values(),
  ];

  return (
    <Card withBorder data-testid="arrivals-panel">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('rates.reservations.screen.panel.title')}
        </Title>
        <Anchor component={Link} to="/dash/reservations" size="sm">
          {t('rates.reservations.screen.panel.all')}
        </Anchor>
      </Group>
      {failed ? (
        <RequestFailed
          error={failed}
          onRetry={() => {
            void arrivals.refetch();
            void departures.refetch();
          }}
        />
      ) : pending ? (
        <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
      ) : (
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.reservations.screen.panel.day')}</Table.Th>
              <Table.Th>{t('rates.reservations.screen.panel.arrivals')}</Table.Th>
              <Table.Th>{t('rates.reservations.screen.panel.departures')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movements.map((movement, index) => {
              const arriving = unique(movement.arrivals);
              const unconfirmed = arriving.filter(isUnconfirmed).length;
              return (
                <Table.Tr key={movement.day} data-testid={`movements-${movement.day}`}>
                  <Table.Td>{dayLabel(movement.day, index)}</Table.Td>
                  <Table.Td>
                    {t('rates.reservations.screen.panel.arrival_count', { count: arriving.length })}
                    {unconfirmed > 0 ? (
                      <Text span size="xs" c="orange.9" fw={600}>
                        {' '}
                        ({t('rates.reservations.screen.panel.unconfirmed_count', { count: unconfirmed })})
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {t('rates.reservations.screen.panel.departure_count', {
                      count: unique(movement.departures).length,
                    })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
