import {
  type ActivityKind,
  type ActivityList,
  activityListSchema,
  type Contract,
  type ContractQueue,
  type ContractReturn,
  contractQueueSchema,
  contractSchema,
  type Photo,
  photoSchema,
  type QUEUE_STATUSES,
  type StaffReview,
  staffReviewSchema,
} from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The staff review of contracts (issue 16, decision 027): the queue of sent (or returned)
 * contracts, one hotel's whole review, the decisions (approve, return with reasons), the hotel's
 * activity log, and the photo rating staff give while reviewing. Answers are parsed with the
 * domain's schemas in development and tests (lib/checked-answer.ts).
 */

export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The queue's filters as the screen holds them: empty strings are "no filter". */
export interface QueueFilters {
  status: QueueStatus;
  country: string;
  city: string;
  /** A hotel type id, as a string ('' for any). */
  htype: string;
  /** YYYY-MM-DD. */
  sent_from: string;
  sent_to: string;
  page: number;
}

export const QUEUE_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_SIZE = 20;

export const EMPTY_QUEUE_FILTERS: QueueFilters = {
  status: 'sent',
  country: '',
  city: '',
  htype: '',
  sent_from: '',
  sent_to: '',
  page: 1,
};

/** Query keys of this resource; everything staff see lives under ['staff']. */
export const staffReviewKeys = {
  all: ['staff'] as const,
  queues: () => [...staffReviewKeys.all, 'contracts'] as const,
  queue: (filters: QueueFilters) => [...staffReviewKeys.queues(), filters] as const,
  review: (hotelId: number) => [...staffReviewKeys.all, 'review', hotelId] as const,
  activity: (filters: ActivityFilters) => [...staffReviewKeys.all, 'activity', filters] as const,
};

/** The query string of the queue: only the filters that are set, trimmed. */
export function queueSearch(filters: QueueFilters): string {
  const params = new URLSearchParams({ status: filters.status });
  for (const name of ['country', 'city', 'htype', 'sent_from', 'sent_to'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  params.set('page', String(filters.page));
  params.set('page_size', String(QUEUE_PAGE_SIZE));
  return params.toString();
}

/** GET /api/staff/contracts/?…: oldest sent first, `count` matching, `counts` of the whole queue. */
export async function fetchQueue(filters: QueueFilters, signal?: AbortSignal): Promise<ContractQueue> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/contracts/?${queueSearch(filters)}`, { signal }),
    import.meta.env.DEV && contractQueueSchema,
  );
}

export function queueQuery(filters: QueueFilters) {
  return queryOptions({
    queryKey: staffReviewKeys.queue(filters),
    queryFn: ({ signal }) => fetchQueue(filters, signal),
    // The rows stay while another page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/contracts/{hotelId}/review: the whole hotel read-only with `changed_steps`. */
export async function fetchReview(hotelId: number, signal?: AbortSignal): Promise<StaffReview> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/contracts/${hotelId}/review`, { signal }),
    import.meta.env.DEV && staffReviewSchema,
  );
}

export function reviewQuery(hotelId: number) {
  return queryOptions({
    queryKey: staffReviewKeys.review(hotelId),
    queryFn: ({ signal }) => fetchReview(hotelId, signal),
  });
}

/** POST /api/staff/contracts/{hotelId}/approve: 409 when the contract is not sent. */
export async function approveContract(hotelId: number): Promise<Contract> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/contracts/${hotelId}/approve`, { method: 'POST' }),
    import.meta.env.DEV && contractSchema,
  );
}

/** POST /api/staff/contracts/{hotelId}/return: one reason per step; 400 on `steps.<i>.reason`. */
export async function returnContract(hotelId: number, body: ContractReturn): Promise<Contract> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/contracts/${hotelId}/return`, { method: 'POST', body }),
    import.meta.env.DEV && contractSchema,
  );
}

/** The activity log's filters as a screen holds them: undefined is "any". */
export interface ActivityFilters {
  hotel?: number;
  user?: number;
  kind?: ActivityKind;
  page: number;
}

/**
 * GET /api/staff/activity (or one hotel's, /api/staff/hotels/{hotelId}/activity): events newest
 * first, paged; staff read counts; the people and hotels the filters offer.
 */
export async function fetchActivity(filters: ActivityFilters, signal?: AbortSignal): Promise<ActivityList> {
  const search = new URLSearchParams({ page: String(filters.page), page_size: String(ACTIVITY_PAGE_SIZE) });
  if (filters.user !== undefined) search.set('user', String(filters.user));
  if (filters.kind !== undefined) search.set('kind', filters.kind);
  const path =
    filters.hotel === undefined ? '/api/staff/activity' : `/api/staff/hotels/${filters.hotel}/activity`;
  return checkedAnswer(
    await api<unknown>(`${path}?${search}`, { signal }),
    import.meta.env.DEV && activityListSchema,
  );
}

export function activityQuery(filters: ActivityFilters) {
  return queryOptions({
    queryKey: staffReviewKeys.activity(filters),
    queryFn: ({ signal }) => fetchActivity(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/hotel/{hotelId}/photo/{id} `{quality_rate}`: staff only (approbe_contract_perm). */
export async function ratePhoto(hotelId: number, photoId: number, stars: number): Promise<Photo> {
  return checkedAnswer(
    await api<unknown>(`/api/hotel/${hotelId}/photo/${photoId}`, {
      method: 'PATCH',
      body: { quality_rate: stars },
    }),
    import.meta.env.DEV && photoSchema,
  );
}
