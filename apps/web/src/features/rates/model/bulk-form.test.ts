import { describe, expect, it } from 'vitest';
import { cell, makeGrid } from './ari-grid.test-utils.ts';
import { rateContext } from './ari-grid.ts';
import { bulkValues, changesErrors, EMPTY_FORM, issueField } from './bulk-form.ts';

const grid = makeGrid({}, () => cell('10.00', '8.00'));

describe('bulkValues', () => {
  it('reads a per-person price from adult 1 on, with the supplements the rate offers', () => {
    expect(
      bulkValues(
        { ...EMPTY_FORM, priceMode: 'set', amounts: ['100', '80.5', ''], child: '20', baby: '5' },
        grid,
        'en',
      ),
    ).toEqual({ values: { price: { amounts: ['100', '80.5'], child: '20' } }, errors: {} });
  });

  it('names each wrong field: a gap, a negative, 12 decimals, a bad percentage, rooms and stays out of range', () => {
    expect(
      bulkValues(
        { ...EMPTY_FORM, priceMode: 'set', amounts: ['', '-5', '1.123456789012'], infant: 'x' },
        grid,
        'en',
      ).errors,
    ).toEqual({
      'amounts.0': 'rates.ari.panel.amounts_gap',
      'amounts.1': 'rates.errors.amount_negative',
      'amounts.2': 'rates.errors.amount_decimals',
      infant: 'common.money.invalid',
    });
    expect(bulkValues({ ...EMPTY_FORM, priceMode: 'set', amounts: ['', ''] }, grid, 'en').errors).toEqual({
      'amounts.0': 'rates.ari.panel.amount_required',
    });
    expect(
      bulkValues(
        {
          ...EMPTY_FORM,
          priceMode: 'adjust',
          adjustValue: '20%',
          allotment: '1000',
          minStay: '0',
          maxStay: '2.5',
        },
        grid,
        'en',
      ).errors,
    ).toEqual({
      adjust: 'rates.errors.percent_invalid',
      allotment: 'rates.errors.allotment_range',
      minStay: 'rates.errors.stay_range',
      maxStay: 'rates.errors.stay_range',
    });
  });

  it('reads adjustments, rooms, stays (or their removal) and the three-way switches', () => {
    expect(
      bulkValues(
        {
          ...EMPTY_FORM,
          priceMode: 'adjust',
          adjustKind: 'amount',
          adjustValue: '-5',
          allotment: '5',
          stopSale: 'on',
          minStay: '2',
          maxStayClear: true,
          closedArrival: 'on',
          closedDeparture: 'off',
        },
        grid,
        'en',
      ),
    ).toEqual({
      values: {
        adjust: { amount: '-5' },
        allotment: 5,
        stopSale: true,
        minStay: 2,
        maxStay: null,
        closedArrival: true,
        closedDeparture: false,
      },
      errors: {},
    });
    expect(bulkValues({ ...EMPTY_FORM, priceMode: 'adjust', adjustValue: '+20' }, grid, 'en').values).toEqual(
      {
        adjust: { percent: '20' },
      },
    );
  });

  it('reads amounts in the interface language: a decimal comma and "." grouping in Spanish', () => {
    expect(
      bulkValues(
        { ...EMPTY_FORM, priceMode: 'set', amounts: ['69,95', '1.234,50'], child: '10,5' },
        grid,
        'es',
      ),
    ).toEqual({ values: { price: { amounts: ['69.95', '1234.50'], child: '10.5' } }, errors: {} });
    expect(
      bulkValues(
        { ...EMPTY_FORM, priceMode: 'adjust', adjustKind: 'percent', adjustValue: '-12,5' },
        grid,
        'es',
      ).values,
    ).toEqual({ adjust: { percent: '-12.5' } });
    expect(
      bulkValues(
        { ...EMPTY_FORM, priceMode: 'adjust', adjustKind: 'amount', adjustValue: '-2,50' },
        grid,
        'es',
      ).values,
    ).toEqual({ adjust: { amount: '-2.50' } });
    expect(bulkValues({ ...EMPTY_FORM, priceMode: 'set', amounts: ['1,234.50'] }, grid, 'en').values).toEqual(
      { price: { amounts: ['1234.50'] } },
    );
  });

  it('refuses letters with the message of the language’s format', () => {
    expect(bulkValues({ ...EMPTY_FORM, priceMode: 'set', amounts: ['3a0'] }, grid, 'es').errors).toEqual({
      'amounts.0': 'common.money.invalid',
    });
    expect(
      bulkValues({ ...EMPTY_FORM, priceMode: 'adjust', adjustKind: 'amount', adjustValue: 'x' }, grid, 'es')
        .errors,
    ).toEqual({ adjust: 'common.money.invalid' });
  });
});

describe('changesErrors', () => {
  const context = rateContext(grid, [2026, 2027]);

  it('places the domain issues on the panel fields', () => {
    expect(issueField(['price', 'amounts', 2])).toBe('amounts.2');
    expect(issueField(['price', 'child'])).toBe('child');
    expect(issueField(['roomTypes', 0])).toBe('general');
    const errors = changesErrors(
      [
        {
          start: '2027_03_01',
          end: '2027_03_01',
          roomTypes: [8],
          boards: ['BB'],
          price: { amounts: ['1', '2'], baby: '3' },
        },
        { start: '2027_03_01', end: '2027_03_01', roomTypes: [7], boards: ['BB'], adjust: { amount: '-20' } },
        { start: '2027_03_01', end: '2027_03_01', minStay: 5, maxStay: 3 },
      ],
      grid,
      context,
    );
    expect(errors).toEqual({
      'amounts.0': 'rates.errors.adults_count',
      baby: 'rates.errors.baby_not_offered',
      adjust: 'rates.errors.adjust_too_large',
      minStay: 'rates.errors.min_above_max',
    });
  });

  it('refuses prices on a derived offer and rooms on a free-sale rate', () => {
    const derived = makeGrid({
      derived: { baseRate: 3, kind: 'percent', value: '10' },
      quotaType: 'free_sale',
    });
    const errors = changesErrors(
      [
        { start: '2027_03_01', end: '2027_03_01', roomTypes: [7], boards: ['BB'], price: { amounts: ['1'] } },
        { start: '2027_03_01', end: '2027_03_01', roomTypes: [7], allotment: 3 },
      ],
      derived,
      rateContext(derived, [2026, 2027]),
    );
    expect(errors).toEqual({
      'amounts.0': 'rates.errors.derived_no_prices',
      allotment: 'rates.errors.allotment_not_allotment',
    });
  });
});
