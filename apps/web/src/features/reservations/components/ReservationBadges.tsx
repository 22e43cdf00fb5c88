import type { Reservation } from '@hotel/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUnconfirmed } from '../model/reservation-view.ts';

/** Dark shades on outline badges: light ones failed WCAG AA contrast (axe, the reservations journey). */
const STATUS_COLOR: Record<Reservation['status'], string> = {
  confirmed: 'teal.9',
  modified: 'blue.8',
  cancelled: 'gray.7',
  no_show: 'red.8',
};

/** The reservation's status and, while the hotel has not given its number, "unconfirmed". */
export function ReservationBadges({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'confirmationNumber'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLOR[reservation.status]} variant="outline" size="sm">
        {t(`rates.reservations.screen.status.${reservation.status}`)}
      </Badge>
      {isUnconfirmed(reservation) ? (
        <Badge color="red.9" variant="filled" size="sm" data-testid="unconfirmed">
          {t('rates.reservations.screen.unconfirmed')}
        </Badge>
      ) : null}
    </Group>
  );
}
