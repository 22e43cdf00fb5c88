import { dayKeysInRange, daysInMonth, formatDayKey, type RateCalendar } from '@hotel/domain';

/**
 * The calendar's unsaved work: for each rate touched, the days it had when first touched (base)
 * and the days it has now. Immutable: every change answers a new value, so React sees it.
 */
export type CalendarEdits = ReadonlyMap<number, { base: ReadonlySet<string>; current: ReadonlySet<string> }>;

export const NO_EDITS: CalendarEdits = new Map();
const NONE: ReadonlySet<string> = new Set();

/** The saved days of each rate, from the calendar answer (days keyed YYYY_MM_DD → rate ids). */
export function savedDaysByRate(calendar: RateCalendar | undefined): Map<number, Set<string>> {
  const byRate = new Map<number, Set<string>>();
  for (const [day, rateIds] of Object.entries(calendar?.days ?? {})) {
    for (const rateId of rateIds) {
      let days = byRate.get(rateId);
      if (!days) {
        days = new Set();
        byRate.set(rateId, days);
      }
      days.add(day);
    }
  }
  return byRate;
}

/** The days a rate shows: the edited ones, else the saved ones. */
export function daysOf(
  edits: CalendarEdits,
  saved: ReadonlyMap<number, ReadonlySet<string>>,
  rateId: number,
): ReadonlySet<string> {
  return edits.get(rateId)?.current ?? saved.get(rateId) ?? NONE;
}

/** Marks (select true) or unmarks the given days of one rate. */
export function applyDays(
  edits: CalendarEdits,
  saved: ReadonlyMap<number, ReadonlySet<string>>,
  rateId: number,
  days: readonly string[],
  select: boolean,
): CalendarEdits {
  const before = daysOf(edits, saved, rateId);
  const current = new Set(before);
  for (const day of days) {
    if (select) current.add(day);
    else current.delete(day);
  }
  if (current.size === before.size && days.every((day) => before.has(day) === select)) return edits;
  const next = new Map(edits);
  next.set(rateId, { base: edits.get(rateId)?.base ?? saved.get(rateId) ?? NONE, current });
  return next;
}

/** Selecting a selected day deselects it, and the other way round. */
export function toggleDay(
  edits: CalendarEdits,
  saved: ReadonlyMap<number, ReadonlySet<string>>,
  rateId: number,
  day: string,
): CalendarEdits {
  return applyDays(edits, saved, rateId, [day], !daysOf(edits, saved, rateId).has(day));
}

/** Every day from one to the other (both included), optionally only some Monday-first weekdays. */
export function applyRange(
  edits: CalendarEdits,
  saved: ReadonlyMap<number, ReadonlySet<string>>,
  rateId: number,
  range: { from: string; to: string; weekdays?: Iterable<number> },
  select: boolean,
): CalendarEdits {
  return applyDays(edits, saved, rateId, dayKeysInRange(range.from, range.to, range.weekdays), select);
}

function sameDays(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const day of a) if (!b.has(day)) return false;
  return true;
}

/** The rates whose days differ from what was saved, with their whole new set (set semantics), sorted. */
export function changedRates(edits: CalendarEdits): { id: number; days: string[] }[] {
  const changed: { id: number; days: string[] }[] = [];
  for (const [id, { base, current }] of edits) {
    if (!sameDays(base, current)) changed.push({ id, days: [...current].sort() });
  }
  return changed.sort((a, b) => a.id - b.id);
}

export function hasChanges(edits: CalendarEdits): boolean {
  for (const { base, current } of edits.values()) if (!sameDays(base, current)) return true;
  return false;
}

/**
 * One month as a string of one character per day, so that memoised months compare in O(1):
 * '1' for a day in the set, '0' otherwise.
 */
export function monthMask(days: ReadonlySet<string>, year: number, month: number): string {
  let mask = '';
  for (let day = 1; day <= daysInMonth(year, month); day++)
    mask += days.has(formatDayKey(year, month, day)) ? '1' : '0';
  return mask;
}

/** Per month, how many of the other rates apply each day (0..9, 9 meaning nine or more). */
export function countMask(counts: ReadonlyMap<string, number>, year: number, month: number): string {
  let mask = '';
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    mask += String(Math.min(9, counts.get(formatDayKey(year, month, day)) ?? 0));
  }
  return mask;
}

/** How many of the given rates apply on each day. */
export function countByDay(rateDays: Iterable<ReadonlySet<string>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const days of rateDays) for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return counts;
}

/**
 * The counts of some rates' days: the saved counts (computed once per answer) adjusted for those
 * of the rates that have edits. Answers `savedCounts` itself when none of them is edited, so that
 * memoised months see nothing new.
 */
export function countsWithEdits(
  savedCounts: ReadonlyMap<string, number>,
  saved: ReadonlyMap<number, ReadonlySet<string>>,
  edits: CalendarEdits,
  rateIds: readonly number[],
): ReadonlyMap<string, number> {
  const edited = rateIds.filter((id) => edits.has(id));
  if (edited.length === 0) return savedCounts;
  const counts = new Map(savedCounts);
  for (const id of edited) {
    for (const day of saved.get(id) ?? NONE) counts.set(day, (counts.get(day) ?? 1) - 1);
    for (const day of edits.get(id)?.current ?? NONE) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}
