import {
  ARI_MSG,
  type AriChange,
  type AriGrid,
  type AriRateContext,
  adjustCell,
  type Board,
  cellFromInput,
  changeDays,
  dayIndex,
  dayKeysOfYear,
  type PriceCell,
} from '@hotel/domain';
import { applyRestrictionsToPlans } from './plan-controls.ts';

/**
 * The ARI grid's model (decision 020): its rows, and the grid as it will be once the staged
 * changes are saved, computed with the domain's rules (the server applies the same ones).
 */

export const RESTRICTION_FIELDS = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;
export type RestrictionField = (typeof RESTRICTION_FIELDS)[number];

/** One row of the grid: prices of a room type and board, a room type's rooms, or one restriction. */
export type AriRow =
  | { type: 'price'; room: number; board: Board }
  | { type: 'inventory'; room: number }
  | { type: 'restriction'; field: RestrictionField };

/** Allotment rates hold rooms per room type and day (and the stop sale of those rooms). */
export function isAllotment(quotaType: string): boolean {
  return quotaType.startsWith('allotment');
}

/**
 * The rows, room type by room type (its boards, then its rooms on allotment rates), then the
 * restrictions of the rate.
 */
export function gridRows(grid: Pick<AriGrid, 'roomTypes' | 'boards' | 'quotaType'>): AriRow[] {
  const rows: AriRow[] = [];
  for (const room of grid.roomTypes) {
    for (const board of grid.boards) rows.push({ type: 'price', room: room.id, board });
    if (isAllotment(grid.quotaType)) rows.push({ type: 'inventory', room: room.id });
  }
  for (const field of RESTRICTION_FIELDS) rows.push({ type: 'restriction', field });
  return rows;
}

/** The rate as the domain checks a change against it, from its grid and the writable years. */
export function rateContext(grid: AriGrid, years: readonly number[]): AriRateContext {
  return {
    priceRoomType: grid.priceRoomType,
    childsAge: grid.childsAge,
    infantAge: grid.infantAge,
    babyAge: grid.babyAge,
    quotaType: grid.quotaType,
    derived: grid.derived !== null,
    roomTypes: grid.roomTypes.map((room) => ({ id: room.id, occupancy: room.occupancy })),
    boards: grid.boards,
    firstDay: `${Math.min(...years)}_01_01`,
    lastDay: `${Math.max(...years)}_12_31`,
  };
}

const keysByYear = new Map<number, string[]>();
/** The day key of an index of a year's lists (0 = 1 January). */
export function dayKeyAt(year: number, index: number): string {
  let keys = keysByYear.get(year);
  if (!keys) {
    keys = dayKeysOfYear(year);
    keysByYear.set(year, keys);
  }
  return keys[index] ?? '';
}

export function sameCell(a: PriceCell | null | undefined, b: PriceCell | null | undefined): boolean {
  if (!a || !b) return a === b || (!a && !b);
  return (
    a.child === b.child &&
    a.infant === b.infant &&
    a.baby === b.baby &&
    a.amounts.length === b.amounts.length &&
    a.amounts.every((amount, index) => amount === b.amounts[index])
  );
}

const setFlag = (flags: string, index: number, on: boolean) =>
  flags[index] === (on ? '1' : '0')
    ? flags
    : `${flags.slice(0, index)}${on ? '1' : '0'}${flags.slice(index + 1)}`;

/**
 * The grid with the changes applied in order, as the server would write them. Copy on write: a row
 * no change touches keeps its identity, so memoised rows do not render again.
 */
export function applyChanges(grid: AriGrid, changes: readonly AriChange[]): AriGrid {
  if (changes.length === 0) return grid;
  const prices = [...grid.prices];
  const inventory = [...grid.inventory];
  const restrictions = { ...grid.restrictions };
  let planControls = grid.planControls;
  const copied = new Set<object>();
  const own = <T extends object>(list: T[], index: number, copy: (row: T) => T): T => {
    const row = list[index] as T;
    if (copied.has(row)) return row;
    const next = copy(row);
    copied.add(next);
    list[index] = next;
    return next;
  };
  for (const change of changes) {
    const days = changeDays(change)
      .map((key) => dayIndex(grid.year, key))
      .filter((index) => index >= 0);
    if (days.length === 0) continue;
    const rooms = change.roomTypes ?? [];
    if (change.price || change.adjust) {
      const cell = change.price ? cellFromInput(change.price) : null;
      prices.forEach((row, index) => {
        if (!rooms.includes(row.room) || !(change.boards ?? []).includes(row.board)) return;
        const target = own(prices, index, (r) => ({ ...r, cells: [...r.cells] }));
        for (const day of days) {
          const current = target.cells[day] ?? null;
          if (cell) target.cells[day] = cell;
          else if (current && change.adjust)
            target.cells[day] = adjustCell(current, change.adjust) ?? current;
        }
      });
    }
    if (change.allotment !== undefined || change.stopSale !== undefined) {
      inventory.forEach((row, index) => {
        if (!rooms.includes(row.room)) return;
        const target = own(inventory, index, (r) => ({ ...r, allotment: [...r.allotment] }));
        for (const day of days) {
          if (change.allotment !== undefined) target.allotment[day] = change.allotment;
          if (change.stopSale !== undefined) target.stopSale = setFlag(target.stopSale, day, change.stopSale);
        }
      });
    }
    applyRestrictions(restrictions, change, days);
    // The server writes the rate's restrictions into its products' own rows of those days too.
    planControls = applyRestrictionsToPlans(planControls, change, days);
  }
  return { ...grid, prices, inventory, restrictions, ...(planControls ? { planControls } : {}) };
}

function applyRestrictions(restrictions: AriGrid['restrictions'], change: AriChange, days: number[]) {
  const { minStay, maxStay, closedArrival, closedDeparture } = change;
  if (minStay !== undefined || maxStay !== undefined) {
    if (minStay !== undefined) restrictions.minStay = [...restrictions.minStay];
    if (maxStay !== undefined) restrictions.maxStay = [...restrictions.maxStay];
    for (const day of days) {
      if (minStay !== undefined) restrictions.minStay[day] = minStay;
      if (maxStay !== undefined) restrictions.maxStay[day] = maxStay;
    }
  }
  for (const day of days) {
    if (closedArrival !== undefined)
      restrictions.closedArrival = setFlag(restrictions.closedArrival, day, closedArrival);
    if (closedDeparture !== undefined)
      restrictions.closedDeparture = setFlag(restrictions.closedDeparture, day, closedDeparture);
  }
}

/**
 * What the domain cannot see from a change alone: an adjustment that would take a price it meets
 * below 0 or over the maximum, and a minimum stay above the maximum once merged with the days.
 * Paths as `changeIssues` gives them.
 */
export function gridIssues(grid: AriGrid, change: AriChange): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const days = changeDays(change)
    .map((key) => dayIndex(grid.year, key))
    .filter((index) => index >= 0);
  if (change.adjust) {
    const adjust = change.adjust;
    const rows = grid.prices.filter(
      (row) => (change.roomTypes ?? []).includes(row.room) && (change.boards ?? []).includes(row.board),
    );
    const outOfBounds = rows.some((row) =>
      days.some((day) => {
        const cell = row.cells[day];
        return cell ? adjustCell(cell, adjust) === null : false;
      }),
    );
    if (outOfBounds) issues.push({ path: ['adjust'], message: ARI_MSG.adjustTooLarge });
  }
  if (change.minStay !== undefined || change.maxStay !== undefined) {
    const conflict = days.some((day) => {
      const min = change.minStay !== undefined ? change.minStay : (grid.restrictions.minStay[day] ?? null);
      const max = change.maxStay !== undefined ? change.maxStay : (grid.restrictions.maxStay[day] ?? null);
      return min !== null && max !== null && min > max;
    });
    if (conflict) issues.push({ path: ['minStay'], message: ARI_MSG.minAboveMax });
  }
  return issues;
}
