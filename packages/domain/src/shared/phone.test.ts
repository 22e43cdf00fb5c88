import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerSchema, userUpdateSchema } from '../auth/contract.ts';
import { billingDataInputSchema, billingDataSchema } from '../billing/contract.ts';
import { contactInputSchema } from '../hotels/contract.ts';
import { contactMessageSchema } from '../messages/contract.ts';
import { PHONE_MAX, PHONE_MIN } from './constants.ts';
import { MSG } from './messages.ts';
import {
  e164LengthMessage,
  isE164Phone,
  PHONE_TYPED_DIGITS_MAX,
  PHONE_TYPED_DIGITS_MIN,
  typedPhoneMessage,
} from './phone.ts';

/**
 * Spec §5: phone messages "no more than 14 characters, and at least 11 characters", counted in E.164
 * since issue 19 (the server parses what people type: apps/server/src/lib/phone.test.ts). Every
 * schema that takes a phone is pinned at the boundaries of what it can tell without a country.
 */
const contact = {
  hotels: [1],
  comercial_phone: '+34911111111',
  comercial_email: 'comercial@miramar.example',
  operative_phone: '+34922222222',
  operative_email: 'operativo@miramar.example',
  administrative_phone: '+34933333333',
  administrative_email: 'admin@miramar.example',
};

const billing = {
  legal_name: 'Hoteles Miramar S.L.',
  tax_id: 'B12345674',
  address: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  country: 'ES',
  email: 'facturas@miramar.example',
  phone: '+34 910000001',
  iban: 'ES9121000418450200051332',
  bic: 'CAIXESBBXXX',
};

const schemas: [string, z.ZodType, Record<string, unknown>, string][] = [
  [
    'registration',
    registerSchema,
    {
      name: 'Ana García',
      email: 'ana@example.com',
      phone: '+34 600123456',
      password: 'correct horse battery',
      hotels: [{ name: 'Hotel Sol', raw_code: '100001', code: 'ES-MAD-00001' }],
    },
    'phone',
  ],
  ['profile', userUpdateSchema, { name: 'Ana García' }, 'phone'],
  ['contact commercial', contactInputSchema, contact, 'comercial_phone'],
  ['contact operative', contactInputSchema, contact, 'operative_phone'],
  ['contact administrative', contactInputSchema, contact, 'administrative_phone'],
  ['billing data (complete)', billingDataSchema, billing, 'phone'],
  ['billing data (PUT)', billingDataInputSchema, { legal_name: 'Miramar' }, 'phone'],
  [
    'contact form',
    contactMessageSchema,
    { name: 'Ana García', email: 'ana@example.com', comment: 'Hola' },
    'phone',
  ],
];

/**
 * [phone as typed, its digits, the message expected on the field (undefined: accepted, the server
 * then parses it)]. The schemas refuse only what no numbering plan allows: fewer than 7 digits
 * (E.164 could not reach 11 characters), more than 16 (it could not stay within 14), or characters
 * a phone does not have (docs/decisions/032-phones-e164.md).
 */
const boundaries: [string, number, string | undefined][] = [
  ['60 12 34', 6, MSG.phoneTooShort],
  ['+34 600 12', 7, undefined],
  ['6001234', 7, undefined],
  ['+34 600 123 456', 11, undefined],
  ['600 12 34 56', 9, undefined],
  ['600.12.34.56', 9, undefined],
  ['600-12-34-56', 9, undefined],
  ['0033 1 23 45 67 89', 13, undefined],
  ['+44 20 7946 0958', 12, undefined],
  ['+7 (495) 123-45-67', 11, undefined],
  ['+55 11 91234-5678', 13, undefined],
  ['(+34) 600 123 456', 11, undefined],
  ['0034 (0) 1234 567 890 1', 16, undefined],
  ['0034 (0) 1234 567 890 12', 17, MSG.phoneTooLong],
  ['+34 600 12a 45', 9, MSG.phoneInvalid],
  ['+34 +600 123 456', 11, MSG.phoneInvalid],
  ['600 123 456 ext. 2', 10, MSG.phoneInvalid],
];

describe('phone boundaries as typed', () => {
  it('the constants are the spec’s', () => {
    expect([PHONE_MIN, PHONE_MAX]).toEqual([11, 14]);
    expect([PHONE_TYPED_DIGITS_MIN, PHONE_TYPED_DIGITS_MAX]).toEqual([7, 16]);
  });

  it('the table has the digits it says', () => {
    for (const [phone, digits] of boundaries) expect(phone.replace(/\D/g, '').length, phone).toBe(digits);
  });

  describe.each(schemas)('%s', (_name, schema, base, field) => {
    it.each(boundaries)('%j (%i digits) → %s', (phone, _digits, message) => {
      const result = schema.safeParse({ ...base, [field]: phone });
      const messages = (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
      expect(messages).toEqual(message ? [[field, message]] : []);
      expect(result.success).toBe(message === undefined);
    });

    it('judges the phone without the spaces around', () => {
      expect(schema.safeParse({ ...base, [field]: '  +34 600 123 456  ' }).success).toBe(true);
      expect(schema.safeParse({ ...base, [field]: '  60 12 34   ' }).error?.issues[0]?.message).toBe(
        MSG.phoneTooShort,
      );
    });
  });
});

/** [E.164, its length, spec §5's message (undefined: within 11 and 14 characters)]. */
const e164Boundaries: [string, number, string | undefined][] = [
  ['+346001234', 10, MSG.phoneTooShort],
  ['+34600123456', 12, undefined],
  ['+3460012345', 11, undefined],
  ['+5511912345678', 14, undefined],
  ['+55119123456789', 15, MSG.phoneTooLong],
];

describe('spec §5’s 11/14 characters in E.164', () => {
  it.each(e164Boundaries)('%s (%i characters) → %s', (e164, length, message) => {
    expect(e164.length).toBe(length);
    expect(e164LengthMessage(e164)).toBe(message);
    expect(isE164Phone(e164)).toBe(message === undefined);
  });

  it('only a + and digits are E.164', () => {
    expect(isE164Phone('+34 600 123 456')).toBe(false);
    expect(isE164Phone('34600123456')).toBe(false);
    expect(isE164Phone('+04600123456')).toBe(false);
  });
});

describe('typedPhoneMessage', () => {
  it('leaves an empty phone to the schema’s required', () => {
    expect(typedPhoneMessage('')).toBeUndefined();
  });
});
