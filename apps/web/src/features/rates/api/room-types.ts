import { useQuery } from '@tanstack/react-query';
import { rateRoomTypesQuery } from '../../../api/rate-room-types.ts';

/** The hotel's room types and apartments a rate can sell (the wizard's checkboxes, the list's names). */
export function useRateRoomTypes(userId: number, hotelId: number) {
  return useQuery(rateRoomTypesQuery(userId, hotelId));
}
