/**
 * The bulk change of the ARI, which mirrors OTA's StatusApplicationControl (start, end, weekdays,
 * room types, boards): its bounds, what it touches and every rule it must meet for its rate.
 * Shared by the web (the grid applies pending changes with these rules) and the server (it refuses
 * what they refuse). Decision 020. Without zod: the schemas are in change.contract.ts.
 */
import { ARI_MSG } from './ari-messages.ts';
import { dayKeysInRange, parseDayKey } from './calendar.ts';
import { type AriIssue, type PricingRate, priceIssues } from './cells.ts';
import type { AriChange } from './change.contract.ts';

export const ALLOTMENT_MAX = 999;
export const STAY_MAX = 99;
/**
 * One bulk write holds at most this many changes: a year copied between room types with a
 * different price every day fits in one request (the server also caps the cells a write expands to).
 */
export const ARI_CHANGES_MAX = 5000;
/** A change covers at most this many days (a year and a day, so a whole year fits). */
export const ARI_RANGE_MAX_DAYS = 366;

/** What a change touches. */
export function changeTargets(change: AriChange) {
  return {
    prices: change.price !== undefined || change.adjust !== undefined,
    inventory: change.allotment !== undefined || change.stopSale !== undefined,
    restrictions:
      change.minStay !== undefined ||
      change.maxStay !== undefined ||
      change.closedArrival !== undefined ||
      change.closedDeparture !== undefined,
  };
}

/** The days a change covers, in order (its weekdays between start and end). */
export function changeDays(change: Pick<AriChange, 'start' | 'end' | 'weekdays'>): string[] {
  return dayKeysInRange(change.start, change.end, change.weekdays);
}

/** The rate as a change is checked against it. */
export interface AriRateContext extends PricingRate {
  quotaType: string;
  derived: boolean;
  /** The rate's room types with the most adults each can be priced for. */
  roomTypes: { id: number; occupancy: number }[];
  boards: readonly string[];
  /** The first and last day that may be written ('YYYY_MM_DD'). */
  firstDay: string;
  lastDay: string;
}

/** Days since 1970-01-01 of a valid day (counted, not listed: a range of 9999 years costs nothing). */
function dayNumber(parts: { year: number; month: number; day: number }): number {
  const date = new Date(Date.UTC(2000, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return Math.round(date.getTime() / 86_400_000);
}

/**
 * The occupancy of each room type of a rate, built once per context: a channel manager's year of
 * prices is 10 000 changes checked against one context.
 */
const occupancies = new WeakMap<AriRateContext['roomTypes'], Map<number, number>>();
function occupancyByRoom(rate: AriRateContext): Map<number, number> {
  let rooms = occupancies.get(rate.roomTypes);
  if (!rooms) {
    rooms = new Map(rate.roomTypes.map((room) => [room.id, room.occupancy]));
    occupancies.set(rate.roomTypes, rooms);
  }
  return rooms;
}

/** Every rule a bulk change must meet for the rate it is written to; paths are within the change. */
export function changeIssues(change: AriChange, rate: AriRateContext): AriIssue[] {
  const issues: AriIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const start = parseDayKey(change.start);
  const end = parseDayKey(change.end);
  if (start && end) {
    if (change.start > change.end) add(['end'], ARI_MSG.rangeReversed);
    else if (dayNumber(end) - dayNumber(start) + 1 > ARI_RANGE_MAX_DAYS) add(['end'], ARI_MSG.rangeTooLong);
    if (change.start < rate.firstDay || change.start > rate.lastDay) add(['start'], ARI_MSG.dayOutOfYears);
    if (change.end < rate.firstDay || change.end > rate.lastDay) add(['end'], ARI_MSG.dayOutOfYears);
  }
  const targets = changeTargets(change);
  if (!targets.prices && !targets.inventory && !targets.restrictions) add([], ARI_MSG.nothingToChange);
  if (change.price && change.adjust) add(['adjust'], ARI_MSG.priceAndAdjust);
  if (targets.prices && rate.derived) add([change.price ? 'price' : 'adjust'], ARI_MSG.derivedNoPrices);
  const roomTypes = change.roomTypes ?? [];
  if ((targets.prices || targets.inventory) && roomTypes.length === 0)
    add(['roomTypes'], ARI_MSG.roomTypesRequired);
  if (targets.prices && (change.boards ?? []).length === 0) add(['boards'], ARI_MSG.boardsRequired);
  const rooms = occupancyByRoom(rate);
  roomTypes.forEach((room, index) => {
    if (!rooms.has(room)) add(['roomTypes', index], ARI_MSG.roomTypeNotInRate);
  });
  (change.boards ?? []).forEach((board, index) => {
    if (!rate.boards.includes(board)) add(['boards', index], ARI_MSG.boardNotInRate);
  });
  if (change.price)
    issues.push(
      ...priceIssues(
        change.price,
        rate,
        roomTypes.map((room) => rooms.get(room) ?? 1),
      ),
    );
  if (change.allotment !== undefined && !rate.quotaType.startsWith('allotment'))
    add(['allotment'], ARI_MSG.allotmentNotAllotment);
  if (
    typeof change.minStay === 'number' &&
    typeof change.maxStay === 'number' &&
    change.minStay > change.maxStay
  )
    add(['minStay'], ARI_MSG.minAboveMax);
  return issues;
}
