import { useEffect } from 'react';
import { useHotels } from '../features/hotels/api/hotels.ts';
import { session, useSelectedHotelId } from '../lib/session.ts';

/**
 * The hotel a hotel-scoped screen (a wizard step, the rates) works on: the selected one or, when
 * nothing is selected and the user has exactly one hotel, that one, selected for them (issue 34: a
 * user with one hotel had to pick it before "Datos básicos" or "Nueva tarifa" opened). `pending`
 * while the hotel list that decides it is loading.
 */
export function useScopedHotelId(): { hotelId: number | null; pending: boolean } {
  const selected = useSelectedHotelId();
  const hotels = useHotels();
  const only = hotels.data?.length === 1 ? hotels.data[0] : undefined;
  const sole = selected === null && only ? only.id : null;
  useEffect(() => {
    if (sole !== null) session.selectHotel(sole);
  }, [sole]);
  return { hotelId: selected ?? sole, pending: selected === null && hotels.isLoading };
}
