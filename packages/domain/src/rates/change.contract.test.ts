import { describe, expect, it } from 'vitest';
import { messages } from './ari.test-utils.ts';
import { ARI_MSG } from './ari-messages.ts';
import { ariChangeSchema, ariWriteSchema } from './change.contract.ts';
import { ARI_CHANGES_MAX } from './change.ts';
import { RATES_MSG } from './rules.ts';

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
