import type { StaffReservationCreate } from '@hotel/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rateRoomTypesQuery } from '../../../api/rate-room-types.ts';
import { rateContractsQuery } from '../../../api/rates.ts';
import { reservationKeys } from '../../../api/reservations.ts';
import { staffHotelSearchQuery } from '../../../api/staff-integrations.ts';
import {
  postStaffReservation,
  roomsLeftQuery,
  type StaffReservationFilters,
  staffReservationsInfiniteQuery,
} from '../../../api/staff-reservations.ts';
import { useToken } from '../../../lib/session.ts';

/** Staff's reservations hooks (apps/web/src/api/staff-reservations.ts, decision 057). */

export function useStaffReservations(filters: StaffReservationFilters) {
  return useInfiniteQuery(staffReservationsInfiniteQuery(useToken(), filters));
}

export function useRoomsLeft(hotels: readonly number[], from: string, days: number) {
  return useQuery(roomsLeftQuery(useToken(), hotels, from, days));
}

/** Hotels by name, code or id (the back office's hotel search); nothing asked for an empty text. */
export function useStaffHotelSearch(q: string) {
  return useQuery(staffHotelSearchQuery(q));
}

/**
 * What a phone booking picks from, the hotel's own: its rates (with the room types and boards each
 * sells) and its room types' names. Staff read them on the rates routes with their own user id.
 */
export function useHotelOffer(userId: number, hotelId: number | null) {
  const contracts = useQuery({ ...rateContractsQuery(userId, hotelId ?? 0), enabled: hotelId !== null });
  const rooms = useQuery({ ...rateRoomTypesQuery(userId, hotelId ?? 0), enabled: hotelId !== null });
  return {
    rates: (contracts.data ?? []).flatMap((contract) => contract.rates),
    rooms: rooms.data ?? [],
    isPending: hotelId !== null && (contracts.isPending || rooms.isPending),
    isError: contracts.isError || rooms.isError,
    error: contracts.error ?? rooms.error,
    refetch: () => {
      void contracts.refetch();
      void rooms.refetch();
    },
  };
}

/** Sends a phone booking; every reservations list (the staff's and the hotel's) is read again. */
export function useCreateStaffReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffReservationCreate) => postStaffReservation(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
