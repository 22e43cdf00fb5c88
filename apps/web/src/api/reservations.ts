import {
  type HotelReservationList,
  type HotelReservationsQuery,
  hotelReservationListSchema,
  type Reservation,
  type ReservationDetail,
  type ReservationListItem,
  reservationDetailSchema,
  reservationSchema,
} from '@hotel/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * A hotel's reservations (issue 32 item 5): the list with its filters and keyset paging, one
 * reservation with its revisions, and the hotel's confirmation number sent back. Hotel users call
 * them for their own hotels, staff through the same routes. Answers are parsed with the domain's
 * schemas in development and tests.
 */

/** The list's filters and sort, as the screen holds them (paging apart: `after` and `limit`). */
export type ReservationFilters = Omit<Partial<HotelReservationsQuery>, 'after' | 'limit'>;

/** Query keys: everything under `all`; a hotel's under `hotel` (what a confirmation refreshes). */
export const reservationKeys = {
  all: ['reservations'] as const,
  hotel: (token: string | null, hotelId: number) => [...reservationKeys.all, token, hotelId] as const,
  list: (token: string | null, hotelId: number, filters: ReservationFilters) =>
    [...reservationKeys.hotel(token, hotelId), 'list', filters] as const,
  allPages: (token: string | null, hotelId: number, filters: ReservationFilters) =>
    [...reservationKeys.hotel(token, hotelId), 'all-pages', filters] as const,
  detail: (token: string | null, hotelId: number, reservationId: number) =>
    [...reservationKeys.hotel(token, hotelId), 'detail', reservationId] as const,
};

const FILTER_ORDER = [
  'arrivalFrom',
  'arrivalTo',
  'departureFrom',
  'departureTo',
  'bookedFrom',
  'bookedTo',
  'status',
  'q',
  'sort',
] as const;

/**
 * The list's query string: the filters that are set (empty ones left out, the text trimmed), then
 * the page size and the cursor. Always in the same order, so that a request is recognisable.
 */
export function reservationsSearch(
  filters: ReservationFilters,
  page: { after?: string | null; limit?: number } = {},
): string {
  const params = new URLSearchParams();
  for (const name of FILTER_ORDER) {
    const raw = filters[name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value) params.set(name, String(value));
  }
  if (page.limit) params.set('limit', String(page.limit));
  if (page.after) params.set('after', page.after);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const listPath = (hotelId: number) => `/api/hotel/${hotelId}/reservations`;

/** GET /api/hotel/{hotelId}/reservations?…: one page and the cursor of the next (null on the last). */
export async function fetchReservations(
  hotelId: number,
  filters: ReservationFilters,
  page: { after?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<HotelReservationList> {
  return checkedAnswer(
    await api<unknown>(`${listPath(hotelId)}${reservationsSearch(filters, page)}`, { signal }),
    import.meta.env.DEV && hotelReservationListSchema,
  );
}

/** The screen's page size: a phone scrolls through it in a few swipes; the next is a tap away. */
export const RESERVATIONS_PAGE = 50;
/** A whole day's list (rooming list, arrivals panel) is read in pages of the most the API answers. */
export const RESERVATIONS_PAGE_MAX = 200;
/** At most this many pages for a whole list (10 000 reservations): a bound, not an expected size. */
const ALL_PAGES_MAX = 50;

/** The list, page after page by the cursor (useInfiniteQuery). */
export function reservationsInfiniteQuery(
  token: string | null,
  hotelId: number,
  filters: ReservationFilters,
) {
  return infiniteQueryOptions({
    queryKey: reservationKeys.list(token, hotelId, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchReservations(hotelId, filters, { after: pageParam, limit: RESERVATIONS_PAGE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(token),
  });
}

/** Every reservation the filters match, every page read (a day's rooming list, the coming days). */
export async function fetchAllReservations(
  hotelId: number,
  filters: ReservationFilters,
  signal?: AbortSignal,
): Promise<ReservationListItem[]> {
  const out: ReservationListItem[] = [];
  let after: string | null = null;
  for (let page = 0; page < ALL_PAGES_MAX; page++) {
    const answer = await fetchReservations(hotelId, filters, { after, limit: RESERVATIONS_PAGE_MAX }, signal);
    out.push(...answer.reservations);
    if (!answer.next) break;
    after = answer.next;
  }
  return out;
}

export function allReservationsQuery(token: string | null, hotelId: number, filters: ReservationFilters) {
  return queryOptions({
    queryKey: reservationKeys.allPages(token, hotelId, filters),
    queryFn: ({ signal }) => fetchAllReservations(hotelId, filters, signal),
    enabled: Boolean(token),
  });
}

/** GET /api/hotel/{hotelId}/reservations/{reservationId}: with its revisions. */
export async function fetchReservation(
  hotelId: number,
  reservationId: number,
  signal?: AbortSignal,
): Promise<ReservationDetail> {
  return checkedAnswer(
    await api<unknown>(`${listPath(hotelId)}/${reservationId}`, { signal, allowNotFound: true }),
    import.meta.env.DEV && reservationDetailSchema,
  );
}

export function reservationQuery(token: string | null, hotelId: number, reservationId: number) {
  return queryOptions({
    queryKey: reservationKeys.detail(token, hotelId, reservationId),
    queryFn: ({ signal }) => fetchReservation(hotelId, reservationId, signal),
    enabled: Boolean(token),
  });
}

/** POST …/{reservationId}/no-show: the guest did not arrive; the no-show penalty is charged. */
export async function markNoShow(hotelId: number, reservationId: number): Promise<Reservation> {
  return checkedAnswer(
    await api<unknown>(`${listPath(hotelId)}/${reservationId}/no-show`, {
      method: 'POST',
      allowNotFound: true,
    }),
    import.meta.env.DEV && reservationSchema,
  );
}

/** POST …/{reservationId}/confirm: the hotel's confirmation number, which goes back to the group. */
export async function confirmReservation(
  hotelId: number,
  reservationId: number,
  confirmationNumber: string,
): Promise<Reservation> {
  return checkedAnswer(
    await api<unknown>(`${listPath(hotelId)}/${reservationId}/confirm`, {
      method: 'POST',
      body: { confirmationNumber },
      allowNotFound: true,
    }),
    import.meta.env.DEV && reservationSchema,
  );
}
