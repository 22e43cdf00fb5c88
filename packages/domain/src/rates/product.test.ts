import { describe, expect, it } from 'vitest';
import { ages, messages, pairs } from './ari.test-utils.ts';
import { ARI_MSG } from './ari-messages.ts';
import { rateCreateSchema } from './product.contract.ts';
import { productIssues, type RateProductValues } from './product.ts';
import { RATES_MSG } from './rules.ts';

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
