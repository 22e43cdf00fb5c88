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

function inDays(range: DayRange, day: string): boolean {
  return (range.from === null || range.from <= day) && (range.to === null || day <= range.to);
}
function inInts(range: IntRange | null, value: number): boolean {
  return (
    range === null ||
    ((range.min === null || range.min <= value) && (range.max === null || value <= range.max))
  );
}

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
  cell: PriceCell;
  /** What one guest of each category pays on a per-person rate, read when a term needs it. */
  prices: Record<Category, number> | null;
}
interface Room {
  roomTypeId: number;
  ages: number[];
  categories: Category[];
  /** Guests priced as adults (the adult amount at this occupancy). */
  adults: number;
  nights: Night[];
}

/** A price of the cell in cents; 0 when absent (`checkStay` priced the party, so it is not). */
const cellCents = (value: string | null | undefined) => (value == null ? 0 : (toCents(value) ?? 0));

/** The guests a scope concerns, by category, and how many in all. */
interface Guests {
  count: number;
  byCategory: Record<Category, number>;
}
function guestsOf(room: Room, ages: IntRange | null): Guests {
  const byCategory: Record<Category, number> = { adult: 0, child: 0, infant: 0, baby: 0 };
  let count = 0;
  for (let index = 0; index < room.ages.length; index += 1) {
    if (!inInts(ages, room.ages[index] ?? 0)) continue;
    count += 1;
    byCategory[room.categories[index] ?? 'adult'] += 1;
  }
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
  night.prices ??= {
    adult: cellCents(night.cell.amounts[room.adults - 1]),
    child: cellCents(night.cell.child),
    infant: cellCents(night.cell.infant),
    baby: cellCents(night.cell.baby),
  };
  let share = 0;
  for (const category of ['adult', 'child', 'infant', 'baby'] as const)
    share += guests.byCategory[category] * night.prices[category];
  return roundHalfUp(share * hundredths, 10_000);
}

// ---------------------------------------------------------------------------------------------
// Which terms and taxes hold
// ---------------------------------------------------------------------------------------------

/** Where a term or a tax holds in one room: the nights it applies to, its guests, its free nights. */
interface Hold {
  nights: boolean[];
  guests: Guests;
  free: Set<number> | null;
}
/** A term or a tax with what it holds in each room (or why not), its value parsed. */
interface Rule<T> {
  rule: T;
  value: Value;
  rooms: (Hold | SkipReason)[];
}
const holdsSomewhere = (rule: Rule<unknown>) => rule.rooms.some((entry) => typeof entry !== 'string');
/** The reason of the first room where it does not hold. */
const firstReason = (rule: Rule<unknown>): SkipReason =>
  (rule.rooms.find((entry) => typeof entry === 'string') as SkipReason | undefined) ?? 'stay_dates';

interface StayFacts {
  bookingDay: string;
  lead: number;
  nightsCount: number;
  arrivalWeekday: number;
  board: string;
}

function termHolds(term: RateTerm, room: Room, facts: StayFacts): Hold | SkipReason {
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
  // The nights in its dates, then on its weekdays (the first that leaves none is the reason).
  const nights: boolean[] = [];
  let inStay = 0;
  let onWeekday = 0;
  for (const night of room.nights) {
    const stays = inDays(term.stay, night.day);
    const applies = stays && (term.weekdays.length === 0 || term.weekdays.includes(night.weekday));
    if (stays) inStay += 1;
    if (applies) onWeekday += 1;
    nights.push(applies);
  }
  if (inStay === 0) return 'stay_dates';
  if (onWeekday === 0) return 'weekday';
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

function taxHolds(tax: HotelTax, rateId: number, room: Room): Hold | SkipReason {
  if (tax.rateIds.length > 0 && !tax.rateIds.includes(rateId)) return 'rate';
  if (tax.roomTypes.length > 0 && !tax.roomTypes.includes(room.roomTypeId)) return 'room_type';
  const guests = guestsOf(room, tax.per === 'person' ? tax.ages : null);
  if (guests.count === 0) return 'ages';
  // At most `maxNights` nights of the stay, the first ones it applies to.
  let left = tax.maxNights ?? Number.POSITIVE_INFINITY;
  let inStay = 0;
  const nights: boolean[] = [];
  for (const night of room.nights) {
    const applies = inDays(tax.stay, night.day);
    if (applies) inStay += 1;
    nights.push(applies && left > 0);
    if (applies) left -= 1;
  }
  if (inStay === 0) return 'stay_dates';
  return { nights, guests, free: null };
}

// ---------------------------------------------------------------------------------------------
// Which discounts combine
// ---------------------------------------------------------------------------------------------

/**
 * Whether two discounts may apply together: neither exclusive, and each `only_with` names the
 * other. The engine's rule, and what ARI out sends as OTA `CompatibleOffers` (decision 066).
 */
export function discountsCombine(a: RateTerm, b: RateTerm): boolean {
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
    discounts.flatMap((b, j) => (i !== j && discountsCombine(a, b) ? [j] : [])),
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

/** One night's lines in cents: index into the terms or taxes, amount. */
interface PricedNight {
  base: number;
  supplements: { rule: number; cents: number }[];
  discounts: { rule: number; cents: number }[];
  taxes: { rule: number; cents: number }[];
  total: number;
}

/**
 * The rooms' nights with the supplements that hold, one combination of discounts (indexes into
 * `terms`, in their order) and the taxes: the stay's lines and its total, in cents.
 */
function priceNights(
  rate: QuoteRequest['rate'],
  rooms: readonly Room[],
  supplements: readonly Rule<RateTerm>[],
  discounts: readonly Rule<RateTerm>[],
  taxes: readonly Rule<HotelTax>[],
  taxIncluded: readonly boolean[],
): { rooms: PricedNight[][]; total: number } {
  let stayTotal = 0;
  const pricedRooms: PricedNight[][] = [];
  for (let roomIndex = 0; roomIndex < rooms.length; roomIndex += 1) {
    const room = rooms[roomIndex] as Room;
    // What is left of each per-stay discount (carried to the next nights); per-stay supplements charged.
    const stayLeft = new Map<number, number>();
    const stayCharged = new Set<number>();
    const nights: PricedNight[] = [];
    for (let nightIndex = 0; nightIndex < room.nights.length; nightIndex += 1) {
      const night = room.nights[nightIndex] as Night;
      const line: PricedNight = { base: night.base, supplements: [], discounts: [], taxes: [], total: 0 };
      let running = night.base;
      for (let index = 0; index < supplements.length; index += 1) {
        const { rule: term, value, rooms: held } = supplements[index] as Rule<RateTerm>;
        const hold = held[roomIndex];
        if (hold === undefined || typeof hold === 'string' || !hold.nights[nightIndex]) continue;
        let cents: number;
        if ('percent' in value)
          cents =
            term.per === 'person'
              ? guestsPercent(rate, room, night, hold.guests, value.percent)
              : roundHalfUp(night.base * value.percent, 10_000);
        else {
          if (term.period === 'stay') {
            if (stayCharged.has(index)) continue;
            stayCharged.add(index);
          }
          cents = value.cents * (term.per === 'person' ? hold.guests.count : 1);
        }
        line.supplements.push({ rule: index, cents });
        running += cents;
      }
      for (let index = 0; index < discounts.length; index += 1) {
        const { rule: term, value, rooms: held } = discounts[index] as Rule<RateTerm>;
        const hold = held[roomIndex];
        if (hold === undefined || typeof hold === 'string' || !hold.nights[nightIndex]) continue;
        let cents: number;
        if (hold.free) {
          if (!hold.free.has(nightIndex)) continue;
          // A free night is free: the night as it stands, its supplements with it.
          cents = running;
        } else if ('percent' in value)
          cents =
            term.per === 'person'
              ? guestsPercent(rate, room, night, hold.guests, value.percent)
              : roundHalfUp(running * value.percent, 10_000);
        else if (term.period === 'stay') {
          const left = stayLeft.get(index) ?? value.cents * (term.per === 'person' ? hold.guests.count : 1);
          if (left === 0) continue;
          cents = Math.min(left, running);
          stayLeft.set(index, left - cents);
        } else cents = value.cents * (term.per === 'person' ? hold.guests.count : 1);
        // Never below zero.
        cents = Math.min(cents, running);
        line.discounts.push({ rule: index, cents });
        running -= cents;
      }
      let total = running;
      for (let index = 0; index < taxes.length; index += 1) {
        const { rule: tax, value, rooms: held } = taxes[index] as Rule<HotelTax>;
        const hold = held[roomIndex];
        if (hold === undefined || typeof hold === 'string' || !hold.nights[nightIndex]) continue;
        const included = taxIncluded[index] ?? false;
        let cents: number;
        if ('percent' in value)
          cents = included
            ? roundHalfUp(running * value.percent, 10_000 + value.percent)
            : roundHalfUp(running * value.percent, 10_000);
        else {
          if (tax.period === 'stay' && hold.nights.indexOf(true) !== nightIndex) continue;
          cents = value.cents * (tax.per === 'person' ? hold.guests.count : 1);
          // A fixed amount inside the price is at most the price.
          if (included) cents = Math.min(cents, running);
        }
        line.taxes.push({ rule: index, cents });
        if (!included) total += cents;
      }
      line.total = total;
      stayTotal += total;
      nights.push(line);
    }
    pricedRooms.push(nights);
  }
  return { rooms: pricedRooms, total: stayTotal };
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
  const arrivalWeekday = isoWeekday(request.arrival);
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
    rooms.push({
      roomTypeId: stay.roomTypeId,
      ages: [...stay.ages],
      categories,
      adults: categories.filter((category) => category === 'adult').length,
      // The nights follow each other: the weekday turns from the arrival's.
      nights: check.nights.map(({ day, price }, night) => ({
        day,
        weekday: ((arrivalWeekday - 1 + night) % 7) + 1,
        base: toCents(price) ?? 0,
        cell: ari.get(day)?.price as PriceCell,
        prices: null,
      })),
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
    arrivalWeekday,
    board: request.board,
  };

  const terms: Rule<RateTerm>[] = [...request.terms].sort(byOrder).map((term) => ({
    rule: term,
    value: parseValue(term.value),
    rooms: rooms.map((room) => termHolds(term, room, facts)),
  }));
  const supplements = terms.filter((entry) => entry.rule.effect === 'supplement' && holdsSomewhere(entry));
  const discounts = terms.filter((entry) => entry.rule.effect === 'discount' && holdsSomewhere(entry));
  const taxes: Rule<HotelTax>[] = [...request.taxes].sort(byCode).map((tax) => ({
    rule: tax,
    value: parseValue(tax.value),
    rooms: rooms.map((room) => taxHolds(tax, rate.id, room)),
  }));
  const taxIncluded = taxes.map((entry) => entry.rule.included && rate.pricesIncludeTax);

  // The best combination of discounts for the customer: the lowest total; of equal totals, the
  // combination whose codes (in order) come first.
  let best: { priced: ReturnType<typeof priceNights>; chosen: Rule<RateTerm>[]; key: string } | null = null;
  for (const set of combinations(discounts.map((entry) => entry.rule))) {
    const chosen = discounts.filter((_, position) => set.includes(position));
    const key = chosen.map((entry) => entry.rule.code).join('\u0000');
    const priced = priceNights(rate, rooms, supplements, chosen, taxes, taxIncluded);
    if (
      best === null ||
      priced.total < best.priced.total ||
      (priced.total === best.priced.total && key < best.key)
    )
      best = { priced, chosen, key };
  }
  const chosen = best?.chosen ?? [];
  const priced = best?.priced ?? priceNights(rate, rooms, supplements, [], taxes, taxIncluded);

  // The answer: lines as decimal strings, each term's and tax's sum, the stay's sums.
  const termCents = new Map<RateTerm, number>();
  const taxCents = new Map<HotelTax, number>();
  const sums = { base: 0, supplements: 0, discounts: 0, taxesAdded: 0, taxesIncluded: 0, hotel: 0 };
  const termLine = (entry: Rule<RateTerm> | undefined, cents: number): TermLine => {
    const term = entry?.rule as RateTerm;
    termCents.set(term, (termCents.get(term) ?? 0) + cents);
    return { code: term.code, kind: term.kind, amount: fromCents(cents) };
  };
  const quoteRooms: RoomQuote[] = [];
  for (let roomIndex = 0; roomIndex < rooms.length; roomIndex += 1) {
    const room = rooms[roomIndex] as Room;
    const pricedRoom = priced.rooms[roomIndex] ?? [];
    const nights: NightQuote[] = [];
    let roomTotal = 0;
    for (let nightIndex = 0; nightIndex < pricedRoom.length; nightIndex += 1) {
      const line = pricedRoom[nightIndex] as PricedNight;
      sums.base += line.base;
      roomTotal += line.total;
      const supplementLines: TermLine[] = [];
      for (const { rule, cents } of line.supplements) {
        sums.supplements += cents;
        supplementLines.push(termLine(supplements[rule], cents));
      }
      const discountLines: TermLine[] = [];
      for (const { rule, cents } of line.discounts) {
        sums.discounts += cents;
        discountLines.push(termLine(chosen[rule], cents));
      }
      const taxLines: TaxLine[] = [];
      for (const { rule, cents } of line.taxes) {
        const tax = taxes[rule]?.rule as HotelTax;
        const included = taxIncluded[rule] ?? false;
        taxCents.set(tax, (taxCents.get(tax) ?? 0) + cents);
        if (included) sums.taxesIncluded += cents;
        else {
          sums.taxesAdded += cents;
          if (tax.collectedBy === 'hotel') sums.hotel += cents;
        }
        taxLines.push({
          code: tax.code,
          kind: tax.kind,
          amount: fromCents(cents),
          included,
          collectedBy: tax.collectedBy,
        });
      }
      nights.push({
        day: room.nights[nightIndex]?.day ?? '',
        base: fromCents(line.base),
        supplements: supplementLines,
        discounts: discountLines,
        taxes: taxLines,
        total: fromCents(line.total),
      });
    }
    quoteRooms.push({
      roomTypeId: room.roomTypeId,
      ages: [...room.ages],
      nights,
      total: fromCents(roomTotal),
    });
  }

  const chosenSet = new Set(chosen);
  const termOutcomes: TermOutcome[] = terms.map((entry) => {
    const term = entry.rule;
    const base = { code: term.code, kind: term.kind, effect: term.effect };
    if (!holdsSomewhere(entry)) return { ...base, applied: false, reason: firstReason(entry) };
    if (term.effect === 'discount' && !chosenSet.has(entry))
      return { ...base, applied: false, reason: 'not_combined' };
    return { ...base, applied: true, amount: fromCents(termCents.get(term) ?? 0) };
  });
  const taxOutcomes: TaxOutcome[] = taxes.map((entry, index) => {
    const tax = entry.rule;
    const base = { code: tax.code, kind: tax.kind };
    if (!holdsSomewhere(entry)) return { ...base, applied: false, reason: firstReason(entry) };
    return {
      ...base,
      applied: true,
      amount: fromCents(taxCents.get(tax) ?? 0),
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
