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
