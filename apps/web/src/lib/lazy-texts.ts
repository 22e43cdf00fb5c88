import i18next from 'i18next';
import { loadTextsOnLanguageChange } from './i18n.ts';

/**
 * Namespaces that are not in the language's catalogue chunk (lib/catalogues) but arrive with the
 * screens that use them: the rates screens' texts (the largest namespace, 6.6 kB gzipped) and the
 * back office's. The login page, and hotel users who never open those screens, do not download
 * them; the screens' routes wait for them (app/router.tsx). Once asked for, they follow the
 * interface language: a change loads them in the new language before it re-renders.
 */
export type LazyNamespace = 'rates' | 'staff';

const files = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/i18n/locales/*/{rates,staff}.json',
  {
    import: 'default',
  },
);
const wanted = new Set<LazyNamespace>();
const loaded = new Set<string>();

/**
 * i18next once initI18n has run. The router is created before it (app/start.tsx), so the first
 * screen's route asks for its texts when there is neither a language nor a store to add them to:
 * a page opened or reloaded at a back-office or rates address showed raw keys.
 */
const initialised = new Promise<void>((resolve) => {
  if (i18next.isInitialized) resolve();
  else i18next.on('initialized', () => resolve());
});

export async function loadTexts(namespaces: readonly LazyNamespace[], language?: string): Promise<void> {
  await initialised;
  const lng = language ?? i18next.language;
  await Promise.all(
    namespaces.map(async (namespace) => {
      wanted.add(namespace);
      const key = `${lng}/${namespace}`;
      const file = files[`../../../../packages/i18n/locales/${key}.json`];
      if (loaded.has(key) || !file) return;
      i18next.addResourceBundle(lng, 'translation', { [namespace]: await file() }, true, true);
      loaded.add(key);
    }),
  );
}

loadTextsOnLanguageChange((language) => loadTexts([...wanted], language));
