import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Decode, matchTotp, newTotpSecret, otpauthUrl, totpAt, totpStep } from './totp.ts';

// What the module gets from the otpauth library, and what it keeps of its own on top.
describe('totp on otpauth', () => {
  it('writes a URI the library (as authenticator apps) reads back to the same codes', () => {
    const secret = newTotpSecret();
    const read = URI.parse(otpauthUrl(secret, 'ana+test@example.com', 'Hotel Extranet'));
    expect(read).toBeInstanceOf(TOTP);
    expect(read).toMatchObject({
      issuer: 'Hotel Extranet',
      label: 'ana+test@example.com',
      digits: 6,
      period: 30,
    });
    const now = 1_700_000_000_000;
    expect((read as TOTP).generate({ timestamp: now })).toBe(totpAt(secret, now));
  });

  it('still ignores any whitespace and padding in a secret, and refuses other characters', () => {
    expect(base32Decode('MZXW\t6YTB\nOI==').toString()).toBe('foobar');
    expect(() => totpAt('MZXW6YT1', 0)).toThrow();
  });

  it('answers the step matched within a wider window, and nothing for a code of another length', () => {
    const now = 1_700_000_000_000;
    const secret = newTotpSecret();
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now, 2)).toBe(totpStep(now) - 2);
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now)).toBeUndefined();
    expect(matchTotp(secret, `${totpAt(secret, now)}0`, now)).toBeUndefined();
  });
});
