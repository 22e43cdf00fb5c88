import { type PendingHotelResult, pendingHotelResultsSchema } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';
import { contactKeys } from './contacts.ts';
import { currentUserKeys } from './current-user.ts';
import { hotelKeys } from './hotels.ts';
import { ownClaimKeys } from './own-claims.ts';

/**
 * Onboarding in one step (issue 19): the hotels chosen at registration and not created yet are
 * created together (POST /api/hotel/pending/). The pending list itself is the signed-in user's
 * `hotels` (GET /api/auth/user/data/). Answers are parsed with the domain's schemas in development
 * and tests.
 */

/** POST /api/hotel/pending/: what became of each pending hotel. */
export async function createPendingHotels(): Promise<PendingHotelResult[]> {
  // /dash/home loads this module first: its first load stays free of zod (lib/checked-answer.ts).
  return checkedAnswer(
    await api<unknown>('/api/hotel/pending/', { method: 'POST' }),
    import.meta.env.DEV && pendingHotelResultsSchema,
  );
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
        queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        // The contacts answer carries the hotels a contact may serve (possibleHotels).
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: ownClaimKeys.all }),
      ]),
  });
}
