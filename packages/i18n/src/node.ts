import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from './index.ts';

export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** Reads every namespace file of one language (server side; the web loads them through Vite). */
export function readCatalogue(language: string): Catalogue {
  const dir = join(LOCALES_DIR, language);
  const catalogue: Catalogue = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    catalogue[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue;
  }
  return catalogue;
}
