import { describe, expect, it } from 'vitest';
import { RATE_GROUP_COLOURS } from '../shared/constants.ts';
import {
  dayKeysInRange,
  dayKeysOfYear,
  dayKeyToIso,
  daysInMonth,
  formatDayKey,
  isDayKey,
  isLeapYear,
  isoToDayKey,
  isSelectableYear,
  monthGrid,
  parseDayKey,
  selectableYears,
  shiftDayKey,
  weekdayOf,
  yearGrids,
} from './calendar.ts';
import {
  rateCalendarSaveSchema,
  rateFields,
  rateInputSchema,
  rateStep1Schema,
  rateStep2Schema,
} from './contract.ts';
import {
  ageIssues,
  CANCELLATION_POLICIES,
  CHANGE_EXPENDITURES,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  isRateFinishEnabled,
  MARKET_COUNTRIES,
  NEW_RATE_STEP_FIELDS,
  NEW_RATE_STEPS,
  nextRateStep,
  normalizeRate,
  PAYMENT_METHODS,
  PRICE_ROOM_TYPES,
  previousRateStep,
  QUOTA_TYPES,
  RATE_GROUP_COLOUR_NAMES,
  RATE_GROUP_HEX,
  RATE_TYPES,
  RATES_MSG,
  rateStepInBounds,
} from './rules.ts';

const validRate = {
  kind: 'rate',
  name: 'Tarifa verano',
  rateType: 'net',
  priceRoomType: 'room',
  currency: 'EUR',
  method: 'hotel',
  quotaType: 'free_sale',
  releaseDays: null,
  market: { all: true, markets: [] },
  childsAge: 12,
  infantAge: 3,
  babyAge: 1,
  expenditureChange: ['names', 'dates'],
  expenditureCancellation: 'd2',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

/** WCAG relative luminance contrast of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('options of spec §9', () => {
  it('lists the currencies, rate types, prices, payments, quotas, changes and cancellations', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'GBP', 'BRL']);
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', USD: '$', GBP: '£', BRL: 'R$' });
    expect(RATE_TYPES).toEqual(['net', 'commissionable']);
    expect(PRICE_ROOM_TYPES).toEqual(['person', 'room']);
    expect(PAYMENT_METHODS).toEqual(['hotel', 'agency']);
    expect(QUOTA_TYPES).toEqual(['free_sale', 'allotment_release', 'allotment_no_release']);
    expect(CHANGE_EXPENDITURES).toEqual(['names', 'pax', 'board', 'dates']);
    expect(CANCELLATION_POLICIES).toEqual(['none', 'd1', 'd2', 'd3', 'd4', 'non_refundable']);
  });

  it('has every ISO country once, two letters each', () => {
    expect(MARKET_COUNTRIES).toHaveLength(249);
    expect(new Set(MARKET_COUNTRIES).size).toBe(249);
    expect(MARKET_COUNTRIES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(MARKET_COUNTRIES).toContain('ES');
  });

  it('keeps the group colours of spec §9 readable with white text (4.5:1)', () => {
    expect(RATE_GROUP_COLOUR_NAMES).toEqual(RATE_GROUP_COLOURS);
    for (const hex of Object.values(RATE_GROUP_HEX))
      expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#008b8b')).toBeLessThan(4.5); // why dark cyan is deepened
  });
});

describe('new-rate wizard bounds', () => {
  it('has three steps: Formulario 1, Formulario 2 and Confirmación', () => {
    expect(NEW_RATE_STEPS).toEqual(['form1', 'form2', 'confirmation']);
  });

  it.each([
    [0, 1, 0],
    [1, 2, 0],
    [2, 2, 1],
    [-5, 1, 0],
    [9, 2, 1],
  ])('from step %i next is %i, previous %i', (from, next, previous) => {
    expect(nextRateStep(from)).toBe(next);
    expect(previousRateStep(from)).toBe(previous);
  });

  it('enables the finish button only on the confirmation', () => {
    expect([0, 1, 2, 3].map(isRateFinishEnabled)).toEqual([false, false, true, false]);
  });

  it.each([
    [1, 1],
    [7, 2],
    [-1, 0],
    ['2', 0],
    [null, 0],
    [Number.NaN, 0],
  ])('brings a stored step %p back in bounds (%i)', (stored, expected) => {
    expect(rateStepInBounds(stored)).toBe(expected);
  });

  it('asks every field of the draft on one of the two forms, once', () => {
    const asked = [...NEW_RATE_STEP_FIELDS.form1, ...NEW_RATE_STEP_FIELDS.form2];
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(Object.keys(rateFields).sort());
    expect(NEW_RATE_STEP_FIELDS.confirmation).toEqual([]);
  });
});

describe('day keys', () => {
  it('formats and parses YYYY_MM_DD', () => {
    expect(formatDayKey(2027, 3, 5)).toBe('2027_03_05');
    expect(parseDayKey('2027_03_05')).toEqual({ year: 2027, month: 3, day: 5 });
    expect(dayKeyToIso('2027_03_05')).toBe('2027-03-05');
    expect(isoToDayKey('2027-03-05')).toBe('2027_03_05');
    expect(isoToDayKey('2027-02-30')).toBeNull();
  });

  it.each([
    ['2027_02_30', false],
    ['2027_02_29', false],
    ['2028_02_29', true],
    ['2100_02_29', false],
    ['2000_02_29', true],
    ['2027_04_31', false],
    ['2027_12_31', true],
    ['2027_13_01', false],
    ['2027_00_10', false],
    ['2027_01_00', false],
    ['2027-01-01', false],
    ['2027_1_01', false],
    ['0000_01_01', false],
    [' 2027_01_01', false],
    ['', false],
  ])('%s is a day: %s', (key, valid) => {
    expect(isDayKey(key)).toBe(valid);
  });

  it('moves across months and years, and refuses an invalid key', () => {
    expect(shiftDayKey('2027_12_31', 1)).toBe('2028_01_01');
    expect(shiftDayKey('2028_03_01', -1)).toBe('2028_02_29');
    expect(shiftDayKey('2027_03_01', -1)).toBe('2027_02_28');
    expect(shiftDayKey('2027_01_10', -7)).toBe('2027_01_03');
    expect(shiftDayKey('2027_02_30', 1)).toBeNull();
  });

  it('lists a leap year and a common year', () => {
    expect(isLeapYear(2028)).toBe(true);
    expect(isLeapYear(2027)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(dayKeysOfYear(2028)).toHaveLength(366);
    expect(dayKeysOfYear(2027)).toHaveLength(365);
    expect(dayKeysOfYear(2028)).toContain('2028_02_29');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
  });

  it('ranges both ways, across a month, by weekday', () => {
    expect(dayKeysInRange('2027_01_30', '2027_02_02')).toEqual([
      '2027_01_30',
      '2027_01_31',
      '2027_02_01',
      '2027_02_02',
    ]);
    expect(dayKeysInRange('2027_02_02', '2027_01_30')).toHaveLength(4);
    // Mondays (0) and Fridays (4) of March 2027: 1, 5, 8, 12, 15, 19, 22, 26, 29.
    expect(dayKeysInRange('2027_03_01', '2027_03_31', [0, 4]).map((key) => key.slice(8))).toEqual([
      '01',
      '05',
      '08',
      '12',
      '15',
      '19',
      '22',
      '26',
      '29',
    ]);
    expect(dayKeysInRange('2027_03_01', '2027_03_31', [])).toEqual([]);
    expect(dayKeysInRange('2027_02_30', '2027_03_31')).toEqual([]);
  });
});

describe('Monday-first month grids', () => {
  it('puts the 1st under its weekday (Monday 0 … Sunday 6)', () => {
    expect(weekdayOf(2027, 3, 1)).toBe(0); // Monday
    expect(weekdayOf(2023, 1, 1)).toBe(6); // Sunday
    expect(weekdayOf(2028, 2, 29)).toBe(1); // Tuesday
  });

  it('opens a month that starts on Sunday with six empty cells', () => {
    // 2023 starts on a Sunday.
    const january = monthGrid(2023, 1);
    expect(january[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(january).toHaveLength(6);
    expect(january[5]).toEqual([30, 31, null, null, null, null, null]);
  });

  it('fills February of a leap year and of a common year starting on Monday', () => {
    // February 2027 starts on a Monday and has 28 days: exactly four full weeks.
    expect(monthGrid(2027, 2)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
    // February 2028 starts on a Tuesday and ends on Tuesday the 29th.
    const leap = monthGrid(2028, 2);
    expect(leap[0]).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(leap.at(-1)).toEqual([28, 29, null, null, null, null, null]);
  });

  it('gives twelve months of whole weeks holding every day once', () => {
    for (const year of [2023, 2027, 2028, 2100]) {
      const grids = yearGrids(year);
      expect(grids).toHaveLength(12);
      for (const [index, weeks] of grids.entries()) {
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat().filter((day) => day !== null);
        expect(days).toEqual(Array.from({ length: daysInMonth(year, index + 1) }, (_, at) => at + 1));
        // Every cell sits under its own weekday.
        weeks.forEach((week) => {
          week.forEach((day, column) => {
            if (day !== null) expect(weekdayOf(year, index + 1, day)).toBe(column);
          });
        });
      }
    }
  });
});

describe('selectable years', () => {
  it('offers the current year and the next one only', () => {
    const today = new Date(2026, 10, 21);
    expect(selectableYears(today)).toEqual([2026, 2027]);
    expect(isSelectableYear(2026, today)).toBe(true);
    expect(isSelectableYear(2027, today)).toBe(true);
    expect(isSelectableYear(2025, today)).toBe(false);
    expect(isSelectableYear(2029, today)).toBe(false);
  });
});

describe('age rules', () => {
  it.each([
    [{ childsAge: 12, infantAge: 3, babyAge: 1 }, []],
    [{ childsAge: 17, infantAge: 16, babyAge: 15 }, []],
    [{ childsAge: 2, infantAge: 1, babyAge: 0 }, []],
    // 0: the rate has no such category; the other ages must still grow baby < infant < child.
    [{ childsAge: 0, infantAge: 0, babyAge: 0 }, []],
    [{ childsAge: 12, infantAge: 0, babyAge: 0 }, []],
    [{ childsAge: 12, infantAge: 0, babyAge: 2 }, []],
    [{ childsAge: 0, infantAge: 3, babyAge: 1 }, []],
    [{ childsAge: 0, infantAge: 3, babyAge: 0 }, []],
    [{ childsAge: 0, infantAge: 0, babyAge: 2 }, []],
    [{ childsAge: 12, infantAge: 0, babyAge: 12 }, [['babyAge', RATES_MSG.babyAgeNotBelowInfant]]],
    [{ childsAge: 12, infantAge: 0, babyAge: 15 }, [['babyAge', RATES_MSG.babyAgeNotBelowInfant]]],
    [{ childsAge: 0, infantAge: 3, babyAge: 3 }, [['babyAge', RATES_MSG.babyAgeNotBelowInfant]]],
    [{ childsAge: 5, infantAge: 6, babyAge: 1 }, [['infantAge', RATES_MSG.infantAgeNotBelowChild]]],
    [{ childsAge: 5, infantAge: 5, babyAge: 1 }, [['infantAge', RATES_MSG.infantAgeNotBelowChild]]],
    [{ childsAge: 12, infantAge: 3, babyAge: 3 }, [['babyAge', RATES_MSG.babyAgeNotBelowInfant]]],
    [
      { childsAge: 2, infantAge: 4, babyAge: 6 },
      [
        ['infantAge', RATES_MSG.infantAgeNotBelowChild],
        ['babyAge', RATES_MSG.babyAgeNotBelowInfant],
      ],
    ],
  ])('%o → %j', (ages, expected) => {
    expect(ageIssues(ages).map((issue) => [issue.path.join('.'), issue.message])).toEqual(expected);
  });

  it('refuses a child age above 17 and a negative or fractional age', () => {
    expect(messages(rateInputSchema.safeParse({ ...validRate, childsAge: 18 }))).toEqual([
      ['childsAge', RATES_MSG.ageRange],
    ]);
    expect(messages(rateInputSchema.safeParse({ ...validRate, babyAge: -1 }))).toEqual([
      ['babyAge', RATES_MSG.ageRange],
    ]);
    expect(messages(rateInputSchema.safeParse({ ...validRate, infantAge: 2.5 }))).toEqual([
      ['infantAge', RATES_MSG.ageRange],
    ]);
  });
});

describe('rateInputSchema', () => {
  it('accepts a complete rate', () => {
    expect(rateInputSchema.safeParse(validRate).success).toBe(true);
  });

  it('refuses an unknown currency and other unknown options with their own message', () => {
    expect(messages(rateInputSchema.safeParse({ ...validRate, currency: 'JPY' }))).toEqual([
      ['currency', RATES_MSG.currencyInvalid],
    ]);
    expect(
      messages(
        rateInputSchema.safeParse({
          ...validRate,
          kind: 'bonus',
          rateType: 'gross',
          expenditureCancellation: 'd5',
          expenditureChange: ['names', 'colour'],
        }),
      ),
    ).toEqual([
      ['kind', RATES_MSG.kindInvalid],
      ['rateType', RATES_MSG.rateTypeInvalid],
      ['expenditureChange.1', RATES_MSG.expenditureChangeInvalid],
      ['expenditureCancellation', RATES_MSG.cancellationInvalid],
    ]);
  });

  it('needs release days for an allotment with release only', () => {
    expect(messages(rateInputSchema.safeParse({ ...validRate, quotaType: 'allotment_release' }))).toEqual([
      ['releaseDays', RATES_MSG.releaseDaysRequired],
    ]);
    expect(
      rateInputSchema.safeParse({ ...validRate, quotaType: 'allotment_release', releaseDays: 7 }).success,
    ).toBe(true);
    expect(
      messages(rateInputSchema.safeParse({ ...validRate, quotaType: 'allotment_release', releaseDays: 0 })),
    ).toEqual([['releaseDays', RATES_MSG.releaseDaysRange]]);
    expect(rateInputSchema.safeParse({ ...validRate, quotaType: 'allotment_no_release' }).success).toBe(true);
  });

  it('needs a market when not all, and known market codes', () => {
    expect(
      messages(rateInputSchema.safeParse({ ...validRate, market: { all: false, markets: [] } })),
    ).toEqual([['market.markets', RATES_MSG.marketsRequired]]);
    expect(
      messages(rateInputSchema.safeParse({ ...validRate, market: { all: false, markets: ['ES', 'XX'] } })),
    ).toEqual([['market.markets.1', RATES_MSG.marketInvalid]]);
    expect(
      rateInputSchema.safeParse({ ...validRate, market: { all: false, markets: ['ES', 'EUROPE'] } }).success,
    ).toBe(true);
  });

  it('refuses unknown fields and an empty name', () => {
    const result = rateInputSchema.safeParse({ ...validRate, name: '  ', colour: 'red' });
    expect(result.success).toBe(false);
    expect(messages(result)).toContainEqual(['name', RATES_MSG.nameRequired]);
  });

  it('normalises what is stored', () => {
    const parsed = rateInputSchema.parse({
      ...validRate,
      releaseDays: 9,
      market: { all: false, markets: ['FR', 'ES', 'FR'] },
      expenditureChange: ['dates', 'names'],
    });
    expect(normalizeRate(parsed)).toMatchObject({
      releaseDays: null,
      market: { all: false, markets: ['FR', 'ES'] },
      expenditureChange: ['names', 'dates'],
    });
    expect(normalizeRate({ ...parsed, market: { all: true, markets: ['FR'] } }).market).toEqual({
      all: true,
      markets: [],
    });
  });
});

describe('step schemas', () => {
  it('checks only the fields of their step', () => {
    expect(rateStep1Schema.safeParse(validRate).success).toBe(true);
    expect(messages(rateStep1Schema.safeParse({ ...validRate, childsAge: 40, currency: 'XYZ' }))).toEqual([
      ['currency', RATES_MSG.currencyInvalid],
    ]);
    expect(messages(rateStep2Schema.safeParse({ ...validRate, currency: 'XYZ', infantAge: 14 }))).toEqual([
      ['infantAge', RATES_MSG.infantAgeNotBelowChild],
    ]);
  });
});

describe('rateCalendarSaveSchema', () => {
  it('accepts days per rate and refuses a day that does not exist', () => {
    expect(rateCalendarSaveSchema.safeParse({ rates: [{ id: 1, days: ['2027_02_28'] }] }).success).toBe(true);
    expect(messages(rateCalendarSaveSchema.safeParse({ rates: [{ id: 1, days: ['2027_02_30'] }] }))).toEqual([
      ['rates.0.days.0', RATES_MSG.dayInvalid],
    ]);
  });

  it('refuses a rate listed twice', () => {
    expect(
      messages(
        rateCalendarSaveSchema.safeParse({
          rates: [
            { id: 1, days: [] },
            { id: 1, days: [] },
          ],
        }),
      ),
    ).toEqual([['rates', RATES_MSG.duplicateRate]]);
  });
});

describe('currency messages', () => {
  it('asks for a currency when none is chosen and refuses an unknown one', () => {
    expect(messages(rateStep1Schema.safeParse({ ...validRate, currency: null }))).toEqual([
      ['currency', RATES_MSG.currencyRequired],
    ]);
    expect(messages(rateStep1Schema.safeParse({ ...validRate, currency: 'eur' }))).toEqual([
      ['currency', RATES_MSG.currencyInvalid],
    ]);
  });
});
