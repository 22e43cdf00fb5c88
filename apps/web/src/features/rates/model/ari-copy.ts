import {
  type AriChange,
  type AriGrid,
  type Board,
  dayIndex,
  daysInMonth,
  daysInYear,
  formatDayKey,
  type PriceCell,
  type PriceCellInput,
  parseDayKey,
} from '@hotel/domain';
import { dayKeyAt, sameCell } from './ari-grid.ts';

/**
 * Copying prices: a season of one room type to another, or this year to the next (same dates).
 * The source cells are read and consecutive equal days folded into ranges of `price` changes;
 * days without a price are left as they are.
 */

export interface PriceRun {
  /** Indexes of the target year's lists, both included. */
  from: number;
  to: number;
  cell: PriceCell;
}

/** Consecutive equal cells as runs; `cellAt(i)` gives the source cell of target day i. */
export function foldRuns(from: number, to: number, cellAt: (day: number) => PriceCell | null): PriceRun[] {
  const runs: PriceRun[] = [];
  for (let day = from; day <= to; day++) {
    const cell = cellAt(day);
    const last = runs[runs.length - 1];
    if (!cell) continue;
    if (last && last.to === day - 1 && sameCell(last.cell, cell)) last.to = day;
    else runs.push({ from: day, to: day, cell });
  }
  return runs;
}

/** A cell as a change's price, cut to what the target room type and the rate can hold. */
export function priceInput(
  cell: PriceCell,
  grid: Pick<AriGrid, 'priceRoomType' | 'childsAge' | 'infantAge' | 'babyAge'>,
  occupancy: number,
): PriceCellInput {
  if (grid.priceRoomType === 'room') return { amounts: cell.amounts.slice(0, 1) };
  return {
    amounts: cell.amounts.slice(0, Math.max(1, occupancy)),
    child: grid.childsAge > 0 ? cell.child : null,
    infant: grid.infantAge > 0 ? cell.infant : null,
    baby: grid.babyAge > 0 ? cell.baby : null,
  };
}

/**
 * The changes that give room type `to` the prices room type `from` has between two days (keys of
 * the grid's year), board by board.
 */
export function copySeasonChanges(
  grid: AriGrid,
  source: { from: number; to: number; start: string; end: string },
): AriChange[] {
  const first = dayIndex(grid.year, source.start);
  const last = dayIndex(grid.year, source.end);
  if (first < 0 || last < 0 || source.from === source.to) return [];
  const occupancy = grid.roomTypes.find((room) => room.id === source.to)?.occupancy ?? 1;
  const changes: AriChange[] = [];
  for (const row of grid.prices) {
    if (row.room !== source.from) continue;
    if (!grid.prices.some((target) => target.room === source.to && target.board === row.board)) continue;
    for (const run of foldRuns(
      Math.min(first, last),
      Math.max(first, last),
      (day) => row.cells[day] ?? null,
    )) {
      changes.push({
        start: dayKeyAt(grid.year, run.from),
        end: dayKeyAt(grid.year, run.to),
        roomTypes: [source.to],
        boards: [row.board],
        price: priceInput(run.cell, grid, occupancy),
      });
    }
  }
  return changes;
}

/** The index of the same date a year earlier (29 February takes 28 February's prices). */
function sameDateBefore(year: number, day: number): number {
  const parts = parseDayKey(dayKeyAt(year, day));
  if (!parts) return -1;
  const date = Math.min(parts.day, daysInMonth(year - 1, parts.month));
  return dayIndex(year - 1, formatDayKey(year - 1, parts.month, date));
}

/**
 * The changes that give next year, day by day, the prices of the same dates of `grid`'s year.
 * Rows whose runs and prices coincide share a change (room types × boards).
 */
export function copyYearChanges(grid: AriGrid): AriChange[] {
  const next = grid.year + 1;
  const occupancy = new Map(grid.roomTypes.map((room) => [room.id, room.occupancy]));
  const byRun = new Map<
    string,
    { from: number; to: number; price: PriceCellInput; pairs: [number, Board][] }
  >();
  for (const row of grid.prices) {
    const runs = foldRuns(0, daysInYear(next) - 1, (day) => row.cells[sameDateBefore(next, day)] ?? null);
    for (const run of runs) {
      const price = priceInput(run.cell, grid, occupancy.get(row.room) ?? 1);
      const key = `${run.from}:${run.to}:${JSON.stringify(price)}`;
      const entry = byRun.get(key) ?? { from: run.from, to: run.to, price, pairs: [] };
      byRun.set(key, entry);
      entry.pairs.push([row.room, row.board]);
    }
  }
  const changes: AriChange[] = [];
  for (const entry of byRun.values()) {
    // Room types with the same boards in this run share a change.
    const boardsByRoom = new Map<number, Board[]>();
    for (const [room, board] of entry.pairs)
      boardsByRoom.set(room, [...(boardsByRoom.get(room) ?? []), board]);
    const byBoards = new Map<string, { rooms: number[]; boards: Board[] }>();
    for (const [room, boards] of boardsByRoom) {
      const key = [...boards].sort().join(',');
      const group = byBoards.get(key) ?? { rooms: [], boards: [...boards].sort() };
      byBoards.set(key, group);
      group.rooms.push(room);
    }
    for (const group of byBoards.values()) {
      changes.push({
        start: dayKeyAt(next, entry.from),
        end: dayKeyAt(next, entry.to),
        roomTypes: group.rooms,
        boards: group.boards,
        price: entry.price,
      });
    }
  }
  return changes.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
