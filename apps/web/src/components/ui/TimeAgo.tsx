import { useTranslation } from 'react-i18next';

/** From the largest unit down: the first one the distance reaches names it ('hace 3 días'). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago (or until) an instant is, in `language` ('hace 3 días', '2 hours ago', 'now'). */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A date and time in `language` ('25 nov 2026, 10:00'). */
export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A country's name in `language` from its ISO 3166-1 alpha-2 code (the code itself when unknown). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** An instant as a relative time in the interface language, the full date and time on hover. */
export function TimeAgo({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at} title={dateTime(at, i18n.language)}>
      {relativeTime(at, i18n.language)}
    </time>
  );
}
