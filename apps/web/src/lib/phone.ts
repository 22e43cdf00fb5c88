import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone (E.164, '+34600123456') as people read it, in the international format
 * ('+34 600 12 34 56'); anything else as it is (docs/decisions/032-phones-e164.md). With the
 * numbering plans' smallest metadata (about 25 kB gzipped, its own chunk: vite.config.ts), so only
 * the screens that show phones load it.
 */
export function formatPhone(phone: string): string {
  if (!phone.startsWith('+')) return phone;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
