import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@hotel/domain';

/**
 * TOTP of RFC 6238 (HOTP of RFC 4226 over 30-second steps), HMAC-SHA-1 and six digits, as
 * every authenticator app reads it from an otpauth:// URI. Only node:crypto is used.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226 §5.3): dynamic truncation of HMAC-SHA-1(key, counter). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (Unix time / 30 s). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpAt(secret: string, nowMs: number): string {
  return hotp(base32Decode(secret), totpStep(nowMs));
}

/**
 * The step a code belongs to, looking one step either side for clock drift; undefined when it
 * matches none. Every candidate is compared in constant time.
 */
export function matchTotp(secret: string, code: string, nowMs: number, window = 1): number | undefined {
  const key = base32Decode(secret);
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, 16));
  const current = totpStep(nowMs);
  let matched: number | undefined;
  for (let step = current - window; step <= current + window; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given) && matched === undefined) {
      matched = step;
    }
  }
  return matched;
}

/** A new secret: 160 random bits, as RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI of Google Authenticator's key-URI format. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replaceAll('+', '%20')}`;
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
