import { describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { loginSchema, registerSchema } from './contract.ts';

const valid = {
  name: 'Ana García',
  email: ' Ana@Example.COM ',
  phone: '+34 600123456',
  password: 'correct horse battery',
  hotels: [{ name: 'Hotel Sol', raw_code: '100001', code: 'ES-MAD-00001' }],
};

const errorsOf = (value: unknown) => {
  const result = registerSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registerSchema', () => {
  it('accepts a complete registration and normalises the email', () => {
    expect(registerSchema.parse(valid).email).toBe('ana@example.com');
  });

  it('needs at least one hotel', () => {
    expect(errorsOf({ ...valid, hotels: [] })).toEqual({ hotels: MSG.hotelsRequired });
    expect(errorsOf({ ...valid, hotels: undefined })).toEqual({ hotels: MSG.hotelsRequired });
  });

  it('takes the phone as people type it and refuses only what cannot be a phone', () => {
    // The 11/14 characters are counted in E.164 by the server (issue 19, decision 032).
    expect(errorsOf({ ...valid, phone: '+34 600 123 456' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '600.12.34.56' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '600123' })).toEqual({ phone: MSG.phoneTooShort });
    expect(errorsOf({ ...valid, phone: '+34 600 123 456 789 0123' })).toEqual({ phone: MSG.phoneTooLong });
    expect(errorsOf({ ...valid, phone: '+34 600 12a 45' })).toEqual({ phone: MSG.phoneInvalid });
    expect(errorsOf({ ...valid, phone: '34600123456' })).toEqual({});
  });

  it('refuses a bad email and passwords out of 8..128', () => {
    expect(errorsOf({ ...valid, email: 'ana@' })).toEqual({ email: MSG.emailInvalid });
    expect(errorsOf({ ...valid, password: 'short' })).toEqual({ password: MSG.passwordTooShort });
    expect(errorsOf({ ...valid, password: 'x'.repeat(129) })).toEqual({ password: MSG.passwordTooLong });
  });
});

describe('loginSchema', () => {
  it('makes the token optional', () => {
    expect(loginSchema.parse({ email: 'a@b.es', password: 'x' }).token).toBeUndefined();
  });
});
