import { RATES_MSG } from '@hotel/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  NEW_CONTRACT,
  type NewRateValues,
  saveDraft,
  stepOfField,
  stepSchema,
  toRateInput,
} from './new-rate-form.ts';

const complete: NewRateValues = {
  ...emptyDraft([4], ''),
  name: 'Temporada alta',
  rateType: 'net',
  priceRoomType: 'room',
  currency: 'EUR',
  method: 'hotel',
  quotaType: 'free_sale',
  expenditureCancellation: 'd1',
};

const issues = (step: number, values: unknown) =>
  (stepSchema(step).safeParse(values).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

afterEach(() => localStorage.clear());

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
    // Step 2's defaults are valid but its cancellation is not chosen yet.
    expect(issues(1, fresh)).toEqual([['expenditureCancellation', RATES_MSG.cancellationInvalid]]);
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
    expect(stepOfField('market.markets')).toBe(1);
    expect(stepOfField('babyAge')).toBe(1);
  });

  it('builds the API rate without the contract choice', () => {
    expect(toRateInput(complete)).toEqual({
      kind: 'rate',
      name: 'Temporada alta',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      method: 'hotel',
      quotaType: 'free_sale',
      releaseDays: null,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 2,
      babyAge: 1,
      expenditureChange: [],
      expenditureCancellation: 'd1',
    });
    expect(toRateInput({ ...complete, currency: null })).toBeNull();
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

    localStorage.setItem('rates.new-draft.1.10', '{not json');
    expect(loadDraft(1, 10, fresh)).toBeNull();
    clearDraft(1, 7);
    expect(loadDraft(1, 7, fresh)).toBeNull();
  });
});
