import { PHONE_MAX, PHONE_MIN } from './constants.ts';
import { MSG } from './messages.ts';

/**
 * Phones as people type them (issue 19, docs/decisions/032-phones-e164.md). What is stored and
 * answered is E.164 (`+34600123456`); the server parses what was typed with libphonenumber-js and
 * the country of the hotel or of the billing data, Spain by default. The web checks only what can
 * be told without the numbering plans (this file) and shows the server's message for the rest.
 */

/** The country a phone typed without its international prefix belongs to when nothing says otherwise. */
export const PHONE_DEFAULT_COUNTRY = 'ES';

/**
 * What a typed phone may contain: digits, spaces, dots, dashes, slashes and parentheses, and one '+'
 * before the first digit ('+34 …', '(+34) …').
 */
const TYPED_PHONE = /^[ (]*\+?[0-9 ().\-/]+$/;

/**
 * The most digits a typed phone can have and still be at most PHONE_MAX characters in E.164: the
 * number's 13 digits, a '00' international prefix and a trunk '0' written in brackets.
 */
export const PHONE_TYPED_DIGITS_MAX = PHONE_MAX - 1 + 3;
/**
 * The fewest digits a typed phone can have and still reach PHONE_MIN characters in E.164: a national
 * number of 7 digits in a country whose calling code has 3 digits.
 */
export const PHONE_TYPED_DIGITS_MIN = PHONE_MIN - 1 - 3;

/**
 * The message for a phone as typed, judged without the numbering plans: undefined when it may be a
 * phone (the server decides), a message key when it cannot be one whatever its country.
 */
export function typedPhoneMessage(typed: string): string | undefined {
  // An empty phone is the schema's `required`, not one more message.
  if (typed === '') return undefined;
  if (!TYPED_PHONE.test(typed)) return MSG.phoneInvalid;
  const digits = typed.replace(/\D/g, '').length;
  if (digits < PHONE_TYPED_DIGITS_MIN) return MSG.phoneTooShort;
  if (digits > PHONE_TYPED_DIGITS_MAX) return MSG.phoneTooLong;
  return undefined;
}

/**
 * Spec §5's limits (11 and 14 characters) applied to a number in E.164, the '+' included: undefined
 * when within them.
 */
export function e164LengthMessage(e164: string): string | undefined {
  if (e164.length < PHONE_MIN) return MSG.phoneTooShort;
  if (e164.length > PHONE_MAX) return MSG.phoneTooLong;
  return undefined;
}

/** Whether a value is a phone in E.164 within spec §5's limits (what the API stores and answers). */
export function isE164Phone(value: string): boolean {
  return /^\+[1-9][0-9]+$/.test(value) && e164LengthMessage(value) === undefined;
}
