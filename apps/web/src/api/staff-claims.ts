import { type ClaimStatus, type StaffClaimList, staffClaimListSchema } from '@hotel/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The claims queue of the back office (decision 027): who asked to speak for which hotel, and
 * staff's verification or rejection. Answers are parsed with the domain's schemas in development
 * and tests (lib/checked-answer.ts).
 */

/** Rows per page of the queue (the server's default is 50: a card per claim is taller than a row). */
export const CLAIMS_PAGE_SIZE = 20;

/** Query keys of this resource. */
export const staffClaimKeys = {
  all: ['staff-claims'] as const,
  list: (status: ClaimStatus, page: number) => [...staffClaimKeys.all, 'list', status, page] as const,
};

/** GET /api/staff/claims/?status=&page=&page_size=: oldest first, with the other claimants of each hotel. */
export async function fetchStaffClaims(
  status: ClaimStatus,
  page: number,
  signal?: AbortSignal,
): Promise<StaffClaimList> {
  const query = new URLSearchParams({ status, page: String(page), page_size: String(CLAIMS_PAGE_SIZE) });
  return checkedAnswer(
    await api<unknown>(`/api/staff/claims/?${query}`, { signal }),
    import.meta.env.DEV && staffClaimListSchema,
  );
}

export function staffClaimsQuery(status: ClaimStatus, page: number) {
  return queryOptions({
    queryKey: staffClaimKeys.list(status, page),
    queryFn: ({ signal }) => fetchStaffClaims(status, page, signal),
    // Several staff work the same queue: opening it always asks again (attaching a hotel on a
    // person's page verifies it too).
    staleTime: 0,
    // Another page or status keeps the previous cards on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/staff/claims/{claimId}/verify: the claimant is attached and the hotel verified; 409
 * when the claim was decided already (by someone else meanwhile). A claim gone is an answer here,
 * not a page to leave for /404.
 */
export async function verifyClaim(claimId: number): Promise<void> {
  await api<unknown>(`/api/staff/claims/${claimId}/verify`, {
    method: 'POST',
    body: {},
    allowNotFound: true,
  });
}

/** POST /api/staff/claims/{claimId}/reject {reason}: 400 on `reason`, 409 when decided already. */
export async function rejectClaim(claimId: number, reason: string): Promise<void> {
  await api<unknown>(`/api/staff/claims/${claimId}/reject`, {
    method: 'POST',
    body: { reason },
    allowNotFound: true,
  });
}
