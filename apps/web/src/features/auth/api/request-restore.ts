import type { DetailAnswer, RestoreRequestInput } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for a restore email; the answer is the same whether the email has an account or not. */
export function requestRestore(input: RestoreRequestInput): Promise<DetailAnswer> {
  return api<DetailAnswer>('/api/auth/user/restore-pass', { method: 'POST', body: input });
}

export function useRequestRestore() {
  return useMutation({ mutationFn: requestRestore });
}
