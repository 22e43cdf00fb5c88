/**
 * Reservations (issue 32, decision 052): whether a stay can be sold night by night against the ARI
 * the server read, what it costs, and the structured cancellation policy of a rate with the
 * penalty it quotes. Pure and without zod: the schemas are in contract.ts.
 */

import { nightPrice, type PriceCell, type PricingRate } from '../rates/cells.ts';
import type { PlanControl } from '../rates/grid.ts';
import { fromCents, toCents } from '../rates/money.ts';
import type { CancellationPolicy, QuotaType } from '../rates/rules.ts';

/** Message keys (packages/i18n/locales/<lang>/rates.json, `reservations` section). */
export const RESERVATION_MSG = {
  datesInvalid: 'rates.reservations.errors.dates_invalid',
  arrivalPast: 'rates.reservations.errors.arrival_past',
  rateUnknown: 'rates.reservations.errors.rate_unknown',
  roomNotSold: 'rates.reservations.errors.room_not_sold',
  boardNotSold: 'rates.reservations.errors.board_not_sold',
  rateClosed: 'rates.reservations.errors.rate_closed',
  noPrice: 'rates.reservations.errors.no_price',
  stopSale: 'rates.reservations.errors.stop_sale',
  minStay: 'rates.reservations.errors.min_stay',
  maxStay: 'rates.reservations.errors.max_stay',
  closedArrival: 'rates.reservations.errors.closed_arrival',
  closedDeparture: 'rates.reservations.errors.closed_departure',
  release: 'rates.reservations.errors.release',
  soldOut: 'rates.reservations.errors.sold_out',
  notFound: 'rates.reservations.errors.not_found',
  referenceTaken: 'rates.reservations.errors.reference_taken',
  revisionStale: 'rates.reservations.errors.revision_stale',
  cancelled: 'rates.reservations.errors.cancelled',
  quoteDiffers: 'rates.reservations.errors.quote_differs',
  phoneInvalid: 'rates.reservations.errors.phone_invalid',
  priceInvalid: 'rates.reservations.errors.price_invalid',
  notArrived: 'rates.reservations.errors.not_arrived',
  noShowAlready: 'rates.reservations.errors.no_show_already',
} as const;

/** The reasons a night (or a stay) is refused, as the API names them. */
export const STAY_REFUSALS = [
  'dates_invalid',
  'arrival_past',
  'rate_unknown',
  'room_not_sold',
  'board_not_sold',
  'rate_closed',
  'no_price',
  'stop_sale',
  'min_stay',
  'max_stay',
  'closed_arrival',
  'closed_departure',
  'release',
  'sold_out',
] as const;
export type StayRefusal = (typeof STAY_REFUSALS)[number];

/** The message key of each refusal. */
export const STAY_REFUSAL_MSG: Record<StayRefusal, string> = {
  dates_invalid: RESERVATION_MSG.datesInvalid,
  arrival_past: RESERVATION_MSG.arrivalPast,
  rate_unknown: RESERVATION_MSG.rateUnknown,
  room_not_sold: RESERVATION_MSG.roomNotSold,
  board_not_sold: RESERVATION_MSG.boardNotSold,
  rate_closed: RESERVATION_MSG.rateClosed,
  no_price: RESERVATION_MSG.noPrice,
  stop_sale: RESERVATION_MSG.stopSale,
  min_stay: RESERVATION_MSG.minStay,
  max_stay: RESERVATION_MSG.maxStay,
  closed_arrival: RESERVATION_MSG.closedArrival,
  closed_departure: RESERVATION_MSG.closedDeparture,
  release: RESERVATION_MSG.release,
  sold_out: RESERVATION_MSG.soldOut,
};

export const RESERVATION_STATUSES = ['confirmed', 'modified', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A stay is at most this many nights; a reservation holds at most this many room stays. */
export const STAY_NIGHTS_MAX = 60;
export const RESERVATION_STAYS_MAX = 10;
export const RESERVATION_GUESTS_MAX = 20;
export const RESERVATION_REFERENCE_MAX = 64;
export const RESERVATION_REQUESTS_MAX = 2000;
export const GUEST_AGE_MAX = 120;
/** A reservation list answers at most this many rows a page. */
export const RESERVATION_PAGE_MAX = 200;
export const RESERVATION_PAGE_DEFAULT = 50;
/** Staff's rooms-left panel covers at most this many hotels and days (issue 32 item 6). */
export const ROOMS_LEFT_HOTELS_MAX = 20;
export const ROOMS_LEFT_DAYS_MAX = 31;
/** Unconfirmed longer than this many hours, a reservation is overdue for staff (the server's default). */
export const RESERVATION_UNCONFIRMED_HOURS_DEFAULT = 24;

/**
 * Whether staff should chase the hotel for a reservation (issue 32 item 6): not cancelled, still
 * without the hotel's confirmation number, booked at least `hours` hours before `now`.
 */
export function isOverdue(
  reservation: { status: string; confirmationNumber: string | null; createdAt: string | Date },
  hours: number,
  now: Date,
): boolean {
  if (reservation.status === 'cancelled' || reservation.confirmationNumber !== null) return false;
  return now.getTime() - new Date(reservation.createdAt).getTime() >= hours * 3_600_000;
}

/** The hotel's day when it names no time zone (the spec's hotels are Spanish). */
export const HOTEL_TIME_ZONE_DEFAULT = 'Europe/Madrid';

// ---------------------------------------------------------------------------------------------
// Days and the hotel's time zone
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoToUtc(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // A real day: Date.UTC rolls 31 April over to 1 May (compared as numbers, not as a new string:
  // a quote reads every night, decision 063).
  const date = new Date(time);
  return date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() === Number(match[2]) - 1 &&
    date.getUTCDate() === Number(match[3])
    ? time
    : null;
}

/** The ISO day of a UTC midnight (as `toISOString().slice(0, 10)` for years 0–9999, faster). */
function utcDay(time: number): string {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Whole days from `from` to `to` (ISO dates); null when one is not a real day. */
export function daysBetween(from: string, to: string): number | null {
  const start = isoToUtc(from);
  const end = isoToUtc(to);
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS);
}

/** The nights of a stay: every day from the arrival to the day before the departure (ISO). */
export function stayNights(arrival: string, departure: string): string[] {
  const start = isoToUtc(arrival);
  const end = isoToUtc(departure);
  if (start === null || end === null || end <= start) return [];
  const days: string[] = [];
  for (let time = start; time < end && days.length <= STAY_NIGHTS_MAX; time += DAY_MS)
    days.push(utcDay(time));
  return days;
}

/**
 * Formatters by time zone, made once: building an `Intl.DateTimeFormat` costs far more than using
 * one, and the pricing engine asks for the hotel's day on every quote (decision 063).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function formatOf(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat {
  let format = cache.get(options.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(options.timeZone, format);
  }
  return format;
}

/** The last day asked for (a quote asks for the same instant once per room and once for itself). */
let lastDay: { time: number; timeZone: string; day: string } | null = null;

/** The hotel's calendar day (ISO) at an instant, in its IANA time zone. */
export function hotelDay(now: Date, timeZone: string): string {
  const time = now.getTime();
  if (lastDay !== null && lastDay.time === time && lastDay.timeZone === timeZone) return lastDay.day;
  const parts = formatOf(dayFormats, 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDay = { time, timeZone, day };
  return day;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(time: number, timeZone: string): number {
  const parts = formatOf(offsetFormats, 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(time / 1000) * 1000;
}

/** The instant the hotel's day (ISO) starts, at midnight in its time zone. */
export function hotelDayStart(day: string, timeZone: string): Date {
  const utc = isoToUtc(day) ?? 0;
  let time = utc - zoneOffset(utc, timeZone);
  // Across a change of offset the first guess is an hour out: once more at the guess.
  time = utc - zoneOffset(time, timeZone);
  return new Date(time);
}

// ---------------------------------------------------------------------------------------------
// Availability of a stay
// ---------------------------------------------------------------------------------------------

/** What a rate sells and how (the server reads it; offers' prices already derived). */
export interface StayRate extends PricingRate {
  quotaType: QuotaType | string;
  releaseDays: number | null;
  boards: readonly string[];
  roomTypes: readonly number[];
}

/** The rate's own restrictions of a day (`rate_restrictions`). */
export interface DayRestriction {
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}

/** What the server read of one day for the stay's rate, room type and board. */
export interface NightAri {
  /** ISO day. */
  day: string;
  /** The rate applies that day (`rate_days`). */
  rateDay: boolean;
  /** The price cell of the room type and board that day (offers: derived), or null. */
  price: PriceCell | null;
  /** The room type's inventory that day, or null without a row. */
  inventory: { allotment: number | null; booked: number; stopSale: boolean } | null;
  restriction: DayRestriction | null;
  /** The product's own row (room type × rate × board): it overrides `restriction`, every field. */
  planControl: PlanControl | null;
}

export interface StayRequest {
  roomTypeId: number;
  board: string;
  arrival: string;
  departure: string;
  /** Every guest's age in years (adults included). */
  ages: readonly number[];
}

export type StayCheck =
  | { ok: true; nights: { day: string; price: string }[]; total: string }
  | { ok: false; night: string | null; reason: StayRefusal };

/** The stay restrictions in force on a day: the product's row when it has one, else the rate's. */
export function effectiveControl(
  ari: Pick<NightAri, 'restriction' | 'planControl'> | undefined,
): PlanControl {
  if (ari?.planControl) return ari.planControl;
  const rate = ari?.restriction;
  return {
    minStay: rate?.minStay ?? null,
    maxStay: rate?.maxStay ?? null,
    closedArrival: rate?.closedArrival ?? false,
    closedDeparture: rate?.closedDeparture ?? false,
    stopSale: false,
  };
}

/** Whether a rate's quota is an allotment (each night consumes one room); free sale otherwise. */
export function consumesAllotment(quotaType: string): boolean {
  return quotaType === 'allotment_release' || quotaType === 'allotment_no_release';
}

/** Rooms left of a day: allotment − booked, never below 0; null on a day without allotment. */
export function roomsLeft(inventory: { allotment: number | null; booked: number } | null): number | null {
  if (!inventory || inventory.allotment === null) return null;
  return Math.max(0, inventory.allotment - inventory.booked);
}

/**
 * Whether a stay can be sold, night by night, and what it costs: the rate sells the room type and
 * board, then, in order of the nights, the rate applies that day, a price exists for the party, the
 * day is not stopped (the room type's or the product's stop sale), and on allotment rates a room is
 * left; the arrival day's minimum and maximum stay and closed-to-arrival, the departure day's
 * closed-to-departure; the booking is made before the release (`releaseDays` whole days before
 * the arrival, in the hotel's day). `ari`: the nights and the departure day (for its
 * closed-to-departure), by ISO day. Answers the first failing night (null when the stay as a
 * whole fails) and its reason, or the prices of the nights and their total (exact decimals).
 */
export function checkStay(
  rate: StayRate,
  stay: StayRequest,
  ari: ReadonlyMap<string, NightAri>,
  now: Date,
  timeZone: string,
): StayCheck {
  const nights = stayNights(stay.arrival, stay.departure);
  if (nights.length === 0 || nights.length > STAY_NIGHTS_MAX || stay.ages.length === 0)
    return { ok: false, night: null, reason: 'dates_invalid' };
  const today = hotelDay(now, timeZone);
  const lead = daysBetween(today, stay.arrival) ?? -1;
  if (lead < 0) return { ok: false, night: stay.arrival, reason: 'arrival_past' };
  if (!rate.roomTypes.includes(stay.roomTypeId)) return { ok: false, night: null, reason: 'room_not_sold' };
  if (!rate.boards.includes(stay.board)) return { ok: false, night: null, reason: 'board_not_sold' };
  if (rate.quotaType === 'allotment_release' && rate.releaseDays !== null && lead < rate.releaseDays)
    return { ok: false, night: stay.arrival, reason: 'release' };
  const arrivalControl = effectiveControl(ari.get(stay.arrival));
  if (arrivalControl.closedArrival) return { ok: false, night: stay.arrival, reason: 'closed_arrival' };
  if (arrivalControl.minStay !== null && nights.length < arrivalControl.minStay)
    return { ok: false, night: stay.arrival, reason: 'min_stay' };
  if (arrivalControl.maxStay !== null && nights.length > arrivalControl.maxStay)
    return { ok: false, night: stay.arrival, reason: 'max_stay' };
  if (effectiveControl(ari.get(stay.departure)).closedDeparture)
    return { ok: false, night: stay.departure, reason: 'closed_departure' };
  const party = { adults: 0, childAges: [...stay.ages] };
  const priced: { day: string; price: string }[] = [];
  let total = 0;
  for (const day of nights) {
    const night = ari.get(day);
    if (!night?.rateDay) return { ok: false, night: day, reason: 'rate_closed' };
    const price = night.price ? nightPrice(rate, night.price, party) : null;
    if (price === null) return { ok: false, night: day, reason: 'no_price' };
    if (night.inventory?.stopSale || effectiveControl(night).stopSale)
      return { ok: false, night: day, reason: 'stop_sale' };
    if (consumesAllotment(rate.quotaType) && (roomsLeft(night.inventory) ?? 0) <= 0)
      return { ok: false, night: day, reason: 'sold_out' };
    priced.push({ day, price });
    total += toCents(price) ?? 0;
  }
  return { ok: true, nights: priced, total: fromCents(total) };
}

/** Whether the prices sent are the prices computed, to the cent ('80' equals '80.00'). */
export function samePrices(sent: readonly string[], computed: readonly string[]): boolean {
  return (
    sent.length === computed.length &&
    sent.every((value, index) => toCents(value) === toCents(computed[index] ?? ''))
  );
}

// ---------------------------------------------------------------------------------------------
// Cancellation policies
// ---------------------------------------------------------------------------------------------

/** When a tier starts to apply: so long before the arrival day starts (hotel's day), or after booking. */
export type PolicyDeadline =
  | { from: 'before_arrival'; days: number; hours?: number }
  | { from: 'after_booking'; hours: number };

export type PolicyPenalty = { nights: number } | { percent: number } | { amount: string };

export interface PolicyTier {
  deadline: PolicyDeadline;
  penalty: PolicyPenalty;
}

/** A machine-readable policy: tiers (the highest applying penalty wins) and the no-show's. */
export interface StructuredCancellationPolicy {
  /** The wizard's choice it comes from; `custom` when the hotel edited it (policies.ts). */
  code: CancellationPolicy | 'custom';
  tiers: PolicyTier[];
  noShow: PolicyPenalty;
}

/**
 * The new-rate wizard's choice as a structured policy: `none` cancels free until the arrival;
 * `dN` is free until N days before the arrival, then costs the first night; `non_refundable`
 * costs the whole stay from the booking on. A no-show costs the first night, the whole stay when
 * non-refundable.
 */
export function cancellationPolicyOf(code: CancellationPolicy): StructuredCancellationPolicy {
  const firstNight: PolicyPenalty = { nights: 1 };
  switch (code) {
    case 'none':
      return { code, tiers: [], noShow: firstNight };
    case 'd1':
    case 'd2':
    case 'd3':
    case 'd4':
      return {
        code,
        tiers: [{ deadline: { from: 'before_arrival', days: Number(code.slice(1)) }, penalty: firstNight }],
        noShow: firstNight,
      };
    case 'non_refundable':
      return {
        code,
        tiers: [{ deadline: { from: 'after_booking', hours: 0 }, penalty: { percent: 100 } }],
        noShow: { percent: 100 },
      };
  }
}

/** What a quote needs of a reservation: when it was booked and each stay's arrival and nights. */
export interface QuotedReservation {
  bookedAt: Date;
  stays: readonly { arrival: string; nightPrices: readonly string[] }[];
}

/** The instant a tier starts to apply. */
export function deadlineAt(
  deadline: PolicyDeadline,
  stay: { arrival: string },
  bookedAt: Date,
  timeZone: string,
): Date {
  if (deadline.from === 'after_booking') return new Date(bookedAt.getTime() + deadline.hours * 3_600_000);
  const start = hotelDayStart(stay.arrival, timeZone).getTime();
  // Days count in the hotel's calendar (a day across a change of offset is 23 or 25 hours).
  const day = new Date((isoToUtc(stay.arrival) ?? 0) - deadline.days * DAY_MS).toISOString().slice(0, 10);
  const dayStart = deadline.days === 0 ? start : hotelDayStart(day, timeZone).getTime();
  return new Date(dayStart - (deadline.hours ?? 0) * 3_600_000);
}

/** A penalty on a stay's nights, in cents: the first nights, a share (half up) or an amount (at most the stay). */
function penaltyCents(penalty: PolicyPenalty, nightPrices: readonly string[]): number {
  const cents = nightPrices.map((price) => toCents(price) ?? 0);
  const total = cents.reduce((sum, value) => sum + value, 0);
  if ('nights' in penalty) return cents.slice(0, penalty.nights).reduce((sum, value) => sum + value, 0);
  if ('percent' in penalty) return Math.min(total, Math.floor((total * penalty.percent * 2 + 100) / 200));
  return Math.min(total, toCents(penalty.amount) ?? 0);
}

/**
 * The penalty of cancelling now, exact: per stay, the highest penalty of the tiers whose deadline
 * has passed; from the arrival day's start (hotel's day) on, the no-show's. Summed over the stays.
 */
export function quotePenalty(
  policy: StructuredCancellationPolicy,
  reservation: QuotedReservation,
  now: Date,
  timeZone: string,
): string {
  let total = 0;
  for (const stay of reservation.stays) {
    const arrived = now.getTime() >= hotelDayStart(stay.arrival, timeZone).getTime();
    let cents = 0;
    if (arrived) cents = penaltyCents(policy.noShow, stay.nightPrices);
    else
      for (const tier of policy.tiers) {
        if (now.getTime() >= deadlineAt(tier.deadline, stay, reservation.bookedAt, timeZone).getTime())
          cents = Math.max(cents, penaltyCents(tier.penalty, stay.nightPrices));
      }
    total += cents;
  }
  return fromCents(total);
}
