import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerSchema, userUpdateSchema } from './auth.ts';
import { billingDataInputSchema, billingDataSchema } from './billing.ts';
import { PHONE_MAX, PHONE_MIN } from './constants.ts';
import { contactMessageSchema } from './contact-form.ts';
import { contactInputSchema } from './hotels.ts';
import { MSG } from './messages.ts';

/**
 * Spec §5: phone messages "no more than 14 characters, and at least 11 characters". Every schema
 * that takes a phone is pinned at the exact boundaries: 10 and 15 refused, 11 and 14 accepted.
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

/** [phone, its length, the message expected on the field (undefined: accepted)]. */
const boundaries: [string, number, string | undefined][] = [
  ['6001234567', 10, MSG.phoneTooShort],
  ['+34 600 12', 10, MSG.phoneTooShort],
  ['34600123456', 11, undefined],
  ['+34 600 123', 11, undefined],
  ['+34 600 123 45', 14, undefined],
  ['(34) 600-12345', 14, undefined],
  ['+34 600 123 456', 15, MSG.phoneTooLong],
  ['346001234567890', 15, MSG.phoneTooLong],
];

describe('phone length boundaries', () => {
  it('the constants are the spec’s', () => {
    expect([PHONE_MIN, PHONE_MAX]).toEqual([11, 14]);
  });

  it('the table has the lengths it says', () => {
    for (const [phone, length] of boundaries) expect(phone.length, phone).toBe(length);
  });

  describe.each(schemas)('%s', (_name, schema, base, field) => {
    it.each(boundaries)('%j (%i characters) → %s', (phone, _length, message) => {
      const result = schema.safeParse({ ...base, [field]: phone });
      const messages = (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
      expect(messages).toEqual(message ? [[field, message]] : []);
      expect(result.success).toBe(message === undefined);
    });

    it('counts the characters after trimming the spaces around', () => {
      expect(schema.safeParse({ ...base, [field]: '  34600123456  ' }).success).toBe(true);
      expect(schema.safeParse({ ...base, [field]: '  6001234567   ' }).error?.issues[0]?.message).toBe(
        MSG.phoneTooShort,
      );
    });
  });
});
