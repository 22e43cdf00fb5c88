import { DEFAULT_LANGUAGE, type Language } from '@hotel/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client.ts';
import { LANGUAGE_KEY } from './initial-language.ts';

export { initialLanguage } from './initial-language.ts';

/**
 * One chunk per language, all its namespaces in it: only the chosen language is downloaded, in one
 * request (a lazy glob of the JSON files made one module, and one request, per namespace).
 */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  es: () => import('./catalogues/locale-es.ts'),
  en: () => import('./catalogues/locale-en.ts'),
  fr: () => import('./catalogues/locale-fr.ts'),
  it: () => import('./catalogues/locale-it.ts'),
  pt: () => import('./catalogues/locale-pt.ts'),
  ru: () => import('./catalogues/locale-ru.ts'),
};

async function loadCatalogue(language: Language): Promise<Record<string, unknown>> {
  return (await loaders[language]()).default;
}

export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: await loadCatalogue(language) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18next;
}

/**
 * Texts that a lazy part of the app adds to the catalogue (the back office's `staff` namespace):
 * its loader, registered by that part, runs for the new language before a change re-renders it.
 */
const extraTexts = new Set<(language: Language) => Promise<void>>();

export function loadTextsOnLanguageChange(loader: (language: Language) => Promise<void>): void {
  extraTexts.add(loader);
}

export async function changeLanguage(language: Language) {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await Promise.all([...extraTexts].map((load) => load(language)));
  // The API language first: changing i18next's language re-renders at once, and the reference
  // lists keyed by the new language refetch during that render; with the old Accept-Language they
  // would cache the old language's names under the new key.
  applyLanguage(language);
  await i18next.changeLanguage(language);
}

function applyLanguage(language: Language) {
  setApiLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // no storage: the choice lasts for the page only
  }
}
