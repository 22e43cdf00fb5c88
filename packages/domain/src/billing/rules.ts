import { getCountrySpecifications, isValidBIC, ValidationErrorsIBAN, validateIBAN } from 'ibantools';

/*
 * Billing (spec §3 billing configuration, §5): the billing data a travel group needs to pay a
 * hotel, the payment methods and the configurations that group the hotels. The checks are pure
 * functions (IBAN ISO 13616, BIC ISO 9362, tax ids) so that the web guides and the server refuses
 * with the same rule.
 */

export const BILLING_MSG = {
  ibanInvalid: 'billing.iban_invalid',
  ibanCountry: 'billing.iban_country',
  ibanLength: 'billing.iban_length',
  ibanChecksum: 'billing.iban_checksum',
  bicInvalid: 'billing.bic_invalid',
  taxIdInvalid: 'billing.tax_id_invalid',
  postalCodeInvalid: 'billing.postal_code_invalid',
  countryInvalid: 'billing.country_invalid',
  kindInvalid: 'billing.kind_invalid',
  hotelsRequired: 'billing.configuration_hotels_required',
  hotelInOtherConfiguration: 'billing.hotel_in_other_configuration',
  methodUnknown: 'billing.method_unknown',
  methodInUse: 'billing.method_in_use',
  configurationLimit: 'billing.configuration_limit',
} as const;

/** ISO 3166-1 alpha-2 codes (with XK, Kosovo, as SWIFT and the IBAN registry use it). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value);
}

// ---------------------------------------------------------------------------------------------
// IBAN (ISO 13616) and BIC (ISO 9362): the rules are ibantools' (country formats of the SWIFT
// registry, national check digits); this part only sorts its answer into the four messages.

/**
 * IBAN length per country, from ibantools' country specifications. A country that has none
 * (it has no IBAN format yet) is accepted with any length from 15 to 34 and a valid MOD 97-10.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(getCountrySpecifications()).flatMap(([country, spec]) =>
    spec.chars ? [[country, spec.chars]] : [],
  ),
);

/** Without spaces (or the dashes and dots some people type), upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** Grouped by four characters, as IBANs are printed: 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** What is wrong with an IBAN, or undefined when it is valid (normalised first). */
export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const country = iban.slice(0, 2);
  if (!isCountryCode(country)) return 'country';
  if (IBAN_LENGTHS[country] === undefined) {
    if (iban.length < 15 || iban.length > 34) return 'length';
    return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? undefined : 'checksum';
  }
  const errors = new Set(validateIBAN(iban).errorCodes);
  if (errors.size === 0) return undefined;
  if (errors.has(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (errors.has(ValidationErrorsIBAN.WrongBBANFormat)) return 'format';
  return 'checksum';
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === undefined;
}

/**
 * ISO 7064 MOD 97-10, letters counting A=10 … Z=35: only for a country without an IBAN format,
 * which ibantools refuses outright.
 */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

// ---------------------------------------------------------------------------------------------
// BIC (ISO 9362)

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * A BIC: institution (4 letters), ISO country code, location (2), and an optional branch (3):
 * 8 or 11 characters.
 */
export function isValidBic(value: string): boolean {
  const bic = normalizeBic(value);
  return isValidBIC(bic) && isCountryCode(bic.slice(4, 6));
}

// ---------------------------------------------------------------------------------------------
// Tax identifiers

/** Upper case, without spaces, dots, dashes or slashes. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]+/g, '').toUpperCase();
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain: NIF of a person (DNI, K/L/M), NIE of a foreigner, or NIF of a company (old CIF). */
function isSpanishTaxId(id: string): boolean {
  if (/^[0-9]{8}[A-Z]$/.test(id)) return DNI_LETTERS[Number(id.slice(0, 8)) % 23] === id[8];
  if (/^[XYZ][0-9]{7}[A-Z]$/.test(id)) {
    const number = Number(String('XYZ'.indexOf(id[0] ?? '')) + id.slice(1, 8));
    return DNI_LETTERS[number % 23] === id[8];
  }
  if (/^[KLM][0-9]{7}[A-Z]$/.test(id)) return DNI_LETTERS[Number(id.slice(1, 8)) % 23] === id[8];
  const company = /^([ABCDEFGHJNPQRSUVW])([0-9]{7})([0-9A-J])$/.exec(id);
  if (!company) return false;
  const [, type = '', digits = '', control = ''] = company;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const check = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[check];
  if ('PQRSNW'.includes(type)) return control === letter;
  if ('ABEH'.includes(type)) return control === String(check);
  return control === String(check) || control === letter;
}

/** Portugal: NIF/NIPC, nine digits with a mod-11 check digit. */
function isPortugueseTaxId(id: string): boolean {
  if (!/^[1-9][0-9]{8}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(id[i]) * (9 - i);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(id[8]);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** France: SIREN (9 digits) or SIRET (14), Luhn; or the VAT number, a key of 2 and the SIREN. */
function isFrenchTaxId(id: string): boolean {
  if (/^[0-9]{9}$/.test(id) || /^[0-9]{14}$/.test(id)) return luhn(id);
  const vat = /^([0-9A-Z]{2})([0-9]{9})$/.exec(id);
  if (!vat) return false;
  const [, key = '', siren = ''] = vat;
  if (/^[0-9]{2}$/.test(key)) return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
  return luhn(siren);
}

const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Italy: partita IVA (11 digits, Luhn) or codice fiscale (16 characters with a check letter). */
function isItalianTaxId(id: string): boolean {
  if (/^[0-9]{11}$/.test(id)) return luhn(id);
  // Digits of the codice fiscale may be replaced by L–V when two people would get the same code.
  if (!/^[A-Z]{6}[0-9LMNP-V]{2}[A-EHLMPR-T][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = id.charCodeAt(i);
    const value = char <= 57 ? char - 48 : char - 65;
    sum += i % 2 === 0 ? (CF_ODD[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === id[15];
}

/** Germany: USt-IdNr (9 digits, ISO 7064 MOD 11,10) or Steuernummer (10 to 13 digits). */
function isGermanTaxId(id: string): boolean {
  if (/^[0-9]{10,13}$/.test(id)) return true;
  if (!/^[1-9][0-9]{8}$/.test(id)) return false;
  let product = 10;
  for (let i = 0; i < 8; i++) {
    let sum = (Number(id[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return (check === 10 ? 0 : check) === Number(id[8]);
}

const TAX_ID_RULES: Readonly<Record<string, (id: string) => boolean>> = {
  ES: isSpanishTaxId,
  PT: isPortugueseTaxId,
  FR: isFrenchTaxId,
  IT: isItalianTaxId,
  DE: isGermanTaxId,
};

/** Anywhere else: 4 to 20 letters and digits, at least one digit. */
function isGenericTaxId(id: string): boolean {
  return /^[A-Z0-9]{4,20}$/.test(id) && /[0-9]/.test(id);
}

/**
 * Whether a tax id is valid for the billing country. Spain, Portugal, France, Italy and Germany
 * get their check digits verified; the VAT form with the country prefix (ESB12345674) is
 * accepted too. Without a known country only the general shape is checked.
 */
export function isValidTaxId(value: string, country?: string | null): boolean {
  const id = normalizeTaxId(value);
  const rule = country ? TAX_ID_RULES[country] : undefined;
  if (!country || !rule) return isGenericTaxId(id);
  return rule(id) || (id.startsWith(country) && rule(id.slice(country.length)));
}

// ---------------------------------------------------------------------------------------------
// Postal codes

const POSTAL_CODE_RULES: Readonly<Record<string, RegExp>> = {
  ES: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
  PT: /^[1-9][0-9]{3}-[0-9]{3}$/,
  FR: /^[0-9]{5}$/,
  DE: /^[0-9]{5}$/,
  IT: /^[0-9]{5}$/,
  GB: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i,
};

/** A postal code for the country (its own format where known; otherwise 2 to 12 characters). */
export function isValidPostalCode(value: string, country?: string | null): boolean {
  const code = value.trim();
  const rule = country ? POSTAL_CODE_RULES[country] : undefined;
  return rule ? rule.test(code) : /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/.test(code);
}

// ---------------------------------------------------------------------------------------------
// Payment methods and configurations (spec §5)

/**
 * How money moves: the group pays the hotel by bank transfer or with a virtual card; the hotel
 * pays the group (commissions) by transfer or lets it charge a SEPA direct debit.
 */
export const PAYMENT_METHOD_KINDS = ['transfer', 'direct_debit', 'virtual_card'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** Kinds that move money through a bank account: holder, IBAN and BIC are needed. */
export function needsBankAccount(kind: PaymentMethodKind): boolean {
  return kind !== 'virtual_card';
}

/** A billing configuration can be added only while there are fewer configurations than hotels. */
export function canAddBillingConfiguration(configurationCount: number, hotelCount: number): boolean {
  return configurationCount < hotelCount;
}
