import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession, sessionKeys } from '../../../api/sessions.ts';

/**
 * The sessions feature's hook on the caller's sessions (apps/web/src/api/sessions.ts). Ending the
 * other sessions is shared with the second factor's enrolment: `useEndOtherSessions` stays in api/.
 */

/** Ends one session; the list is reloaded whatever the answer. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
