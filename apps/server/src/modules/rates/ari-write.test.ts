import { describe, expect, it } from 'vitest';
import {
  ARI_WRITE_CELLS_MAX,
  type AriStep,
  AriWriteError,
  cellsOf,
  checkWritten,
  mergeDelta,
  planChange,
  withinCellCap,
} from './ari-write.ts';

const days = (count: number) =>
  Array.from({ length: count }, (_, at) => new Date(Date.UTC(2027, 0, 1 + at)).toISOString().slice(0, 10));

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AriWriteError) return { problem: error.problem, source: error.source };
    throw error;
  }
  return undefined;
};

const written = (rows: Partial<Parameters<typeof checkWritten>[0]>) => ({
  prices: [],
  inventory: [],
  restrictions: [],
  planControls: [],
  ...rows,
});

describe('the one cell cap of ARI writes (grid, CSV, OTA in)', () => {
  it('counts prices per day × room type × board, inventory and products per day × room type, restrictions per day', () => {
    const cell = { amounts: ['80.00'], child: null, infant: null, baby: null };
    const steps: AriStep[] = [
      { type: 'price', days: days(10), rooms: [1, 2], boards: ['BB', 'HB', 'AI'], cell },
      { type: 'adjust', days: days(10), rooms: [1], boards: ['BB'], adjust: { percent: '5' } },
      { type: 'cells', cells: [{ ...cell, room: 1, board: 'BB', day: '2027-01-01' }] },
      { type: 'inventory', days: days(10), rooms: [1, 2], allotment: 3 },
      { type: 'planControls', days: days(10), rooms: [1, 2, 3], board: 'BB', minStay: 2 },
      { type: 'restrictions', days: days(10), maxStay: 9 },
    ];
    expect(cellsOf(steps)).toBe(60 + 10 + 1 + 20 + 30 + 10);
  });

  it('holds across the rates of one message, at ARI_WRITE_CELLS_MAX exactly', () => {
    const half = (rooms: number): AriStep[] => [
      { type: 'inventory', days: days(365), rooms: Array.from({ length: rooms }, (_, at) => at) },
    ];
    // 410 room types × 365 days = 149 650 cells: within; two such rates in one write are not.
    expect(withinCellCap(half(410))).toBe(true);
    expect(withinCellCap(half(410), half(410))).toBe(false);
    expect(
      withinCellCap([{ type: 'restrictions', days: Array(ARI_WRITE_CELLS_MAX).fill('2027-01-01') }]),
    ).toBe(true);
    expect(
      withinCellCap([{ type: 'restrictions', days: Array(ARI_WRITE_CELLS_MAX + 1).fill('2027-01-01') }]),
    ).toBe(false);
  });
});

describe('checkWritten, the one set of checks after a write', () => {
  it('refuses a minimum stay above the maximum on a product row, naming the first step that set a stay', () => {
    const steps = planChange({ start: '2027_01_01', end: '2027_01_02', closedArrival: true }, 0).concat(
      planChange({ start: '2027_01_01', end: '2027_01_02', minStay: 5 }, 1),
    );
    const product = {
      roomId: 1,
      board: 'BB',
      day: '2027-01-01',
      minStay: 5,
      maxStay: 3,
      closedArrival: false,
      closedDeparture: false,
      stopSale: false,
    };
    expect(refusal(() => checkWritten(written({ planControls: [product] }), steps))).toEqual({
      problem: 'minAboveMax',
      source: 1,
    });
    expect(refusal(() => checkWritten(written({ planControls: [{ ...product, maxStay: 5 }] }), steps))).toBe(
      undefined,
    );
  });

  it('refuses rooms allotted past the bound, naming the step that added them', () => {
    const steps: AriStep[] = [
      { type: 'inventory', days: days(1), rooms: [1], allotment: 4, source: 0 },
      { type: 'inventory', days: days(1), rooms: [1], allotmentAdd: 999, source: 1 },
    ];
    const row = { roomId: 1, day: '2027-01-01', allotment: 1_003, stopSale: false, booked: 0 };
    expect(refusal(() => checkWritten(written({ inventory: [row] }), steps))).toEqual({
      problem: 'allotmentAboveMax',
      source: 1,
    });
  });

  it('refuses rooms allotted below the rooms booked, naming the step and the day', () => {
    const steps: AriStep[] = [
      { type: 'restrictions', days: days(1), minStay: 2, source: 0 },
      { type: 'inventory', days: days(1), rooms: [1], allotment: 2, source: 1 },
    ];
    const row = { roomId: 1, day: '2027-01-01', allotment: 2, stopSale: false, booked: 3 };
    expect(refusal(() => checkWritten(written({ inventory: [row] }), steps))).toEqual({
      problem: 'allotmentBelowBooked',
      source: 1,
    });
    expect(() => checkWritten(written({ inventory: [{ ...row, booked: 2 }] }), steps)).not.toThrow();
  });
});

describe('mergeDelta', () => {
  const step = (amounts: (string | undefined)[]): Extract<AriStep, { type: 'delta' }> => ({
    type: 'delta',
    days: ['2027-01-01'],
    rooms: [1],
    boards: ['BB'],
    amounts,
    guests: {},
    source: 4,
  });
  const rate = { priceRoomType: 'person', roomTypes: [{ id: 1, occupancy: 2 }] };
  const found = [
    {
      roomId: 1,
      board: 'BB',
      day: '2027-01-01',
      amounts: '90.00,80.00',
      child: '10.00',
      infant: null,
      baby: null,
    },
  ];

  it('replaces the occupancies named and keeps the others', () => {
    expect(mergeDelta(step([undefined, '75.00']), found, rate)).toEqual([
      {
        amounts: ['90.00', '75.00'],
        child: '10.00',
        infant: null,
        baby: null,
        room: 1,
        board: 'BB',
        day: '2027-01-01',
      },
    ]);
  });

  it('refuses a cell left without a whole price, or priced for more adults than it sleeps, naming the step', () => {
    expect(refusal(() => mergeDelta(step([undefined, '75.00']), [], rate))).toEqual({
      problem: 'deltaIncomplete',
      source: 4,
    });
    expect(refusal(() => mergeDelta(step([undefined, undefined, '70.00']), found, rate))).toEqual({
      problem: 'adultsCount',
      source: 4,
    });
  });
});
