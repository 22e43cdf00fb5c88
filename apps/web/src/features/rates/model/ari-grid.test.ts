import { dayIndex } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { cell, makeGrid } from './ari-grid.test-utils.ts';
import { applyChanges, gridIssues, gridRows, rateContext } from './ari-grid.ts';

const at = (key: string) => dayIndex(2027, key);

describe('gridRows', () => {
  it('lists each room type with its boards and, on allotment rates, its rooms; then the restrictions', () => {
    expect(gridRows(makeGrid())).toEqual([
      { type: 'price', room: 7, board: 'BB' },
      { type: 'price', room: 7, board: 'HB' },
      { type: 'inventory', room: 7 },
      { type: 'price', room: 8, board: 'BB' },
      { type: 'price', room: 8, board: 'HB' },
      { type: 'inventory', room: 8 },
      { type: 'restriction', field: 'minStay' },
      { type: 'restriction', field: 'maxStay' },
      { type: 'restriction', field: 'closedArrival' },
      { type: 'restriction', field: 'closedDeparture' },
    ]);
    const freeSale = gridRows(makeGrid({ quotaType: 'free_sale' }));
    expect(freeSale.filter((row) => row.type === 'inventory')).toEqual([]);
  });
});

describe('applyChanges', () => {
  const base = makeGrid({}, (_room, _board, day) =>
    day < at('2027_07_19') ? cell('100.00', '80.00') : null,
  );

  it('answers the same grid without changes, and touches only the rows a change names', () => {
    expect(applyChanges(base, [])).toBe(base);
    const next = applyChanges(base, [
      {
        start: '2027_07_01',
        end: '2027_07_02',
        roomTypes: [7],
        boards: ['BB'],
        price: { amounts: ['90', '70.5'] },
      },
    ]);
    expect(next.prices[0]?.cells[at('2027_07_01')]).toEqual(cell('90.00', '70.50'));
    expect(next.prices[0]?.cells[at('2027_07_03')]).toEqual(cell('100.00', '80.00'));
    expect(next.prices[1]).toBe(base.prices[1]);
    expect(next.inventory[0]).toBe(base.inventory[0]);
    expect(base.prices[0]?.cells[at('2027_07_01')]).toEqual(cell('100.00', '80.00'));
  });

  it('adjusts existing prices in order (rounded half up) and leaves days without price empty', () => {
    const next = applyChanges(base, [
      {
        start: '2027_07_17',
        end: '2027_07_20',
        roomTypes: [7, 8],
        boards: ['BB', 'HB'],
        adjust: { percent: '20' },
      },
      { start: '2027_07_18', end: '2027_07_18', roomTypes: [8], boards: ['HB'], adjust: { amount: '-0.01' } },
    ]);
    // 17 and 18 July have a price; 19 July has none.
    expect(next.prices[0]?.cells[at('2027_07_17')]).toEqual(cell('120.00', '96.00'));
    expect(next.prices[3]?.cells[at('2027_07_18')]).toEqual(cell('119.99', '95.99'));
    expect(next.prices[3]?.cells[at('2027_07_19')]).toBeNull();
  });

  it('applies weekdays, rooms, stop sale and restrictions', () => {
    const next = applyChanges(base, [
      { start: '2027_08_01', end: '2027_08_31', roomTypes: [7], allotment: 5 },
      { start: '2027_08_14', end: '2027_08_14', roomTypes: [8], stopSale: true },
      { start: '2027_07_01', end: '2027_07_31', weekdays: [6], closedArrival: true, minStay: 2 },
    ]);
    expect(next.inventory[0]?.allotment.slice(at('2027_08_01'), at('2027_08_31') + 1)).toEqual(
      Array(31).fill(5),
    );
    expect(next.inventory[0]?.allotment[at('2027_07_31')]).toBeNull();
    expect(next.inventory[1]?.stopSale[at('2027_08_14')]).toBe('1');
    expect(next.inventory[1]?.stopSale.replaceAll('0', '')).toBe('1');
    // Sundays of July 2027: 4, 11, 18, 25.
    const sundays = [4, 11, 18, 25].map((d) => at(`2027_07_${String(d).padStart(2, '0')}`));
    expect(
      [...next.restrictions.closedArrival].flatMap((flag, index) => (flag === '1' ? [index] : [])),
    ).toEqual(sundays);
    expect(next.restrictions.minStay[sundays[0] ?? 0]).toBe(2);
    expect(next.restrictions.minStay[at('2027_07_05')]).toBeNull();
    expect(next.restrictions.closedDeparture).toBe(base.restrictions.closedDeparture);
  });

  it('ignores days of another year (a copy to next year staged while this year is shown)', () => {
    const next = applyChanges(base, [{ start: '2028_01_01', end: '2028_01_31', closedDeparture: true }]);
    expect(next.restrictions.closedDeparture).toBe(base.restrictions.closedDeparture);
  });
});

describe('gridIssues and rateContext', () => {
  it('refuses an adjustment that takes a price below zero and a minimum stay above the maximum', () => {
    const grid = makeGrid({}, () => cell('10.00'));
    grid.restrictions.maxStay[at('2027_03_02')] = 3;
    expect(
      gridIssues(grid, {
        start: '2027_03_01',
        end: '2027_03_01',
        roomTypes: [7],
        boards: ['BB'],
        adjust: { amount: '-11' },
      }),
    ).toEqual([{ path: ['adjust'], message: 'rates.errors.adjust_too_large' }]);
    expect(gridIssues(grid, { start: '2027_03_01', end: '2027_03_02', minStay: 4 })).toEqual([
      { path: ['minStay'], message: 'rates.errors.min_above_max' },
    ]);
    expect(gridIssues(grid, { start: '2027_03_01', end: '2027_03_02', minStay: 4, maxStay: null })).toEqual(
      [],
    );
  });

  it('gives the domain what it checks a change against', () => {
    expect(rateContext(makeGrid(), [2026, 2027])).toMatchObject({
      priceRoomType: 'person',
      derived: false,
      roomTypes: [
        { id: 7, occupancy: 3 },
        { id: 8, occupancy: 1 },
      ],
      firstDay: '2026_01_01',
      lastDay: '2027_12_31',
    });
  });
});
