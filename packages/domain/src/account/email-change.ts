import { z } from 'zod';
import { userSchema } from '../auth/contract.ts';

/**
 * Verified account changes (issue 18, decision 022): an e-mail change waits for the single-use
 * link sent to the new address, and registration answers the same whether the address is taken.
 */

/** Message keys (catalogue namespaces 'profile' and 'auth'). */
export const EMAIL_CHANGE_MSG = {
  tokenInvalid: 'profile.errors.email_token_invalid',
  taken: 'profile.errors.email_taken_meanwhile',
  confirmed: 'profile.email.confirmed',
  registered: 'auth.register.received',
} as const;

/** An e-mail change link is valid this long, and once; a newer request replaces it. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/auth/user/change-email answers the user as it is (the address has not changed yet)
 * and the address that waits for its link; null when the request asked for the current address
 * (which cancels a pending change).
 */
export const changeEmailResponseSchema = userSchema.extend({ pending_email: z.string().nullable() });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST /api/auth/confirm-email/: the token of the link sent to the new address. */
export const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: EMAIL_CHANGE_MSG.tokenInvalid })
    .trim()
    .min(1, { error: EMAIL_CHANGE_MSG.tokenInvalid })
    .max(200, { error: EMAIL_CHANGE_MSG.tokenInvalid }),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** The address now in use, and a translated message saying so. */
export const confirmEmailResponseSchema = z.object({ email: z.string(), detail: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
