import { describe, expect, it } from 'vitest';
import { type Catalogue, lookup } from './index.ts';
import { readCatalogue } from './node.ts';

const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'ru'] as const;
/** i18next plural variants that some languages need and Spanish does not (e.g. Russian few/many). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

const spanish = flatten(readCatalogue('es'));

describe('translation catalogues', () => {
  it('has a Spanish catalogue with the spec texts', () => {
    expect(spanish.size).toBeGreaterThan(100);
    expect(lookup(readCatalogue('es'), 'errors.email_invalid')).toBe('Debes introducir un email válido');
  });

  it.each(LANGUAGES)(
    '%s has no text of placeholders and spaces alone (it would say nothing of its own)',
    (language) => {
      // A bare '{{amount}}', or '{{value}} {{per}}', reads as whatever fills it: the trust suites,
      // which tell one language's answer from another by the catalogue's texts, would take any
      // sentence (with a space) for it.
      const bare = [...flatten(readCatalogue(language))].filter(([, text]) =>
        /^\s*(\{\{\s*[\w.]+\s*\}\}\s*)+$/.test(text),
      );
      expect(bare.map(([key]) => key)).toEqual([]);
    },
  );

  it.each(LANGUAGES.slice(1))(
    '%s has every Spanish key, with the same placeholders, and no empty text',
    (language) => {
      const catalogue = flatten(readCatalogue(language));
      const missing = [...spanish.keys()].filter((key) => {
        if (catalogue.has(key)) return false;
        // A plural key may be split into the language's own plural forms.
        const base = key.replace(PLURAL_SUFFIX, '');
        return ![...catalogue.keys()].some((other) => other.replace(PLURAL_SUFFIX, '') === base);
      });
      expect(missing).toEqual([]);
      const differing = [...spanish.entries()]
        .filter(
          ([key, text]) =>
            catalogue.has(key) && placeholders(catalogue.get(key) ?? '') !== placeholders(text),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
      expect([...catalogue.entries()].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual(
        [],
      );
    },
  );
});
