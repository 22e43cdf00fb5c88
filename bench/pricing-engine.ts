/**
 * The pricing engine alone (issue 33, decision 063): prices 10 000 stays of 14 nights × 2 rooms
 * with 3 applicable offers (early booking, long stay, a weekend offer), a half-board supplement and
 * a city tax per adult per night capped at 7 nights (and VAT included), on one core, and prints
 * stays per second (target ≥ 10 000). Reported, never asserted.
 *
 * `npx tsx bench/pricing-engine.ts` (STAYS=… to change the count).
 */
import { pathToFileURL } from 'node:url';
import { ariOf, request, tax, term, testRate } from '../packages/domain/src/pricing/engine.test-utils.ts';
import { priceStay, type QuoteRequest } from '../packages/domain/src/pricing/engine.ts';
import type { HotelTax, RateTerm } from '../packages/domain/src/pricing/terms.ts';

export const NIGHTS = 14;
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A year of ARI for two room types (per person, prices by season and weekday), read once. */
function yearOfAri() {
  const first = '2027-01-01';
  const last = '2028-01-31';
  const cellOf = (roomType: number) => (day: string) => {
    const month = Number(day.slice(5, 7));
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    const adult = 60 + (month >= 6 && month <= 9 ? 25 : 0) + (weekend ? 10 : 0) + roomType * 15;
    return {
      amounts: [`${adult + 20}`, `${adult}`, `${adult - 5}`],
      child: '25.50',
      infant: '0',
      baby: null,
    };
  };
  return new Map([1, 2].map((roomType) => [roomType, ariOf(first, last, cellOf(roomType))]));
}

/**
 * The terms of the benched stays (shared with bench/quote.ts): 3 offers that all apply to a stay of
 * 14 nights booked 60 days ahead (early booking 10 %, long stay 5 % from 10 nights, 8 off each
 * Friday and Saturday night) and a half-board supplement of 18.50 per person a night.
 */
export function benchTerms(): RateTerm[] {
  return [
    term({
      code: 'EB',
      kind: 'early_booking',
      effect: 'discount',
      value: { percent: '10' },
      leadDays: { min: 30, max: null },
      order: 1,
    }),
    term({
      code: 'LS',
      kind: 'long_stay',
      effect: 'discount',
      value: { percent: '5' },
      nights: { min: 10, max: null },
      order: 2,
    }),
    term({
      code: 'WKND',
      kind: 'weekday',
      effect: 'discount',
      value: { amount: '8' },
      weekdays: [5, 6],
      order: 3,
    }),
    term({
      code: 'HB',
      kind: 'board_supplement',
      effect: 'supplement',
      value: { amount: '18.50' },
      per: 'person',
      boards: ['HB'],
    }),
  ];
}

/** The hotel's taxes of the benched stays: a city tax per adult a night capped at 7 nights, VAT included. */
export function benchTaxes(): HotelTax[] {
  return [
    tax({
      code: 'CITY',
      value: { amount: '2.48' },
      per: 'person',
      ages: { min: 16, max: null },
      maxNights: 7,
      collectedBy: 'hotel',
    }),
    tax({ code: 'VAT', value: { percent: '10' }, included: true }),
  ];
}

function stays(count: number): QuoteRequest[] {
  const ari = yearOfAri();
  const terms = benchTerms();
  const taxes = benchTaxes();
  const rate = testRate({ priceRoomType: 'person' });
  return Array.from({ length: count }, (_, index) => {
    const arrival = dayAfter('2027-02-01', index % 300);
    return request({
      rate,
      arrival,
      departure: dayAfter(arrival, NIGHTS),
      booked: dayAfter(arrival, -60),
      board: 'HB',
      rooms: [
        { roomTypeId: 1, ages: [40, 38, 7] },
        { roomTypeId: 2, ages: [70, 68] },
      ],
      ari,
      terms,
      taxes,
    });
  });
}

/**
 * Wall time, and the process's CPU time: the machine may be shared, and CPU time is what one core
 * spends on the stays whatever else runs (the figure to hold against the target then).
 */
export function benchPricingEngine(count = 10_000): {
  count: number;
  seconds: number;
  perSecond: number;
  cpuSeconds: number;
  perCpuSecond: number;
} {
  const inputs = stays(count);
  // Warm up with one pass: a server prices with the engine compiled (the first calls are interpreted).
  for (const input of inputs) priceStay(input);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let applied = 0;
  for (const input of inputs) {
    const quote = priceStay(input);
    if (!quote.sells) throw new Error(`a bench stay does not sell: ${quote.reason}`);
    applied += quote.terms.filter((outcome) => outcome.applied).length;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // Every stay has its 3 offers and its supplement applied (a bench of skipped terms would flatter).
  if (applied !== count * 4) throw new Error(`expected 4 applied terms a stay, got ${applied / count}`);
  return { count, seconds, perSecond: count / seconds, cpuSeconds, perCpuSecond: count / cpuSeconds };
}

/** The report's section (`npm run bench`, BENCH_PRICING=0 leaves it out). */
export function pricingEngineLines(result = benchPricingEngine()): string[] {
  return [
    '## Pricing engine (issue 33), one core',
    '',
    '| Measure | Figure | Target |',
    '|---|---|---|',
    `| ${result.count} stays of ${NIGHTS} nights × 2 rooms, 3 offers, a board supplement, city tax and VAT | ${Math.round(result.perSecond)} stays/s wall (${result.seconds.toFixed(2)} s); ${Math.round(result.perCpuSecond)} stays/s of CPU time (${result.cpuSeconds.toFixed(2)} s) | ≥ 10 000 stays/s |`,
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(pricingEngineLines(benchPricingEngine(Number(process.env.STAYS ?? 10_000))).join('\n'));
}
