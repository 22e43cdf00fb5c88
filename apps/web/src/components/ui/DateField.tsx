import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** ISO `yyyy-mm-dd`, or what was typed when it is not a date (the form's own message says so). */
  value: string;
  onChange(value: string): void;
};

/**
 * A date as the interface language writes it (issue 19 item 13): "01/07/2027" in Spanish, French,
 * Italian and Portuguese, "01.07.2027" in Russian, "07/01/2027" in English (the order
 * `Intl.DateTimeFormat(language)` gives, as every other date of the app). A native
 * `<input type="date">` follows the browser's locale instead, and showed "mm/dd/yyyy" in the Spanish
 * interface of an English browser. Typing is forgiving ("1/7/2027", "01-07-2027", "1.7.2027", a
 * pasted ISO "2027-07-01"); on leaving the field a date is written out in full. The value stays ISO
 * `yyyy-mm-dd`, as the native input's was; what is not a date is passed on as typed, for the form's
 * message.
 */
export const DateField = forwardRef<HTMLInputElement, Props>(function DateField(
  { value, onChange, onBlur, description, ...props },
  ref,
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => showDate(value, language));
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    // A value from the form (a reset, another year) or another language: shown in its order.
    setSeen({ value, language });
    const shown = readDate(text, seen.language) ?? text.trim();
    if (shown !== value || seen.language !== language) setText(showDate(value, language));
  }
  const placeholder = t('common.date_placeholder');
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder}
      description={description ?? placeholder}
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value.replace(/[^\d/.\-\s]/g, '');
        setText(typed);
        const next = readDate(typed, language) ?? typed.trim();
        setSeen({ value: next, language });
        if (next !== value) onChange(next);
      }}
      onBlur={(event) => {
        const iso = readDate(text, language);
        if (iso) setText(showDate(iso, language));
        onBlur?.(event);
      }}
    />
  );
});

type Part = 'day' | 'month' | 'year';

const orders = new Map<string, { order: Part[]; separator: string }>();

/** The order of day, month and year and the separator the language writes ("es": d/m/y, "en": m/d/y). */
export function dateOrder(language: string): { order: Part[]; separator: string } {
  const known = orders.get(language);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2027, 6, 1));
  const order = parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  const found =
    order.length === 3 ? { order, separator } : { order: ['day', 'month', 'year'] as Part[], separator: '/' };
  orders.set(language, found);
  return found;
}

/** ISO "2027-07-01" written in the language's order ("01/07/2027" in es); anything else as it is. */
export function showDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || !validDate(Number(match[1]), Number(match[2]), Number(match[3]))) return iso;
  const { order, separator } = dateOrder(language);
  const parts = { year: match[1], month: match[2], day: match[3] };
  return order.map((part) => parts[part]).join(separator);
}

/**
 * What was typed, read in the language's order, as ISO "yyyy-mm-dd"; undefined when it is not a
 * date. Any of / - . or spaces between the parts, one or two digits for day and month, four (or two,
 * read as 20yy) for the year, or eight digits together; a whole ISO date is read as ISO.
 */
export function readDate(text: string, language: string): string | undefined {
  const typed = text.trim();
  let numbers: string[];
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (iso) return writeIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { order } = dateOrder(language);
  if (/^\d{8}$/.test(typed)) {
    numbers = order.map((part, index) => {
      const start = order.slice(0, index).reduce((length, before) => length + (before === 'year' ? 4 : 2), 0);
      return typed.slice(start, start + (part === 'year' ? 4 : 2));
    });
  } else {
    numbers = typed.split(/\s*[-/.\s]\s*/);
    if (numbers.length !== 3 || numbers.some((number) => !/^\d+$/.test(number))) return undefined;
  }
  const parts: Partial<Record<Part, string>> = {};
  order.forEach((part, index) => {
    parts[part] = numbers[index];
  });
  const { day = '', month = '', year = '' } = parts;
  if (day.length > 2 || month.length > 2 || (year.length !== 4 && year.length !== 2)) return undefined;
  return writeIso(Number(year.length === 2 ? `20${year}` : year), Number(month), Number(day));
}

function writeIso(year: number, month: number, day: number): string | undefined {
  if (!validDate(year, month, day)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function validDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
