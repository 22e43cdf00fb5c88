import {
  type StaffLink,
  type StaffLinkCreate,
  type StaffUserDetail,
  type StaffUserList,
  staffLinkSchema,
  staffUserDetailSchema,
  staffUserListSchema,
} from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * People and links of the back office (decision 027): users found by e-mail, name or hotel, one
 * user's hotels and claims, attaching and detaching hotels, the approval permission and hotel
 * sign-in links. Answers are parsed with the domain's schemas in development and tests
 * (lib/checked-answer.ts).
 */

/** Rows per page of the people list. */
export const PEOPLE_PAGE_SIZE = 25;

/** Query keys of this resource. */
export const staffPeopleKeys = {
  all: ['staff-people'] as const,
  lists: () => [...staffPeopleKeys.all, 'list'] as const,
  list: (q: string, page: number) => [...staffPeopleKeys.lists(), q, page] as const,
  detail: (userId: number) => [...staffPeopleKeys.all, 'detail', userId] as const,
};

/** GET /api/staff/users/?q=&page=&page_size=: newest first; `q` matches e-mail, name or hotel. */
export async function fetchStaffUsers(q: string, page: number, signal?: AbortSignal): Promise<StaffUserList> {
  const query = new URLSearchParams({ page: String(page), page_size: String(PEOPLE_PAGE_SIZE) });
  if (q) query.set('q', q);
  return checkedAnswer(
    await api<unknown>(`/api/staff/users/?${query}`, { signal }),
    import.meta.env.DEV && staffUserListSchema,
  );
}

export function staffUsersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: staffPeopleKeys.list(q, page),
    queryFn: ({ signal }) => fetchStaffUsers(q, page, signal),
    // Typing a search keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/users/{userId}: the person, their hotels and their claims (404 leaves for /404). */
export async function fetchStaffUser(userId: number, signal?: AbortSignal): Promise<StaffUserDetail> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/users/${userId}`, { signal }),
    import.meta.env.DEV && staffUserDetailSchema,
  );
}

export function staffUserQuery(userId: number) {
  return queryOptions({
    queryKey: staffPeopleKeys.detail(userId),
    queryFn: ({ signal }) => fetchStaffUser(userId, signal),
  });
}

/**
 * POST /api/staff/users/{userId}/hotels {hotel}: attaches (and verifies) an existing hotel; 400 on
 * `hotel` when there is no such hotel, 409 when it is attached already. Answers the person anew.
 */
export async function attachHotel(userId: number, hotel: number): Promise<StaffUserDetail> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/users/${userId}/hotels`, {
      method: 'POST',
      body: { hotel },
      allowNotFound: true,
    }),
    import.meta.env.DEV && staffUserDetailSchema,
  );
}

/** DELETE /api/staff/users/{userId}/hotels/{hotelId}: 404 when it was detached meanwhile. Answers the person anew. */
export async function detachHotel(userId: number, hotelId: number): Promise<StaffUserDetail> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/users/${userId}/hotels/${hotelId}`, {
      method: 'DELETE',
      allowNotFound: true,
    }),
    import.meta.env.DEV && staffUserDetailSchema,
  );
}

/** PUT /api/staff/users/{userId}/permission {approbe_contract_perm}: revoking one's own is 400. Answers the person anew. */
export async function putPermission(userId: number, approbeContractPerm: boolean): Promise<StaffUserDetail> {
  return checkedAnswer(
    await api<unknown>(`/api/staff/users/${userId}/permission`, {
      method: 'PUT',
      body: { approbe_contract_perm: approbeContractPerm },
      allowNotFound: true,
    }),
    import.meta.env.DEV && staffUserDetailSchema,
  );
}

/** POST /api/staff/links {code, days, email?, language}: a single-use sign-in link; 400 on `code` off the catalogue. */
export async function postStaffLink(input: StaffLinkCreate): Promise<StaffLink> {
  return checkedAnswer(
    await api<unknown>('/api/staff/links', { method: 'POST', body: input }),
    import.meta.env.DEV && staffLinkSchema,
  );
}
