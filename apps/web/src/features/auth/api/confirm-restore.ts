import type { DetailAnswer, RestoreConfirmInput } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sets a new password with the token of a restore link; the server ends every session. */
export function confirmRestore(input: RestoreConfirmInput): Promise<DetailAnswer> {
  return api<DetailAnswer>('/api/auth/user/restore-pass/confirm', { method: 'POST', body: input });
}

export function useConfirmRestore() {
  return useMutation({ mutationFn: confirmRestore });
}
