import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { ReservationsScreen } from '../../features/reservations/components/ReservationsScreen.tsx';
import { session } from '../../lib/session.ts';
import { WithRatesScope } from './rates/scope.tsx';

/** A positive whole id from the query, or null. */
const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /dash/reservations: the selected hotel's reservations (issue 32 item 5), scoped as the rates
 * screens are. `?hotel=<id>&reservation=<id>` (the link of a reservation e-mail, decision 058)
 * selects that hotel, when it is one of the user's, once, and opens the reservation.
 */
export default function ReservationsRoute() {
  const [params] = useSearchParams();
  const linkedHotel = idParam(params.get('hotel'));
  const linkedReservation = idParam(params.get('reservation'));
  const hotels = useHotels();
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || linkedHotel === null || !hotels.data) return;
    followed.current = true;
    if (hotels.data.some((hotel) => hotel.id === linkedHotel)) session.selectHotel(linkedHotel);
  }, [linkedHotel, hotels.data]);
  return (
    <WithRatesScope titleKey="rates.reservations.screen.title">
      {(scope) => (
        <ReservationsScreen
          key={scope.hotelId}
          {...scope}
          initialReservation={scope.hotelId === linkedHotel ? linkedReservation : null}
        />
      )}
    </WithRatesScope>
  );
}
