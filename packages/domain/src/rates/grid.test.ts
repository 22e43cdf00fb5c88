import { describe, expect, it } from 'vitest';
import { ages } from './ari.test-utils.ts';
import { dayKeysOfYear } from './calendar.ts';
import type { PriceCell } from './cells.ts';
import { type AriChanged, ariChangedSchema, ariGridSchema } from './grid.contract.ts';
import {
  type AriGrid,
  changedPriceCount,
  compactPlanControls,
  dayIndex,
  groupChangedPlanControls,
  groupChangedPrices,
  mergeChanged,
  type PlanControl,
  planControlAt,
  planControlRows,
} from './grid.ts';

describe('dayIndex', () => {
  it.each<[number, string, number]>([
    [2027, '2027_01_01', 0],
    [2027, '2027_01_31', 30],
    [2027, '2027_02_28', 58],
    [2027, '2027_03_01', 59],
    [2028, '2028_02_29', 59],
    [2028, '2028_03_01', 60],
    [2027, '2027_12_31', 364],
    [2028, '2028_12_31', 365],
    [2100, '2100_03_01', 59],
    [2000, '2000_03_01', 60],
    [2027, '2028_01_01', -1],
    [2027, '2026_12_31', -1],
    [2027, '2027_02_29', -1],
    [2027, '2027-01-01', -1],
  ])('%i: %s is %i', (year, key, index) => {
    expect(dayIndex(year, key)).toBe(index);
  });

  it('numbers every day of a year in order', () => {
    for (const year of [2027, 2028, 2100]) {
      const keys = dayKeysOfYear(year);
      expect(keys.map((key) => dayIndex(year, key))).toEqual(keys.map((_, index) => index));
    }
  });
});

describe('mergeChanged', () => {
  const days = 365;
  const cell = (amount: string): PriceCell => ({ amounts: [amount], child: null, infant: null, baby: null });
  const flags = (on: number[]) =>
    Array.from({ length: days }, (_, index) => (on.includes(index) ? '1' : '0')).join('');
  const list = <T>(entries: Record<number, T>): (T | null)[] =>
    Array.from({ length: days }, (_, index) => entries[index] ?? null);

  const grid: AriGrid = {
    rate: 1,
    kind: 'rate',
    year: 2027,
    days,
    priceRoomType: 'room',
    currency: 'EUR',
    quotaType: 'allotment_release',
    releaseDays: 7,
    ...ages,
    derived: null,
    roomTypes: [
      { id: 10, name: 'Doble', isApartment: false, occupancy: 2 },
      { id: 11, name: 'Suite', isApartment: false, occupancy: 4 },
    ],
    boards: ['RO', 'BB'],
    applies: flags([0, 1, 2]),
    prices: [{ room: 10, board: 'BB', cells: list({ 0: cell('80.00'), 1: cell('80.00') }) }],
    inventory: [{ room: 10, allotment: list({ 0: 5 }), stopSale: flags([4]) }],
    restrictions: {
      minStay: list({ 0: 3 }),
      maxStay: list<number>({}),
      closedArrival: flags([]),
      closedDeparture: flags([6]),
    },
  };

  const changed: AriChanged = {
    prices: groupChangedPrices([
      { room: 10, board: 'BB', day: '2027_01_02', cell: cell('90.00') },
      { room: 11, board: 'RO', day: '2027_12_31', cell: cell('150.00') },
      { room: 10, board: 'BB', day: '2028_01_01', cell: cell('1.00') },
    ]),
    inventory: [
      { room: 10, day: '2027_01_05', allotment: 4, stopSale: false },
      { room: 11, day: '2027_01_03', allotment: 2, stopSale: true },
    ],
    restrictions: [
      { day: '2027_01_01', minStay: null, maxStay: 10, closedArrival: true, closedDeparture: false },
      { day: '2027_01_07', minStay: 2, maxStay: null, closedArrival: false, closedDeparture: false },
    ],
  };

  it('groups changed prices by value, then by room type and board, and counts them', () => {
    const grouped = groupChangedPrices([
      { room: 1, board: 'BB', day: '2027_07_04', cell: cell('90.00') },
      { room: 2, board: 'BB', day: '2027_07_04', cell: cell('90.00') },
      { room: 1, board: 'BB', day: '2027_07_05', cell: cell('90.00') },
      { room: 1, board: 'HB', day: '2027_07_04', cell: cell('120.00') },
    ]);
    expect(grouped).toEqual([
      {
        cell: cell('90.00'),
        at: [
          { room: 1, board: 'BB', days: ['2027_07_04', '2027_07_05'] },
          { room: 2, board: 'BB', days: ['2027_07_04'] },
        ],
      },
      { cell: cell('120.00'), at: [{ room: 1, board: 'HB', days: ['2027_07_04'] }] },
    ]);
    expect(changedPriceCount({ prices: grouped })).toBe(4);
  });

  it('merges prices, inventory and restrictions, creating the rows that were not there', () => {
    const merged = mergeChanged(grid, changed);
    expect(merged.prices).toEqual([
      { room: 10, board: 'BB', cells: list({ 0: cell('80.00'), 1: cell('90.00') }) },
      { room: 11, board: 'RO', cells: list({ 364: cell('150.00') }) },
    ]);
    expect(merged.inventory).toEqual([
      { room: 10, allotment: list({ 0: 5, 4: 4 }), stopSale: flags([]) },
      { room: 11, allotment: list({ 2: 2 }), stopSale: flags([2]) },
    ]);
    expect(merged.restrictions).toEqual({
      minStay: list({ 6: 2 }),
      maxStay: list({ 0: 10 }),
      closedArrival: flags([0]),
      closedDeparture: flags([]),
    });
    expect(merged.applies).toBe(grid.applies);
    expect(merged.restrictions.closedArrival).toHaveLength(days);
  });

  it('leaves the original grid as it was', () => {
    const before = structuredClone(grid);
    const merged = mergeChanged(grid, changed);
    expect(grid).toEqual(before);
    expect(merged.prices[0]?.cells).not.toBe(grid.prices[0]?.cells);
    expect(merged.inventory[0]?.allotment).not.toBe(grid.inventory[0]?.allotment);
    expect(merged.restrictions.minStay).not.toBe(grid.restrictions.minStay);
  });

  it('changes nothing for an empty write', () => {
    expect(mergeChanged(grid, { prices: [], inventory: [], restrictions: [] })).toEqual(grid);
  });

  describe("products' own rows (rate_plan_controls)", () => {
    const open: PlanControl = {
      minStay: null,
      maxStay: null,
      closedArrival: false,
      closedDeparture: false,
      stopSale: false,
    };
    const withPlans: AriGrid = {
      ...grid,
      planControls: compactPlanControls([
        { room: 10, board: 'BB', day: 4, ...open, minStay: 3 },
        { room: 10, board: 'BB', day: 2, ...open, stopSale: true },
        { room: 11, board: 'RO', day: 0, ...open, closedArrival: true },
      ]),
    };

    it('are compact: one entry per product, its days ascending, flags as strings', () => {
      expect(withPlans.planControls).toEqual([
        {
          room: 10,
          board: 'BB',
          days: [2, 4],
          minStay: [null, 3],
          maxStay: [null, null],
          closedArrival: '00',
          closedDeparture: '00',
          stopSale: '10',
        },
        {
          room: 11,
          board: 'RO',
          days: [0],
          minStay: [null],
          maxStay: [null],
          closedArrival: '1',
          closedDeparture: '0',
          stopSale: '0',
        },
      ]);
      const first = withPlans.planControls?.[0];
      expect(first && planControlAt(first, 1)).toEqual({ ...open, minStay: 3 });
      expect(compactPlanControls(planControlRows(withPlans.planControls ?? []))).toEqual(
        withPlans.planControls,
      );
    });

    it('travel on the grid and the write answer, and may be absent from both', () => {
      const wire = { ...withPlans, prices: [] };
      expect(ariGridSchema.parse(wire).planControls).toEqual(withPlans.planControls);
      const { planControls: _, ...without } = wire;
      expect(ariGridSchema.parse(without).planControls).toBeUndefined();
      const changedPlans = groupChangedPlanControls([
        { room: 10, board: 'BB', day: '2027_01_03', ...open, minStay: 2 },
      ]);
      expect(ariChangedSchema.parse({ ...changed, planControls: changedPlans }).planControls).toEqual(
        changedPlans,
      );
      expect(ariChangedSchema.parse(changed).planControls).toBeUndefined();
    });

    it('group changed rows by value, then by room type and board', () => {
      expect(
        groupChangedPlanControls([
          { room: 10, board: 'BB', day: '2027_01_03', ...open, minStay: 2 },
          { room: 11, board: 'BB', day: '2027_01_03', ...open, minStay: 2 },
          { room: 10, board: 'BB', day: '2027_01_04', ...open, minStay: 2 },
          { room: 10, board: 'RO', day: '2027_01_03', ...open, stopSale: true },
        ]),
      ).toEqual([
        {
          control: { ...open, minStay: 2 },
          at: [
            { room: 10, board: 'BB', days: ['2027_01_03', '2027_01_04'] },
            { room: 11, board: 'BB', days: ['2027_01_03'] },
          ],
        },
        { control: { ...open, stopSale: true }, at: [{ room: 10, board: 'RO', days: ['2027_01_03'] }] },
      ]);
    });

    it('merge: rows changed replaced, new ones inserted in day order, new products added, other years ignored', () => {
      const before = structuredClone(withPlans);
      const merged = mergeChanged(withPlans, {
        prices: [],
        inventory: [],
        restrictions: [],
        planControls: groupChangedPlanControls([
          { room: 10, board: 'BB', day: '2027_01_05', ...open, minStay: 5 },
          { room: 10, board: 'BB', day: '2027_01_04', ...open, minStay: 5, stopSale: true },
          { room: 11, board: 'BB', day: '2027_01_02', ...open, closedDeparture: true },
          { room: 10, board: 'BB', day: '2028_01_01', ...open, stopSale: true },
        ]),
      });
      expect(merged.planControls).toEqual([
        {
          room: 10,
          board: 'BB',
          days: [2, 3, 4],
          minStay: [null, 5, 5],
          maxStay: [null, null, null],
          closedArrival: '000',
          closedDeparture: '000',
          stopSale: '110',
        },
        withPlans.planControls?.[1],
        {
          room: 11,
          board: 'BB',
          days: [1],
          minStay: [null],
          maxStay: [null],
          closedArrival: '0',
          closedDeparture: '1',
          stopSale: '0',
        },
      ]);
      expect(withPlans).toEqual(before);
    });

    it("merge: a write without product rows keeps the grid's as they were", () => {
      expect(mergeChanged(withPlans, changed).planControls).toBe(withPlans.planControls);
      expect(mergeChanged(grid, changed).planControls).toBeUndefined();
    });
  });
});
