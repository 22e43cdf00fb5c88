import { ARI_MSG, RATES_MSG } from '@hotel/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  NEW_CONTRACT,
  type NewRateValues,
  placeServerErrors,
  saveDraft,
  stepOfField,
  stepSchema,
  toRateBody,
  toRateInput,
} from './new-rate-form.ts';
import { emptyPriceDraft, type ProductContext } from './rate-product.ts';

const year = new Date().getFullYear();
const context: ProductContext = { occupancy: new Map([[7, 2]]), rates: [], language: 'es' };

const complete: NewRateValues = {
  ...emptyDraft([4], ''),
  name: 'Temporada alta',
  rateType: 'net',
  priceRoomType: 'room',
  currency: 'EUR',
  method: 'hotel',
  quotaType: 'free_sale',
  expenditureCancellation: 'd1',
  period: { start: `${year}-06-01`, end: `${year}-09-30` },
  roomTypes: [7],
  boards: ['BB'],
  prices: { r7_BB: { ...emptyPriceDraft(), one: '80,5' } },
};

const issues = (step: number, values: unknown) =>
  (stepSchema(step, context).safeParse(values).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

afterEach(() => localStorage.clear());

const emptyDraftProduct = (fresh: NewRateValues) => ({
  period: fresh.period,
  roomTypes: fresh.roomTypes,
  boards: fresh.boards,
  pricing: fresh.pricing,
  prices: fresh.prices,
  derived: fresh.derived,
});

describe('new-rate form', () => {
  it('starts on the first contract, or a new one named by default when there is none', () => {
    expect(emptyDraft([4, 5], 'Contrato 2026')).toMatchObject({ contract: '4', contractName: '' });
    expect(emptyDraft([], 'Contrato 2026')).toMatchObject({
      contract: NEW_CONTRACT,
      contractName: 'Contrato 2026',
    });
  });

  it('checks only the fields of the step on screen', () => {
    const fresh = emptyDraft([4], '');
    expect(issues(0, fresh).map(([path]) => path)).toEqual([
      'name',
      'rateType',
      'priceRoomType',
      'currency',
      'method',
      'quotaType',
    ]);
    // Step 2's defaults are valid but its cancellation is not chosen yet, nor what the rate sells.
    expect(issues(1, fresh)).toEqual([
      ['expenditureCancellation', RATES_MSG.cancellationInvalid],
      ['period.start', ARI_MSG.periodRequired],
      ['period.end', ARI_MSG.periodRequired],
      ['roomTypes', ARI_MSG.roomTypesRequired],
      ['boards', ARI_MSG.boardsRequired],
    ]);
    expect(issues(1, { ...complete, infantAge: 14 })).toEqual([
      ['infantAge', RATES_MSG.infantAgeNotBelowChild],
    ]);
    expect(issues(2, complete)).toEqual([]);
  });

  it('needs a name for a new contract', () => {
    expect(issues(0, { ...complete, contract: NEW_CONTRACT, contractName: ' ' })).toEqual([
      ['contractName', RATES_MSG.contractNameRequired],
    ]);
  });

  it('maps a field to the step that asks for it', () => {
    expect(stepOfField('contractName')).toBe(0);
    expect(stepOfField('currency')).toBe(0);
    expect(stepOfField('pricesIncludeTax')).toBe(0);
    expect(stepOfField('market.markets')).toBe(1);
    expect(stepOfField('babyAge')).toBe(1);
    expect(stepOfField('prices.r7_BB.one')).toBe(1);
    expect(stepOfField('basePrices')).toBe(1);
    expect(stepOfField('period.end')).toBe(1);
  });

  it('builds the API rate without the contract choice', () => {
    expect(toRateInput(complete, context)).toEqual({
      kind: 'rate',
      name: 'Temporada alta',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      pricesIncludeTax: true,
      method: 'hotel',
      quotaType: 'free_sale',
      releaseDays: null,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'd1',
      roomTypes: [7],
      boards: ['BB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: [{ room: 7, board: 'BB', price: { amounts: ['80.5'] } }],
    });
    expect(toRateInput({ ...complete, currency: null }, context)).toBeNull();
    expect(toRateInput({ ...complete, prices: {} }, context)).toBeNull();
  });

  it("puts a server's field errors on the fields they are about", () => {
    const sent = toRateBody({ ...complete, boards: ['BB', 'HB'] }, context);
    expect(
      placeServerErrors(
        [
          ['basePrices.1.price.amounts.0', 'Demasiado'],
          ['roomTypes.0', 'No es suyo'],
          ['market.markets', 'Elija'],
          ['currency', 'Moneda'],
          ['basePrices', 'Falta uno'],
        ],
        sent,
      ),
    ).toEqual({
      placed: [
        { path: 'prices.r7_HB.one', message: 'Demasiado' },
        { path: 'roomTypes', message: 'No es suyo' },
        { path: 'market.markets', message: 'Elija' },
        { path: 'currency', message: 'Moneda' },
      ],
      unplaced: ['Falta uno'],
    });
  });

  it('keeps a draft per user and hotel, and survives a damaged one', () => {
    const fresh = emptyDraft([4], '');
    saveDraft(1, 7, { step: 1, values: { ...complete, infantAge: 14 } });
    expect(loadDraft(1, 7, fresh)).toEqual({ step: 1, values: { ...complete, infantAge: 14 } });
    expect(loadDraft(1, 8, fresh)).toBeNull();
    expect(loadDraft(2, 7, fresh)).toBeNull();

    localStorage.setItem(
      'rates.new-draft.1.9',
      JSON.stringify({ step: 12, values: { name: 5, market: 'all', currency: 'EUR' } }),
    );
    const repaired = loadDraft(1, 9, fresh);
    expect(repaired?.step).toBe(2);
    expect(repaired?.values).toEqual({ ...fresh, currency: 'EUR' });

    // A draft of before the product section, and one whose section is damaged.
    const { period: _p, roomTypes: _r, boards: _b, pricing: _m, prices: _x, derived: _d, ...old } = complete;
    localStorage.setItem('rates.new-draft.1.11', JSON.stringify({ step: 1, values: old }));
    expect(loadDraft(1, 11, fresh)?.values).toEqual({ ...complete, ...emptyDraftProduct(fresh) });
    localStorage.setItem(
      'rates.new-draft.1.12',
      JSON.stringify({
        step: 1,
        values: {
          ...complete,
          period: 'june',
          roomTypes: [7, 'x', -1],
          boards: ['BB', 'XX'],
          prices: { r7_BB: { one: 80, more: '70' }, junk: {} },
          derived: { baseRate: '3', kind: 'bogus', value: '10' },
        },
      }),
    );
    expect(loadDraft(1, 12, fresh)?.values).toMatchObject({
      period: { start: '', end: '' },
      roomTypes: [7],
      boards: ['BB'],
      prices: { r7_BB: { one: '', more: '70', child: '', infant: '', baby: '' } },
      derived: { baseRate: '3', kind: 'percent', value: '10' },
    });

    localStorage.setItem('rates.new-draft.1.10', '{not json');
    expect(loadDraft(1, 10, fresh)).toBeNull();
    clearDraft(1, 7);
    expect(loadDraft(1, 7, fresh)).toBeNull();
  });
});
