import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth/contract.ts';

/** Message keys of the password restore (catalogue namespace 'restore'). */
export const RESTORE_MSG = {
  sent: 'restore.sent',
  changed: 'restore.changed',
  tokenInvalid: 'restore.token_invalid',
} as const;

/** A restore link is valid this long, and once. */
export const RESTORE_TOKEN_TTL_MS = 60 * 60 * 1000;

/** POST /api/auth/user/restore-pass: the same answer whether the email is known or not. */
export const restoreRequestSchema = z.strictObject({ email: emailSchema });
export type RestoreRequestInput = z.infer<typeof restoreRequestSchema>;

/** POST /api/auth/user/restore-pass/confirm: the token of the emailed link and the new password. */
export const restoreConfirmSchema = z.strictObject({
  token: z
    .string({ error: RESTORE_MSG.tokenInvalid })
    .trim()
    .min(1, { error: RESTORE_MSG.tokenInvalid })
    .max(200, { error: RESTORE_MSG.tokenInvalid }),
  password: passwordSchema,
});
export type RestoreConfirmInput = z.infer<typeof restoreConfirmSchema>;

/** An answer that is only a translated message. */
export const detailAnswerSchema = z.object({ detail: z.string() });
export type DetailAnswer = z.infer<typeof detailAnswerSchema>;
