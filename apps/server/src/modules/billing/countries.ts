import { createRequire } from 'node:module';
import { COUNTRY_CODES, type Country, LANGUAGES, type Language } from '@hotel/domain';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
for (const language of LANGUAGES)
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

/** Built once per language: static data that every instance builds the same way. */
const lists = new Map<Language, Country[]>();

/** The ISO 3166 countries named in one language, in that language's alphabetical order. */
export function countryList(language: Language): Country[] {
  let list = lists.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = COUNTRY_CODES.map((code) => ({
      code,
      name: countries.getName(code, language, { select: 'official' }) ?? code,
    })).sort((a, b) => collator.compare(a.name, b.name));
    lists.set(language, list);
  }
  return list;
}
