/** An IBAN has at most 34 characters (ISO 13616). */
export const IBAN_MAX = 34;

/**
 * Reformats what the user typed into groups of four (letters upper-cased, anything but letters
 * and digits dropped) and keeps the caret after the same character it was after, so that typing,
 * deleting or pasting in the middle does not throw the caret to the end.
 */
export function reformatIban(raw: string, caret: number): { value: string; caret: number } {
  const before = raw.slice(0, caret).replace(/[^A-Za-z0-9]/g, '').length;
  const compact = raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, IBAN_MAX);
  const value = compact.replace(/(.{4})(?=.)/g, '$1 ');
  const kept = Math.min(before, compact.length);
  // Each full group of four before the caret adds one space, except at the very end of a group.
  const position = kept + Math.max(0, Math.floor((kept - 1) / 4));
  return { value, caret: kept === 0 ? 0 : position };
}
