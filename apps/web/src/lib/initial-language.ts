import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hotel/domain';

/** Where the last language chosen is kept (lib/i18n.ts writes it). */
export const LANGUAGE_KEY = 'lang';

/**
 * The language of the `?lang=` parameter, else the last one chosen, else Spanish. Apart from i18n.ts
 * (and i18next) so that main.tsx can ask the API for the first screen's data in that language.
 */
export function initialLanguage(search = window.location.search): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // no storage: use the default
  }
  return DEFAULT_LANGUAGE;
}
