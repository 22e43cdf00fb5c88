import {
  type Adjustment,
  type AriChange,
  type AriGrid,
  dayIndex,
  dayKeysInRange,
  type PriceCellInput,
  parseDayKey,
  weekdayOf,
} from '@hotel/domain';
import { type AriRow, dayKeyAt, RESTRICTION_FIELDS, type RestrictionField } from './ari-grid.ts';

/**
 * The grid's selection and the bulk changes it becomes: cells are (row, day of the year) pairs;
 * the cells of rows that share their days become one change per run of days (or one with weekdays
 * when the days follow a weekday pattern), as OTA's StatusApplicationControl expresses them.
 */

/** Room for every day of a leap year: a cell's id is row × DAY_SLOTS + day. */
export const DAY_SLOTS = 366;
export type CellSelection = ReadonlySet<number>;
export const NO_CELLS: CellSelection = new Set();

export const cellId = (row: number, day: number) => row * DAY_SLOTS + day;
export const cellRow = (id: number) => Math.floor(id / DAY_SLOTS);
export const cellDay = (id: number) => id % DAY_SLOTS;

/** Every cell of the rectangle between two cells (both included). */
export function rectangle(a: { row: number; day: number }, b: { row: number; day: number }): number[] {
  const ids: number[] = [];
  for (let row = Math.min(a.row, b.row); row <= Math.max(a.row, b.row); row++)
    for (let day = Math.min(a.day, b.day); day <= Math.max(a.day, b.day); day++) ids.push(cellId(row, day));
  return ids;
}

/** The selection with the cells added (select) or removed; the same value when nothing changes. */
export function withCells(selection: CellSelection, ids: Iterable<number>, select: boolean): CellSelection {
  let next: Set<number> | null = null;
  for (const id of ids) {
    if (selection.has(id) === select) continue;
    next ??= new Set(selection);
    if (select) next.add(id);
    else next.delete(id);
  }
  return next ?? selection;
}

/** The selected days of each row, sorted. */
export function daysByRow(selection: CellSelection): Map<number, number[]> {
  const byRow = new Map<number, number[]>();
  for (const id of selection) {
    const row = cellRow(id);
    let days = byRow.get(row);
    if (!days) {
      days = [];
      byRow.set(row, days);
    }
    days.push(cellDay(id));
  }
  for (const days of byRow.values()) days.sort((a, b) => a - b);
  return byRow;
}

/** One month of a row as a string of one character per day ('1' selected), so memoised rows compare in O(1). */
export function rowMonthMask(selection: CellSelection, row: number, first: number, count: number): string {
  let mask = '';
  for (let day = first; day < first + count; day++) mask += selection.has(cellId(row, day)) ? '1' : '0';
  return mask;
}

export interface DayRange {
  start: string;
  end: string;
  weekdays?: number[];
}

/**
 * Days of a year (sorted indexes) as few ranges as possible: one when they are consecutive, one
 * with weekdays when they are exactly those weekdays between the first and the last, otherwise
 * one per run of consecutive days.
 */
export function dayRanges(year: number, days: readonly number[]): DayRange[] {
  if (days.length === 0) return [];
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else if (!last || day > last[1]) runs.push([day, day]);
  }
  const key = (day: number) => dayKeyAt(year, day);
  const first = key(days[0] as number);
  const last = key(days[days.length - 1] as number);
  if (runs.length === 1) return [{ start: first, end: last }];
  const weekdays = new Set(
    days.map((day) => {
      const parts = parseDayKey(key(day));
      return parts ? weekdayOf(parts.year, parts.month, parts.day) : -1;
    }),
  );
  const count = new Set(days).size;
  if (weekdays.size < 7 && dayKeysInRange(first, last, weekdays).length === count)
    return [{ start: first, end: last, weekdays: [...weekdays].sort((a, b) => a - b) }];
  return runs.map(([from, to]) => ({ start: key(from), end: key(to) }));
}

/** What the side panel sets on the selected cells; an absent field is left as it is. */
export interface BulkValues {
  price?: PriceCellInput;
  adjust?: Adjustment;
  allotment?: number;
  stopSale?: boolean;
  minStay?: number | null;
  maxStay?: number | null;
  closedArrival?: boolean;
  closedDeparture?: boolean;
}

/**
 * How many selected cells of each kind of row: what the panel's sections apply to, and which
 * restriction rows (minimum stay, closed to arrival…) hold selected cells: the panel offers those.
 */
export function selectionCounts(selection: CellSelection, rows: readonly AriRow[]) {
  const counts = { price: 0, inventory: 0, restrictionDays: 0, restrictionFields: [] as RestrictionField[] };
  const restrictionDays = new Set<number>();
  const fields = new Set<RestrictionField>();
  for (const id of selection) {
    const row = rows[cellRow(id)];
    if (row?.type === 'price') counts.price += 1;
    else if (row?.type === 'inventory') counts.inventory += 1;
    else if (row?.type === 'restriction') {
      restrictionDays.add(cellDay(id));
      fields.add(row.field);
    }
  }
  counts.restrictionDays = restrictionDays.size;
  counts.restrictionFields = RESTRICTION_FIELDS.filter((field) => fields.has(field));
  return counts;
}

/** A per-person price for a room type that takes at most `occupancy` adults. */
function priceFor(price: PriceCellInput, occupancy: number, perPerson: boolean): PriceCellInput {
  return perPerson && price.amounts.length > occupancy
    ? { ...price, amounts: price.amounts.slice(0, occupancy) }
    : price;
}

/**
 * The bulk changes that set `values` on the selection: prices and adjustments on the selected price
 * cells, rooms and stop sale on the selected room cells, each restriction on the days selected in
 * its own row. Rows that share their days share a change (room types × boards).
 */
export function changesFor(
  grid: Pick<AriGrid, 'year' | 'roomTypes' | 'priceRoomType'>,
  rows: readonly AriRow[],
  selection: CellSelection,
  values: BulkValues,
): AriChange[] {
  const byRow = daysByRow(selection);
  const occupancy = new Map(grid.roomTypes.map((room) => [room.id, room.occupancy]));
  const perPerson = grid.priceRoomType === 'person';
  const priceGroups = new Map<string, { days: number[]; rooms: Map<number, Set<string>> }>();
  const roomGroups = new Map<string, { days: number[]; rooms: Set<number> }>();
  // Each restriction row's own days: a value reaches only the days selected in its row (issue 34).
  const restrictionDays = new Map<RestrictionField, number[]>();
  for (const [index, days] of byRow) {
    const row = rows[index];
    const signature = days.join(',');
    if (row?.type === 'price') {
      const group = priceGroups.get(signature) ?? { days, rooms: new Map<number, Set<string>>() };
      priceGroups.set(signature, group);
      const boards = group.rooms.get(row.room) ?? new Set<string>();
      group.rooms.set(row.room, boards.add(row.board));
    } else if (row?.type === 'inventory') {
      const group = roomGroups.get(signature) ?? { days, rooms: new Set<number>() };
      roomGroups.set(signature, group);
      group.rooms.add(row.room);
    } else if (row?.type === 'restriction') restrictionDays.set(row.field, days);
  }
  const changes: AriChange[] = [];
  if (values.price || values.adjust) {
    for (const group of priceGroups.values()) {
      // Room types with the same boards (and the same price, once cut to their occupancy) share a change.
      const targets = new Map<string, { rooms: number[]; boards: string[]; price?: PriceCellInput }>();
      for (const [room, boards] of group.rooms) {
        const price = values.price && priceFor(values.price, occupancy.get(room) ?? 1, perPerson);
        const sorted = [...boards].sort();
        const key = `${sorted.join(',')}|${price?.amounts.length ?? 0}`;
        const target = targets.get(key) ?? { rooms: [], boards: sorted, price };
        targets.set(key, target);
        target.rooms.push(room);
      }
      for (const range of dayRanges(grid.year, group.days)) {
        for (const target of targets.values()) {
          changes.push({
            ...range,
            roomTypes: target.rooms,
            boards: target.boards as AriChange['boards'],
            ...(target.price ? { price: target.price } : { adjust: values.adjust }),
          });
        }
      }
    }
  }
  if (values.allotment !== undefined || values.stopSale !== undefined) {
    const inventory = {
      ...(values.allotment !== undefined ? { allotment: values.allotment } : {}),
      ...(values.stopSale !== undefined ? { stopSale: values.stopSale } : {}),
    };
    for (const group of roomGroups.values()) {
      for (const range of dayRanges(grid.year, group.days))
        changes.push({ ...range, roomTypes: [...group.rooms], ...inventory });
    }
  }
  // Fields whose rows share their selected days share a change.
  const restrictionGroups = new Map<string, { days: number[]; values: Partial<BulkValues> }>();
  for (const field of RESTRICTION_FIELDS) {
    const days = restrictionDays.get(field);
    if (values[field] === undefined || !days) continue;
    const signature = days.join(',');
    const group = restrictionGroups.get(signature) ?? { days, values: {} };
    restrictionGroups.set(signature, group);
    group.values = { ...group.values, [field]: values[field] };
  }
  for (const group of restrictionGroups.values())
    for (const range of dayRanges(grid.year, group.days)) changes.push({ ...range, ...group.values });
  return changes;
}

/** The cells of some rows on the chosen weekdays between two days of the year (the weekday tool). */
export function weekdayCells(
  year: number,
  rowIndexes: readonly number[],
  range: { from: string; to: string; weekdays: number[] },
): number[] {
  const days = dayKeysInRange(range.from, range.to, range.weekdays)
    .map((key) => dayIndex(year, key))
    .filter((day) => day >= 0);
  return rowIndexes.flatMap((row) => days.map((day) => cellId(row, day)));
}

/** The cells the staged changes cover in a year (what the grid marks as not saved yet). */
export function pendingCells(
  year: number,
  rows: readonly AriRow[],
  changes: readonly AriChange[],
): CellSelection {
  const cells = new Set<number>();
  for (const change of changes) {
    const days = dayKeysInRange(change.start, change.end, change.weekdays)
      .map((key) => dayIndex(year, key))
      .filter((day) => day >= 0);
    if (days.length === 0) continue;
    const rooms = change.roomTypes ?? [];
    rows.forEach((row, index) => {
      const covered =
        row.type === 'price'
          ? (change.price !== undefined || change.adjust !== undefined) &&
            rooms.includes(row.room) &&
            (change.boards ?? []).includes(row.board)
          : row.type === 'inventory'
            ? (change.allotment !== undefined || change.stopSale !== undefined) && rooms.includes(row.room)
            : change[row.field] !== undefined;
      if (covered) for (const day of days) cells.add(cellId(index, day));
    });
  }
  return cells;
}
