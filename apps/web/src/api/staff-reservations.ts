import {
  type ReservationDetail,
  reservationDetailSchema,
  type StaffReservationCreate,
  type StaffReservationList,
  type StaffRoomsLeft,
  staffReservationListSchema,
  staffRoomsLeftSchema,
} from '@hotel/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import {
  RESERVATIONS_PAGE,
  type ReservationFilters,
  reservationKeys,
  reservationsSearch,
} from './reservations.ts';

/**
 * The group's side of reservations (issue 32 item 6, decision 057), for staff: every hotel's list
 * with the hotel screen's filters (and a hotel, and the overdue ones), each hotel's rooms left,
 * and phone bookings. Under the reservations' keys, so that a booking refreshes every list.
 */

export interface StaffReservationFilters extends ReservationFilters {
  hotelId?: number;
  overdue?: boolean;
}

export const staffReservationKeys = {
  all: [...reservationKeys.all, 'staff'] as const,
  list: (token: string | null, filters: StaffReservationFilters) =>
    [...staffReservationKeys.all, token, 'list', filters] as const,
  roomsLeft: (token: string | null, hotels: readonly number[], from: string, days: number) =>
    [...staffReservationKeys.all, token, 'rooms-left', hotels, from, days] as const,
};

/** The list's query string: the hotel screen's, then the hotel and the overdue filter. */
export function staffReservationsSearch(
  { hotelId, overdue, ...filters }: StaffReservationFilters,
  page: { after?: string | null; limit?: number } = {},
): string {
  const params = new URLSearchParams(reservationsSearch(filters, page).slice(1));
  if (hotelId) params.set('hotelId', String(hotelId));
  if (overdue) params.set('overdue', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/staff/reservations/?…: a page, the next cursor and the server's overdue threshold. */
export async function fetchStaffReservations(
  filters: StaffReservationFilters,
  page: { after?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<StaffReservationList> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/reservations/${staffReservationsSearch(filters, page)}`, { signal }),
    import.meta.env.DEV && staffReservationListSchema,
  );
}

export function staffReservationsInfiniteQuery(token: string | null, filters: StaffReservationFilters) {
  return infiniteQueryOptions({
    queryKey: staffReservationKeys.list(token, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchStaffReservations(filters, { after: pageParam, limit: RESERVATIONS_PAGE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(token),
  });
}

/** GET /api/staff/reservations/rooms-left: rooms left per room type and day of the hotels named. */
export async function fetchRoomsLeft(
  hotels: readonly number[],
  from: string,
  days: number,
  signal?: AbortSignal,
): Promise<StaffRoomsLeft> {
  const query = new URLSearchParams({ hotels: hotels.join(','), from, days: String(days) });
  return checkedAnswer(
    await api<unknown>(`/api/staff/reservations/rooms-left?${query}`, { signal }),
    import.meta.env.DEV && staffRoomsLeftSchema,
  );
}

export function roomsLeftQuery(token: string | null, hotels: readonly number[], from: string, days: number) {
  return queryOptions({
    queryKey: staffReservationKeys.roomsLeft(token, hotels, from, days),
    queryFn: ({ signal }) => fetchRoomsLeft(hotels, from, days, signal),
    enabled: Boolean(token) && hotels.length > 0,
    // Another page of the list adds hotels: the panel keeps the ones it shows meanwhile.
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/staff/reservations/: a phone booking. 201 made, 200 the same reference sent again;
 * 409 a refusal (`code`, `stay`, `night`, translated `detail`); 400 per field.
 */
export async function postStaffReservation(input: StaffReservationCreate): Promise<ReservationDetail> {
  return checkedAnswer(
    await api<unknown>('/api/staff/reservations/', { method: 'POST', body: input, allowNotFound: true }),
    import.meta.env.DEV && reservationDetailSchema,
  );
}
