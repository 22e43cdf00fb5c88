/**
 * Translation catalogues shared by web and server: locales/<lang>/<namespace>.json.
 * Every file becomes a top-level key, so a message is addressed as '<namespace>.<key>' everywhere.
 */
export type Catalogue = { [key: string]: string | Catalogue };

/** Looks up a dotted key; undefined when it is missing. */
export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces {{name}} placeholders, as i18next does on the web. */
export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Looks up a message for its parameters: with a numeric `count`, the key's plural form by the
 * language's CLDR rules (`Intl.PluralRules`: `key_one`, `key_few`, `key_many`, …), then
 * `key_other`, then the key itself, as i18next picks it on the web; without one, the key.
 */
export function lookupMessage(
  catalogue: Catalogue,
  key: string,
  language: string,
  params: Record<string, unknown> = {},
): string | undefined {
  const { count } = params;
  if (typeof count !== 'number') return lookup(catalogue, key);
  const form = new Intl.PluralRules(language).select(count);
  return lookup(catalogue, `${key}_${form}`) ?? lookup(catalogue, `${key}_other`) ?? lookup(catalogue, key);
}
