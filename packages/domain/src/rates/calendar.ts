/**
 * The rates calendar's library (spec §9): day keys (YYYY_MM_DD), Monday-first month grids and the
 * selectable years. Plain functions, shared by the calendar screen and the server.
 */

export interface DayParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days of a month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY_MM_DD'. */
export function formatDayKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}_${pad(month)}_${pad(day)}`;
}

const DAY_KEY = /^(\d{4})_(\d{2})_(\d{2})$/;

/** The parts of a day key, or null when it is not a real day ('2027_02_30', '2027-01-01', …). */
export function parseDayKey(key: string): DayParts | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isDayKey(key: string): boolean {
  return parseDayKey(key) !== null;
}

/** 'YYYY_MM_DD' ↔ 'YYYY-MM-DD' (the database's and the date input's format). */
export function dayKeyToIso(key: string): string {
  return key.replaceAll('_', '-');
}
export function isoToDayKey(iso: string): string | null {
  const key = iso.replaceAll('-', '_');
  return isDayKey(key) ? key : null;
}

function toUtc({ year, month, day }: DayParts): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
}

function fromUtc(time: number): string {
  const date = new Date(time);
  return formatDayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const DAY_MS = 86_400_000;

/** The day `amount` days after (or before) a day key; null for an invalid key. */
export function shiftDayKey(key: string, amount: number): string | null {
  const parts = parseDayKey(key);
  return parts ? fromUtc(toUtc(parts) + amount * DAY_MS) : null;
}

/** Monday-first weekday: 0 Monday … 6 Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(toUtc({ year, month, day })).getUTCDay() + 6) % 7;
}

/**
 * A month as weeks of seven cells, Monday first: the day numbers, with null before the 1st and
 * after the last day.
 */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const lead = weekdayOf(year, month, 1);
  const count = daysInMonth(year, month);
  const cells: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

/** The twelve month grids of a year. */
export function yearGrids(year: number): (number | null)[][][] {
  return Array.from({ length: 12 }, (_, index) => monthGrid(year, index + 1));
}

/** Every day key of a year, in order. */
export function dayKeysOfYear(year: number): string[] {
  const keys: string[] = [];
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(year, month); day++) keys.push(formatDayKey(year, month, day));
  }
  return keys;
}

/**
 * The days from one key to another, both included, whichever comes first; only the given
 * Monday-first weekdays (0..6) when `weekdays` is set. Empty for an invalid key.
 */
export function dayKeysInRange(from: string, to: string, weekdays?: Iterable<number>): string[] {
  const start = parseDayKey(from);
  const end = parseDayKey(to);
  if (!start || !end) return [];
  let first = toUtc(start);
  let last = toUtc(end);
  if (first > last) [first, last] = [last, first];
  const allowed = weekdays === undefined ? null : new Set(weekdays);
  const keys: string[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const weekday = (new Date(time).getUTCDay() + 6) % 7;
    if (!allowed || allowed.has(weekday)) keys.push(fromUtc(time));
  }
  return keys;
}

/** The calendar offers the current year and the next one (spec §2). */
export function selectableYears(today: Date = new Date()): [number, number] {
  const year = today.getFullYear();
  return [year, year + 1];
}

export function isSelectableYear(year: number, today: Date = new Date()): boolean {
  return selectableYears(today).includes(year);
}
