import { describe, expect, it } from 'vitest';
import { needsSecondFactorEnrolment } from '../shared/refusals.ts';
import { changePasswordSchema, totpEnableSchema } from './contract.ts';
import { loginTokens, RECOVERY_CODE_PATTERN } from './rules.ts';

const LINK = 'Qm9uam91ci1sZS1tb25kZS1ob3RlbC1saW5rLXRva2Vu';

describe('loginTokens', () => {
  it.each([
    [{}, {}],
    [{ token: '' }, {}],
    [{ token: ' 123456 ' }, { code: '123456' }],
    [{ token: 'k7qa-2mzx-p4td-6hwe' }, { code: 'k7qa-2mzx-p4td-6hwe' }],
    [{ token: LINK }, { hotelToken: LINK }],
    [{ hotel_token: LINK }, { hotelToken: LINK }],
    [
      { token: '123456', hotel_token: LINK },
      { code: '123456', hotelToken: LINK },
    ],
    [
      { token: LINK, hotel_token: LINK },
      { code: LINK, hotelToken: LINK },
    ],
  ])('%j → %j', (input, expected) => {
    expect(loginTokens(input)).toEqual(expected);
  });

  it('never takes a code format for a link token', () => {
    expect(RECOVERY_CODE_PATTERN.test('k7qa-2mzx-p4td-6hwe')).toBe(true);
    expect(loginTokens({ token: 'abcdefghijklmnopqrst' })).toEqual({ code: 'abcdefghijklmnopqrst' });
  });
});

describe('account schemas', () => {
  it('checks the new password as registration does, and needs the current one', () => {
    const result = changePasswordSchema.safeParse({ current_password: '', new_password: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      current_password: 'errors.required',
      new_password: 'errors.password_too_short',
    });
  });

  it('reads a six-digit code with spaces and refuses anything else', () => {
    expect(totpEnableSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(totpEnableSchema.safeParse({ code: '12345a' }).error?.issues[0]?.message).toBe(
      'security.errors.code_invalid',
    );
  });

  it('asks staff without the second factor to enrol, and nobody else', () => {
    expect(needsSecondFactorEnrolment({ approbe_contract_perm: true, totp_enabled: false })).toBe(true);
    expect(needsSecondFactorEnrolment({ approbe_contract_perm: true, totp_enabled: true })).toBe(false);
    expect(needsSecondFactorEnrolment({ approbe_contract_perm: false, totp_enabled: false })).toBe(false);
  });
});
