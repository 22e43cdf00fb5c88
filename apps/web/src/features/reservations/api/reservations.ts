import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rateRoomTypesQuery } from '../../../api/rate-room-types.ts';
import { rateContractsQuery } from '../../../api/rates.ts';
import {
  allReservationsQuery,
  confirmReservation,
  markNoShow,
  type ReservationFilters,
  reservationKeys,
  reservationQuery,
  reservationsInfiniteQuery,
} from '../../../api/reservations.ts';
import { useToken } from '../../../lib/session.ts';

/** The reservations feature's hooks (apps/web/src/api/reservations.ts). */

/** The list, page by page by the cursor. */
export function useReservations(hotelId: number, filters: ReservationFilters) {
  return useInfiniteQuery(reservationsInfiniteQuery(useToken(), hotelId, filters));
}

/** Every reservation the filters match (a day's rooming list, the coming days' movements). */
export function useAllReservations(hotelId: number, filters: ReservationFilters, enabled = true) {
  const options = allReservationsQuery(useToken(), hotelId, filters);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}

/** One reservation with its revisions; nothing asked for while `reservationId` is null. */
export function useReservation(hotelId: number, reservationId: number | null) {
  const options = reservationQuery(useToken(), hotelId, reservationId ?? 0);
  return useQuery({ ...options, enabled: options.enabled !== false && reservationId !== null });
}

/** Sends the hotel's confirmation number; the hotel's lists and the reservation are read again. */
export function useConfirmReservation(hotelId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: ({
      reservationId,
      confirmationNumber,
    }: {
      reservationId: number;
      confirmationNumber: string;
    }) => confirmReservation(hotelId, reservationId, confirmationNumber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.hotel(token, hotelId) }),
  });
}

/** Reports a no-show; the hotel's lists and the reservation are read again. */
export function useMarkNoShow(hotelId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (reservationId: number) => markNoShow(hotelId, reservationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.hotel(token, hotelId) }),
  });
}

/** The names of the hotel's room types and rates, by id (a stay names them by id). */
export function useStayNames(userId: number, hotelId: number) {
  const roomTypes = useQuery(rateRoomTypesQuery(userId, hotelId));
  const contracts = useQuery(rateContractsQuery(userId, hotelId));
  const rooms = new Map((roomTypes.data ?? []).map((room) => [room.id, room.name]));
  const rates = new Map(
    (contracts.data ?? []).flatMap((contract) => contract.rates.map((rate) => [rate.id, rate.name] as const)),
  );
  return {
    roomType: (id: number) => rooms.get(id) ?? `#${id}`,
    rate: (id: number) => rates.get(id) ?? `#${id}`,
  };
}
