import { describe, expect, it } from 'vitest';
import { perPerson, perRoom } from './ari.test-utils.ts';
import {
  type Adjustment,
  adjustCell,
  BOARD_OTA_MEAL_PLAN,
  BOARDS,
  cellFromInput,
  deriveAmount,
  deriveCell,
  type GuestCategory,
  guestCategory,
  isBoard,
  nightPrice,
  normalizeCell,
  type PriceCell,
  type PricingRate,
  roomOccupancy,
} from './cells.ts';

describe('boards', () => {
  it('lists the OTA meal plans of each board', () => {
    expect(BOARDS).toEqual(['RO', 'SC', 'BB', 'HB', 'FB', 'AI']);
    expect(BOARD_OTA_MEAL_PLAN).toEqual({ RO: 14, SC: 15, BB: 3, HB: 12, FB: 10, AI: 1 });
    expect(isBoard('HB')).toBe(true);
    expect(isBoard('hb')).toBe(false);
    expect(isBoard('XX')).toBe(false);
  });
});

describe('guest categories', () => {
  it.each<[Partial<PricingRate>, number, GuestCategory]>([
    [{}, 0, 'baby'],
    [{}, 1, 'baby'],
    [{}, 2, 'infant'],
    [{}, 3, 'infant'],
    [{}, 4, 'child'],
    [{}, 12, 'child'],
    [{}, 13, 'adult'],
    [{}, 17, 'adult'],
    // No babies: the youngest are infants.
    [{ babyAge: 0 }, 0, 'infant'],
    [{ babyAge: 0 }, 1, 'infant'],
    // No infants: babies, then children.
    [{ infantAge: 0, babyAge: 2 }, 2, 'baby'],
    [{ infantAge: 0, babyAge: 2 }, 3, 'child'],
    // Children only.
    [{ infantAge: 0, babyAge: 0 }, 0, 'child'],
    // No children: older than the infants are adults.
    [{ childsAge: 0 }, 3, 'infant'],
    [{ childsAge: 0 }, 4, 'adult'],
    // Adults only.
    [{ childsAge: 0, infantAge: 0, babyAge: 0 }, 0, 'adult'],
    [{ childsAge: 0, infantAge: 0, babyAge: 0 }, 8, 'adult'],
  ])('%o: a guest of %i is %s', (limits, age, category) => {
    expect(guestCategory({ ...perPerson, ...limits }, age)).toBe(category);
  });
});

describe('night prices', () => {
  const cell: PriceCell = {
    amounts: ['50.00', '40.00', '35.50'],
    child: '20.00',
    infant: '10.00',
    baby: '0.00',
  };

  it('sells a per-room cell for its one amount, whoever shares the room', () => {
    const room: PriceCell = { amounts: ['120.00'], child: null, infant: null, baby: null };
    expect(nightPrice(perRoom, room, { adults: 1, childAges: [] })).toBe('120.00');
    expect(nightPrice(perRoom, room, { adults: 2, childAges: [0, 8, 15] })).toBe('120.00');
    expect(nightPrice(perRoom, { ...room, amounts: [] }, { adults: 2, childAges: [] })).toBeNull();
  });

  it.each<[number, number[], string | null]>([
    [1, [], '50.00'],
    [2, [], '80.00'],
    [3, [], '106.50'],
    [4, [], null],
    [0, [], null],
    [0, [8], null],
    [2, [8], '100.00'],
    [2, [3], '90.00'],
    [2, [1], '80.00'],
    // Babies 0 and 1, infants 2 and 3, children 4 and 12.
    [2, [0, 1, 2, 3, 4, 12], '140.00'],
    // A 'child' older than the child age pays as an adult.
    [2, [13], '106.50'],
    [1, [13], '80.00'],
    [3, [13], null],
  ])('per person: %i adults and children aged %j → %s', (adults, childAges, expected) => {
    expect(nightPrice(perPerson, cell, { adults, childAges })).toBe(expected);
  });

  it.each<[Partial<PricingRate>, Partial<PriceCell>, number[], string | null]>([
    [{}, { child: null }, [8], null],
    [{}, { child: null }, [2], '90.00'],
    [{}, { infant: null }, [2], null],
    [{}, { baby: null }, [0], null],
    [{}, { child: null, infant: null, baby: null }, [], '80.00'],
    // No babies: a guest of 1 is an infant.
    [{ babyAge: 0 }, { baby: null }, [1], '90.00'],
    // No infants nor babies: a guest of 1 is a child.
    [{ infantAge: 0, babyAge: 0 }, { infant: null, baby: null }, [1], '100.00'],
    // Adults only: every guest pays as an adult.
    [{ childsAge: 0, infantAge: 0, babyAge: 0 }, { child: null, infant: null, baby: null }, [5], '106.50'],
  ])('%o with %o and children aged %j → %s', (limits, prices, childAges, expected) => {
    expect(nightPrice({ ...perPerson, ...limits }, { ...cell, ...prices }, { adults: 2, childAges })).toBe(
      expected,
    );
  });
});

describe('offers priced off a base rate', () => {
  it.each<[string, 'percent' | 'amount', string, string]>([
    ['130.50', 'percent', '10', '117.45'],
    ['0.05', 'percent', '50', '0.03'],
    ['0.15', 'percent', '50', '0.08'],
    ['0.01', 'percent', '50', '0.01'],
    ['99.99', 'percent', '33.33', '66.66'],
    ['80.00', 'percent', '12.5', '70.00'],
    ['100.00', 'percent', '0', '100.00'],
    ['100.00', 'percent', '100', '0.00'],
    ['80.00', 'amount', '15.50', '64.50'],
    ['80', 'amount', '0', '80.00'],
    ['10.00', 'amount', '10', '0.00'],
    ['10.00', 'amount', '12', '0.00'],
  ])('%s less %s %s is %s', (base, kind, value, expected) => {
    expect(deriveAmount(base, { kind, value })).toBe(expected);
  });

  it('derives every price of a cell and keeps the ones not sold', () => {
    const base: PriceCell = { amounts: ['100.00', '80.00'], child: '30.00', infant: null, baby: '0.00' };
    expect(deriveCell(base, { kind: 'percent', value: '10' })).toEqual({
      amounts: ['90.00', '72.00'],
      child: '27.00',
      infant: null,
      baby: '0.00',
    });
    expect(deriveCell(base, { kind: 'amount', value: '35' })).toEqual({
      amounts: ['65.00', '45.00'],
      child: '0.00',
      infant: null,
      baby: '0.00',
    });
  });
});

describe('adjustments of existing prices', () => {
  const cell: PriceCell = { amounts: ['50.00', '40.00'], child: '20.00', infant: null, baby: '6.00' };

  it.each<[Adjustment, PriceCell | null]>([
    [{ percent: '20' }, { amounts: ['60.00', '48.00'], child: '24.00', infant: null, baby: '7.20' }],
    [{ percent: '-12.5' }, { amounts: ['43.75', '35.00'], child: '17.50', infant: null, baby: '5.25' }],
    [{ percent: '-100' }, { amounts: ['0.00', '0.00'], child: '0.00', infant: null, baby: '0.00' }],
    // An amount moves the adult amounts only; the guests' prices stay.
    [{ amount: '-5' }, { amounts: ['45.00', '35.00'], child: '20.00', infant: null, baby: '6.00' }],
    [{ amount: '2.50' }, { amounts: ['52.50', '42.50'], child: '20.00', infant: null, baby: '6.00' }],
    [{ amount: '-40' }, { amounts: ['10.00', '0.00'], child: '20.00', infant: null, baby: '6.00' }],
    // Out of bounds: one price below 0 refuses the whole cell.
    [{ amount: '-40.01' }, null],
    [{ amount: '-60' }, null],
  ])('%o → %o', (adjustment, expected) => {
    expect(adjustCell(cell, adjustment)).toEqual(expected);
  });

  it('rounds half up and refuses a price above the maximum', () => {
    const single = (amount: string): PriceCell => ({
      amounts: [amount],
      child: null,
      infant: null,
      baby: null,
    });
    expect(adjustCell(single('10.05'), { percent: '-12.5' })?.amounts).toEqual(['8.79']);
    expect(adjustCell(single('0.05'), { percent: '-50' })?.amounts).toEqual(['0.03']);
    expect(adjustCell(single('999999.00'), { amount: '1' })?.amounts).toEqual(['1000000.00']);
    expect(adjustCell(single('999999.00'), { amount: '1.01' })).toBeNull();
    expect(adjustCell(single('200000.00'), { percent: '1000' })).toBeNull();
  });

  it('writes every price with two decimals', () => {
    expect(normalizeCell({ amounts: ['80', '70.5'], child: '0', infant: null, baby: '1.25' })).toEqual({
      amounts: ['80.00', '70.50'],
      child: '0.00',
      infant: null,
      baby: '1.25',
    });
    expect(cellFromInput({ amounts: [' 80 '], child: '5.5' })).toEqual({
      amounts: ['80.00'],
      child: '5.50',
      infant: null,
      baby: null,
    });
  });
});

describe('room occupancy', () => {
  it.each<[{ total_occupancy?: number | null; default_adults?: number | null }, number]>([
    [{ total_occupancy: 4, default_adults: 2 }, 4],
    [{ total_occupancy: null, default_adults: 2 }, 2],
    [{}, 1],
    [{ total_occupancy: 0 }, 1],
    [{ total_occupancy: 30 }, 20],
  ])('a room %o lists %i adults', (room, occupancy) => {
    expect(roomOccupancy(room)).toBe(occupancy);
  });
});
