import { describe, expect, it } from 'vitest';
import {
  type Adjustment,
  ARI_CHANGES_MAX,
  ARI_MSG,
  type AriChange,
  type AriChanged,
  type AriGrid,
  type AriIssue,
  type AriRateContext,
  adjustCell,
  amountIssue,
  amountSchema,
  ariChangedSchema,
  ariChangeSchema,
  ariGridSchema,
  ariWriteSchema,
  BOARD_OTA_MEAL_PLAN,
  BOARDS,
  cellFromInput,
  changeDays,
  changedPriceCount,
  changeIssues,
  changeTargets,
  compactPlanControls,
  csvPriceColumns,
  dayIndex,
  deriveAmount,
  deriveCell,
  fromCents,
  type GuestCategory,
  groupChangedPlanControls,
  groupChangedPrices,
  guestCategory,
  isBoard,
  mergeChanged,
  nightPrice,
  normalizeCell,
  type PlanControl,
  type PriceCell,
  type PricingRate,
  percentHundredths,
  planControlAt,
  planControlRows,
  productIssues,
  type RateProductValues,
  rateCreateSchema,
  roomOccupancy,
  toCents,
} from './ari.ts';
import { dayKeysOfYear } from './calendar.ts';
import { RATES_MSG } from './rules.ts';

function pairs(issues: AriIssue[]) {
  return issues.map((issue) => [issue.path.join('.'), issue.message]);
}

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const ages = { childsAge: 12, infantAge: 3, babyAge: 1 };
const perPerson: PricingRate = { priceRoomType: 'person', ...ages };
const perRoom: PricingRate = { priceRoomType: 'room', ...ages };

describe('boards', () => {
  it('lists the OTA meal plans of each board', () => {
    expect(BOARDS).toEqual(['RO', 'SC', 'BB', 'HB', 'FB', 'AI']);
    expect(BOARD_OTA_MEAL_PLAN).toEqual({ RO: 14, SC: 15, BB: 3, HB: 12, FB: 10, AI: 1 });
    expect(isBoard('HB')).toBe(true);
    expect(isBoard('hb')).toBe(false);
    expect(isBoard('XX')).toBe(false);
  });
});

describe('money', () => {
  it.each<[string, number | null]>([
    ['80', 8000],
    ['80.5', 8050],
    ['80.05', 8005],
    ['80.50', 8050],
    ['0', 0],
    ['0.01', 1],
    [' 12.30 ', 1230],
    ['1000000', 100_000_000],
    ['999999999.99', 99_999_999_999],
    ['80.', null],
    ['.5', null],
    ['-5', null],
    ['+5', null],
    ['1e3', null],
    ['80,50', null],
    ['80.123', null],
    ['1234567890', null],
    ['', null],
  ])('%j is %s cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each<[number, string]>([
    [8050, '80.50'],
    [8000, '80.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [100_000_000, '1000000.00'],
  ])('%i cents read %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('formats what it parses back to the same cents', () => {
    for (const text of ['0.01', '0.10', '1.99', '80.50', '117.45', '1000000.00'])
      expect(fromCents(toCents(text) ?? -1)).toBe(text);
  });

  it.each<[string, string | null]>([
    ['-5', ARI_MSG.amountNegative],
    ['-0.50', ARI_MSG.amountNegative],
    [' -80 ', ARI_MSG.amountNegative],
    ['80.123456789012', ARI_MSG.amountDecimals],
    ['80.123', ARI_MSG.amountDecimals],
    ['1000000.01', ARI_MSG.amountTooLarge],
    ['2000000', ARI_MSG.amountTooLarge],
    ['1000000000', ARI_MSG.amountTooLarge],
    ['99999999999.99', ARI_MSG.amountTooLarge],
    ['abc', ARI_MSG.amountInvalid],
    ['12abc', ARI_MSG.amountInvalid],
    ['-abc', ARI_MSG.amountInvalid],
    ['80,50', ARI_MSG.amountInvalid],
    ['1e3', ARI_MSG.amountInvalid],
    ['80.', ARI_MSG.amountInvalid],
    ['', ARI_MSG.amountInvalid],
    ['80', null],
    ['80.5', null],
    ['0', null],
    ['0.00', null],
    ['1000000', null],
    ['1000000.00', null],
  ])('amount %j → %s', (text, issue) => {
    expect(amountIssue(text)).toBe(issue);
  });

  it('takes amounts as decimal strings only (JSON numbers are floating point)', () => {
    expect(amountSchema.safeParse('80.50').success).toBe(true);
    expect(messages(amountSchema.safeParse(80.5))).toEqual([['', ARI_MSG.amountInvalid]]);
    expect(messages(amountSchema.safeParse('-1'))).toEqual([['', ARI_MSG.amountNegative]]);
  });

  it.each<[string, number | null]>([
    ['20', 2000],
    ['-12.5', -1250],
    ['12.34', 1234],
    ['0', 0],
    ['-100', -10_000],
    ['1000', 100_000],
    ['-100.01', null],
    ['1000.01', null],
    ['12.345', null],
    ['+20', null],
    ['20%', null],
    ['abc', null],
    ['', null],
  ])('percentage %j is %s hundredths', (text, hundredths) => {
    expect(percentHundredths(text)).toBe(hundredths);
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

describe('the days of a change', () => {
  it.each<[string, string, number[] | undefined, string[]]>([
    ['2027_03_01', '2027_03_03', undefined, ['2027_03_01', '2027_03_02', '2027_03_03']],
    ['2027_03_05', '2027_03_05', undefined, ['2027_03_05']],
    ['2027_12_30', '2028_01_02', undefined, ['2027_12_30', '2027_12_31', '2028_01_01', '2028_01_02']],
    ['2028_02_28', '2028_03_01', undefined, ['2028_02_28', '2028_02_29', '2028_03_01']],
    // 1 March 2027 is a Monday (0): Saturdays (5) and Sundays (6) of two weeks.
    ['2027_03_01', '2027_03_14', [5, 6], ['2027_03_06', '2027_03_07', '2027_03_13', '2027_03_14']],
    ['2027_03_01', '2027_03_14', [0], ['2027_03_01', '2027_03_08']],
    ['2027_03_01', '2027_03_01', [2], []],
    // A reversed range lists its days in order; changeIssues refuses it.
    ['2027_03_03', '2027_03_01', undefined, ['2027_03_01', '2027_03_02', '2027_03_03']],
  ])('%s → %s on %j', (start, end, weekdays, expected) => {
    expect(changeDays({ start, end, weekdays })).toEqual(expected);
  });

  it('covers a whole leap year', () => {
    expect(changeDays({ start: '2028_01_01', end: '2028_12_31' })).toHaveLength(366);
  });

  it.each<[Partial<AriChange>, ReturnType<typeof changeTargets>]>([
    [{}, { prices: false, inventory: false, restrictions: false }],
    [{ price: { amounts: ['80'] } }, { prices: true, inventory: false, restrictions: false }],
    [{ adjust: { percent: '5' } }, { prices: true, inventory: false, restrictions: false }],
    [{ stopSale: false }, { prices: false, inventory: true, restrictions: false }],
    [{ allotment: 0 }, { prices: false, inventory: true, restrictions: false }],
    [{ minStay: null }, { prices: false, inventory: false, restrictions: true }],
    [{ closedDeparture: true }, { prices: false, inventory: false, restrictions: true }],
  ])('%o touches %o', (fields, targets) => {
    expect(changeTargets({ start: '2027_03_01', end: '2027_03_01', ...fields })).toEqual(targets);
  });
});

describe('changeIssues', () => {
  const context: AriRateContext = {
    ...perPerson,
    quotaType: 'allotment_release',
    derived: false,
    roomTypes: [
      { id: 10, occupancy: 3 },
      { id: 11, occupancy: 2 },
    ],
    boards: ['RO', 'BB'],
    firstDay: '2026_01_01',
    lastDay: '2027_12_31',
  };
  const days = { start: '2027_03_01', end: '2027_03_31' };
  const prices = { ...days, roomTypes: [10, 11], boards: ['BB' as const] };

  it.each<[string, AriChange, Partial<AriRateContext>, string[][]]>([
    ['a price', { ...prices, price: { amounts: ['80', '70'], child: '20', infant: '0' } }, {}, []],
    ['an adjustment', { ...prices, adjust: { amount: '-5' } }, {}, []],
    ['restrictions without room types', { ...days, minStay: 2, maxStay: 7, closedArrival: true }, {}, []],
    ['an allotment', { ...days, roomTypes: [10], allotment: 5, stopSale: false }, {}, []],
    ['weekdays only', { ...days, weekdays: [5, 6], closedDeparture: true }, {}, []],
    ['the writable years', { start: '2026_01_01', end: '2026_01_01', minStay: 1 }, {}, []],
    ['the last writable day', { start: '2027_12_31', end: '2027_12_31', minStay: 1 }, {}, []],
    // Ranges.
    [
      'a reversed range',
      { start: '2027_03_31', end: '2027_03_01', minStay: 2 },
      {},
      [['end', ARI_MSG.rangeReversed]],
    ],
    ['366 days', { start: '2026_01_01', end: '2027_01_01', minStay: 2 }, {}, []],
    ['367 days', { start: '2026_01_01', end: '2027_01_02', minStay: 2 }, {}, [['end', ARI_MSG.rangeTooLong]]],
    [
      'a leap year and a day',
      { start: '2028_01_01', end: '2029_01_01', minStay: 2 },
      { firstDay: '2028_01_01', lastDay: '2029_12_31' },
      [['end', ARI_MSG.rangeTooLong]],
    ],
    [
      'ten thousand years',
      { start: '0001_01_01', end: '9999_12_31', minStay: 2 },
      {},
      [
        ['end', ARI_MSG.rangeTooLong],
        ['start', ARI_MSG.dayOutOfYears],
        ['end', ARI_MSG.dayOutOfYears],
      ],
    ],
    [
      'a start before the writable years',
      { start: '2025_12_31', end: '2026_01_05', minStay: 2 },
      {},
      [['start', ARI_MSG.dayOutOfYears]],
    ],
    [
      'an end after the writable years',
      { start: '2027_12_30', end: '2028_01_01', minStay: 2 },
      {},
      [['end', ARI_MSG.dayOutOfYears]],
    ],
    // What to set.
    ['nothing', { ...days }, {}, [['', ARI_MSG.nothingToChange]]],
    ['room types and boards only', { ...prices }, {}, [['', ARI_MSG.nothingToChange]]],
    [
      'a price and an adjustment',
      { ...prices, price: { amounts: ['80'] }, adjust: { percent: '10' } },
      {},
      [['adjust', ARI_MSG.priceAndAdjust]],
    ],
    [
      'a price on a derived rate',
      { ...prices, price: { amounts: ['80'] } },
      { derived: true },
      [['price', ARI_MSG.derivedNoPrices]],
    ],
    [
      'an adjustment on a derived rate',
      { ...prices, adjust: { percent: '10' } },
      { derived: true },
      [['adjust', ARI_MSG.derivedNoPrices]],
    ],
    [
      'allotment and restrictions on a derived rate',
      { ...days, roomTypes: [10], allotment: 3, minStay: 2 },
      { derived: true },
      [],
    ],
    // Room types and boards.
    [
      'a price without room types',
      { ...days, boards: ['BB'], price: { amounts: ['80'] } },
      {},
      [['roomTypes', ARI_MSG.roomTypesRequired]],
    ],
    [
      'an allotment without room types',
      { ...days, roomTypes: [], allotment: 3 },
      {},
      [['roomTypes', ARI_MSG.roomTypesRequired]],
    ],
    [
      'a stop sale without room types',
      { ...days, stopSale: true },
      {},
      [['roomTypes', ARI_MSG.roomTypesRequired]],
    ],
    [
      'a price without boards',
      { ...days, roomTypes: [10], price: { amounts: ['80'] } },
      {},
      [['boards', ARI_MSG.boardsRequired]],
    ],
    [
      'an adjustment without boards',
      { ...days, roomTypes: [10], boards: [], adjust: { amount: '5' } },
      {},
      [['boards', ARI_MSG.boardsRequired]],
    ],
    [
      'a room type not in the rate',
      { ...prices, roomTypes: [10, 99], price: { amounts: ['80'] } },
      {},
      [['roomTypes.1', ARI_MSG.roomTypeNotInRate]],
    ],
    [
      'a board not in the rate',
      { ...prices, boards: ['BB', 'HB'], price: { amounts: ['80'] } },
      {},
      [['boards.1', ARI_MSG.boardNotInRate]],
    ],
    // Prices as the rate is priced.
    [
      'per room, one amount',
      { ...prices, price: { amounts: ['80'], child: null, infant: null, baby: null } },
      { priceRoomType: 'room' },
      [],
    ],
    [
      'per room, two amounts',
      { ...prices, price: { amounts: ['80', '70'] } },
      { priceRoomType: 'room' },
      [['price.amounts', ARI_MSG.perRoomOneAmount]],
    ],
    [
      'per room, guest prices',
      { ...prices, price: { amounts: ['80'], child: '10', baby: '0' } },
      { priceRoomType: 'room' },
      [
        ['price.child', ARI_MSG.perRoomNoGuests],
        ['price.baby', ARI_MSG.perRoomNoGuests],
      ],
    ],
    [
      'per person, more adults than a room type takes',
      { ...prices, price: { amounts: ['80', '70', '60'] } },
      {},
      [['price.amounts', ARI_MSG.adultsCount]],
    ],
    [
      'per person, up to the occupancy',
      { ...prices, roomTypes: [10], price: { amounts: ['80', '70', '60'] } },
      {},
      [],
    ],
    [
      'a child price on an adults-only rate',
      { ...prices, price: { amounts: ['80'], child: '10' } },
      { childsAge: 0, infantAge: 0, babyAge: 0 },
      [['price.child', ARI_MSG.childNotOffered]],
    ],
    [
      'an infant price without infants',
      { ...prices, price: { amounts: ['80'], child: '10', infant: '5' } },
      { infantAge: 0 },
      [['price.infant', ARI_MSG.infantNotOffered]],
    ],
    [
      'a baby price without babies',
      { ...prices, price: { amounts: ['80'], baby: '0' } },
      { babyAge: 0 },
      [['price.baby', ARI_MSG.babyNotOffered]],
    ],
    [
      'no guest prices on an adults-only rate',
      { ...prices, price: { amounts: ['80'], child: null, infant: null, baby: null } },
      { childsAge: 0, infantAge: 0, babyAge: 0 },
      [],
    ],
    // Inventory and restrictions.
    [
      'an allotment on a free-sale rate',
      { ...days, roomTypes: [10], allotment: 5 },
      { quotaType: 'free_sale' },
      [['allotment', ARI_MSG.allotmentNotAllotment]],
    ],
    [
      'an allotment without release',
      { ...days, roomTypes: [10], allotment: 5 },
      { quotaType: 'allotment_no_release' },
      [],
    ],
    [
      'a stop sale on a free-sale rate',
      { ...days, roomTypes: [10], stopSale: true },
      { quotaType: 'free_sale' },
      [],
    ],
    [
      'a minimum stay above the maximum',
      { ...days, minStay: 8, maxStay: 3 },
      {},
      [['minStay', ARI_MSG.minAboveMax]],
    ],
    ['equal stays', { ...days, minStay: 3, maxStay: 3 }, {}, []],
    ['a minimum stay and no maximum', { ...days, minStay: 30, maxStay: null }, {}, []],
  ])('%s', (_name, change, rate, expected) => {
    expect(pairs(changeIssues(change, { ...context, ...rate }))).toEqual(expected);
  });

  it('reports every issue of a change at once', () => {
    expect(
      pairs(
        changeIssues(
          {
            start: '2027_03_31',
            end: '2027_03_01',
            boards: ['HB'],
            price: { amounts: ['80'] },
            adjust: { amount: '1' },
          },
          { ...context, derived: true },
        ),
      ),
    ).toEqual([
      ['end', ARI_MSG.rangeReversed],
      ['adjust', ARI_MSG.priceAndAdjust],
      ['price', ARI_MSG.derivedNoPrices],
      ['roomTypes', ARI_MSG.roomTypesRequired],
      ['boards.0', ARI_MSG.boardNotInRate],
    ]);
  });
});

describe('ariChangeSchema', () => {
  const change = { start: '2027_03_01', end: '2027_03_31', roomTypes: [10], boards: ['BB'] };

  it('accepts a full change', () => {
    const full = {
      ...change,
      weekdays: [0, 6],
      price: { amounts: ['80.50', '70'], child: '10', infant: '0', baby: null },
      allotment: 0,
      stopSale: false,
      minStay: 1,
      maxStay: 99,
      closedArrival: true,
      closedDeparture: false,
    };
    expect(ariChangeSchema.parse(full)).toEqual(full);
    expect(ariChangeSchema.safeParse({ ...change, adjust: { percent: '-12.5' } }).success).toBe(true);
    expect(ariChangeSchema.safeParse({ ...change, adjust: { amount: '-5' } }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    ['a JSON number amount', { price: { amounts: [80] } }, [['price.amounts.0', ARI_MSG.amountInvalid]]],
    [
      'a JSON number child price',
      { price: { amounts: ['80'], child: 10 } },
      [['price.child', ARI_MSG.amountInvalid]],
    ],
    ['a negative amount', { price: { amounts: ['-80'] } }, [['price.amounts.0', ARI_MSG.amountNegative]]],
    ['no amounts', { price: { amounts: [] } }, [['price.amounts', ARI_MSG.adultsCount]]],
    [
      '21 amounts',
      { price: { amounts: Array.from({ length: 21 }, () => '80') } },
      [['price.amounts', ARI_MSG.adultsCount]],
    ],
    ['weekday 7', { weekdays: [0, 7] }, [['weekdays.1', ARI_MSG.weekdayInvalid]]],
    ['weekday -1', { weekdays: [-1] }, [['weekdays.0', ARI_MSG.weekdayInvalid]]],
    ['weekday 1.5', { weekdays: [1.5] }, [['weekdays.0', ARI_MSG.weekdayInvalid]]],
    ['no weekdays', { weekdays: [] }, [['weekdays', ARI_MSG.weekdayInvalid]]],
    ['a stay of 0', { minStay: 0 }, [['minStay', ARI_MSG.stayRange]]],
    ['a stay of 100', { maxStay: 100 }, [['maxStay', ARI_MSG.stayRange]]],
    ['a stay of 2.5', { minStay: 2.5 }, [['minStay', ARI_MSG.stayRange]]],
    ['an allotment of 1000', { allotment: 1000 }, [['allotment', ARI_MSG.allotmentRange]]],
    ['an allotment of -1', { allotment: -1 }, [['allotment', ARI_MSG.allotmentRange]]],
    ['a text allotment', { allotment: '5' }, [['allotment', ARI_MSG.allotmentRange]]],
    ['an unknown board', { boards: ['BB', 'XX'] }, [['boards.1', ARI_MSG.boardInvalid]]],
    ['a text room type', { roomTypes: ['10'] }, [['roomTypes.0', ARI_MSG.roomTypeUnknown]]],
    ['a day that does not exist', { start: '2027_02_30' }, [['start', RATES_MSG.dayInvalid]]],
    ['an ISO day', { end: '2027-03-31' }, [['end', RATES_MSG.dayInvalid]]],
  ])('refuses %s', (_name, fields, expected) => {
    expect(messages(ariChangeSchema.safeParse({ ...change, ...fields }))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a percentage out of range', { adjust: { percent: '1000.01' } }],
    ['a percentage with three decimals', { adjust: { percent: '1.234' } }],
    ['an adjustment of a JSON number', { adjust: { amount: 5 } }],
    ['an adjustment of both kinds', { adjust: { percent: '5', amount: '5' } }],
    ['an unknown field', { rate: 3 }],
    ['an unknown price field', { price: { amounts: ['80'], adult: '80' } }],
  ])('refuses %s', (_name, fields) => {
    expect(ariChangeSchema.safeParse({ ...change, ...fields }).success).toBe(false);
  });

  it('writes one change at least and at most the maximum', () => {
    const one = { ...change, minStay: 2 };
    expect(ariWriteSchema.safeParse({ changes: [one] }).success).toBe(true);
    expect(messages(ariWriteSchema.safeParse({ changes: [] }))).toEqual([
      ['changes', ARI_MSG.nothingToChange],
    ]);
    expect(
      messages(ariWriteSchema.safeParse({ changes: Array.from({ length: ARI_CHANGES_MAX + 1 }, () => one) })),
    ).toEqual([['changes', ARI_MSG.tooManyChanges]]);
  });
});

describe('productIssues', () => {
  const terms: RateProductValues = { kind: 'rate', priceRoomType: 'person', ...ages };
  const price = { amounts: ['80.00', '70.00'] };
  const product: RateProductValues = {
    ...terms,
    roomTypes: [10, 11],
    boards: ['RO', 'BB'],
    period: { start: '2027_06_01', end: '2027_09_30' },
    basePrices: [
      { room: 10, board: 'RO', price },
      { room: 10, board: 'BB', price },
      { room: 11, board: 'RO', price },
      { room: 11, board: 'BB', price },
    ],
  };
  const prices = product.basePrices ?? [];

  it.each<[string, RateProductValues, string[][]]>([
    ['a complete product', product, []],
    ['no product at all', terms, []],
    ['a one-day period', { ...product, period: { start: '2027_06_01', end: '2027_06_01' } }, []],
    // Derived rates.
    [
      'an offer 10 % off',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '10' } },
      [],
    ],
    [
      'a promotion an amount off',
      { ...terms, kind: 'promotion', derived: { baseRate: 1, kind: 'amount', value: '15.50' } },
      [],
    ],
    [
      'an offer 0 % off',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '0' } },
      [],
    ],
    [
      'an offer 100 % off',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '100' } },
      [],
    ],
    [
      'a derived rate',
      { ...terms, derived: { baseRate: 1, kind: 'percent', value: '10' } },
      [['derived', ARI_MSG.derivedOnlyOffers]],
    ],
    [
      'a negative percentage',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '-1' } },
      [['derived.value', ARI_MSG.percentInvalid]],
    ],
    [
      'a percentage above 100',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '100.01' } },
      [['derived.value', ARI_MSG.percentInvalid]],
    ],
    [
      'a percentage that is no number',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: 'ten' } },
      [['derived.value', ARI_MSG.percentInvalid]],
    ],
    [
      'a negative amount off',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'amount', value: '-5' } },
      [['derived.value', ARI_MSG.amountInvalid]],
    ],
    [
      'an amount off with three decimals',
      { ...terms, kind: 'offer', derived: { baseRate: 1, kind: 'amount', value: '5.125' } },
      [['derived.value', ARI_MSG.amountInvalid]],
    ],
    [
      'base prices on a derived offer',
      { ...product, kind: 'offer', derived: { baseRate: 1, kind: 'percent', value: '10' } },
      [['basePrices', ARI_MSG.derivedNoPrices]],
    ],
    // Room types, boards and period together.
    [
      'room types only',
      { ...terms, roomTypes: [10] },
      [
        ['boards', ARI_MSG.boardsRequired],
        ['period', ARI_MSG.periodRequired],
      ],
    ],
    [
      'boards only',
      { ...terms, boards: ['BB'] },
      [
        ['roomTypes', ARI_MSG.roomTypesRequired],
        ['period', ARI_MSG.periodRequired],
      ],
    ],
    [
      'room types and boards without period nor prices',
      { ...terms, roomTypes: [10], boards: ['BB'] },
      [
        ['period', ARI_MSG.periodRequired],
        ['basePrices', ARI_MSG.basePriceMissing],
      ],
    ],
    [
      'base prices only',
      { ...terms, basePrices: [{ room: 10, board: 'BB', price }] },
      [
        ['roomTypes', ARI_MSG.roomTypesRequired],
        ['boards', ARI_MSG.boardsRequired],
        ['period', ARI_MSG.periodRequired],
        ['basePrices.0.room', ARI_MSG.roomTypeNotInRate],
        ['basePrices.0.board', ARI_MSG.boardNotInRate],
      ],
    ],
    // Base prices.
    [
      'a base price missing for a room type and board',
      { ...product, basePrices: prices.slice(0, 3) },
      [['basePrices', ARI_MSG.basePriceMissing]],
    ],
    [
      'a base price twice',
      { ...product, basePrices: [...prices, { room: 10, board: 'BB', price }] },
      [['basePrices.4', ARI_MSG.csvDuplicate]],
    ],
    [
      'a base price for a room type and a board not in the rate',
      { ...product, basePrices: [...prices, { room: 12, board: 'HB', price }] },
      [
        ['basePrices.4.room', ARI_MSG.roomTypeNotInRate],
        ['basePrices.4.board', ARI_MSG.boardNotInRate],
      ],
    ],
    [
      'two amounts on a per-room rate',
      { ...product, priceRoomType: 'room' },
      [0, 1, 2, 3].map((index) => [`basePrices.${index}.price.amounts`, ARI_MSG.perRoomOneAmount]),
    ],
    [
      'a child price on an adults-only rate',
      {
        ...product,
        childsAge: 0,
        infantAge: 0,
        babyAge: 0,
        basePrices: [...prices.slice(1), { room: 10, board: 'RO', price: { ...price, child: '10' } }],
      },
      [['basePrices.3.price.child', ARI_MSG.childNotOffered]],
    ],
    [
      'a reversed period',
      { ...product, period: { start: '2027_09_30', end: '2027_06_01' } },
      [['period.end', ARI_MSG.rangeReversed]],
    ],
  ])('%s', (_name, values, expected) => {
    expect(pairs(productIssues(values))).toEqual(expected);
  });
});

describe('rateCreateSchema', () => {
  const draft = {
    kind: 'rate',
    name: 'Tarifa verano',
    rateType: 'net',
    priceRoomType: 'person',
    currency: 'EUR',
    method: 'hotel',
    quotaType: 'free_sale',
    releaseDays: null,
    market: { all: true, markets: [] },
    ...ages,
    expenditureChange: [],
    expenditureCancellation: 'd2',
  };
  const product = {
    roomTypes: [10],
    boards: ['BB'],
    period: { start: '2027_06_01', end: '2027_09_30' },
    basePrices: [{ room: 10, board: 'BB', price: { amounts: ['80', '70'], child: '20' } }],
  };

  it('accepts a rate with what it sells, and an adults-only one', () => {
    expect(rateCreateSchema.safeParse({ ...draft, ...product }).success).toBe(true);
    expect(rateCreateSchema.safeParse({ ...draft, childsAge: 0, infantAge: 0, babyAge: 0 }).success).toBe(
      true,
    );
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    [
      'a derived rate',
      { derived: { baseRate: 1, kind: 'percent', value: '10' } },
      [
        ['derived', ARI_MSG.derivedOnlyOffers],
        ['basePrices', ARI_MSG.derivedNoPrices],
      ],
    ],
    ['a room type twice', { roomTypes: [10, 10] }, [['roomTypes', ARI_MSG.roomTypeUnknown]]],
    ['a board twice', { boards: ['BB', 'BB'] }, [['boards', ARI_MSG.boardInvalid]]],
    [
      'a child price on an adults-only rate',
      { childsAge: 0, infantAge: 0, babyAge: 0 },
      [['basePrices.0.price.child', ARI_MSG.childNotOffered]],
    ],
    [
      'a baby older than the children when there are no infants',
      { infantAge: 0, babyAge: 12 },
      [['babyAge', RATES_MSG.babyAgeNotBelowInfant]],
    ],
  ])('refuses %s', (_name, fields, expected) => {
    expect(messages(rateCreateSchema.safeParse({ ...draft, ...product, ...fields }))).toEqual(expected);
  });
});

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

describe('CSV columns and occupancy', () => {
  it.each<['person' | 'room', number, string[]]>([
    ['room', 3, ['price']],
    ['person', 1, ['adult_1', 'child', 'infant', 'baby']],
    ['person', 3, ['adult_1', 'adult_2', 'adult_3', 'child', 'infant', 'baby']],
  ])('%s rate for %i adults: %j', (priceRoomType, occupancy, columns) => {
    expect(csvPriceColumns(priceRoomType, occupancy)).toEqual(columns);
  });

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
