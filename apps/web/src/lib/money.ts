/**
 * Money as people type and read it: in the interface language's format (decimal comma and '.'
 * grouping in Spanish, '1,234.50' in English, '1 234,50' in French and Russian), stored and sent as
 * the API takes it, an exact decimal string ('1234.50'). Parsing never goes through a float, and
 * formatting hands Intl the decimal string itself (docs/decisions/059-money-in-the-interface-language.md).
 */

/** The message of an amount that cannot be read (it gives an example in the language's format). */
export const MONEY_INVALID = 'common.money.invalid';

export type MoneyParse = { ok: true; value: string } | { ok: false; message: string };

interface Separators {
  decimal: string;
  group: string;
}

const separatorsCache = new Map<string, Separators>();

/** Spaces a grouping may be written with: a space, a no-break space, a narrow no-break space. */
const SPACES = /[\s\u00a0\u202f]/g;

/** The decimal and grouping separators of a language (a space-like grouping as a plain space). */
export function separatorsOf(language: string): Separators {
  const known = separatorsCache.get(language);
  if (known) return known;
  const parts = new Intl.NumberFormat(language, { useGrouping: true }).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = (parts.find((part) => part.type === 'group')?.value ?? ',').replace(SPACES, ' ');
  const separators = { decimal, group };
  separatorsCache.set(language, separators);
  return separators;
}

/**
 * Whether a text can still become an amount as it is typed: digits, the separators, spaces and a
 * leading sign (a negative price is then told it cannot be negative, in so many words). An input
 * refuses anything else (a letter) as it is typed.
 */
export function moneyTypable(text: string): boolean {
  return /^\s*[+-]?[\d.,\s\u00a0\u202f]*$/.test(text);
}

/** Whole digits with or without groupings of three ('1234', '1.234', '1 234'). */
function wholeDigits(text: string, group: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const parts = text.split(group);
  const [first, ...rest] = parts;
  if (!first || !/^\d{1,3}$/.test(first) || rest.length === 0) return null;
  return rest.every((part) => /^\d{3}$/.test(part)) ? parts.join('') : null;
}

/**
 * An amount as typed in `language` as the API takes it ('1.234,50' in es → '1234.50' as written,
 * '69,95' → '69.95'), or the message saying how to write one. The language's decimal separator and
 * grouping are read; the other separator followed by one or two digits at the end ('69.95' in
 * Spanish) can only be a decimal point, never a grouping, so it is read as one. Decimals beyond two,
 * a negative or too large an amount are the domain's to refuse (amountIssue), with their own words.
 */
export function parseMoney(typed: string, language: string, options: { signed?: boolean } = {}): MoneyParse {
  const invalid: MoneyParse = { ok: false, message: MONEY_INVALID };
  let text = typed.trim().replace(SPACES, ' ');
  if (!moneyTypable(text) || text === '') return invalid;
  let sign = '';
  if (/^[+-]/.test(text)) {
    if (!options.signed) return invalid;
    sign = text.startsWith('-') ? '-' : '';
    text = text.slice(1).trim();
  }
  const { decimal, group } = separatorsOf(language);
  const other = decimal === ',' ? '.' : ',';
  let whole = text;
  let fraction: string | undefined;
  if (text.includes(decimal)) {
    const at = text.lastIndexOf(decimal);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
  } else if (new RegExp(`^[^${other}]*\\${other}\\d{1,2}$`).test(text)) {
    const at = text.lastIndexOf(other);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
  }
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return invalid;
  // A space groups in every language (people copy '1 234' from anywhere); the language's own
  // grouping mark otherwise.
  const digits = wholeDigits(whole, group) ?? wholeDigits(whole, ' ');
  if (digits === null) return invalid;
  return { ok: true, value: `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}` };
}

const formatCache = new Map<string, Intl.NumberFormat>();

function numberFormat(
  language: string,
  currency: string | null | undefined,
  whole = false,
): Intl.NumberFormat | null {
  const key = `${language}|${currency ?? ''}|${whole}`;
  const known = formatCache.get(key);
  if (known) return known;
  try {
    const format = new Intl.NumberFormat(
      language,
      currency
        ? { style: 'currency', currency }
        : { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 },
    );
    formatCache.set(key, format);
    return format;
  } catch {
    return null;
  }
}

/**
 * An exact decimal string shown in the language's format: with the currency's symbol when one is
 * given ('74.95', 'EUR', es → '74,95 €'; the currency's own symbol, 'US$' rather than an ambiguous
 * '$'), two decimals without ('74,95'). Intl is handed the string
 * (ES2023), so no float rounds it; a currency Intl does not know is written after the number.
 */
export function formatMoney(amount: string, language: string, currency?: string | null): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  const value = amount.trim() as Intl.StringNumericLiteral;
  const format = numberFormat(language, currency);
  if (format) return format.format(value);
  const plain = numberFormat(language, null);
  return `${plain ? plain.format(value) : amount} ${currency ?? ''}`.trim();
}

/** A range of amounts ('80,00 € – 120,00 €', or one amount when both ends are equal). */
export function formatMoneyRange(
  range: { min: string; max: string },
  language: string,
  currency?: string | null,
): string {
  const min = formatMoney(range.min, language, currency);
  const max = formatMoney(range.max, language, currency);
  return min === max ? min : `${min} – ${max}`;
}

/**
 * An amount where room is short (a day's column of the grid): whole amounts without their zeros
 * ('96.00' → '96'), others with two decimals in the language's format ('96.5' → '96,50' in Spanish).
 */
export function formatCompactMoney(amount: string, language: string): string {
  const whole = /^-?\d+(\.0+)?$/.test(amount.trim());
  const format = whole ? numberFormat(language, null, true) : null;
  return format ? format.format(amount.trim() as Intl.StringNumericLiteral) : formatMoney(amount, language);
}

/** A percentage's number in the language's format ('-12.5' → '-12,5' in Spanish), up to two decimals. */
export function formatPercent(value: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
    value.trim() as Intl.StringNumericLiteral,
  );
}

/** An amount for an input's placeholder or example ('0,00' in Spanish, '0.00' in English). */
export function moneyPlaceholder(language: string): string {
  return formatMoney('0', language);
}
