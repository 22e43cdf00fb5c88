/**
 * The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 021):
 * set by a successful sign-in, sent back only to /api/auth/. It chooses the rate-limit bucket of
 * the next sign-ins of the same account from this browser; it never authenticates anything.
 */
export const DEVICE_COOKIE = 'hx_device';
export const DEVICE_COOKIE_PATH = '/api/auth/';
/** One year: a device unused for longer is forgotten (cookie and row alike). */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3_600_000;
/**
 * Accounts remembered by one browser (a shared front-desk computer): the cookie holds this many
 * tokens at most, the most recently signed-in account first.
 */
export const DEVICE_TOKENS_PER_COOKIE = 5;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed tokens of a cookie value (anything else is ignored, never an error). */
export function deviceTokensOf(cookie: string | undefined): string[] {
  if (!cookie) return [];
  const tokens = cookie.split('.').filter((token) => TOKEN.test(token));
  return [...new Set(tokens)].slice(0, DEVICE_TOKENS_PER_COOKIE);
}

/** The cookie value after a sign-in: the account's token first, then the others it held. */
export function deviceCookieValue(current: string, others: string[]): string {
  return [current, ...others.filter((token) => token !== current)]
    .slice(0, DEVICE_TOKENS_PER_COOKIE)
    .join('.');
}
