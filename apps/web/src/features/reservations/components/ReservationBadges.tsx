import type { Reservation } from '@hotel/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUnconfirmed } from '../model/reservation-view.ts';

const STATUS_COLOR: Record<Reservation['status'], string> = {
  confirmed: 'teal',
  modified: 'blue',
  cancelled: 'gray',
  no_show: 'red',
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
      <Badge color={STATUS_COLOR[reservation.status]} variant="light" size="sm">
        {t(`rates.reservations.screen.status.${reservation.status}`)}
      </Badge>
      {isUnconfirmed(reservation) ? (
        <Badge color="orange" variant="filled" size="sm" data-testid="unconfirmed">
          {t('rates.reservations.screen.unconfirmed')}
        </Badge>
      ) : null}
    </Group>
  );
}
