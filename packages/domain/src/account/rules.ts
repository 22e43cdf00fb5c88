/** The account's rules and limits (profile, avatar, second factor, sessions). */

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
