import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@hotel/domain';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP of RFC 6238 (HOTP of RFC 4226 over 30-second steps), HMAC-SHA-1 and six digits, as
 * every authenticator app reads it from an otpauth:// URI. The algorithms and base32 are the
 * `otpauth` library's (node:crypto underneath, nothing fetched); this module keeps the
 * project's names and defaults.
 */

const ALGORITHM = 'SHA1';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  return Buffer.from(secretOf(text).bytes);
}

/** The library's secret of a base32 text; any whitespace and padding anywhere are dropped. */
function secretOf(text: string): Secret {
  return Secret.fromBase32(text.replace(/[\s=]/g, ''));
}

/** HOTP (RFC 4226 §5.3): dynamic truncation of HMAC-SHA-1(key, counter). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const secret = new Secret({ buffer: Uint8Array.from(key).buffer });
  return HOTP.generate({ secret, counter, digits, algorithm: ALGORITHM });
}

/** The time step of a moment (Unix time / 30 s). */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

export function totpAt(secret: string, nowMs: number): string {
  return TOTP.generate({
    secret: secretOf(secret),
    timestamp: nowMs,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: ALGORITHM,
  });
}

/**
 * The step a code belongs to, looking `window` steps either side for clock drift; undefined when
 * it matches none. Candidates are compared in constant time (the current step first).
 */
export function matchTotp(secret: string, code: string, nowMs: number, window = 1): number | undefined {
  const delta = TOTP.validate({
    token: code,
    secret: secretOf(secret),
    timestamp: nowMs,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: ALGORITHM,
    window,
  });
  return delta === null ? undefined : totpStep(nowMs) + delta;
}

/** A new secret: 160 random bits, as RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of Google Authenticator's key-URI format. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: secretOf(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** Ten recovery codes of 80 random bits each, written as four groups of four base32 characters. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(10)).toLowerCase();
    return text.match(/.{4}/g)?.join('-') ?? text;
  });
}

/** The 16 characters of a recovery code as typed (case, spaces and dashes ignored), or undefined. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const clean = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{16}$/.test(clean) ? clean : undefined;
}

/** Recovery codes are kept only as SHA-256 bound to their user (80 random bits need no slow hash). */
export function hashRecoveryCode(userId: number, normalized: string): string {
  return createHash('sha256').update(`${userId}:${normalized}`).digest('hex');
}
