/** Builders of rates, ARI, terms and taxes for the pricing engine's tests and its benchmark. */
import type { PriceCell } from '../rates/cells.ts';
import type { NightAri } from '../reservations/rules.ts';
import type { QuoteRequest } from './engine.ts';
import { type HotelTax, OPEN_DAYS, type RateTerm, termDefaults } from './terms.ts';

export const MADRID = 'Europe/Madrid';

/** A free-sale rate selling room types 1 and 2 in every board; children up to 11, infants up to 1. */
export function testRate(overrides: Partial<QuoteRequest['rate']> = {}): QuoteRequest['rate'] {
  return {
    id: 7,
    priceRoomType: 'room',
    childsAge: 11,
    infantAge: 1,
    babyAge: 0,
    quotaType: 'free_sale',
    releaseDays: null,
    boards: ['RO', 'BB', 'HB', 'FB', 'AI'],
    roomTypes: [1, 2],
    pricesIncludeTax: true,
    ...overrides,
  };
}

/** One open night with a price cell. */
export function openNight(day: string, price: PriceCell): NightAri {
  return {
    day,
    rateDay: true,
    price,
    inventory: { allotment: 10, booked: 0, stopSale: false },
    restriction: null,
    planControl: null,
  };
}

/** A per-room cell of one amount. */
export const roomCell = (amount: string): PriceCell => ({
  amounts: [amount],
  child: null,
  infant: null,
  baby: null,
});

/**
 * The ARI of a room type from `arrival` to `departure` (the departure day included, open), each
 * night's cell given by `cellOf(day, index)`.
 */
export function ariOf(
  arrival: string,
  departure: string,
  cellOf: (day: string, index: number) => PriceCell,
): Map<string, NightAri> {
  const map = new Map<string, NightAri>();
  // Day by day (not `stayNights`, which stops at the longest stay: the benchmark reads a year).
  const end = Date.parse(`${departure}T00:00:00Z`);
  for (let time = Date.parse(`${arrival}T00:00:00Z`), index = 0; time < end; time += 86_400_000, index += 1) {
    const day = new Date(time).toISOString().slice(0, 10);
    map.set(day, openNight(day, cellOf(day, index)));
  }
  map.set(departure, openNight(departure, cellOf(departure, -1)));
  return map;
}

/** A term with everything open but what is given. */
export function term(
  fields: Pick<RateTerm, 'code' | 'kind' | 'effect' | 'value'> & Partial<RateTerm>,
): RateTerm {
  return { ...termDefaults(), ...fields };
}

/** A tax for every night, room and rate but what is given. */
export function tax(fields: Pick<HotelTax, 'code' | 'value'> & Partial<HotelTax>): HotelTax {
  return {
    name: fields.code,
    kind: 'tax',
    stay: { ...OPEN_DAYS },
    roomTypes: [],
    rateIds: [],
    ages: null,
    per: 'room',
    period: 'night',
    included: false,
    collectedBy: 'group',
    maxNights: null,
    ...fields,
  };
}

/** A request: one room of type 1 for two adults, room only, booked at noon in Madrid on `booked`. */
export function request(
  fields: Partial<QuoteRequest> & Pick<QuoteRequest, 'arrival' | 'departure'> & { booked?: string },
): QuoteRequest {
  const { booked = '2027-03-01', ...rest } = fields;
  return {
    rate: testRate(),
    terms: [],
    taxes: [],
    board: 'RO',
    rooms: [{ roomTypeId: 1, ages: [40, 38] }],
    ari: new Map(),
    bookedAt: new Date(`${booked}T11:00:00Z`),
    timeZone: MADRID,
    ...rest,
  };
}
