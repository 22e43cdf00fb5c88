/** Business constants and limits of spec §9, named once and shared by web and server. */
export const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const APARTMENT_HOTEL_TYPE = 2;

export const MAX_ROOMS = 5;
/** A room type's name, and each per-language variant, at most this long. */
export const ROOM_NAME_MAX = 120;
export const MAX_LOUNGES = 3;
export const MAX_ROOM_LOUNGE_DISTRIBUTION = 5;
export const COUNTER_MIN = 0;
export const COUNTER_MAX = 50;
export const DEFAULT_ROOM_BED_TYPES = [14, 13, 15] as const;

export const AUTOCOMPLETE = {
  count: 100,
  minChars: 3,
  pauseMs: 500,
  hideDelayMs: 200,
  type: 'HOT',
} as const;

export const MAP_DEFAULT = { latitude: 40.56, longitude: -3.52, zoom: 16 } as const;

export const TEXT_AREA_MAX = 2000;
export const BATH_NAME_MIN = 4;
export const BATH_NAME_MAX = 50;
export const PHONE_MIN = 11;
export const PHONE_MAX = 14;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;

export const PHOTO_QUALITY_MIN = 1;
export const PHOTO_QUALITY_MAX = 5;
export const PHOTO_QUALITY_LOW_BELOW = 3;
export const PHOTO_ALERT_MIN_PHOTOS = 20;
export const PHOTO_ALERT_GOOD_STARS = 4;
export const PHOTO_ALERT_MAX_BELOW_GOOD = 5;
export const PHOTOGRAPHER_PRICE_EUR = 100;
export const PHOTO_ORDER_START = 1;
export const LIST_ORDER_START = 0;
export const VIDEO_URL_TYPES = ['youtube', 'vimeo'] as const;
export const VIDEO_UPLOAD_FORMATS = ['avi', 'mpeg', 'mp4'] as const;

export const NOTIFY_TIMEOUT_MS = 3000;
export const CAROUSEL = { autoPeriodMs: 2000, durationMs: 500 } as const;
export const TAP_MAX_MS = 500;
export const LONG_CLICK_MS = 1000;
export const RATING_STARS = 5;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/**
 * Sign-in throttling (decision 021, OWASP device cookies). Every limit counts failed attempts in a
 * sliding window of LOGIN_FAILURE_WINDOW_MS; the attempt past a limit answers 429 before any
 * password is verified, and a successful sign-in does not count.
 *
 * A browser holding a device cookie of the account typed is limited on its own: LOGIN_DEVICE_FAILURE_LIMIT
 * per device, so attempts made anywhere else never refuse the user there. Every other attempt
 * (no cookie, an unknown one, another account's) counts both per account (LOGIN_FAILURE_LIMIT, by
 * the email typed, known or not) and per client address (LOGIN_ADDRESS_FAILURE_LIMIT).
 *
 * 10 per account in 15 minutes allows a user a few typos on a new device and an attacker ~1 000
 * guesses a day at most, whatever number of addresses they use; with the common-password list refused
 * at registration that is far from guessing a password. The per-address limit is larger because
 * one office NAT can hold dozens of users who mistype; it stops one address from spraying many
 * accounts (100 guesses per 15 minutes, spread over them, each account still at 10).
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_DEVICE_FAILURE_LIMIT = 10;
export const LOGIN_ADDRESS_FAILURE_LIMIT = 100;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const RATE_GROUP_COLOURS = {
  rate: 'brown',
  offer: 'emerald',
  promotion: 'darkcyan',
} as const;

export const SCHEDULE_KEY_TYPES = [
  'ANY_TIME',
  'FROM_TIME',
  'BETWEEN_TWO_HOURS',
  'AT_TIME',
  'TO_TIME',
  'SPLIT_TIME',
] as const;

/** Clamps a progress value to the bar's 0..100 range. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value));
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
