import { type DetailAnswer, detailAnswerSchema, type RegisterInput } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * POST /api/auth/user/data/: registers. The answer is the same whether the address already had an
 * account (its owner gets an e-mail instead, decision 022), so it names no user. Parsed with the
 * domain's schema in development and tests.
 */
export async function postRegistration(input: RegisterInput): Promise<DetailAnswer> {
  return checkedAnswer(
    await api<unknown>('/api/auth/user/data/', { method: 'POST', body: input }),
    import.meta.env.DEV && detailAnswerSchema,
  );
}
