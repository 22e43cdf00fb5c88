/** The account's API contract: password and e-mail changes, the second factor and the avatar. */
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../auth/contract.ts';
import { PASSWORD_MAX } from '../shared/constants.ts';
import { MSG } from '../shared/messages.ts';
import { ACCOUNT_MSG, TOTP_CODE_PATTERN } from './rules.ts';

const currentPassword = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .max(PASSWORD_MAX, { error: MSG.passwordTooLong });

export const changePasswordSchema = z.strictObject({
  current_password: currentPassword,
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.strictObject({
  email: emailSchema,
  current_password: currentPassword,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** A code typed by the user: spaces are ignored. */
export const totpCodeSchema = z
  .string({ error: MSG.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z.string().min(1, { error: MSG.required }).regex(TOTP_CODE_PATTERN, { error: ACCOUNT_MSG.codeInvalid }),
  );

export const totpEnableSchema = z.strictObject({ code: totpCodeSchema });
export type TotpEnableInput = z.infer<typeof totpEnableSchema>;

export const totpDisableSchema = z.strictObject({ password: currentPassword });
export type TotpDisableInput = z.infer<typeof totpDisableSchema>;

export const totpSetupResponseSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… URI, shown as a QR code. */
  otpauth_url: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;

/** New recovery codes (the old ones stop working): confirmed with a current code from the app. */
export const recoveryCodesRegenerateSchema = z.strictObject({ code: totpCodeSchema });
export type RecoveryCodesRegenerateInput = z.infer<typeof recoveryCodesRegenerateSchema>;

export const avatarResponseSchema = z.object({ url: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
