/** A language's catalogue from its namespace files (`…/locales/<lang>/<namespace>.json` → namespace). */
export function catalogueFrom(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => [
      path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, ''),
      content,
    ]),
  );
}
