/**
 * The pricing engine (issue 33, decision 063): the one function that prices a stay with a rate's
 * contract terms and the hotel's taxes, night by night, and says which terms applied and why the
 * others did not. Reservations, the grid's preview, the staff review and the quote route call it;
 * there is no second implementation.
 *
 * It stands on what the product already computes: `checkStay` (reservations/rules.ts) says whether
 * the stay sells and gives each night's base price (`nightPrice` of the party on the night's cell);
 * `guestCategory` sorts the guests. Everything is integer cents; each line (one term or tax, one
 * room, one night) is rounded half up once, from exact integers, and the totals are sums of lines.
 */
import { type GuestCategory, guestCategory, type PriceCell } from '../rates/cells.ts';
import { fromCents, percentHundredths, toCents } from '../rates/money.ts';
import {
  checkStay,
  consumesAllotment,
  daysBetween,
  hotelDay,
  type NightAri,
  roomsLeft,
  type StayRate,
  type StayRefusal,
} from '../reservations/rules.ts';
import type {
  DayRange,
  HotelTax,
  IntRange,
  RateTerm,
  TaxCollector,
  TaxKind,
  TermEffect,
  TermKind,
  TermValue,
} from './terms.ts';

/** Why a term or a tax did not apply, checked in this order (the first that fails is answered). */
export const SKIP_REASONS = [
  'booking_dates',
  'lead_time',
  'rate',
  'room_type',
  'board',
  'nights',
  'arrival_day',
  'guests',
  'ages',
  'stay_dates',
  'weekday',
  'not_combined',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** One room of the stay: its room type and every guest's age (adults included). */
export interface QuoteRoom {
  roomTypeId: number;
  ages: readonly number[];
}

/** What the engine prices. */
export interface QuoteRequest {
  /** The rate as `checkStay` reads it, with its id (taxes' scope) and whether its prices include tax. */
  rate: StayRate & { id: number; pricesIncludeTax: boolean };
  terms: readonly RateTerm[];
  /** The hotel's taxes and fees (the engine keeps those whose scope holds). */
  taxes: readonly HotelTax[];
  board: string;
  arrival: string;
  departure: string;
  rooms: readonly QuoteRoom[];
  /** By room type: the ARI of the nights and of the departure day, as `checkStay` takes it. */
  ari: ReadonlyMap<number, ReadonlyMap<string, NightAri>>;
  /** The booking instant (now for a quote); its day in the hotel's time zone is the booking day. */
  bookedAt: Date;
  timeZone: string;
}

/** A supplement's or a discount's part of one night (a positive amount; discounts are taken off). */
export interface TermLine {
  code: string;
  kind: TermKind;
  amount: string;
}
/** A tax's part of one night: inside the price (`included`) or added to it. */
export interface TaxLine {
  code: string;
  kind: TaxKind;
  amount: string;
  included: boolean;
  collectedBy: TaxCollector;
}
/**
 * One night of one room: `total` = `base` + supplements − discounts + the taxes not included.
 * Included taxes are shown inside the price and change nothing.
 */
export interface NightQuote {
  day: string;
  base: string;
  supplements: TermLine[];
  discounts: TermLine[];
  taxes: TaxLine[];
  total: string;
}
export interface RoomQuote {
  roomTypeId: number;
  ages: number[];
  nights: NightQuote[];
  total: string;
}
/** What became of a term, over every room and night: applied (with its amount) or skipped, and why. */
export type TermOutcome =
  | { code: string; kind: TermKind; effect: TermEffect; applied: true; amount: string }
  | { code: string; kind: TermKind; effect: TermEffect; applied: false; reason: SkipReason };
export type TaxOutcome =
  | {
      code: string;
      kind: TaxKind;
      applied: true;
      amount: string;
      included: boolean;
      collectedBy: TaxCollector;
    }
  | { code: string; kind: TaxKind; applied: false; reason: SkipReason };
/** The stay's sums. `total` = base + supplements − discounts + taxesAdded = collectedByHotel + collectedByGroup. */
export interface QuoteTotals {
  base: string;
  supplements: string;
  discounts: string;
  taxesAdded: string;
  taxesIncluded: string;
  total: string;
  /** The added taxes the hotel collects at the stay (city tax); the rest the group collects. */
  collectedByHotel: string;
  collectedByGroup: string;
}
export type StayQuote =
  | { sells: false; room: number | null; night: string | null; reason: StayRefusal }
  | { sells: true; rooms: RoomQuote[]; terms: TermOutcome[]; taxes: TaxOutcome[]; totals: QuoteTotals };

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Round half up of a non-negative numerator over a positive denominator. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** ISO weekday (1 Monday … 7 Sunday) of an ISO day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const inDays = (range: DayRange, day: string) =>
  (range.from === null || range.from <= day) && (range.to === null || day <= range.to);
const inInts = (range: IntRange | null, value: number) =>
  range === null ||
  ((range.min === null || range.min <= value) && (range.max === null || value <= range.max));

/** Terms and taxes in the order they apply: `order`, then code (the input's order never counts). */
const byOrder = (a: { order: number; code: string }, b: { order: number; code: string }) =>
  a.order - b.order || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** A percentage in hundredths, or an amount in cents. */
type Value = { percent: number } | { cents: number };
function parseValue(value: TermValue | null): Value {
  if (value === null) return { cents: 0 };
  if ('percent' in value) return { percent: percentHundredths(value.percent) ?? 0 };
  return { cents: toCents(value.amount) ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The rooms' nights
// ---------------------------------------------------------------------------------------------

type Category = GuestCategory;
interface Night {
  day: string;
  weekday: number;
  base: number;
  /** What one guest of each category pays on a per-person rate (adults at the room's occupancy). */
  prices: Record<Category, number>;
}
interface Room {
  roomTypeId: number;
  ages: number[];
  categories: Category[];
  nights: Night[];
}

/** The guests a scope concerns, by category, and how many in all. */
interface Guests {
  count: number;
  byCategory: Record<Category, number>;
}
function guestsOf(room: Room, ages: IntRange | null): Guests {
  const byCategory: Record<Category, number> = { adult: 0, child: 0, infant: 0, baby: 0 };
  let count = 0;
  room.ages.forEach((age, index) => {
    if (!inInts(ages, age)) return;
    count += 1;
    byCategory[room.categories[index] ?? 'adult'] += 1;
  });
  return { count, byCategory };
}

/**
 * A percentage of the concerned guests' part of the night's base price: on a per-person rate what
 * the cell prices them; on a per-room rate the room's price shared equally by its guests (kept as a
 * fraction, so the one rounding is the line's).
 */
function guestsPercent(rate: StayRate, room: Room, night: Night, guests: Guests, hundredths: number): number {
  if (rate.priceRoomType === 'room')
    return roundHalfUp(night.base * guests.count * hundredths, room.ages.length * 10_000);
  let share = 0;
  for (const category of ['adult', 'child', 'infant', 'baby'] as const)
    share += guests.byCategory[category] * night.prices[category];
  return roundHalfUp(share * hundredths, 10_000);
}

// ---------------------------------------------------------------------------------------------
// Which terms and taxes hold
// ---------------------------------------------------------------------------------------------

interface Held {
  /** Per room: the nights (indexes) it applies to, or the reason it does not. */
  rooms: ({ nights: boolean[]; guests: Guests; free: Set<number> | null } | SkipReason)[];
}

interface StayFacts {
  bookingDay: string;
  lead: number;
  nightsCount: number;
  arrivalWeekday: number;
  board: string;
}

function termHolds(term: RateTerm, room: Room, facts: StayFacts): Held['rooms'][number] {
  if (!inDays(term.booking, facts.bookingDay)) return 'booking_dates';
  if (!inInts(term.leadDays, facts.lead)) return 'lead_time';
  if (term.roomTypes.length > 0 && !term.roomTypes.includes(room.roomTypeId)) return 'room_type';
  if (term.boards.length > 0 && !(term.boards as readonly string[]).includes(facts.board)) return 'board';
  if (!inInts(term.nights, facts.nightsCount)) return 'nights';
  if (term.arrivalWeekdays.length > 0 && !term.arrivalWeekdays.includes(facts.arrivalWeekday))
    return 'arrival_day';
  if (!inInts(term.guests, room.ages.length)) return 'guests';
  const guests = guestsOf(room, term.ages);
  if (guests.count === 0) return 'ages';
  const inStay = room.nights.map((night) => inDays(term.stay, night.day));
  if (!inStay.some(Boolean)) return 'stay_dates';
  const nights = room.nights.map(
    (night, index) =>
      (inStay[index] ?? false) && (term.weekdays.length === 0 || term.weekdays.includes(night.weekday)),
  );
  if (!nights.some(Boolean)) return 'weekday';
  let free: Set<number> | null = null;
  if (term.freeNights) {
    const { nights: every, free: given, which, repeats } = term.freeNights;
    const eligible = nights.flatMap((applies, index) => (applies ? [index] : []));
    const count = repeats
      ? Math.floor(eligible.length / every) * given
      : eligible.length >= every
        ? given
        : 0;
    if (count === 0) return 'nights';
    let chosen: number[];
    if (which === 'first') chosen = eligible.slice(0, count);
    else if (which === 'last') chosen = eligible.slice(-count);
    // The cheapest by the night's base price, the earlier of equal nights.
    else
      chosen = [...eligible]
        .sort((a, b) => (room.nights[a]?.base ?? 0) - (room.nights[b]?.base ?? 0) || a - b)
        .slice(0, count);
    free = new Set(chosen);
  }
  return { nights, guests, free };
}

function taxHolds(tax: HotelTax, rateId: number, room: Room): Held['rooms'][number] {
  if (tax.rateIds.length > 0 && !tax.rateIds.includes(rateId)) return 'rate';
  if (tax.roomTypes.length > 0 && !tax.roomTypes.includes(room.roomTypeId)) return 'room_type';
  const guests = guestsOf(room, tax.per === 'person' ? tax.ages : null);
  if (guests.count === 0) return 'ages';
  const inStay = room.nights.map((night) => inDays(tax.stay, night.day));
  if (!inStay.some(Boolean)) return 'stay_dates';
  // At most `maxNights` nights of the stay, the first ones it applies to.
  let left = tax.maxNights ?? Number.POSITIVE_INFINITY;
  const nights = inStay.map((applies) => {
    if (!applies || left <= 0) return false;
    left -= 1;
    return true;
  });
  return { nights, guests, free: null };
}

// ---------------------------------------------------------------------------------------------
// Which discounts combine
// ---------------------------------------------------------------------------------------------

function combine(a: RateTerm, b: RateTerm): boolean {
  if (a.combination === 'exclusive' || b.combination === 'exclusive') return false;
  if (a.combination === 'only_with' && !a.combinesWith.includes(b.code)) return false;
  if (b.combination === 'only_with' && !b.combinesWith.includes(a.code)) return false;
  return true;
}

/**
 * The sets of discounts that may apply together: the maximal sets whose every pair combines
 * (Bron–Kerbosch with a pivot). An exclusive discount is a set alone. A discount never raises a
 * price, so only maximal sets can be the best.
 */
function combinations(discounts: readonly RateTerm[]): number[][] {
  if (discounts.length === 0) return [[]];
  const neighbours = discounts.map((a, i) =>
    discounts.flatMap((b, j) => (i !== j && combine(a, b) ? [j] : [])),
  );
  const out: number[][] = [];
  const visit = (clique: number[], candidates: number[], excluded: number[]) => {
    if (candidates.length === 0 && excluded.length === 0) {
      out.push(clique);
      return;
    }
    const pivot = [...candidates, ...excluded][0] ?? 0;
    const pivotNeighbours = neighbours[pivot] ?? [];
    for (const vertex of candidates.filter((v) => !pivotNeighbours.includes(v))) {
      const around = neighbours[vertex] ?? [];
      visit(
        [...clique, vertex],
        candidates.filter((v) => around.includes(v)),
        excluded.filter((v) => around.includes(v)),
      );
      candidates = candidates.filter((v) => v !== vertex);
      excluded = [...excluded, vertex];
    }
  };
  visit(
    [],
    discounts.map((_, index) => index),
    [],
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------------------------

interface Priced {
  rooms: {
    nights: {
      base: number;
      supplements: { index: number; cents: number }[];
      discounts: { index: number; cents: number }[];
      taxes: { index: number; cents: number; included: boolean }[];
      total: number;
    }[];
  }[];
  total: number;
}

/**
 * Prices a stay. First `checkStay` for each room (the first refusal is answered, with the room's
 * index), then each room's nights: the base price; the supplements that hold, each on the base;
 * the discounts of the best combination for the customer (the lowest total; equal totals: the
 * combination whose codes come first), in `order` then code, each on what the night has left and
 * never below zero; then the taxes, in code order, on the night's price after the discounts.
 */
export function priceStay(request: QuoteRequest): StayQuote {
  const { rate } = request;
  // Whether each room sells, and its nights' base prices: the reservations' rules, as they are.
  const rooms: Room[] = [];
  for (const [index, stay] of request.rooms.entries()) {
    const ari = request.ari.get(stay.roomTypeId) ?? new Map<string, NightAri>();
    const check = checkStay(
      rate,
      {
        roomTypeId: stay.roomTypeId,
        board: request.board,
        arrival: request.arrival,
        departure: request.departure,
        ages: stay.ages,
      },
      ari,
      request.bookedAt,
      request.timeZone,
    );
    if (!check.ok) return { sells: false, room: index, night: check.night, reason: check.reason };
    const categories = stay.ages.map((age) => guestCategory(rate, age));
    const adults = categories.filter((category) => category === 'adult').length;
    rooms.push({
      roomTypeId: stay.roomTypeId,
      ages: [...stay.ages],
      categories,
      nights: check.nights.map(({ day, price }) => {
        const cell = ari.get(day)?.price as PriceCell;
        const cents = (value: string | null | undefined) => (value == null ? 0 : (toCents(value) ?? 0));
        return {
          day,
          weekday: isoWeekday(day),
          base: toCents(price) ?? 0,
          prices: {
            adult: cents(cell.amounts[adults - 1]),
            child: cents(cell.child),
            infant: cents(cell.infant),
            baby: cents(cell.baby),
          },
        };
      }),
    });
  }
  if (rooms.length === 0) return { sells: false, room: null, night: null, reason: 'dates_invalid' };
  // Two rooms of one room type on an allotment rate take two rooms of its allotment each night.
  if (consumesAllotment(rate.quotaType)) {
    const wanted = new Map<number, number>();
    for (const room of rooms) wanted.set(room.roomTypeId, (wanted.get(room.roomTypeId) ?? 0) + 1);
    for (const [roomTypeId, count] of wanted) {
      if (count < 2) continue;
      for (const night of rooms.find((room) => room.roomTypeId === roomTypeId)?.nights ?? []) {
        if ((roomsLeft(request.ari.get(roomTypeId)?.get(night.day)?.inventory ?? null) ?? 0) < count)
          return {
            sells: false,
            room: rooms.findIndex((room) => room.roomTypeId === roomTypeId),
            night: night.day,
            reason: 'sold_out',
          };
      }
    }
  }

  const bookingDay = hotelDay(request.bookedAt, request.timeZone);
  const facts: StayFacts = {
    bookingDay,
    lead: daysBetween(bookingDay, request.arrival) ?? 0,
    nightsCount: rooms[0]?.nights.length ?? 0,
    arrivalWeekday: isoWeekday(request.arrival),
    board: request.board,
  };

  const terms = [...request.terms].sort(byOrder);
  const values = terms.map((term) => parseValue(term.value));
  const held = terms.map((term) => rooms.map((room) => termHolds(term, room, facts)));
  const holds = (index: number) => held[index]?.some((entry) => typeof entry !== 'string') ?? false;
  const supplements = terms.flatMap((term, index) =>
    term.effect === 'supplement' && holds(index) ? [index] : [],
  );
  const discounts = terms.flatMap((term, index) =>
    term.effect === 'discount' && holds(index) ? [index] : [],
  );

  const taxes = [...request.taxes].sort(byCode);
  const taxValues = taxes.map((tax) => parseValue(tax.value));
  const taxHeld = taxes.map((tax) => rooms.map((room) => taxHolds(tax, rate.id, room)));
  const taxIncluded = taxes.map((tax) => tax.included && rate.pricesIncludeTax);

  /** The stay with one combination of discounts (indexes into `terms`, in order). */
  const price = (chosen: readonly number[]): Priced => {
    let stayTotal = 0;
    const pricedRooms = rooms.map((room, roomIndex) => {
      // What is left of each per-stay discount in this room (carried to the next nights).
      const stayLeft = new Map<number, number>();
      const firstNight = new Map<number, number>();
      const hold = (list: Held['rooms'][number][] | undefined) => {
        const entry = list?.[roomIndex];
        return entry === undefined || typeof entry === 'string' ? null : entry;
      };
      const nights = room.nights.map((night, nightIndex) => {
        const lines = {
          supplements: [] as Priced['rooms'][number]['nights'][number]['supplements'],
          discounts: [] as Priced['rooms'][number]['nights'][number]['discounts'],
          taxes: [] as Priced['rooms'][number]['nights'][number]['taxes'],
        };
        let running = night.base;
        for (const index of supplements) {
          const entry = hold(held[index]);
          const term = terms[index];
          const value = values[index];
          if (!entry || !term || !value || !entry.nights[nightIndex]) continue;
          let cents: number;
          const people = term.per === 'person' ? entry.guests.count : 1;
          if ('percent' in value)
            cents =
              term.per === 'person'
                ? guestsPercent(rate, room, night, entry.guests, value.percent)
                : roundHalfUp(night.base * value.percent, 10_000);
          else if (term.period === 'stay') {
            if (firstNight.has(index)) continue;
            firstNight.set(index, nightIndex);
            cents = value.cents * people;
          } else cents = value.cents * people;
          lines.supplements.push({ index, cents });
          running += cents;
        }
        for (const index of chosen) {
          const entry = hold(held[index]);
          const term = terms[index];
          const value = values[index];
          if (!entry || !term || !value || !entry.nights[nightIndex]) continue;
          let cents: number;
          const people = term.per === 'person' ? entry.guests.count : 1;
          if (entry.free) {
            if (!entry.free.has(nightIndex)) continue;
            cents = running;
          } else if ('percent' in value)
            cents =
              term.per === 'person'
                ? guestsPercent(rate, room, night, entry.guests, value.percent)
                : roundHalfUp(running * value.percent, 10_000);
          else if (term.period === 'stay') {
            const left = stayLeft.get(index) ?? value.cents * people;
            cents = Math.min(left, running);
            stayLeft.set(index, left - cents);
            if (left === 0) continue;
          } else cents = value.cents * people;
          cents = Math.min(cents, running);
          lines.discounts.push({ index, cents });
          running -= cents;
        }
        let total = running;
        taxes.forEach((tax, index) => {
          const entry = hold(taxHeld[index]);
          const value = taxValues[index];
          if (!entry || !value || !entry.nights[nightIndex]) return;
          const included = taxIncluded[index] ?? false;
          let cents: number;
          if ('percent' in value)
            cents = included
              ? roundHalfUp(running * value.percent, 10_000 + value.percent)
              : roundHalfUp(running * value.percent, 10_000);
          else {
            if (tax.period === 'stay' && entry.nights.indexOf(true) !== nightIndex) return;
            cents = value.cents * (tax.per === 'person' ? entry.guests.count : 1);
            // A fixed amount inside the price is at most the price.
            if (included) cents = Math.min(cents, running);
          }
          lines.taxes.push({ index, cents, included });
          if (!included) total += cents;
        });
        return { base: night.base, ...lines, total };
      });
      const roomTotal = nights.reduce((sum, night) => sum + night.total, 0);
      stayTotal += roomTotal;
      return { nights };
    });
    return { rooms: pricedRooms, total: stayTotal };
  };

  // The best combination for the customer.
  const candidateTerms = discounts.map((index) => terms[index] as RateTerm);
  let best: { priced: Priced; chosen: number[]; key: string } | null = null;
  for (const set of combinations(candidateTerms)) {
    const chosen = set.map((position) => discounts[position] as number).sort((a, b) => a - b);
    const key = chosen.map((index) => terms[index]?.code).join('\u0000');
    const priced = price(chosen);
    if (
      best === null ||
      priced.total < best.priced.total ||
      (priced.total === best.priced.total && key < best.key)
    )
      best = { priced, chosen, key };
  }
  const { priced, chosen } = best ?? { priced: price([]), chosen: [] };

  // The answer.
  const termCents = new Map<number, number>();
  const taxCents = new Map<number, number>();
  const sums = { base: 0, supplements: 0, discounts: 0, taxesAdded: 0, taxesIncluded: 0, hotel: 0 };
  const quoteRooms: RoomQuote[] = rooms.map((room, roomIndex) => {
    const pricedRoom = priced.rooms[roomIndex];
    const nights: NightQuote[] = room.nights.map((night, nightIndex) => {
      const line = pricedRoom?.nights[nightIndex];
      if (!line) throw new Error('priced night missing');
      sums.base += line.base;
      const termLine = ({ index, cents }: { index: number; cents: number }) => {
        termCents.set(index, (termCents.get(index) ?? 0) + cents);
        return {
          code: terms[index]?.code ?? '',
          kind: terms[index]?.kind ?? 'general',
          amount: fromCents(cents),
        };
      };
      const supplementLines = line.supplements.map((entry) => {
        sums.supplements += entry.cents;
        return termLine(entry);
      });
      const discountLines = line.discounts.map((entry) => {
        sums.discounts += entry.cents;
        return termLine(entry);
      });
      const taxLines = line.taxes.map(({ index, cents, included }) => {
        const tax = taxes[index] as HotelTax;
        taxCents.set(index, (taxCents.get(index) ?? 0) + cents);
        if (included) sums.taxesIncluded += cents;
        else {
          sums.taxesAdded += cents;
          if (tax.collectedBy === 'hotel') sums.hotel += cents;
        }
        return {
          code: tax.code,
          kind: tax.kind,
          amount: fromCents(cents),
          included,
          collectedBy: tax.collectedBy,
        };
      });
      return {
        day: night.day,
        base: fromCents(line.base),
        supplements: supplementLines,
        discounts: discountLines,
        taxes: taxLines,
        total: fromCents(line.total),
      };
    });
    const total = pricedRoom?.nights.reduce((sum, night) => sum + night.total, 0) ?? 0;
    return { roomTypeId: room.roomTypeId, ages: [...room.ages], nights, total: fromCents(total) };
  });

  const firstReason = (entries: Held['rooms'][number][] | undefined): SkipReason =>
    (entries?.find((entry) => typeof entry === 'string') as SkipReason | undefined) ?? 'stay_dates';
  const chosenSet = new Set(chosen);
  const termOutcomes: TermOutcome[] = terms.map((term, index) => {
    const base = { code: term.code, kind: term.kind, effect: term.effect };
    if (!holds(index)) return { ...base, applied: false, reason: firstReason(held[index]) };
    if (term.effect === 'discount' && !chosenSet.has(index))
      return { ...base, applied: false, reason: 'not_combined' };
    return { ...base, applied: true, amount: fromCents(termCents.get(index) ?? 0) };
  });
  const taxOutcomes: TaxOutcome[] = taxes.map((tax, index) => {
    const base = { code: tax.code, kind: tax.kind };
    if (!taxHeld[index]?.some((entry) => typeof entry !== 'string'))
      return { ...base, applied: false, reason: firstReason(taxHeld[index]) };
    return {
      ...base,
      applied: true,
      amount: fromCents(taxCents.get(index) ?? 0),
      included: taxIncluded[index] ?? false,
      collectedBy: tax.collectedBy,
    };
  });
  return {
    sells: true,
    rooms: quoteRooms,
    terms: termOutcomes,
    taxes: taxOutcomes,
    totals: {
      base: fromCents(sums.base),
      supplements: fromCents(sums.supplements),
      discounts: fromCents(sums.discounts),
      taxesAdded: fromCents(sums.taxesAdded),
      taxesIncluded: fromCents(sums.taxesIncluded),
      total: fromCents(priced.total),
      collectedByHotel: fromCents(sums.hotel),
      collectedByGroup: fromCents(priced.total - sums.hotel),
    },
  };
}
