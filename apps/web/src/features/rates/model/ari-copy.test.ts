import { dayIndex } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { copySeasonChanges, copyYearChanges, foldRuns } from './ari-copy.ts';
import { cell, makeGrid } from './ari-grid.test-utils.ts';
import { applyChanges } from './ari-grid.ts';

const at = (key: string) => dayIndex(2027, key);

describe('foldRuns', () => {
  it('folds consecutive equal cells and skips days without price', () => {
    const cells = [cell('1'), cell('1'), null, cell('1'), cell('2'), cell('2')];
    expect(foldRuns(0, 5, (day) => cells[day] ?? null)).toEqual([
      { from: 0, to: 1, cell: cell('1') },
      { from: 3, to: 3, cell: cell('1') },
      { from: 4, to: 5, cell: cell('2') },
    ]);
  });
});

describe('copySeasonChanges', () => {
  // Doble: 100/80 in June, 120/95 from July; Individual has nothing.
  const grid = makeGrid({}, (room, _board, day) =>
    room === 7
      ? day < at('2027_07_01')
        ? cell('100.00', '80.00', '70.00')
        : cell('120.00', '95.00', '85.00')
      : null,
  );

  it('copies a season board by board, folded into ranges and cut to the target occupancy', () => {
    const changes = copySeasonChanges(grid, { from: 7, to: 8, start: '2027_06_20', end: '2027_07_10' });
    expect(changes).toEqual([
      {
        start: '2027_06_20',
        end: '2027_06_30',
        roomTypes: [8],
        boards: ['BB'],
        price: { amounts: ['100.00'], child: null, infant: null, baby: null },
      },
      {
        start: '2027_07_01',
        end: '2027_07_10',
        roomTypes: [8],
        boards: ['BB'],
        price: { amounts: ['120.00'], child: null, infant: null, baby: null },
      },
      {
        start: '2027_06_20',
        end: '2027_06_30',
        roomTypes: [8],
        boards: ['HB'],
        price: { amounts: ['100.00'], child: null, infant: null, baby: null },
      },
      {
        start: '2027_07_01',
        end: '2027_07_10',
        roomTypes: [8],
        boards: ['HB'],
        price: { amounts: ['120.00'], child: null, infant: null, baby: null },
      },
    ]);
    const copied = applyChanges(grid, changes);
    expect(copied.prices[2]?.cells[at('2027_07_05')]).toEqual(cell('120.00'));
    expect(copied.prices[2]?.cells[at('2027_07_11')]).toBeNull();
    expect(copySeasonChanges(grid, { from: 7, to: 7, start: '2027_06_20', end: '2027_07_10' })).toEqual([]);
  });
});

describe('copyYearChanges', () => {
  it('gives next year the same dates, rows with equal runs sharing a change', () => {
    const grid = makeGrid(
      { year: 2027, quotaType: 'free_sale', priceRoomType: 'room' },
      (_room, _board, day) => (day < at('2027_07_01') ? cell('90.00') : cell('110.00')),
    );
    const changes = copyYearChanges(grid);
    expect(changes).toEqual([
      {
        start: '2028_01_01',
        end: '2028_06_30',
        roomTypes: [7, 8],
        boards: ['BB', 'HB'],
        price: { amounts: ['90.00'] },
      },
      {
        start: '2028_07_01',
        end: '2028_12_31',
        roomTypes: [7, 8],
        boards: ['BB', 'HB'],
        price: { amounts: ['110.00'] },
      },
    ]);
  });

  it('gives 29 February of a leap year the price of 28 February', () => {
    const grid = makeGrid({ year: 2027, priceRoomType: 'room' }, (room, board, day) =>
      room === 7 && board === 'BB' && day === at('2027_02_28') ? cell('55.00') : null,
    );
    expect(copyYearChanges(grid)).toEqual([
      {
        start: '2028_02_28',
        end: '2028_02_29',
        roomTypes: [7],
        boards: ['BB'],
        price: { amounts: ['55.00'] },
      },
    ]);
  });
});
