import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLogout } from '../../../api/account.ts';
import { session } from '../../../lib/session.ts';

/** Ends the session on the server, then forgets the token, the selected hotel and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLogout().catch(() => undefined),
    onSettled() {
      session.clear();
      queryClient.clear();
    },
  });
}
