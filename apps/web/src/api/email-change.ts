import { type ConfirmEmailInput, type ConfirmEmailResponse, confirmEmailResponseSchema } from '@hotel/domain';
import { api } from '../lib/api-client.ts';
import { checkedAnswer } from '../lib/checked-answer.ts';

/**
 * The link of an e-mail change (decision 022): opening it switches the account to the new address.
 * The answer is parsed with the domain's schema in development and tests, so a changed contract
 * fails here.
 */

/** Mutation keys of this resource (the link is spent once: it is never a cached query). */
export const emailChangeKeys = {
  all: ['email-change'] as const,
  confirm: () => [...emailChangeKeys.all, 'confirm'] as const,
};

/** POST /api/auth/confirm-email/ {token}: no session needed; 400 on `token` when it cannot be used. */
export async function postConfirmEmail(input: ConfirmEmailInput): Promise<ConfirmEmailResponse> {
  return checkedAnswer(
    await api<unknown>('/api/auth/confirm-email/', { method: 'POST', body: input }),
    import.meta.env.DEV && confirmEmailResponseSchema,
  );
}
