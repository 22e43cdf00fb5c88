import { MSG } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { formatPhone, parsePhone, phonesToE164 } from './phone.ts';

/** [typed, default country, E.164 stored]: what people type, as the issue found them refused. */
const accepted: [string, string | null, string][] = [
  // Spanish, with its prefix or without (Spain by default), spaces, dots and dashes.
  ['+34 600 123 456', null, '+34600123456'],
  ['600 12 34 56', null, '+34600123456'],
  ['612345678', null, '+34612345678'],
  ['600.12.34.56', null, '+34600123456'],
  ['600-12-34-56', null, '+34600123456'],
  ['(+34) 910 000 001', null, '+34910000001'],
  ['0034 600 123 456', null, '+34600123456'],
  // French: '00' as the international prefix, or typed nationally for a French hotel.
  ['0033 1 23 45 67 89', null, '+33123456789'],
  ['01.23.45.67.89', 'FR', '+33123456789'],
  ['+33 6 12 34 56 78', 'ES', '+33612345678'],
  // British, Russian and Brazilian.
  ['+44 20 7946 0958', null, '+442079460958'],
  ['020 7946 0958', 'GB', '+442079460958'],
  ['+7 (495) 123-45-67', null, '+74951234567'],
  ['8 (495) 123-45-67', 'RU', '+74951234567'],
  ['+55 11 91234-5678', null, '+5511912345678'],
  ['(11) 91234-5678', 'BR', '+5511912345678'],
  // A country the numbering plans do not know reads as Spain.
  ['600 123 456', 'XX', '+34600123456'],
  ['600 123 456', 'es', '+34600123456'],
];

/** [typed, default country, message]: refused, with spec §5's messages for length in E.164. */
const refused: [string, string | null, string][] = [
  ['6001234', null, MSG.phoneTooShort], // +346001234: 10 characters in E.164
  ['+34 600 12', null, MSG.phoneTooShort],
  ['12', null, MSG.phoneTooShort],
  ['+55 11 91234-56789', null, MSG.phoneTooLong], // +55119123456789: 15 characters
  ['+34 600 123 456 789 012', null, MSG.phoneTooLong],
  ['+34 600 123 4567', null, MSG.phoneInvalid], // 13 characters, but no Spanish number has 10 digits
  ['+34 600 12a 45', null, MSG.phoneInvalid],
  ['+999 1234 5678', null, MSG.phoneInvalid], // no such country code
  ['600 123 456 ext. 12', null, MSG.phoneInvalid],
  ['+34 +600 123 456', null, MSG.phoneInvalid],
];

describe('parsePhone', () => {
  it.each(accepted)('%j (default %s) → %s', (typed, country, e164) => {
    expect(parsePhone(typed, country)).toEqual({ ok: true, e164 });
  });

  it.each(refused)('%j (default %s) is refused: %s', (typed, country, message) => {
    expect(parsePhone(typed, country)).toEqual({ ok: false, message });
  });

  it('reads a number without prefix in the default country', () => {
    expect(parsePhone('01 23 45 67 89', 'FR')).toEqual({ ok: true, e164: '+33123456789' });
    // The same digits in Spain are no number: the country decides.
    expect(parsePhone('01 23 45 67 89', 'ES')).toEqual({ ok: false, message: MSG.phoneInvalid });
    expect(parsePhone('01 23 45 67 89')).toEqual({ ok: false, message: MSG.phoneInvalid });
  });

  it('keeps what is already E.164', () => {
    for (const e164 of ['+34600123456', '+33123456789', '+442079460958', '+74951234567', '+5511912345678'])
      expect(parsePhone(e164, 'FR')).toEqual({ ok: true, e164 });
  });
});

describe('phonesToE164', () => {
  it('answers every phone in E.164 and leaves an empty one empty', () => {
    expect(phonesToE164({ a: '+34 600 123 456', b: '01 23 45 67 89', c: '' }, 'FR')).toEqual({
      a: '+34600123456',
      b: '+33123456789',
      c: '',
    });
  });

  it('refuses with a 400 naming every refused field', () => {
    let error: unknown;
    try {
      phonesToE164({ a: '12', b: '+34 600 123 456', c: '+34 600 12a 45' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).fields).toEqual({
      a: [{ key: MSG.phoneTooShort }],
      c: [{ key: MSG.phoneInvalid }],
    });
  });
});

describe('formatPhone', () => {
  it('shows E.164 in the international format, anything else as it is', () => {
    expect(formatPhone('+34600123456')).toBe('+34 600 12 34 56');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+74951234567')).toBe('+7 495 123 45 67');
    expect(formatPhone('+5511912345678')).toBe('+55 11 91234 5678');
    expect(formatPhone('0123456789')).toBe('0123456789');
    expect(formatPhone('')).toBe('');
  });
});
