import { type PendingHotelResult, pendingHotelResultsSchema } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { ownClaimKeys } from './own-claims.ts';

/**
 * Onboarding in one step (issue 19): the hotels chosen at registration and not created yet are
 * created together (POST /api/hotel/pending/). The pending list itself is the signed-in user's
 * `hotels` (GET /api/auth/user/data/). Answers are parsed with the domain's schemas.
 */

/** POST /api/hotel/pending/: what became of each pending hotel. */
export async function createPendingHotels(): Promise<PendingHotelResult[]> {
  const answer = await api<unknown>('/api/hotel/pending/', { method: 'POST' });
  // Parsed with the schema in development and tests only: /dash/home loads this module first, and
  // its first load stays free of zod (bench/bundle-budget.ts); the condition is a build-time
  // constant, so production builds leave the schema and zod out.
  return import.meta.env.DEV ? pendingHotelResultsSchema.parse(answer) : (answer as PendingHotelResult[]);
}

/**
 * The mutation; on success the lists that show hotels are read again: the user's hotels (and
 * every list keyed under 'hotels', such as the contacts' hotel options), the user (whose pending
 * list shrinks) and the user's claims (a created hotel is a claim until staff verify it).
 */
export function useCreatePendingHotels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPendingHotels,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotels'] }),
        queryClient.invalidateQueries({ queryKey: ['current-user'] }),
        // The contacts answer carries the hotels a contact may serve (possibleHotels).
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ownClaimKeys.all }),
      ]),
  });
}
