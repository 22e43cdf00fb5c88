import { type OwnClaim, ownClaimListSchema } from '@hotel/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * The caller's own hotel claims (issue 16, decision 027): pending ones wait for staff to verify
 * them; rejected ones carry staff's reason. Answers are parsed with the domain's schemas.
 */

/** Query keys of this resource (keyed by the session token: another user's claims never show). */
export const ownClaimKeys = {
  all: ['own-claims'] as const,
  list: (token: string | null) => [...ownClaimKeys.all, token] as const,
};

/** GET /api/user/claims/: newest first. A failure fails this list only, never the page that shows it. */
export async function fetchOwnClaims(signal?: AbortSignal): Promise<OwnClaim[]> {
  const answer = await api<unknown>('/api/user/claims/', { signal, allowNotFound: true });
  // Parsed with the schema in development and tests only: /dash/home reaches this module (its
  // keys), and its first load stays free of zod (bench/bundle-budget.ts); the condition is a
  // build-time constant, so production builds leave the schema and zod out.
  return import.meta.env.DEV ? ownClaimListSchema.parse(answer) : (answer as OwnClaim[]);
}

export function ownClaimsQuery(token: string | null) {
  return queryOptions({
    queryKey: ownClaimKeys.list(token),
    queryFn: ({ signal }) => fetchOwnClaims(signal),
    enabled: Boolean(token),
  });
}
