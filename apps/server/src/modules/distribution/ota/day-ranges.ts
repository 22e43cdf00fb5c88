// Equal consecutive days folded into OTA's Start/End ranges, as ARI out sends them and OTA in reads them.

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of an ISO date. */
export function epochDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}
export function isoOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface DayRange<T> {
  start: string;
  end: string;
  value: T;
}

/**
 * Consecutive days whose values are equal (`key` gives the same text) folded into one range, as
 * OTA's StatusApplicationControl Start/End; a missing day or a different value starts a new one.
 * `days` must be in day order, each day once.
 */
export function foldDays<T>(
  days: Iterable<{ day: string; value: T }>,
  key: (value: T) => string,
): DayRange<T>[] {
  const ranges: DayRange<T>[] = [];
  let current: { start: string; end: string; last: number; key: string; value: T } | undefined;
  for (const { day, value } of days) {
    const at = epochDay(day);
    const valueKey = key(value);
    if (current && at === current.last + 1 && valueKey === current.key) {
      current.end = day;
      current.last = at;
      continue;
    }
    if (current) ranges.push({ start: current.start, end: current.end, value: current.value });
    current = { start: day, end: day, last: at, key: valueKey, value };
  }
  if (current) ranges.push({ start: current.start, end: current.end, value: current.value });
  return ranges;
}
