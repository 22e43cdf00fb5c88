import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/DateField.tsx';
import { RequestFailed } from '../../../../components/ui/RequestFailed.tsx';
import { useRoomsLeft } from '../../api/staff-reservations.ts';
import { hotelToday } from '../../model/days.ts';
import { formatDay } from '../../model/reservation-view.ts';
import classes from './staff-reservations.module.css';

/** Days the panel shows from its first day. */
export const ROOMS_LEFT_DAYS = 7;

/**
 * Each hotel's rooms left (allotment − booked) per room type for a week from a day (today in the
 * hotels' time zone, or one staff choose): the hotels the list shows, or the one it is filtered to.
 * Each hotel's table scrolls sideways on a phone, in a region that takes the keyboard's focus.
 */
export function RoomsLeftPanel({ hotels }: { hotels: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(() => hotelToday());
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from);
  const panel = useRoomsLeft(valid ? hotels : [], from, ROOMS_LEFT_DAYS);

  return (
    <Card withBorder data-testid="rooms-left">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('rates.reservations.staff.rooms_left.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('rates.reservations.staff.rooms_left.hint')}
        </Text>
        <DateField
          label={t('rates.reservations.staff.rooms_left.from')}
          value={from}
          onChange={setFrom}
          maw={220}
        />
        {hotels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rates.reservations.staff.rooms_left.none')}
          </Text>
        ) : panel.isError ? (
          <RequestFailed error={panel.error} onRetry={() => void panel.refetch()} />
        ) : !panel.data ? (
          <Loader size="sm" role="status" aria-label={t('rates.reservations.screen.loading')} />
        ) : (
          panel.data.hotels.map((hotel) => (
            <section
              key={hotel.hotelId}
              className={classes.scroll}
              // A region that scrolls sideways must take the focus (axe: scrollable-region-focusable).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard scrolls the region
              tabIndex={0}
              aria-label={t('rates.reservations.staff.rooms_left.region', { name: hotel.hotelName })}
              data-testid={`rooms-left-${hotel.hotelId}`}
            >
              <Text size="sm" fw={600}>
                {hotel.hotelName}
              </Text>
              {hotel.rooms.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('rates.reservations.staff.rooms_left.no_rooms')}
                </Text>
              ) : (
                <Table fz="sm" withRowBorders className={classes.grid}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('rates.reservations.staff.rooms_left.room')}</Table.Th>
                      {panel.data.days.map((day) => (
                        <Table.Th key={day} scope="col" className={classes.dayCell}>
                          {formatDay(day, i18n.language, 'weekday')}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {hotel.rooms.map((room) => (
                      <Table.Tr key={room.roomTypeId}>
                        <Table.Th scope="row" fw={500}>
                          {room.name}
                        </Table.Th>
                        {room.left.map((left, index) => (
                          <Table.Td
                            key={panel.data.days[index]}
                            className={`${classes.dayCell} ${left === 0 ? classes.soldOut : ''}`}
                            data-testid={`left-${room.roomTypeId}-${panel.data.days[index]}`}
                          >
                            {left ?? (
                              <Text span size="xs" c="dimmed">
                                {t('rates.reservations.staff.rooms_left.no_allotment')}
                              </Text>
                            )}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </section>
          ))
        )}
        {panel.data && hotels.length > 0 && panel.data.hotels.length === 0 ? (
          <Alert color="gray">{t('rates.reservations.staff.rooms_left.none')}</Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
