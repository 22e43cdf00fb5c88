import { type DetailAnswer, detailAnswerSchema, type RegisterInput } from '@hotel/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Registers; the answer is the same whether the address already had an account (its owner gets
 * an e-mail instead, decision 022), so it names no user.
 */
export async function register(input: RegisterInput): Promise<DetailAnswer> {
  return detailAnswerSchema.parse(
    await api<unknown>('/api/auth/user/data/', { method: 'POST', body: input }),
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
