import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import { PASSWORD_MAX } from './constants.ts';
import { MSG } from './messages.ts';

/** Message keys of the profile and second-factor rules (namespaces 'profile' and 'security'). */
export const ACCOUNT_MSG = {
  currentPasswordWrong: 'profile.errors.current_password_wrong',
  avatarNotImage: 'profile.errors.avatar_not_image',
  avatarTooBig: 'profile.errors.avatar_too_big',
  avatarTooManyPixels: 'profile.errors.avatar_too_many_pixels',
  avatarMissing: 'profile.errors.avatar_missing',
  codeRequired: 'security.errors.code_required',
  codeInvalid: 'security.errors.code_invalid',
  codeUsed: 'security.errors.code_used',
  setupFirst: 'security.errors.setup_first',
  alreadyEnabled: 'security.errors.already_enabled',
  requiredForStaff: 'security.errors.required_for_staff',
  enrolmentRequired: 'security.errors.enrolment_required',
  hotelLinkInvalid: 'security.errors.hotel_link_invalid',
} as const;

/** Avatars: accepted upload size, decoded pixel limit and the stored square's side. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_SIZE = 256;
export const AVATAR_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** TOTP (RFC 6238): SHA-1, 30-second steps, 6 digits; ten single-use recovery codes. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A six-digit code. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: four groups of four base32 letters or digits (80 bits), e.g. `k7qa-2mzx-p4td-6hwe`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/;
/** A hotel-link token (256 random bits, URL-safe), as issued by the admin command line. */
export const HOTEL_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

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

// In a module without zod: the login page uses it, and importing it from here would bring this
// module's schemas, and zod with them, into the page's first download.
export { needsSecondFactorEnrolment } from './account-rules.ts';

/**
 * Splits a login's tokens: `hotel_token` is the hotel link; `token` is the second-factor code
 * (six digits or a recovery code), unless it has the shape of a link token (the original client
 * sent the link there), which the two code formats never have.
 */
export function loginTokens(input: { token?: string | undefined; hotel_token?: string | undefined }): {
  code?: string;
  hotelToken?: string;
} {
  const token = input.token?.trim() || undefined;
  const hotelToken = input.hotel_token?.trim() || undefined;
  if (token && !hotelToken && HOTEL_LINK_TOKEN_PATTERN.test(token)) return { hotelToken: token };
  return { ...(token ? { code: token } : {}), ...(hotelToken ? { hotelToken } : {}) };
}
