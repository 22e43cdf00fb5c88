import { type RateTerm, termDefaults } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { newTermRow, termRow, toTermsInput, WHOLE_NUMBER, withEffect, withKind } from './terms-form.ts';

const freeNights: RateTerm = {
  ...termDefaults(),
  code: 'S7P6',
  kind: 'free_nights',
  effect: 'discount',
  value: null,
  combination: 'exclusive',
  stay: { from: '2027-07-01', to: null },
  roomTypes: [4],
  boards: ['HB'],
  weekdays: [6, 7],
  freeNights: { nights: 7, free: 1, which: 'cheapest', repeats: true },
};

describe('the terms form (issue 33)', () => {
  it('gives back the very term it was made of, numbers in the interface language in between', () => {
    const supplement: RateTerm = {
      ...termDefaults(),
      code: 'HB',
      kind: 'board_supplement',
      effect: 'supplement',
      value: { amount: '1234.5' },
      per: 'person',
      boards: ['HB'],
      ages: { min: 12, max: null },
    };
    const row = termRow(supplement, 'es');
    expect(row.value).toBe('1234,50');
    expect(toTermsInput([row, termRow(freeNights, 'es')], 'es')).toEqual({
      terms: [{ ...supplement, value: { amount: '1234.50' } }, freeNights],
      issues: {},
    });
  });

  it('names each whole-number field that holds something else by its path in the body', () => {
    const row = { ...newTermRow([]), order: '', nights: { min: '2,5', max: '' }, freeFree: 'x' };
    expect(toTermsInput([row], 'es').issues).toEqual({
      'terms.0.order': WHOLE_NUMBER,
      'terms.0.nights.min': WHOLE_NUMBER,
    });
    const free = { ...row, order: '0', nights: { min: '', max: '' }, kind: 'free_nights' as const };
    expect(toTermsInput([free], 'es').issues).toEqual({
      'terms.0.freeNights.nights': WHOLE_NUMBER,
      'terms.0.freeNights.free': WHOLE_NUMBER,
    });
  });

  it('keeps a new code free of the others and the effect one the kind allows, a supplement cumulative', () => {
    expect(newTermRow(['T1', 'T3']).code).toBe('T2');
    const exclusive = { ...newTermRow([]), combination: 'only_with' as const, combinesWith: ['T9'] };
    const board = withKind(exclusive, 'board_supplement');
    expect(board).toMatchObject({ effect: 'supplement', combination: 'cumulative', combinesWith: [] });
    // A child term may be either: a discount stays one.
    expect(withKind(exclusive, 'child')).toMatchObject({ effect: 'discount', combination: 'only_with' });
    expect(withEffect(exclusive, 'supplement').combination).toBe('cumulative');
  });
});
