import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export function logout(): Promise<void> {
  return api<void>('/api/auth/logout/', { method: 'DELETE', ignoreAuthErrors: true });
}

/** Ends the session on the server, then forgets the token, the selected hotel and every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled() {
      session.clear();
      queryClient.clear();
    },
  });
}
