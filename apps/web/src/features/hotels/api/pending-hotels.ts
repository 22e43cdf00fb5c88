import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactKeys } from '../../../api/contacts.ts';
import { currentUserKeys } from '../../../api/current-user.ts';
import { hotelKeys } from '../../../api/hotels.ts';
import { ownClaimKeys } from '../../../api/own-claims.ts';
import { createPendingHotels } from '../../../api/pending-hotels.ts';

/** The hotels feature's hook on onboarding in one step (apps/web/src/api/pending-hotels.ts). */

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
