import { type OwnClaim, ownClaimListSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The caller's own hotel claims (issue 16, decision 027): pending ones wait for staff to verify
 * them; rejected ones carry staff's reason. Answers are parsed with the domain's schemas in
 * development and tests.
 */

/** Query keys of this resource (keyed by the session token: another user's claims never show). */
export const ownClaimKeys = {
  all: ['own-claims'] as const,
  list: (token: string | null) => [...ownClaimKeys.all, token] as const,
};

/** GET /api/user/claims/: newest first. A failure fails this list only, never the page that shows it. */
export async function fetchOwnClaims(signal?: AbortSignal): Promise<OwnClaim[]> {
  // /dash/home reaches this module (its keys): its first load stays free of zod (lib/checked-answer.ts).
  return checkedAnswer(
    await api<unknown>('/api/user/claims/', { signal, allowNotFound: true }),
    import.meta.env.DEV && ownClaimListSchema,
  );
}

export function ownClaimsQuery(token: string | null) {
  return queryOptions({
    queryKey: ownClaimKeys.list(token),
    queryFn: ({ signal }) => fetchOwnClaims(signal),
    enabled: Boolean(token),
  });
}
