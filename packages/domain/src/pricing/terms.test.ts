import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { issueMessage } from '../shared/issues.ts';
import { tax, term } from './engine.test-utils.ts';
import { SKIP_REASONS } from './engine.ts';
import { hotelTaxesInputSchema, rateTermsInputSchema } from './terms.contract.ts';
import {
  type HotelTax,
  type RateTerm,
  TAXES_PER_HOTEL_MAX,
  TERM_KINDS,
  TERMS_MSG,
  TERMS_PER_RATE_MAX,
  taxesIssues,
  termsIssues,
} from './terms.ts';

const earlyBooking = term({
  code: 'EB30',
  kind: 'early_booking',
  effect: 'discount',
  value: { percent: '10' },
  leadDays: { min: 30, max: null },
  booking: { from: '2027-01-01', to: '2027-03-31' },
  stay: { from: '2027-06-01', to: '2027-09-30' },
  order: 1,
});
const longStay = term({
  code: 'LS7',
  kind: 'long_stay',
  effect: 'discount',
  value: { percent: '5' },
  nights: { min: 7, max: null },
  combination: 'only_with',
  combinesWith: ['EB30'],
  order: 2,
});
const cityTax = tax({
  code: 'CITY',
  name: 'Tasa turística',
  value: { amount: '2.25' },
  per: 'person',
  ages: { min: 16, max: null },
  maxNights: 7,
  collectedBy: 'hotel',
});

/** The message keys a parse of the terms refuses with, by path. */
function termRefusals(terms: unknown[]): Record<string, string[]> {
  const result = rateTermsInputSchema.safeParse({ terms });
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.slice(1).join('.');
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}

describe('a rate terms as the API takes them', () => {
  it('takes valid terms, an only-with naming another term, and free nights without a value', () => {
    const freeNights = term({
      code: 'S7P6',
      kind: 'free_nights',
      effect: 'discount',
      value: null,
      freeNights: { nights: 7, free: 1, which: 'cheapest', repeats: true },
    });
    expect(rateTermsInputSchema.safeParse({ terms: [earlyBooking, longStay, freeNights] }).success).toBe(
      true,
    );
    expect(termsIssues([earlyBooking, longStay, freeNights])).toEqual([]);
  });

  it.each<[string, Partial<RateTerm>, string, string]>([
    ['a lower-case code', { code: 'eb' }, '0.code', TERMS_MSG.codeInvalid],
    ['a discount kind as a supplement', { effect: 'supplement' }, '0.effect', TERMS_MSG.effectOfKind],
    ['no value', { value: null }, '0.value', TERMS_MSG.valueRequired],
    ['a discount over 100 %', { value: { percent: '100.01' } }, '0.value.percent', TERMS_MSG.percentRange],
    ['three decimals', { value: { percent: '10.125' } }, '0.value.percent', TERMS_MSG.percentRange],
    ['a negative amount', { value: { amount: '-5' } }, '0.value.amount', TERMS_MSG.amountInvalid],
    ['a percentage per stay', { period: 'stay' }, '0.period', TERMS_MSG.percentPerNight],
    [
      'a reversed stay range',
      { stay: { from: '2027-09-01', to: '2027-08-01' } },
      '0.stay.to',
      TERMS_MSG.rangeReversed,
    ],
    ['30 February', { booking: { from: '2027-02-30', to: null } }, '0.booking.from', TERMS_MSG.dateInvalid],
    ['weekday 8', { weekdays: [8] }, '0.weekdays', TERMS_MSG.weekdayInvalid],
    ['a weekday twice', { weekdays: [1, 1] }, '0.weekdays', TERMS_MSG.weekdayInvalid],
    ['ages reversed', { ages: { min: 12, max: 2 } }, '0.ages', TERMS_MSG.agesRange],
    ['61 nights', { nights: { min: 61, max: null } }, '0.nights', TERMS_MSG.nightsRange],
    ['an order of 1000', { order: 1000 }, '0.order', TERMS_MSG.orderRange],
    [
      'only-with naming nothing',
      { combination: 'only_with' },
      '0.combinesWith',
      TERMS_MSG.combinesWithRequired,
    ],
    [
      'combines-with on a cumulative term',
      { combinesWith: ['LS7'] },
      '0.combinesWith',
      TERMS_MSG.combinesWithOnlyWith,
    ],
    [
      'an early booking without its days',
      { leadDays: { min: null, max: 10 } },
      '0.leadDays.min',
      TERMS_MSG.leadDaysRequired,
    ],
    ['a room type twice', { roomTypes: [3, 3] }, '0.roomTypes', TERMS_MSG.idInvalid],
  ])('refuses %s, naming the field', (_, change, path, message) => {
    expect(termRefusals([{ ...earlyBooking, ...change }, longStay])[path]).toContain(message);
  });

  it('refuses what each kind cannot do without', () => {
    const cases: [RateTerm, string, string][] = [
      [
        term({ code: 'A', kind: 'last_minute', effect: 'discount', value: { percent: '5' } }),
        '0.leadDays.max',
        TERMS_MSG.leadDaysRequired,
      ],
      [
        term({ code: 'A', kind: 'long_stay', effect: 'discount', value: { percent: '5' } }),
        '0.nights',
        TERMS_MSG.nightsRequired,
      ],
      [
        term({ code: 'A', kind: 'weekday', effect: 'discount', value: { percent: '5' } }),
        '0.weekdays',
        TERMS_MSG.weekdaysRequired,
      ],
      [
        term({ code: 'A', kind: 'arrival_day', effect: 'discount', value: { percent: '5' } }),
        '0.arrivalWeekdays',
        TERMS_MSG.arrivalWeekdaysRequired,
      ],
      [
        term({ code: 'A', kind: 'child', effect: 'discount', value: { percent: '50' }, per: 'person' }),
        '0.ages',
        TERMS_MSG.agesRequired,
      ],
      [
        term({ code: 'A', kind: 'board_supplement', effect: 'supplement', value: { amount: '12' } }),
        '0.boards',
        TERMS_MSG.boardsRequired,
      ],
      [
        term({ code: 'A', kind: 'extra_bed', effect: 'supplement', value: { amount: '20' } }),
        '0.guests',
        TERMS_MSG.guestsRequired,
      ],
      [
        term({ code: 'A', kind: 'free_nights', effect: 'discount', value: null }),
        '0.freeNights',
        TERMS_MSG.freeNightsRequired,
      ],
      [
        term({
          code: 'A',
          kind: 'free_nights',
          effect: 'discount',
          value: null,
          freeNights: { nights: 7, free: 7, which: 'first', repeats: false },
        }),
        '0.freeNights',
        TERMS_MSG.freeNightsRange,
      ],
      [
        term({
          code: 'A',
          kind: 'free_nights',
          effect: 'discount',
          value: { percent: '10' },
          freeNights: { nights: 7, free: 1, which: 'first', repeats: false },
        }),
        '0.value',
        TERMS_MSG.valueNotFreeNights,
      ],
      [
        term({
          code: 'A',
          kind: 'general',
          effect: 'supplement',
          value: { amount: '5' },
          combination: 'exclusive',
        }),
        '0.combination',
        TERMS_MSG.supplementCumulative,
      ],
    ];
    for (const [value, path, message] of cases) expect(termRefusals([value])[path]).toContain(message);
  });

  it('refuses a code twice, a combines-with naming itself or an unknown code, and too many terms', () => {
    expect(
      termRefusals([earlyBooking, { ...longStay, code: 'EB30', combinesWith: ['LS7'] }])['1.code'],
    ).toContain(TERMS_MSG.codeTaken);
    expect(termRefusals([earlyBooking, { ...longStay, combinesWith: ['LS7', 'NOPE'] }])).toMatchObject({
      '1.combinesWith.0': [TERMS_MSG.combinesWithUnknown],
      '1.combinesWith.1': [TERMS_MSG.combinesWithUnknown],
    });
    const many = Array.from({ length: TERMS_PER_RATE_MAX + 1 }, (_, index) => ({
      ...earlyBooking,
      code: `EB${index}`,
    }));
    expect(termRefusals(many)['']).toContain(TERMS_MSG.tooMany);
  });

  it('carries its bounds to the translated message ({{min}}, {{max}})', () => {
    const result = rateTermsInputSchema.safeParse({
      terms: [{ ...earlyBooking, ages: { min: 12, max: 2 } }],
    });
    const issue = result.error?.issues.find((entry) => entry.message === TERMS_MSG.agesRange);
    expect(issue && issueMessage(issue as never)).toEqual({
      key: TERMS_MSG.agesRange,
      params: { min: 0, max: 120 },
    });
  });

  it('refuses unknown fields and wrong shapes', () => {
    expect(termRefusals([{ ...earlyBooking, extra: 1 }])['0']).toBeDefined();
    expect(termRefusals([{ ...earlyBooking, kind: 'happy_hour' }])['0.kind']).toContain(
      TERMS_MSG.kindInvalid,
    );
    expect(termRefusals([{ ...earlyBooking, boards: ['XX'] }])['0.boards.0']).toContain(
      TERMS_MSG.boardInvalid,
    );
  });
});

describe("a hotel's taxes as the API takes them", () => {
  const refusals = (taxes: unknown[]) => {
    const result = hotelTaxesInputSchema.safeParse({ taxes });
    return result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message]),
        );
  };

  it('takes a city tax per adult capped at 7 nights and VAT included', () => {
    const vat = tax({ code: 'VAT', name: 'IVA', value: { percent: '10' }, included: true });
    expect(hotelTaxesInputSchema.safeParse({ taxes: [cityTax, vat] }).success).toBe(true);
    expect(taxesIssues([cityTax, vat])).toEqual([]);
  });

  it.each<[string, Partial<HotelTax>, string, string]>([
    ['a percentage per person', { value: { percent: '10' } }, '0.per', TERMS_MSG.percentPerRoom],
    [
      'a percentage over 100',
      { value: { percent: '101' }, per: 'room' },
      '0.value.percent',
      TERMS_MSG.percentRange,
    ],
    ['0 nights', { maxNights: 0 }, '0.maxNights', TERMS_MSG.maxNightsRange],
    ['61 nights', { maxNights: 61 }, '0.maxNights', TERMS_MSG.maxNightsRange],
    ['no name', { name: '  ' }, '0.name', TERMS_MSG.nameRequired],
    [
      'a reversed range',
      { stay: { from: '2027-12-31', to: '2027-01-01' } },
      '0.stay.to',
      TERMS_MSG.rangeReversed,
    ],
  ])('refuses %s', (_, change, path, message) => {
    expect(refusals([{ ...cityTax, ...change }])[path]).toBe(message);
  });

  it('refuses a code twice and too many taxes', () => {
    expect(refusals([cityTax, cityTax])['1.code']).toBe(TERMS_MSG.codeTaken);
    const many = Array.from({ length: TAXES_PER_HOTEL_MAX + 1 }, (_, index) => ({
      ...cityTax,
      code: `T${index}`,
    }));
    expect(refusals(many)['']).toBe(TERMS_MSG.taxesTooMany);
  });
});

describe('the translations of the terms', () => {
  const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'ru'];
  const catalogue = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../i18n/locales/${language}/rates.json`, import.meta.url), 'utf8'),
    ) as { terms: Record<'errors' | 'reasons' | 'kinds', Record<string, string>> };

  it.each(LANGUAGES)('%s has every message, every skip reason and every kind', (language) => {
    const { terms } = catalogue(language);
    for (const key of Object.values(TERMS_MSG))
      expect(terms.errors[key.replace('rates.terms.errors.', '')]).toBeTruthy();
    for (const reason of SKIP_REASONS) expect(terms.reasons[reason]).toBeTruthy();
    for (const kind of TERM_KINDS) expect(terms.kinds[kind]).toBeTruthy();
  });
});
