import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../rates/money.ts';
import { ariOf, request, tax, term, testRate } from './engine.test-utils.ts';
import { priceStay, type QuoteRequest, type StayQuote } from './engine.ts';
import { type HotelTax, KIND_EFFECTS, type RateTerm, TERM_KINDS } from './terms.ts';

const cents = (value: string) => toCents(value) ?? Number.NaN;
const ARRIVAL = '2027-07-01';
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const money = (max: number) => fc.integer({ min: 0, max }).map(fromCents);
const intRange = (low: number, high: number) =>
  fc.oneof(
    fc.constant({ min: null, max: null }),
    fc
      .tuple(fc.option(fc.integer({ min: low, max: high })), fc.option(fc.integer({ min: low, max: high })))
      .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b })),
  );

/** Mostly `open` (a condition rarely holds by chance, and the combinations need terms that apply). */
const mostly = <T, U>(open: U, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(open) }, { weight: 1, arbitrary });

/** Any term the schemas accept the shape of; `code` given; `combinesWith` names the other codes. */
const termArbitrary = (code: string, codes: string[]): fc.Arbitrary<RateTerm> =>
  fc
    .record({
      kind: fc.constantFrom(...TERM_KINDS),
      effectPick: fc.nat(),
      percent: fc.boolean(),
      hundredths: fc.integer({ min: 0, max: 10_000 }),
      amount: money(8_000),
      per: fc.constantFrom('person' as const, 'room' as const),
      stay: fc.boolean(),
      order: fc.integer({ min: 0, max: 3 }),
      combination: fc.constantFrom('exclusive' as const, 'cumulative' as const, 'only_with' as const),
      combinesWith: fc.subarray(codes.filter((other) => other !== code)),
      ages: mostly(
        null,
        intRange(0, 17).filter((range) => range.min !== null || range.max !== null),
      ),
      weekdays: mostly([], fc.subarray([1, 2, 3, 4, 5, 6, 7])),
      arrivalWeekdays: mostly([], fc.subarray([1, 2, 3, 4, 5, 6, 7], { maxLength: 3 })),
      nights: mostly({ min: null, max: null }, intRange(1, 14)),
      leadDays: mostly({ min: null, max: null }, intRange(0, 200)),
      guests: mostly({ min: null, max: null }, intRange(1, 4)),
      stayFrom: mostly(null, fc.integer({ min: 0, max: 14 })),
      free: fc.record({
        nights: fc.integer({ min: 2, max: 7 }),
        free: fc.integer({ min: 1, max: 6 }),
        which: fc.constantFrom('first' as const, 'last' as const, 'cheapest' as const),
        repeats: fc.boolean(),
      }),
    })
    .map((draw) => {
      const effects = KIND_EFFECTS[draw.kind];
      const effect = effects[draw.effectPick % effects.length] ?? 'discount';
      const percent = draw.percent;
      const combination =
        effect === 'supplement' || (draw.combination === 'only_with' && draw.combinesWith.length === 0)
          ? 'cumulative'
          : draw.combination;
      return term({
        code,
        kind: draw.kind,
        effect,
        value:
          draw.kind === 'free_nights'
            ? null
            : percent
              ? { percent: fromCents(draw.hundredths) }
              : { amount: draw.amount },
        per: draw.per,
        period: percent || !draw.stay ? 'night' : 'stay',
        order: draw.order,
        combination,
        combinesWith: combination === 'only_with' ? draw.combinesWith : [],
        ages: draw.ages,
        weekdays: draw.weekdays,
        arrivalWeekdays: draw.arrivalWeekdays,
        nights: draw.nights,
        leadDays: draw.leadDays,
        guests: draw.guests,
        stay: { from: draw.stayFrom === null ? null : dayAfter(ARRIVAL, draw.stayFrom), to: null },
        freeNights:
          draw.kind === 'free_nights'
            ? { ...draw.free, free: Math.min(draw.free.free, draw.free.nights - 1) }
            : null,
      });
    });

const taxArbitrary = (code: string): fc.Arbitrary<HotelTax> =>
  fc
    .record({
      percent: fc.boolean(),
      hundredths: fc.integer({ min: 0, max: 3_000 }),
      amount: money(1_000),
      per: fc.constantFrom('person' as const, 'room' as const),
      stay: fc.boolean(),
      included: fc.boolean(),
      hotel: fc.boolean(),
      maxNights: fc.option(fc.integer({ min: 1, max: 10 })),
      ages: fc.option(intRange(0, 30).filter((range) => range.min !== null || range.max !== null)),
    })
    .map((draw) =>
      tax({
        code,
        value: draw.percent ? { percent: fromCents(draw.hundredths) } : { amount: draw.amount },
        per: draw.percent ? 'room' : draw.per,
        period: draw.percent || !draw.stay ? 'night' : 'stay',
        included: draw.included,
        collectedBy: draw.hotel ? 'hotel' : 'group',
        maxNights: draw.maxNights,
        ages: draw.ages,
      }),
    );

const requestArbitrary: fc.Arbitrary<QuoteRequest> = fc
  .record({
    nights: fc.integer({ min: 1, max: 14 }),
    perPerson: fc.boolean(),
    prices: fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 14, maxLength: 14 }),
    guestPrices: fc.array(fc.integer({ min: 0, max: 9_000 }), { minLength: 3, maxLength: 3 }),
    rooms: fc.array(
      fc.record({
        roomTypeId: fc.constantFrom(1, 2),
        // A room holds an adult (a stay of children alone does not sell) and up to 3 more guests.
        ages: fc
          .tuple(
            fc.integer({ min: 18, max: 70 }),
            fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 3 }),
          )
          .map(([adult, others]) => [adult, ...others]),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    lead: fc.integer({ min: 0, max: 200 }),
    includesTax: fc.boolean(),
    termCount: fc.integer({ min: 0, max: 6 }),
    taxCount: fc.integer({ min: 0, max: 3 }),
  })
  .chain((base) => {
    const codes = Array.from({ length: base.termCount }, (_, index) => `T${index}`);
    return fc.record({
      base: fc.constant(base),
      terms: fc.tuple(...codes.map((code) => termArbitrary(code, codes))),
      taxes: fc.tuple(...Array.from({ length: base.taxCount }, (_, index) => taxArbitrary(`X${index}`))),
    });
  })
  .map(({ base, terms, taxes }) => {
    const departure = dayAfter(ARRIVAL, base.nights);
    const [child = 0, infant = 0, baby = 0] = base.guestPrices;
    const cellOf = (_: string, index: number) => {
      const price = base.prices[Math.max(0, index)] ?? 0;
      return base.perPerson
        ? {
            amounts: [1, 2, 3, 4].map((adults) => fromCents(price + adults * 100)),
            child: fromCents(child),
            infant: fromCents(infant),
            baby: fromCents(baby),
          }
        : { amounts: [fromCents(price)], child: null, infant: null, baby: null };
    };
    return request({
      arrival: ARRIVAL,
      departure,
      booked: dayAfter(ARRIVAL, -base.lead),
      rate: testRate({
        priceRoomType: base.perPerson ? 'person' : 'room',
        babyAge: 0,
        pricesIncludeTax: base.includesTax,
      }),
      rooms: base.rooms,
      ari: new Map([1, 2].map((roomTypeId) => [roomTypeId, ariOf(ARRIVAL, departure, cellOf)])),
      terms,
      taxes,
    });
  });

function sold(quote: StayQuote) {
  if (!quote.sells) throw new Error(`the stay does not sell: ${quote.reason}`);
  return quote;
}

/** The same list in another order, by a key per position. */
function permuted<T>(list: readonly T[], keys: readonly number[]): T[] {
  return list
    .map((value, index) => ({ value, key: keys[index % keys.length] ?? 0, index }))
    .sort((a, b) => a.key - b.key || b.index - a.index)
    .map((entry) => entry.value);
}

const sum = (values: readonly string[]) => values.reduce((total, value) => total + cents(value), 0);

describe('the pricing engine, for any stay, terms and taxes', () => {
  it('adds up: each night, each room and the stay are the sums of their lines', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const quote = sold(priceStay(input));
        const totals = { base: 0, supplements: 0, discounts: 0, added: 0, included: 0, hotel: 0 };
        let stay = 0;
        for (const room of quote.rooms) {
          let roomTotal = 0;
          for (const night of room.nights) {
            const supplements = sum(night.supplements.map((line) => line.amount));
            const discounts = sum(night.discounts.map((line) => line.amount));
            const added = sum(night.taxes.filter((line) => !line.included).map((line) => line.amount));
            const included = sum(night.taxes.filter((line) => line.included).map((line) => line.amount));
            expect(cents(night.base) + supplements - discounts + added).toBe(cents(night.total));
            totals.base += cents(night.base);
            totals.supplements += supplements;
            totals.discounts += discounts;
            totals.added += added;
            totals.included += included;
            totals.hotel += sum(
              night.taxes
                .filter((line) => !line.included && line.collectedBy === 'hotel')
                .map((line) => line.amount),
            );
            roomTotal += cents(night.total);
          }
          expect(cents(room.total)).toBe(roomTotal);
          stay += roomTotal;
        }
        expect(quote.totals).toEqual({
          base: fromCents(totals.base),
          supplements: fromCents(totals.supplements),
          discounts: fromCents(totals.discounts),
          taxesAdded: fromCents(totals.added),
          taxesIncluded: fromCents(totals.included),
          total: fromCents(stay),
          collectedByHotel: fromCents(totals.hotel),
          collectedByGroup: fromCents(stay - totals.hotel),
        });
        // Each term's amount is the sum of its lines.
        for (const outcome of quote.terms) {
          const lines = quote.rooms.flatMap((room) =>
            room.nights.flatMap((night) => [...night.supplements, ...night.discounts]),
          );
          const mine = lines.filter((line) => line.code === outcome.code).map((line) => line.amount);
          if (outcome.applied) expect(cents(outcome.amount)).toBe(sum(mine));
          else expect(mine).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never takes a night below zero, and no line is negative', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        for (const room of sold(priceStay(input)).rooms)
          for (const night of room.nights) {
            const lines = [...night.supplements, ...night.discounts, ...night.taxes];
            for (const line of lines) expect(cents(line.amount)).toBeGreaterThanOrEqual(0);
            const beforeTaxes =
              cents(night.base) +
              sum(night.supplements.map((line) => line.amount)) -
              sum(night.discounts.map((line) => line.amount));
            expect(beforeTaxes).toBeGreaterThanOrEqual(0);
            // A tax inside the price is at most the price.
            for (const line of night.taxes.filter((entry) => entry.included))
              expect(cents(line.amount)).toBeLessThanOrEqual(beforeTaxes);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('answers the same whatever the order of the terms and taxes in the input', () => {
    fc.assert(
      fc.property(requestArbitrary, fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), (input, keys) => {
        const shuffled = { ...input, terms: permuted(input.terms, keys), taxes: permuted(input.taxes, keys) };
        expect(priceStay(shuffled)).toEqual(priceStay(input));
      }),
      { numRuns: 300 },
    );
  });

  it('never stacks an exclusive discount, and applies together only discounts that combine', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const quote = sold(priceStay(input));
        const byCode = new Map(input.terms.map((entry) => [entry.code, entry]));
        const applied = quote.terms
          .filter((outcome) => outcome.applied && outcome.effect === 'discount')
          .map((outcome) => byCode.get(outcome.code) as RateTerm);
        if (applied.some((entry) => entry.combination === 'exclusive')) expect(applied).toHaveLength(1);
        for (const a of applied)
          for (const b of applied) {
            if (a === b) continue;
            if (a.combination === 'only_with') expect(a.combinesWith).toContain(b.code);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('takes the best combination: no other set of the discounts that hold together costs less', () => {
    fc.assert(
      fc.property(requestArbitrary, (input) => {
        const quote = sold(priceStay(input));
        // Each discount alone (with every supplement) is a combination the engine had to consider.
        for (const discount of input.terms.filter((entry) => entry.effect === 'discount')) {
          const alone = input.terms.filter((entry) => entry.effect === 'supplement' || entry === discount);
          const single = sold(priceStay({ ...input, terms: alone }));
          expect(cents(quote.totals.total)).toBeLessThanOrEqual(cents(single.totals.total));
        }
      }),
      { numRuns: 150 },
    );
  });
});
