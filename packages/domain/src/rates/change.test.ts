import { describe, expect, it } from 'vitest';
import { pairs, perPerson } from './ari.test-utils.ts';
import { ARI_MSG } from './ari-messages.ts';
import type { AriChange } from './change.contract.ts';
import { type AriRateContext, changeDays, changeIssues, changeTargets } from './change.ts';

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
