import { describe, expect, it } from 'vitest';
import {
  billingConfigurationInputSchema,
  billingDataInputSchema,
  billingDataSchema,
  isBillingDataComplete,
  paymentMethodInputSchema,
} from './contract.ts';
import {
  BILLING_MSG,
  COUNTRY_CODES,
  formatIban,
  IBAN_LENGTHS,
  type IbanProblem,
  ibanProblem,
  isValidBic,
  isValidIban,
  isValidPostalCode,
  isValidTaxId,
  normalizeIban,
} from './rules.ts';

describe('IBAN (ISO 13616)', () => {
  // Examples of the SWIFT IBAN registry, as people type them: with spaces, lower case.
  it.each([
    ['ES', 'ES91 2100 0418 4502 0005 1332'],
    ['DE', 'DE89 3704 0044 0532 0130 00'],
    ['FR', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['GB', 'gb29 nwbk 6016 1331 9268 19'],
    ['PT', 'PT50 0002 0123 1234 5678 9015 4'],
    ['IT', 'IT60 X054 2811 1010 0000 0123 456'],
    ['NL', 'NL91ABNA0417164300'],
    ['BE', 'BE68 5390 0754 7034'],
    ['CH', 'CH93 0076 2011 6238 5295 7'],
    ['NO', 'NO93 8601 1117 947'],
    ['MT', 'MT84 MALT 0110 0001 2345 MTLC AST0 01S'],
  ])('%s %s is valid', (_country, iban) => {
    expect(ibanProblem(iban)).toBeUndefined();
    expect(isValidIban(iban)).toBe(true);
  });

  it.each<[string, string, IbanProblem]>([
    ['ES check digits off by one', 'ES91 2100 0418 4502 0005 1333', 'checksum'],
    ['ES two digits swapped', 'ES91 2100 0418 4502 0005 3132', 'checksum'],
    ['DE one digit short', 'DE89 3704 0044 0532 0130 0', 'length'],
    ['FR one character too many', 'FR14 2004 1010 0505 0001 3M02 6061', 'length'],
    ['GB wrong bank letter', 'GB29 NWBX 6016 1331 9268 19', 'checksum'],
    ['PT one digit short', 'PT50 0002 0123 1234 5678 9015', 'length'],
    ['IT wrong check', 'IT61 X054 2811 1010 0000 0123 456', 'checksum'],
    ['ES with the length of DE', 'ES89 3704 0044 0532 0130 00', 'length'],
    ['unknown country', 'ZZ12 3456 7890 1234 5678', 'country'],
    ['no check digits', 'ESAB 2100 0418 4502 0005 1332', 'format'],
    ['punctuation inside', 'ES91 2100 0418 4502 0005 133!', 'format'],
    ['empty', '', 'format'],
  ])('%s: %s → %s', (_case, iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
    expect(isValidIban(iban)).toBe(false);
  });

  it('a country without a registered length accepts 15 to 34 characters with a valid checksum', () => {
    expect(IBAN_LENGTHS.US).toBeUndefined();
    // US + check digits computed for this BBAN; the mod-97 rule is what is checked.
    const bban = '0000000012345678';
    const check = String(98 - mod97Of(`${bban}US00`)).padStart(2, '0');
    expect(isValidIban(`US${check}${bban}`)).toBe(true);
    expect(ibanProblem('US1200')).toBe('length');
  });

  it('normalises without spaces in upper case and prints groups of four', () => {
    expect(normalizeIban(' es91 2100-0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('ES91 21')).toBe('ES91 21');
    expect(formatIban('ES91')).toBe('ES91');
    expect(formatIban('')).toBe('');
  });
});

/** mod 97 of a numeric-or-letters string, written independently of the implementation. */
function mod97Of(text: string): number {
  const digits = [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  return Number(BigInt(digits) % 97n);
}

describe('BIC (ISO 9362)', () => {
  it.each<[string, boolean]>([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['CAIXESBBXXX', true],
    ['bsch es mm', true],
    ['NWBKGB2L', true],
    ['BOTKJPJT', true],
    ['DEUTDEF', false],
    ['DEUTDEFF5', false],
    ['DEUTDEFF50', false],
    ['DEUTDEFF5000', false],
    ['DEUTZZFF', false],
    ['DEUT12FF', false],
    ['DEU$DEFF', false],
    ['', false],
  ])('%s → %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});

describe('tax id', () => {
  it.each<[string, string | null, boolean]>([
    // Spain: DNI, NIE, K/L/M, companies (digit or letter control), VAT prefix.
    ['12345678Z', 'ES', true],
    ['12345678-z', 'ES', true],
    ['12345678A', 'ES', false],
    ['X1234567L', 'ES', true],
    ['Y1234567X', 'ES', true],
    ['Z1234567R', 'ES', true],
    ['X1234567A', 'ES', false],
    ['A28015865', 'ES', true],
    ['A28015866', 'ES', false],
    ['B12345674', 'ES', true],
    ['B1234567D', 'ES', false],
    ['Q2826000H', 'ES', true],
    ['Q28260008', 'ES', false],
    ['ESB12345674', 'ES', true],
    ['ES12345678Z', 'ES', true],
    ['I12345674', 'ES', false],
    ['1234567Z', 'ES', false],
    // Portugal: nine digits, mod 11.
    ['123456789', 'PT', true],
    ['501 442 600', 'PT', true],
    ['PT501442600', 'PT', true],
    ['123456780', 'PT', false],
    ['012345678', 'PT', false],
    // France: SIREN, SIRET (Luhn), VAT key.
    ['356 000 000', 'FR', true],
    ['356000001', 'FR', false],
    ['FR40303265045', 'FR', true],
    ['FR41303265045', 'FR', false],
    // Italy: partita IVA (Luhn), codice fiscale.
    ['00743110157', 'IT', true],
    ['00743110158', 'IT', false],
    ['RSSMRA85T10A562S', 'IT', true],
    ['RSSMRA85T10A562T', 'IT', false],
    // Germany: USt-IdNr (MOD 11,10) or Steuernummer.
    ['DE136695976', 'DE', true],
    ['DE136695977', 'DE', false],
    ['21/815/08150', 'DE', true],
    // Elsewhere, or with no country yet: letters and digits, at least one digit.
    ['GB123456789', 'GB', true],
    ['123-45-6789', 'US', true],
    ['ABCDEF', 'GB', false],
    ['12', null, false],
    ['B12345675', null, true],
  ])('%s in %s → %s', (taxId, country, valid) => {
    expect(isValidTaxId(taxId, country)).toBe(valid);
  });
});

describe('postal code', () => {
  it.each<[string, string | null, boolean]>([
    ['28001', 'ES', true],
    ['53001', 'ES', false],
    ['2800', 'ES', false],
    ['1000-001', 'PT', true],
    ['1000001', 'PT', false],
    ['75001', 'FR', true],
    ['SW1A 1AA', 'GB', true],
    ['SW1A1AA', 'GB', true],
    ['10115', 'DE', true],
    ['1011', 'DE', false],
    ['1012 AB', 'NL', true],
    ['X', null, false],
  ])('%s in %s → %s', (code, country, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });
});

describe('country codes', () => {
  it('holds the ISO 3166-1 alpha-2 codes, unique and sorted', () => {
    expect(COUNTRY_CODES).toContain('ES');
    expect(COUNTRY_CODES).toContain('XK');
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
  });
});

const complete = {
  legal_name: 'Hoteles Miramar S.L.',
  tax_id: 'b-12345674',
  address: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  country: 'es',
  email: 'Facturas@Miramar.example',
  phone: '+34 910000001',
  iban: 'es91 2100 0418 4502 0005 1332',
  bic: 'caixesbbxxx',
};

describe('billing data schemas', () => {
  it('normalises the complete record', () => {
    expect(billingDataSchema.parse(complete)).toEqual({
      ...complete,
      tax_id: 'B12345674',
      country: 'ES',
      email: 'facturas@miramar.example',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
    });
    expect(isBillingDataComplete(complete)).toBe(true);
  });

  it('puts each message on its field, the tax id and postal code checked by the country', () => {
    const result = billingDataSchema.safeParse({
      ...complete,
      iban: 'ES91 2100 0418 4502 0005 1333',
      bic: 'CAIX',
      tax_id: '12345678A',
      postal_code: '99999',
      legal_name: ' ',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      iban: BILLING_MSG.ibanChecksum,
      bic: BILLING_MSG.bicInvalid,
      tax_id: BILLING_MSG.taxIdInvalid,
      postal_code: BILLING_MSG.postalCodeInvalid,
      legal_name: 'errors.required',
    });
  });

  it('the PUT accepts empty fields as null but refuses an invalid value', () => {
    expect(billingDataInputSchema.parse({ legal_name: 'Miramar', iban: '  ', bic: null })).toEqual({
      legal_name: 'Miramar',
      tax_id: null,
      address: null,
      postal_code: null,
      city: null,
      country: null,
      email: null,
      phone: null,
      iban: null,
      bic: null,
    });
    expect(isBillingDataComplete({ ...complete, bic: null })).toBe(false);
    const refused = billingDataInputSchema.safeParse({ iban: 'ES00 1234', country: 'QQ' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['country', BILLING_MSG.countryInvalid],
      ['iban', BILLING_MSG.ibanLength],
    ]);
  });
});

describe('payment method and configuration schemas', () => {
  it('a transfer needs holder, IBAN and BIC; a virtual card does not', () => {
    const transfer = paymentMethodInputSchema.safeParse({ kind: 'transfer', label: 'Cuenta principal' });
    expect(transfer.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['holder', 'errors.required'],
      ['iban', 'errors.required'],
      ['bic', 'errors.required'],
    ]);
    expect(paymentMethodInputSchema.safeParse({ kind: 'virtual_card', label: 'Tarjeta' }).success).toBe(true);
    expect(
      paymentMethodInputSchema.safeParse({ kind: 'cash', label: 'Caja' }).error?.issues[0]?.message,
    ).toBe(BILLING_MSG.kindInvalid);
  });

  it('a configuration needs at least one hotel and both methods', () => {
    const result = billingConfigurationInputSchema.safeParse({ hotels: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hotels', BILLING_MSG.hotelsRequired],
      ['method_to_hotel', 'errors.required'],
      ['method_to_logi', 'errors.required'],
    ]);
  });
});
