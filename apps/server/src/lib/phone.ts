import { e164LengthMessage, MSG, PHONE_DEFAULT_COUNTRY, typedPhoneMessage } from '@hotel/domain';
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import { AppError } from './errors.ts';

export type PhoneParse = { ok: true; e164: string } | { ok: false; message: string };

/** The country to read a phone typed without its prefix in: the one given when known, else Spain. */
function defaultCountry(country: string | null | undefined): CountryCode {
  const code = country?.trim().toUpperCase() ?? '';
  return isSupportedCountry(code) ? code : (PHONE_DEFAULT_COUNTRY as CountryCode);
}

/**
 * A phone as typed ('+34 600 123 456', '600 12 34 56', '0033 1 23 45 67 89', '+7 (495) 123-45-67')
 * in E.164 ('+34600123456'), read in `country` (ISO 3166-1 alpha-2) when it has no international
 * prefix. Spec §5's 11/14 messages answer what is still too short or too long in E.164; anything
 * else a numbering plan refuses is `phoneInvalid` (docs/decisions/032-phones-e164.md).
 */
export function parsePhone(typed: string, country?: string | null): PhoneParse {
  const text = typed.trim();
  const typedMessage = typedPhoneMessage(text);
  if (typedMessage) return { ok: false, message: typedMessage };
  const region = defaultCountry(country);
  // Only the digits and the '+' count ('(+34) 600…' is '+34600…'); '00' is the international prefix
  // of most of the world (Spain's among them): '0033…' is '+33…'.
  const international = text.replace(/[^\d+]/g, '').replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, { defaultCountry: region, extract: false });
  if (!parsed) {
    const problem = validatePhoneNumberLength(international, region);
    return {
      ok: false,
      message:
        problem === 'TOO_SHORT'
          ? MSG.phoneTooShort
          : problem === 'TOO_LONG'
            ? MSG.phoneTooLong
            : MSG.phoneInvalid,
    };
  }
  const e164 = parsed.number;
  const lengthMessage = e164LengthMessage(e164);
  if (lengthMessage) return { ok: false, message: lengthMessage };
  if (!parsed.isValid()) return { ok: false, message: MSG.phoneInvalid };
  return { ok: true, e164 };
}

/**
 * A stored phone as people read it: E.164 in the international format ('+34600123456' →
 * '+34 600 12 34 56'); anything else (a row the migration could not read) as it is.
 */
export function formatPhone(phone: string): string {
  if (!phone.startsWith('+')) return phone;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * The phones of one request in E.164, each read in `country`; a 400 naming every field whose phone
 * is refused. Empty values stay empty (optional phones).
 */
export function phonesToE164<const K extends string>(
  phones: Record<K, string>,
  country?: string | null,
): Record<K, string> {
  const out = {} as Record<K, string>;
  const problems: Record<string, string> = {};
  for (const field of Object.keys(phones) as K[]) {
    const typed = phones[field];
    if (typed.trim() === '') {
      out[field] = '';
      continue;
    }
    const parsed = parsePhone(typed, country);
    if (parsed.ok) out[field] = parsed.e164;
    else problems[field] = parsed.message;
  }
  if (Object.keys(problems).length > 0) throw AppError.validation(problems);
  return out;
}
