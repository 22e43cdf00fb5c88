import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  hotp,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
  totpAt,
  totpStep,
} from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; the last six of the eight digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('base32', () => {
  it('encodes and decodes as RFC 4648 (test vectors, without padding)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('mzxw6ytboi').toString()).toBe('foobar');
    expect(base32Decode('MZXW 6YTB OI==').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
  });
});

describe('hotp and totp', () => {
  it('matches RFC 4226 appendix D', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it.each(RFC_VECTORS)('matches RFC 6238 at T=%i', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts one step of drift either side and answers the step matched', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    const secret = newTotpSecret();
    expect(matchTotp(secret, totpAt(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now + 60_000), now)).toBeUndefined();
    expect(matchTotp(secret, totpAt(secret, now - 90_000), now)).toBeUndefined();
    expect(matchTotp(secret, '12345', now)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth URI that apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl(secret, 'ana@example.com', 'Hotel Extranet'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Hotel Extranet:ana@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Hotel Extranet');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of four groups, read back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const first = codes[0] ?? '';
    expect(normalizeRecoveryCode(` ${first.toUpperCase().replaceAll('-', ' ')} `)).toBe(
      first.replaceAll('-', ''),
    );
    expect(normalizeRecoveryCode('123456')).toBeUndefined();
  });

  it('hash differently for different users', () => {
    expect(hashRecoveryCode(1, 'aaaabbbbccccdddd')).not.toBe(hashRecoveryCode(2, 'aaaabbbbccccdddd'));
    expect(hashRecoveryCode(1, 'aaaabbbbccccdddd')).toMatch(/^[0-9a-f]{64}$/);
  });
});
