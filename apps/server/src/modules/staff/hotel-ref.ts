import { createRequire } from 'node:module';
import { LANGUAGES } from '@hotel/domain';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
for (const language of LANGUAGES)
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

/**
 * The ISO 3166-1 alpha-2 code of a hotel's country. `hotels.country` is free text: what the owner
 * typed or the geocoder suggested, in the owner's language ('España', 'Spain', 'Espagne'), or a
 * code. Names are matched in our six languages, ignoring case and accents; null when none matches.
 */
export function countryCodeOf(country: string | null): string | null {
  const text = country?.trim() ?? '';
  if (text === '') return null;
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  for (const language of LANGUAGES) {
    const code = countries.getSimpleAlpha2Code(text, language);
    if (code) return code;
  }
  return null;
}

/** Text as the back office's filters compare it: without accents, lower-cased, spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
