import { ARI_MSG } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { MONEY_INVALID } from '../../../lib/money.ts';
import { makeRate } from '../components/rates.test-utils.tsx';
import {
  baseRateOptions,
  emptyPriceDraft,
  emptyProduct,
  type PricingTerms,
  type ProductContext,
  type ProductValues,
  priceCellOf,
  priceColumns,
  toProductInput,
} from './rate-product.ts';
import { productFormIssues, productFormPath } from './rate-product-issues.ts';

const year = new Date().getFullYear();
const perRoom: PricingTerms = {
  kind: 'rate',
  priceRoomType: 'room',
  childsAge: 12,
  infantAge: 2,
  babyAge: 1,
};
const perPerson: PricingTerms = { ...perRoom, priceRoomType: 'person' };
const base = makeRate({ id: 30, contract: 4, roomTypes: [7, 8], boards: ['HB', 'BB'] });
const context: ProductContext = {
  occupancy: new Map([
    [7, 2],
    [8, 3],
    [9, 0],
  ]),
  rates: [base],
  language: 'es',
};

function values(terms: PricingTerms, product: Partial<ProductValues> = {}): ProductValues & PricingTerms {
  return {
    ...emptyProduct(),
    period: { start: `${year}-06-01`, end: `${year}-09-30` },
    roomTypes: [7],
    boards: ['BB'],
    prices: { r7_BB: { ...emptyPriceDraft(), one: '80', more: '60', child: '20', infant: '0', baby: '0' } },
    ...terms,
    ...product,
  };
}

const paths = (found: { path: string; message: string }[]) =>
  found.map((issue) => [issue.path, issue.message]);

describe('what a new rate sells', () => {
  it('asks one amount per room, or adults and the ages the rate has per person', () => {
    expect(priceColumns(perRoom)).toEqual(['one']);
    expect(priceColumns(perPerson)).toEqual(['one', 'more', 'child', 'infant', 'baby']);
    // An age of 0: the rate has no such guests, so no column for them.
    expect(priceColumns({ ...perPerson, infantAge: 0, babyAge: 0 })).toEqual(['one', 'more', 'child']);
    expect(priceColumns({ ...perPerson, childsAge: 0, infantAge: 0, babyAge: 0 })).toEqual(['one', 'more']);
  });

  it('sends per person the single adult, then the shared amount for every adult up to the occupancy', () => {
    const draft = { one: '90', more: '65,5', child: '20', infant: '0', baby: '' };
    expect(priceCellOf(draft, perRoom, 3, 'es')).toEqual({ amounts: ['90'] });
    expect(priceCellOf(draft, perPerson, 3, 'es')).toEqual({
      amounts: ['90', '65.5', '65.5'],
      child: '20',
      infant: '0',
      baby: '',
    });
    expect(priceCellOf(draft, { ...perPerson, infantAge: 0, babyAge: 0 }, 1, 'es')).toEqual({
      amounts: ['90'],
      child: '20',
    });
  });

  it('reads amounts in the interface language (issue 34 item 2): "1.234,50" in Spanish, "1,234.50" in English', () => {
    const draft = { one: '1.234,50', more: '64,50', child: '', infant: '', baby: '' };
    expect(priceCellOf(draft, perPerson, 2, 'es').amounts).toEqual(['1234.50', '64.50']);
    expect(priceCellOf({ ...draft, one: '1,234.50', more: '64.50' }, perPerson, 2, 'en').amounts).toEqual([
      '1234.50',
      '64.50',
    ]);
  });

  it('builds one base price per room type × board, in board order', () => {
    const input = toProductInput(
      values(perRoom, {
        roomTypes: [8, 7],
        boards: ['HB', 'BB'],
        prices: {
          r7_BB: { ...emptyPriceDraft(), one: '80' },
          r8_HB: { ...emptyPriceDraft(), one: '120.50' },
        },
      }),
      context,
    );
    expect(input).toEqual({
      roomTypes: [8, 7],
      boards: ['BB', 'HB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: [
        { room: 8, board: 'BB', price: { amounts: [''] } },
        { room: 8, board: 'HB', price: { amounts: ['120.50'] } },
        { room: 7, board: 'BB', price: { amounts: ['80'] } },
        { room: 7, board: 'HB', price: { amounts: [''] } },
      ],
    });
  });

  it('prices an offer off its base rate, selling what the base sells', () => {
    const offer = values(
      { ...perRoom, kind: 'offer' },
      { pricing: 'derived', derived: { baseRate: '30', kind: 'percent', value: '12,5' } },
    );
    expect(toProductInput(offer, context)).toEqual({
      roomTypes: [7, 8],
      boards: ['BB', 'HB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      derived: { baseRate: 30, kind: 'percent', value: '12.5' },
    });
    expect(productFormIssues(offer, context)).toEqual([]);
    // A rate is never derived, whatever the form held.
    expect(toProductInput({ ...offer, kind: 'rate' }, context).derived).toBeUndefined();
  });

  it('accepts a complete section', () => {
    expect(productFormIssues(values(perRoom), context)).toEqual([]);
    expect(productFormIssues(values(perPerson), context)).toEqual([]);
  });

  it('puts each rule on its field', () => {
    expect(paths(productFormIssues(values(perRoom, { ...emptyProduct() }), context))).toEqual([
      ['period.start', ARI_MSG.periodRequired],
      ['period.end', ARI_MSG.periodRequired],
      ['roomTypes', ARI_MSG.roomTypesRequired],
      ['boards', ARI_MSG.boardsRequired],
    ]);
    expect(
      paths(
        productFormIssues(
          values(perRoom, { period: { start: `${year}-09-30`, end: `${year}-06-01` } }),
          context,
        ),
      ),
    ).toEqual([['period.end', ARI_MSG.rangeReversed]]);
    expect(
      paths(
        productFormIssues(
          values(perRoom, { period: { start: `${year - 1}-12-31`, end: `${year + 2}-01-01` } }),
          context,
        ),
      ),
    ).toEqual([
      ['period.start', ARI_MSG.dayOutOfYears],
      ['period.end', ARI_MSG.dayOutOfYears],
    ]);
    const prices = (draft: Partial<ReturnType<typeof emptyPriceDraft>>) => ({
      prices: { r7_BB: { ...emptyPriceDraft(), ...draft } },
    });
    expect(paths(productFormIssues(values(perRoom, prices({ one: '-5' })), context))).toEqual([
      ['prices.r7_BB.one', ARI_MSG.amountNegative],
    ]);
    expect(paths(productFormIssues(values(perRoom, prices({ one: '80,123' })), context))).toEqual([
      ['prices.r7_BB.one', ARI_MSG.amountDecimals],
    ]);
    expect(paths(productFormIssues(values(perRoom, prices({ one: '2000000' })), context))).toEqual([
      ['prices.r7_BB.one', ARI_MSG.amountTooLarge],
    ]);
    // Per person: every column shown is asked for (0 is free).
    // What cannot be read is told how to write an amount in the interface language.
    expect(paths(productFormIssues(values(perPerson, prices({ one: '80', more: 'x' })), context))).toEqual([
      ['prices.r7_BB.more', MONEY_INVALID],
      ['prices.r7_BB.child', MONEY_INVALID],
      ['prices.r7_BB.infant', MONEY_INVALID],
      ['prices.r7_BB.baby', MONEY_INVALID],
    ]);
    expect(paths(productFormIssues(values(perRoom, prices({ one: '3a0' })), context))).toEqual([
      ['prices.r7_BB.one', MONEY_INVALID],
    ]);
    expect(productFormIssues(values(perRoom, prices({ one: '1.234,50' })), context)).toEqual([]);
  });

  it('asks an offer priced off a base rate for the base and a valid discount', () => {
    const offer = (derived: ProductValues['derived']) =>
      values({ ...perRoom, kind: 'promotion' }, { pricing: 'derived', derived });
    expect(paths(productFormIssues(offer({ baseRate: '', kind: 'percent', value: '10' }), context))).toEqual([
      ['derived.baseRate', ARI_MSG.baseRateInvalid],
    ]);
    expect(
      paths(productFormIssues(offer({ baseRate: '30', kind: 'percent', value: '150' }), context)),
    ).toEqual([['derived.value', ARI_MSG.percentInvalid]]);
    expect(paths(productFormIssues(offer({ baseRate: '30', kind: 'amount', value: '-3' }), context))).toEqual(
      [['derived.value', MONEY_INVALID]],
    );
  });

  it('maps the API paths of the body sent to the form fields', () => {
    const sent = toProductInput(values(perPerson, { roomTypes: [7, 8] }), context);
    expect(productFormPath(['basePrices', 1, 'price', 'amounts', 2], sent)).toBe('prices.r8_BB.more');
    expect(productFormPath(['basePrices', 1, 'price', 'amounts', 0], sent)).toBe('prices.r8_BB.one');
    expect(productFormPath(['basePrices', 0, 'price', 'amounts'], sent)).toBe('prices.r7_BB.one');
    expect(productFormPath(['basePrices', 0, 'price', 'child'], sent)).toBe('prices.r7_BB.child');
    expect(productFormPath(['basePrices', 0, 'room'], sent)).toBe('prices.r7_BB.one');
    expect(productFormPath(['basePrices', 5, 'price'], sent)).toBeNull();
    expect(productFormPath(['basePrices'], sent)).toBeNull();
    expect(productFormPath(['period'], sent)).toBe('period.start');
    expect(productFormPath(['period', 'end'], sent)).toBe('period.end');
    expect(productFormPath(['derived'], sent)).toBe('derived.baseRate');
    expect(productFormPath(['derived', 'value'], sent)).toBe('derived.value');
    expect(productFormPath(['boards', 1], sent)).toBe('boards');
    expect(productFormPath(['currency'], sent)).toBeNull();
  });

  it('offers as base rates the contract’s own rates priced alike', () => {
    const rates = [
      base,
      makeRate({ id: 31, contract: 5 }),
      makeRate({ id: 32, contract: 4, currency: 'USD' }),
      makeRate({ id: 33, contract: 4, priceRoomType: 'person' }),
      makeRate({ id: 34, contract: 4, kind: 'offer' }),
      makeRate({ id: 35, contract: 4, derived: { baseRate: 30, kind: 'percent', value: '5' } }),
      makeRate({ id: 36, contract: 4, pricesIncludeTax: false }),
    ];
    const terms = { contract: '4', currency: 'EUR', priceRoomType: 'room', pricesIncludeTax: true } as const;
    expect(baseRateOptions(rates, terms).map((rate) => rate.id)).toEqual([30]);
    // Tax is the base's: an offer whose prices exclude tax is priced off a rate whose do too.
    expect(baseRateOptions(rates, { ...terms, pricesIncludeTax: false }).map((rate) => rate.id)).toEqual([
      36,
    ]);
  });
});
