import { parseDayKey } from '@hotel/domain';

export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Where the calendar and the prices view open for a rate (issue 34): on the year and month of its
 * first day when that year can be chosen, so that a rate for next summer shows next summer rather
 * than an empty current year; otherwise on the first selectable year, at today's month when that is
 * the current year and in January when it is not.
 */
export function openingYearMonth(
  firstDay: string | null,
  years: readonly number[],
  today: Date = new Date(),
): YearMonth {
  const first = firstDay === null ? null : parseDayKey(firstDay);
  if (first && years.includes(first.year)) return { year: first.year, month: first.month };
  const year = years[0] ?? today.getFullYear();
  return { year, month: defaultMonth(year, today) };
}

/** The month a year opens on without a rate's first day in it: today's in the current year, else January. */
export function defaultMonth(year: number, today: Date = new Date()): number {
  return year === today.getFullYear() ? today.getMonth() + 1 : 1;
}
