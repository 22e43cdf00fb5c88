import { dayIndex } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { makeGrid } from './ari-grid.test-utils.ts';
import { gridRows } from './ari-grid.ts';
import {
  cellId,
  changesFor,
  dayRanges,
  NO_CELLS,
  pendingCells,
  rectangle,
  rowMonthMask,
  selectionCounts,
  weekdayCells,
  withCells,
} from './ari-selection.ts';

const at = (key: string) => dayIndex(2027, key);
const grid = makeGrid();
const rows = gridRows(grid);
// Rows: 0 Doble BB, 1 Doble HB, 2 Doble rooms, 3 Individual BB, 4 Individual HB, 5 Individual rooms,
// 6 min stay, 7 max stay, 8 closed to arrival, 9 closed to departure.

describe('selection', () => {
  it('adds and removes cells, answering the same value when nothing changes', () => {
    const one = withCells(NO_CELLS, [cellId(0, 3)], true);
    expect([...one]).toEqual([3]);
    expect(withCells(one, [cellId(0, 3)], true)).toBe(one);
    expect(withCells(one, [cellId(0, 3)], false).size).toBe(0);
  });

  it('selects a rectangle whichever corner comes first, and masks a month of a row', () => {
    const ids = rectangle({ row: 1, day: 12 }, { row: 0, day: 10 });
    expect(ids).toHaveLength(6);
    const selection = withCells(NO_CELLS, ids, true);
    expect(rowMonthMask(selection, 1, 8, 6)).toBe('001110');
    expect(rowMonthMask(selection, 2, 8, 6)).toBe('000000');
  });

  it('counts what each section of the panel applies to', () => {
    const selection = withCells(
      NO_CELLS,
      [cellId(0, 1), cellId(3, 1), cellId(2, 1), cellId(6, 4), cellId(8, 4)],
      true,
    );
    expect(selectionCounts(selection, rows)).toEqual({
      price: 2,
      inventory: 1,
      restrictionDays: 1,
      restrictionFields: ['minStay', 'closedArrival'],
    });
  });
});

describe('dayRanges', () => {
  it('folds consecutive days into one range, a weekday pattern into one change with weekdays', () => {
    expect(dayRanges(2027, [at('2027_07_01'), at('2027_07_02'), at('2027_07_03')])).toEqual([
      { start: '2027_07_01', end: '2027_07_03' },
    ]);
    // July 2027's weekends: Saturday 3 … Saturday 31.
    const weekends = weekdayCells(2027, [0], { from: '2027_07_01', to: '2027_07_31', weekdays: [5, 6] });
    expect(dayRanges(2027, weekends)).toEqual([{ start: '2027_07_03', end: '2027_07_31', weekdays: [5, 6] }]);
    // Not a pattern (a Sunday missing): one range per run (3–4, 10, 17–18, 24–25, 31).
    const gappy = weekends.filter((day) => day !== at('2027_07_11'));
    expect(dayRanges(2027, gappy)).toHaveLength(5);
    expect(dayRanges(2027, gappy)[1]).toEqual({ start: '2027_07_10', end: '2027_07_10' });
    expect(dayRanges(2027, [])).toEqual([]);
  });
});

describe('changesFor', () => {
  const weekends = (row: number) =>
    weekdayCells(2027, [row], { from: '2027_07_01', to: '2027_07_31', weekdays: [5, 6] });

  it('makes one change for the rows that share their days (July weekends of one room type +20 %)', () => {
    const selection = withCells(NO_CELLS, [...weekends(0), ...weekends(1)], true);
    expect(changesFor(grid, rows, selection, { adjust: { percent: '20' } })).toEqual([
      {
        start: '2027_07_03',
        end: '2027_07_31',
        weekdays: [5, 6],
        roomTypes: [7],
        boards: ['BB', 'HB'],
        adjust: { percent: '20' },
      },
    ]);
  });

  it('cuts a per-person price to each room type occupancy', () => {
    const selection = withCells(NO_CELLS, [cellId(0, 10), cellId(3, 10)], true);
    const changes = changesFor(grid, rows, selection, {
      price: { amounts: ['100', '80', '70'], child: '20' },
    });
    expect(changes).toEqual([
      {
        start: '2027_01_11',
        end: '2027_01_11',
        roomTypes: [7],
        boards: ['BB'],
        price: { amounts: ['100', '80', '70'], child: '20' },
      },
      {
        start: '2027_01_11',
        end: '2027_01_11',
        roomTypes: [8],
        boards: ['BB'],
        price: { amounts: ['100'], child: '20' },
      },
    ]);
  });

  it('sets rooms and stop sale on room rows, restrictions on the days of the restriction rows, nothing elsewhere', () => {
    const august = rectangle({ row: 2, day: at('2027_08_01') }, { row: 2, day: at('2027_08_31') });
    const sundays = weekdayCells(2027, [8], { from: '2027_07_01', to: '2027_08_31', weekdays: [6] });
    const selection = withCells(NO_CELLS, [...august, ...sundays, cellId(0, 5)], true);
    expect(changesFor(grid, rows, selection, { allotment: 5, closedArrival: true })).toEqual([
      { start: '2027_08_01', end: '2027_08_31', roomTypes: [7], allotment: 5 },
      { start: '2027_07_04', end: '2027_08_29', weekdays: [6], closedArrival: true },
    ]);
    expect(changesFor(grid, rows, selection, { stopSale: true })).toEqual([
      { start: '2027_08_01', end: '2027_08_31', roomTypes: [7], stopSale: true },
    ]);
    expect(changesFor(grid, rows, selection, {})).toEqual([]);
  });
});

describe('changesFor: restrictions follow the selected cells (issue 34)', () => {
  it('closes arrival on the day selected in its row and departure on the next, not both on both', () => {
    const selection = withCells(NO_CELLS, [cellId(8, at('2027_07_10')), cellId(9, at('2027_07_11'))], true);
    expect(changesFor(grid, rows, selection, { closedArrival: true, closedDeparture: true })).toEqual([
      { start: '2027_07_10', end: '2027_07_10', closedArrival: true },
      { start: '2027_07_11', end: '2027_07_11', closedDeparture: true },
    ]);
    // A value for a row with no selected cell reaches no day.
    expect(changesFor(grid, rows, selection, { minStay: 3 })).toEqual([]);
  });

  it('shares one change between the rows selected on the same days', () => {
    const week = [6, 7, 8].flatMap((row) =>
      rectangle({ row, day: at('2027_07_05') }, { row, day: at('2027_07_09') }),
    );
    const selection = withCells(NO_CELLS, [...week, cellId(9, at('2027_07_09'))], true);
    expect(
      changesFor(grid, rows, selection, {
        minStay: 2,
        maxStay: 7,
        closedArrival: false,
        closedDeparture: true,
      }),
    ).toEqual([
      { start: '2027_07_05', end: '2027_07_09', minStay: 2, maxStay: 7, closedArrival: false },
      { start: '2027_07_09', end: '2027_07_09', closedDeparture: true },
    ]);
  });
});

describe('pendingCells', () => {
  it('marks what the staged changes cover, row by row', () => {
    const cells = pendingCells(2027, rows, [
      { start: '2027_07_01', end: '2027_07_02', roomTypes: [7], boards: ['HB'], adjust: { percent: '5' } },
      { start: '2027_07_02', end: '2027_07_02', closedDeparture: true },
      { start: '2028_07_02', end: '2028_07_02', minStay: 2 },
    ]);
    expect([...cells].sort((a, b) => a - b)).toEqual([
      cellId(1, at('2027_07_01')),
      cellId(1, at('2027_07_02')),
      cellId(9, at('2027_07_02')),
    ]);
  });
});
