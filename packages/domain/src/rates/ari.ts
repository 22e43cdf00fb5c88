/**
 * Availability, rates and inventory (ARI): boards, exact money, price cells and their
 * resolution, and the bulk change that mirrors OTA's StatusApplicationControl (start, end,
 * weekdays, room types, boards). Shared by the web (the grid applies pending changes with these
 * rules) and the server (it refuses what they refuse). Decision 020.
 */
import { z } from 'zod';
import { dayKeysInRange, parseDayKey } from './calendar.ts';
import { dayKeySchema, rateFields } from './contract.ts';
import { ageIssues, marketIssues, RATE_KINDS, releaseIssues } from './rules.ts';

/** Message keys (packages/i18n/locales/<lang>/rates.json, `ari` section of `errors`). */
export const ARI_MSG = {
  amountInvalid: 'rates.errors.amount_invalid',
  amountNegative: 'rates.errors.amount_negative',
  amountDecimals: 'rates.errors.amount_decimals',
  amountTooLarge: 'rates.errors.amount_too_large',
  percentInvalid: 'rates.errors.percent_invalid',
  boardInvalid: 'rates.errors.board_invalid',
  boardsRequired: 'rates.errors.boards_required',
  roomTypesRequired: 'rates.errors.room_types_required',
  roomTypeUnknown: 'rates.errors.room_type_unknown',
  roomTypeNotInRate: 'rates.errors.room_type_not_in_rate',
  boardNotInRate: 'rates.errors.board_not_in_rate',
  rangeReversed: 'rates.errors.range_reversed',
  rangeTooLong: 'rates.errors.range_too_long',
  weekdayInvalid: 'rates.errors.weekday_invalid',
  nothingToChange: 'rates.errors.nothing_to_change',
  priceAndAdjust: 'rates.errors.price_and_adjust',
  adultsCount: 'rates.errors.adults_count',
  perRoomOneAmount: 'rates.errors.per_room_one_amount',
  perRoomNoGuests: 'rates.errors.per_room_no_guests',
  childNotOffered: 'rates.errors.child_not_offered',
  infantNotOffered: 'rates.errors.infant_not_offered',
  babyNotOffered: 'rates.errors.baby_not_offered',
  allotmentRange: 'rates.errors.allotment_range',
  allotmentNotAllotment: 'rates.errors.allotment_not_allotment',
  stayRange: 'rates.errors.stay_range',
  minAboveMax: 'rates.errors.min_above_max',
  derivedNoPrices: 'rates.errors.derived_no_prices',
  baseRateInvalid: 'rates.errors.base_rate_invalid',
  /** An offer or promotion priced off a base rate says about tax what its base says (issue 30). */
  baseRateTaxDiffers: 'rates.errors.base_rate_tax_differs',
  derivedOnlyOffers: 'rates.errors.derived_only_offers',
  tooManyChanges: 'rates.errors.too_many_changes',
  dayOutOfYears: 'rates.errors.day_out_of_years',
  csvInvalid: 'rates.errors.csv_invalid',
  csvColumns: 'rates.errors.csv_columns',
  csvDate: 'rates.errors.csv_date',
  csvDuplicate: 'rates.errors.csv_duplicate',
  csvTooManyLines: 'rates.errors.csv_too_many_lines',
  periodRequired: 'rates.errors.period_required',
  basePriceMissing: 'rates.errors.base_price_missing',
  adjustTooLarge: 'rates.errors.adjust_too_large',
} as const;

// ---------------------------------------------------------------------------------------------
// Boards (OTA meal plan types, code list MPT)
// ---------------------------------------------------------------------------------------------

/** Room only, self catering, bed and breakfast, half board, full board, all inclusive. */
export const BOARDS = ['RO', 'SC', 'BB', 'HB', 'FB', 'AI'] as const;
export type Board = (typeof BOARDS)[number];
/** OpenTravel code list "Meal Plan Type" (MPT) of each board. */
export const BOARD_OTA_MEAL_PLAN: Record<Board, number> = { RO: 14, SC: 15, BB: 3, HB: 12, FB: 10, AI: 1 };
export function isBoard(value: string): value is Board {
  return (BOARDS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Money: decimal strings with at most two decimals, handled as integer minor units (exact)
// ---------------------------------------------------------------------------------------------

/** The largest amount a night, a supplement or an adjustment may hold, in the rate's currency. */
export const AMOUNT_MAX = '1000000.00';
export const AMOUNT_MAX_CENTS = 100_000_000;
const MONEY = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Integer minor units of a decimal string ('80.5' → 8050), or null when it is not one. */
export function toCents(value: string): number | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const units = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return units * 100 + Number(fraction);
}

/** The decimal string of integer minor units, always with two decimals (8050 → '80.50'). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Why a text is not an amount (null when it is one): negative, too many decimals, too large… */
export function amountIssue(value: string): string | null {
  const text = value.trim();
  if (/^-/.test(text) && /^-\d+(\.\d+)?$/.test(text)) return ARI_MSG.amountNegative;
  if (/^\d+\.\d{3,}$/.test(text)) return ARI_MSG.amountDecimals;
  // More whole digits than an amount can hold: too large, not malformed.
  if (/^0*[1-9]\d{9,}(\.\d{1,2})?$/.test(text)) return ARI_MSG.amountTooLarge;
  const cents = toCents(text);
  if (cents === null) return ARI_MSG.amountInvalid;
  if (cents > AMOUNT_MAX_CENTS) return ARI_MSG.amountTooLarge;
  return null;
}

/** An amount as the API takes it: a decimal string (JSON numbers are floating point). */
export const amountSchema = z.string({ error: ARI_MSG.amountInvalid }).superRefine((value, ctx) => {
  const issue = amountIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

/** A signed percentage with at most two decimals, -100..1000 ('20', '-12.5'). */
const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;
export function percentHundredths(value: string): number | null {
  if (!PERCENT.test(value.trim())) return null;
  const negative = value.trim().startsWith('-');
  const cents = toCents(value.trim().replace('-', ''));
  if (cents === null) return null;
  const signed = negative ? -cents : cents;
  return signed < -10_000 || signed > 100_000 ? null : signed;
}
export const percentSchema = z
  .string({ error: ARI_MSG.percentInvalid })
  .refine((value) => percentHundredths(value) !== null, { error: ARI_MSG.percentInvalid });

/** A signed amount for adjustments ('-5', '12.50'). */
export const signedAmountSchema = z.string({ error: ARI_MSG.amountInvalid }).superRefine((value, ctx) => {
  const issue = amountIssue(value.trim().replace(/^-/, ''));
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});
function signedCents(value: string): number {
  const text = value.trim();
  const cents = toCents(text.replace(/^-/, '')) ?? 0;
  return text.startsWith('-') ? -cents : cents;
}

/** Round half up of a non-negative numerator over a positive denominator. */
function roundDiv(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
}

// ---------------------------------------------------------------------------------------------
// Price cells and their resolution
// ---------------------------------------------------------------------------------------------

/**
 * The price of one rate × room type × board × day. `amounts`: one amount for a per-room rate;
 * for a per-person rate the amount per adult when 1, 2, 3… adults share the room. `child`,
 * `infant`, `baby`: what a guest of that age pays a night on a per-person rate (0 = free), null
 * when not priced (the guest cannot be sold on that rate).
 */
export interface PriceCell {
  amounts: string[];
  child: string | null;
  infant: string | null;
  baby: string | null;
}

/** The most adults a per-person price lists (rooms take at most this many adults). */
export const OCCUPANCY_PRICES_MAX = 20;

/** What a rate's pricing depends on. */
export interface PricingRate {
  priceRoomType: 'person' | 'room';
  childsAge: number;
  infantAge: number;
  babyAge: number;
}

export type GuestCategory = 'adult' | 'child' | 'infant' | 'baby';

/**
 * The category of a guest by age. An age limit of 0 means the rate has no such category;
 * otherwise a guest up to `babyAge` is a baby, up to `infantAge` an infant, up to `childsAge` a
 * child, older an adult.
 */
export function guestCategory(rate: PricingRate, age: number): GuestCategory {
  if (rate.babyAge > 0 && age <= rate.babyAge) return 'baby';
  if (rate.infantAge > 0 && age <= rate.infantAge) return 'infant';
  if (rate.childsAge > 0 && age <= rate.childsAge) return 'child';
  return 'adult';
}

export interface Party {
  adults: number;
  childAges: number[];
}

/**
 * What a party pays for one night of a cell, as a decimal string; null when the cell cannot sell
 * it (more adults than priced, a guest category without a price).
 */
export function nightPrice(rate: PricingRate, cell: PriceCell, party: Party): string | null {
  if (rate.priceRoomType === 'room') return cell.amounts[0] ?? null;
  const extra: Record<Exclude<GuestCategory, 'adult'>, number> = { child: 0, infant: 0, baby: 0 };
  let adults = party.adults;
  for (const age of party.childAges) {
    const category = guestCategory(rate, age);
    if (category === 'adult') adults += 1;
    else extra[category] += 1;
  }
  if (adults < 1) return null;
  const perAdult = cell.amounts[adults - 1];
  if (perAdult === undefined) return null;
  let total = (toCents(perAdult) ?? 0) * adults;
  for (const category of ['child', 'infant', 'baby'] as const) {
    if (extra[category] === 0) continue;
    const amount = cell[category];
    if (amount === null) return null;
    total += (toCents(amount) ?? 0) * extra[category];
  }
  return fromCents(total);
}

/** An offer or promotion priced off a base rate: a percentage or an amount off each of its prices. */
export interface Derivation {
  baseRate: number;
  kind: 'percent' | 'amount';
  /** Percentage 0..100 or an amount, as a decimal string. */
  value: string;
}

/** One price off its base: rounded half up to the cent, never below zero. */
export function deriveAmount(base: string, derivation: Pick<Derivation, 'kind' | 'value'>): string {
  const cents = toCents(base) ?? 0;
  if (derivation.kind === 'amount') return fromCents(Math.max(0, cents - (toCents(derivation.value) ?? 0)));
  const percent = percentHundredths(derivation.value) ?? 0;
  return fromCents(Math.max(0, roundDiv(cents * (10_000 - percent), 10_000)));
}

/** A base rate's cell as the derived rate sells it. */
export function deriveCell(cell: PriceCell, derivation: Pick<Derivation, 'kind' | 'value'>): PriceCell {
  const derive = (value: string | null) => (value === null ? null : deriveAmount(value, derivation));
  return {
    amounts: cell.amounts.map((amount) => deriveAmount(amount, derivation)),
    child: derive(cell.child),
    infant: derive(cell.infant),
    baby: derive(cell.baby),
  };
}

/** An adjustment of existing prices: a signed percentage or a signed amount. */
export type Adjustment = { percent: string } | { amount: string };

/**
 * A cell with its prices adjusted (rounded half up to the cent); null when a result is out of
 * bounds. A percentage applies to every price (a free guest stays free); an amount applies to the
 * adult amounts only, as a night's price goes up or down by it.
 */
export function adjustCell(cell: PriceCell, adjustment: Adjustment): PriceCell | null {
  let outOfBounds = false;
  const adjust = (value: string | null, guest = false): string | null => {
    if (value === null) return null;
    if (guest && !('percent' in adjustment)) return value;
    const cents = toCents(value) ?? 0;
    const next =
      'percent' in adjustment
        ? roundDiv(cents * (10_000 + (percentHundredths(adjustment.percent) ?? 0)), 10_000)
        : cents + signedCents(adjustment.amount);
    if (next < 0 || next > AMOUNT_MAX_CENTS) outOfBounds = true;
    return fromCents(next);
  };
  const adjusted = {
    amounts: cell.amounts.map((amount) => adjust(amount) ?? amount),
    child: adjust(cell.child, true),
    infant: adjust(cell.infant, true),
    baby: adjust(cell.baby, true),
  };
  return outOfBounds ? null : adjusted;
}

/** A cell written as its amounts with two decimals ('80' → '80.00'). */
export function normalizeCell(cell: PriceCell): PriceCell {
  const fix = (value: string | null) => (value === null ? null : fromCents(toCents(value) ?? 0));
  return {
    amounts: cell.amounts.map((amount) => fromCents(toCents(amount) ?? 0)),
    child: fix(cell.child),
    infant: fix(cell.infant),
    baby: fix(cell.baby),
  };
}

// ---------------------------------------------------------------------------------------------
// The bulk change (OTA StatusApplicationControl: Start, End, Mon…Sun, InvTypeCode, RatePlanCode)
// ---------------------------------------------------------------------------------------------

export const ALLOTMENT_MAX = 999;
export const STAY_MAX = 99;
/**
 * One bulk write holds at most this many changes: a year copied between room types with a
 * different price every day fits in one request (the server also caps the cells a write expands to).
 */
export const ARI_CHANGES_MAX = 5000;
/** A change covers at most this many days (a year and a day, so a whole year fits). */
export const ARI_RANGE_MAX_DAYS = 366;
export const ROOM_TYPES_PER_RATE_MAX = 50;

const id = z.number({ error: ARI_MSG.roomTypeUnknown }).int().positive().max(2_147_483_647);

export const priceCellInputSchema = z.strictObject({
  amounts: z
    .array(amountSchema, { error: ARI_MSG.adultsCount })
    .min(1, { error: ARI_MSG.adultsCount })
    .max(OCCUPANCY_PRICES_MAX, { error: ARI_MSG.adultsCount }),
  child: amountSchema.nullable().optional(),
  infant: amountSchema.nullable().optional(),
  baby: amountSchema.nullable().optional(),
});
export type PriceCellInput = z.infer<typeof priceCellInputSchema>;

export function cellFromInput(input: PriceCellInput): PriceCell {
  return normalizeCell({
    amounts: input.amounts,
    child: input.child ?? null,
    infant: input.infant ?? null,
    baby: input.baby ?? null,
  });
}

const stay = z
  .number({ error: ARI_MSG.stayRange })
  .int({ error: ARI_MSG.stayRange })
  .min(1, { error: ARI_MSG.stayRange })
  .max(STAY_MAX, { error: ARI_MSG.stayRange });

export const ariChangeSchema = z.strictObject({
  start: dayKeySchema,
  end: dayKeySchema,
  /** Monday-first weekdays 0..6 the change applies on; every day when absent. */
  weekdays: z
    .array(
      z
        .number({ error: ARI_MSG.weekdayInvalid })
        .int({ error: ARI_MSG.weekdayInvalid })
        .min(0, { error: ARI_MSG.weekdayInvalid })
        .max(6, { error: ARI_MSG.weekdayInvalid }),
      { error: ARI_MSG.weekdayInvalid },
    )
    .min(1, { error: ARI_MSG.weekdayInvalid })
    .max(7, { error: ARI_MSG.weekdayInvalid })
    .optional(),
  roomTypes: z
    .array(id, { error: ARI_MSG.roomTypeUnknown })
    .max(ROOM_TYPES_PER_RATE_MAX, { error: ARI_MSG.roomTypeUnknown })
    .optional(),
  boards: z
    .array(z.enum(BOARDS, { error: ARI_MSG.boardInvalid }), { error: ARI_MSG.boardInvalid })
    .max(BOARDS.length, { error: ARI_MSG.boardInvalid })
    .optional(),
  /** Sets the price of every cell covered. */
  price: priceCellInputSchema.optional(),
  /** Raises or lowers the existing prices of every cell covered (cells without price stay so). */
  adjust: z
    .union([z.strictObject({ percent: percentSchema }), z.strictObject({ amount: signedAmountSchema })], {
      error: ARI_MSG.percentInvalid,
    })
    .optional(),
  allotment: z
    .number({ error: ARI_MSG.allotmentRange })
    .int({ error: ARI_MSG.allotmentRange })
    .min(0, { error: ARI_MSG.allotmentRange })
    .max(ALLOTMENT_MAX, { error: ARI_MSG.allotmentRange })
    .optional(),
  stopSale: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
  minStay: stay.nullable().optional(),
  maxStay: stay.nullable().optional(),
  closedArrival: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
  closedDeparture: z.boolean({ error: ARI_MSG.nothingToChange }).optional(),
});
export type AriChange = z.infer<typeof ariChangeSchema>;

export const ariWriteSchema = z.strictObject({
  changes: z
    .array(ariChangeSchema, { error: ARI_MSG.nothingToChange })
    .min(1, { error: ARI_MSG.nothingToChange })
    .max(ARI_CHANGES_MAX, { error: ARI_MSG.tooManyChanges }),
});
export type AriWrite = z.infer<typeof ariWriteSchema>;

/** What a change touches. */
export function changeTargets(change: AriChange) {
  return {
    prices: change.price !== undefined || change.adjust !== undefined,
    inventory: change.allotment !== undefined || change.stopSale !== undefined,
    restrictions:
      change.minStay !== undefined ||
      change.maxStay !== undefined ||
      change.closedArrival !== undefined ||
      change.closedDeparture !== undefined,
  };
}

/** The days a change covers, in order (its weekdays between start and end). */
export function changeDays(change: Pick<AriChange, 'start' | 'end' | 'weekdays'>): string[] {
  return dayKeysInRange(change.start, change.end, change.weekdays);
}

/** The rate as a change is checked against it. */
export interface AriRateContext extends PricingRate {
  quotaType: string;
  derived: boolean;
  /** The rate's room types with the most adults each can be priced for. */
  roomTypes: { id: number; occupancy: number }[];
  boards: readonly string[];
  /** The first and last day that may be written ('YYYY_MM_DD'). */
  firstDay: string;
  lastDay: string;
}

export interface AriIssue {
  path: (string | number)[];
  message: string;
}

/** The most adults a room type's prices list: its total occupancy, else its adults, at least 1. */
export function roomOccupancy(room: { total_occupancy?: number | null; default_adults?: number | null }) {
  return Math.min(OCCUPANCY_PRICES_MAX, Math.max(1, room.total_occupancy || room.default_adults || 1));
}

/** Days since 1970-01-01 of a valid day (counted, not listed: a range of 9999 years costs nothing). */
function dayNumber(parts: { year: number; month: number; day: number }): number {
  const date = new Date(Date.UTC(2000, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return Math.round(date.getTime() / 86_400_000);
}

/** Every rule a bulk change must meet for the rate it is written to; paths are within the change. */
/**
 * The occupancy of each room type of a rate, built once per context: a channel manager's year of
 * prices is 10 000 changes checked against one context.
 */
const occupancies = new WeakMap<AriRateContext['roomTypes'], Map<number, number>>();
function occupancyByRoom(rate: AriRateContext): Map<number, number> {
  let rooms = occupancies.get(rate.roomTypes);
  if (!rooms) {
    rooms = new Map(rate.roomTypes.map((room) => [room.id, room.occupancy]));
    occupancies.set(rate.roomTypes, rooms);
  }
  return rooms;
}

export function changeIssues(change: AriChange, rate: AriRateContext): AriIssue[] {
  const issues: AriIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const start = parseDayKey(change.start);
  const end = parseDayKey(change.end);
  if (start && end) {
    if (change.start > change.end) add(['end'], ARI_MSG.rangeReversed);
    else if (dayNumber(end) - dayNumber(start) + 1 > ARI_RANGE_MAX_DAYS) add(['end'], ARI_MSG.rangeTooLong);
    if (change.start < rate.firstDay || change.start > rate.lastDay) add(['start'], ARI_MSG.dayOutOfYears);
    if (change.end < rate.firstDay || change.end > rate.lastDay) add(['end'], ARI_MSG.dayOutOfYears);
  }
  const targets = changeTargets(change);
  if (!targets.prices && !targets.inventory && !targets.restrictions) add([], ARI_MSG.nothingToChange);
  if (change.price && change.adjust) add(['adjust'], ARI_MSG.priceAndAdjust);
  if (targets.prices && rate.derived) add([change.price ? 'price' : 'adjust'], ARI_MSG.derivedNoPrices);
  const roomTypes = change.roomTypes ?? [];
  if ((targets.prices || targets.inventory) && roomTypes.length === 0)
    add(['roomTypes'], ARI_MSG.roomTypesRequired);
  if (targets.prices && (change.boards ?? []).length === 0) add(['boards'], ARI_MSG.boardsRequired);
  const rooms = occupancyByRoom(rate);
  roomTypes.forEach((room, index) => {
    if (!rooms.has(room)) add(['roomTypes', index], ARI_MSG.roomTypeNotInRate);
  });
  (change.boards ?? []).forEach((board, index) => {
    if (!rate.boards.includes(board)) add(['boards', index], ARI_MSG.boardNotInRate);
  });
  if (change.price)
    issues.push(
      ...priceIssues(
        change.price,
        rate,
        roomTypes.map((room) => rooms.get(room) ?? 1),
      ),
    );
  if (change.allotment !== undefined && !rate.quotaType.startsWith('allotment'))
    add(['allotment'], ARI_MSG.allotmentNotAllotment);
  if (
    typeof change.minStay === 'number' &&
    typeof change.maxStay === 'number' &&
    change.minStay > change.maxStay
  )
    add(['minStay'], ARI_MSG.minAboveMax);
  return issues;
}

/** A price against its rate: one amount per room, or per adult up to the room types' occupancy; guest ages offered. */
export function priceIssues(price: PriceCellInput, rate: PricingRate, occupancies: number[]): AriIssue[] {
  const issues: AriIssue[] = [];
  if (rate.priceRoomType === 'room') {
    if (price.amounts.length !== 1)
      issues.push({ path: ['price', 'amounts'], message: ARI_MSG.perRoomOneAmount });
    for (const category of ['child', 'infant', 'baby'] as const) {
      if (price[category] !== undefined && price[category] !== null)
        issues.push({ path: ['price', category], message: ARI_MSG.perRoomNoGuests });
    }
    return issues;
  }
  if (occupancies.some((occupancy) => price.amounts.length > occupancy))
    issues.push({ path: ['price', 'amounts'], message: ARI_MSG.adultsCount });
  const offered = { child: rate.childsAge, infant: rate.infantAge, baby: rate.babyAge };
  const message = {
    child: ARI_MSG.childNotOffered,
    infant: ARI_MSG.infantNotOffered,
    baby: ARI_MSG.babyNotOffered,
  };
  for (const category of ['child', 'infant', 'baby'] as const) {
    if (price[category] !== undefined && price[category] !== null && offered[category] === 0)
      issues.push({ path: ['price', category], message: message[category] });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// The grid (read of a year) and the cells a write changed
// ---------------------------------------------------------------------------------------------

export const ariRoomTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  isApartment: z.boolean(),
  /** The most adults its per-person prices list. */
  occupancy: z.number(),
});
export type AriRoomType = z.infer<typeof ariRoomTypeSchema>;

export const priceCellSchema = z.object({
  amounts: z.array(z.string()),
  child: z.string().nullable(),
  infant: z.string().nullable(),
  baby: z.string().nullable(),
});

export const derivationSchema = z.object({
  baseRate: z.number(),
  kind: z.enum(['percent', 'amount']),
  value: z.string(),
});

/**
 * A product's (room type × board of the rate) own stay restrictions and stop sale on a day
 * (`rate_plan_controls`, written by OTA messages naming a RatePlanCode, issue 30): they override
 * the rate's restrictions of that day for that product, and its stop sale closes that product only.
 */
export interface PlanControl {
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
  stopSale: boolean;
}

/**
 * The days of a year on which one product has its own row, compact as the rest of the grid: `days`
 * the indexes (0 = 1 January, ascending) and one entry per listed day in the other lists; flags
 * are strings of '0' and '1' as long as `days`. Only products that have rows are listed.
 */
export const ariPlanControlsSchema = z.object({
  room: z.number(),
  board: z.enum(BOARDS),
  days: z.array(z.number()),
  minStay: z.array(z.number().nullable()),
  maxStay: z.array(z.number().nullable()),
  closedArrival: z.string(),
  closedDeparture: z.string(),
  stopSale: z.string(),
});
export type AriPlanControls = z.infer<typeof ariPlanControlsSchema>;

/** The row of a product's list at a position of its `days`. */
export function planControlAt(entry: AriPlanControls, position: number): PlanControl {
  return {
    minStay: entry.minStay[position] ?? null,
    maxStay: entry.maxStay[position] ?? null,
    closedArrival: entry.closedArrival[position] === '1',
    closedDeparture: entry.closedDeparture[position] === '1',
    stopSale: entry.stopSale[position] === '1',
  };
}

/**
 * The compact lists of products' rows (`day` an index of the year's lists), one entry per room
 * type and board in the order first met, its days ascending.
 */
export function compactPlanControls(
  rows: Iterable<PlanControl & { room: number; board: Board; day: number }>,
): AriPlanControls[] {
  const products = new Map<string, { room: number; board: Board; days: Map<number, PlanControl> }>();
  for (const { room, board, day, ...control } of rows) {
    const key = `${room}:${board}`;
    let product = products.get(key);
    if (!product) {
      product = { room, board, days: new Map() };
      products.set(key, product);
    }
    product.days.set(day, control);
  }
  return [...products.values()].map(({ room, board, days }) => {
    const sorted = [...days.entries()].sort(([a], [b]) => a - b);
    const flag = (field: 'closedArrival' | 'closedDeparture' | 'stopSale') =>
      sorted.map(([, control]) => (control[field] ? '1' : '0')).join('');
    return {
      room,
      board,
      days: sorted.map(([day]) => day),
      minStay: sorted.map(([, control]) => control.minStay),
      maxStay: sorted.map(([, control]) => control.maxStay),
      closedArrival: flag('closedArrival'),
      closedDeparture: flag('closedDeparture'),
      stopSale: flag('stopSale'),
    };
  });
}

/** Every row of the compact lists, as `compactPlanControls` takes them. */
export function planControlRows(
  lists: readonly AriPlanControls[],
): (PlanControl & { room: number; board: Board; day: number })[] {
  return lists.flatMap((entry) =>
    entry.days.map((day, position) => ({
      room: entry.room,
      board: entry.board,
      day,
      ...planControlAt(entry, position),
    })),
  );
}

/**
 * A rate's year of ARI as the API sends it, compact (a year of 10 room types × 5 boards is
 * 18 250 cells): every per-day list has one entry a day from 1 January (index 0); flags are
 * strings of '0' and '1'. Per room type × board, `amounts[day]` is the day's amounts (one for a
 * per-room rate; per adult by occupancy for a per-person rate) or null without price, and
 * per-person rates add `guests`, what a child, an infant and a baby pay each day.
 */
export const ariGridSchema = z.object({
  rate: z.number(),
  kind: z.enum(RATE_KINDS),
  year: z.number(),
  days: z.number(),
  priceRoomType: z.enum(['person', 'room']),
  currency: z.string(),
  quotaType: z.string(),
  releaseDays: z.number().nullable(),
  childsAge: z.number(),
  infantAge: z.number(),
  babyAge: z.number(),
  /** Offers and promotions priced off a base rate: their prices are the base's, resolved. */
  derived: derivationSchema.nullable(),
  roomTypes: z.array(ariRoomTypeSchema),
  boards: z.array(z.enum(BOARDS)),
  /** The days the rate applies (the yearly calendar's selection). */
  applies: z.string(),
  prices: z.array(
    z.object({
      room: z.number(),
      board: z.enum(BOARDS),
      amounts: z.array(z.array(z.string()).nullable()),
      guests: z
        .object({
          child: z.array(z.string().nullable()),
          infant: z.array(z.string().nullable()),
          baby: z.array(z.string().nullable()),
        })
        .optional(),
    }),
  ),
  inventory: z.array(
    z.object({ room: z.number(), allotment: z.array(z.number().nullable()), stopSale: z.string() }),
  ),
  restrictions: z.object({
    minStay: z.array(z.number().nullable()),
    maxStay: z.array(z.number().nullable()),
    closedArrival: z.string(),
    closedDeparture: z.string(),
  }),
  /**
   * The products with rows of their own (absent when none: the cached answer stays as it was).
   * A product's row overrides the rate's restrictions of that day; its stop sale closes it alone.
   */
  planControls: z.array(ariPlanControlsSchema).optional(),
});
export type AriGridWire = z.infer<typeof ariGridSchema>;

/** The grid as the web works on it: one price cell (or null) per row and day. */
export type AriGrid = Omit<AriGridWire, 'prices'> & {
  prices: { room: number; board: Board; cells: (PriceCell | null)[] }[];
};

/** The web's grid of an API answer. */
export function expandGrid(wire: AriGridWire): AriGrid {
  return {
    ...wire,
    prices: wire.prices.map((row) => ({
      room: row.room,
      board: row.board,
      cells: row.amounts.map((amounts, day) =>
        amounts === null
          ? null
          : {
              amounts,
              child: row.guests?.child[day] ?? null,
              infant: row.guests?.infant[day] ?? null,
              baby: row.guests?.baby[day] ?? null,
            },
      ),
    })),
  };
}

/**
 * The cells a write changed, as they are now (the web merges them into its grid). Prices are
 * grouped by value: a price set on a season of 10 room types × 5 boards is one entry, not 9 000.
 */
export const ariChangedSchema = z.object({
  prices: z.array(
    z.object({
      cell: priceCellSchema,
      at: z.array(z.object({ room: z.number(), board: z.enum(BOARDS), days: z.array(z.string()) })),
    }),
  ),
  inventory: z.array(
    z.object({ room: z.number(), day: z.string(), allotment: z.number().nullable(), stopSale: z.boolean() }),
  ),
  restrictions: z.array(
    z.object({
      day: z.string(),
      minStay: z.number().nullable(),
      maxStay: z.number().nullable(),
      closedArrival: z.boolean(),
      closedDeparture: z.boolean(),
    }),
  ),
  /**
   * Products' own rows the write changed, as they are now, grouped by value like the prices (a
   * restriction set on the rate reaches every product row of its days). Absent when none.
   */
  planControls: z
    .array(
      z.object({
        control: z.object({
          minStay: z.number().nullable(),
          maxStay: z.number().nullable(),
          closedArrival: z.boolean(),
          closedDeparture: z.boolean(),
          stopSale: z.boolean(),
        }),
        at: z.array(z.object({ room: z.number(), board: z.enum(BOARDS), days: z.array(z.string()) })),
      }),
    )
    .optional(),
});
export type AriChanged = z.infer<typeof ariChangedSchema>;

/** Changed product rows grouped by value, then by room type and board, in the order first met. */
export function groupChangedPlanControls(
  rows: Iterable<PlanControl & { room: number; board: Board; day: string }>,
): NonNullable<AriChanged['planControls']> {
  type Place = { room: number; board: Board; days: string[] };
  const groups = new Map<string, { control: PlanControl; at: Map<string, Place> }>();
  for (const { room, board, day, minStay, maxStay, closedArrival, closedDeparture, stopSale } of rows) {
    const control = { minStay, maxStay, closedArrival, closedDeparture, stopSale };
    const value = JSON.stringify(control);
    let group = groups.get(value);
    if (!group) {
      group = { control, at: new Map() };
      groups.set(value, group);
    }
    const key = `${room}:${board}`;
    let place = group.at.get(key);
    if (!place) {
      place = { room, board, days: [] };
      group.at.set(key, place);
    }
    place.days.push(day);
  }
  return [...groups.values()].map((group) => ({ control: group.control, at: [...group.at.values()] }));
}

/** Changed price cells grouped by value, then by room type and board, in the order first met. */
export function groupChangedPrices(
  cells: Iterable<{ room: number; board: Board; day: string; cell: PriceCell }>,
): AriChanged['prices'] {
  type Place = { room: number; board: Board; days: string[] };
  const groups = new Map<string, { cell: PriceCell; at: Map<string, Place> }>();
  for (const { room, board, day, cell } of cells) {
    const value = JSON.stringify(cell);
    let group = groups.get(value);
    if (!group) {
      group = { cell, at: new Map() };
      groups.set(value, group);
    }
    const key = `${room}:${board}`;
    let place = group.at.get(key);
    if (!place) {
      place = { room, board, days: [] };
      group.at.set(key, place);
    }
    place.days.push(day);
  }
  return [...groups.values()].map((group) => ({ cell: group.cell, at: [...group.at.values()] }));
}

/** How many price cells a write changed. */
export function changedPriceCount(changed: Pick<AriChanged, 'prices'>): number {
  return changed.prices.reduce(
    (sum, group) => sum + group.at.reduce((count, place) => count + place.days.length, 0),
    0,
  );
}

/** The index of a day key in its year's lists (0 = 1 January); -1 for another year or no day. */
export function dayIndex(year: number, key: string): number {
  const parts = parseDayKey(key);
  if (!parts || parts.year !== year) return -1;
  const start = Date.UTC(2000, 0, 1);
  const date = Date.UTC(2000, parts.month - 1, parts.day);
  // 2000 is a leap year, so March onwards needs one day less in common years.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const offset = Math.round((date - start) / 86_400_000);
  return !leap && parts.month > 2 ? offset - 1 : offset;
}

/** A copy of a grid with a write's changed cells in it (what the server answered). */
export function mergeChanged(grid: AriGrid, changed: AriChanged): AriGrid {
  const next: AriGrid = {
    ...grid,
    prices: grid.prices.map((row) => ({ ...row, cells: [...row.cells] })),
    inventory: grid.inventory.map((row) => ({ ...row, allotment: [...row.allotment] })),
    restrictions: {
      minStay: [...grid.restrictions.minStay],
      maxStay: [...grid.restrictions.maxStay],
      closedArrival: grid.restrictions.closedArrival,
      closedDeparture: grid.restrictions.closedDeparture,
    },
  };
  const setFlag = (flags: string, index: number, on: boolean) =>
    `${flags.slice(0, index)}${on ? '1' : '0'}${flags.slice(index + 1)}`;
  for (const group of changed.prices) {
    for (const at of group.at) {
      let row = next.prices.find((candidate) => candidate.room === at.room && candidate.board === at.board);
      if (!row) {
        row = { room: at.room, board: at.board, cells: Array.from({ length: grid.days }, () => null) };
        next.prices.push(row);
      }
      for (const day of at.days) {
        const index = dayIndex(grid.year, day);
        if (index >= 0) row.cells[index] = group.cell;
      }
    }
  }
  for (const item of changed.inventory) {
    const index = dayIndex(grid.year, item.day);
    if (index < 0) continue;
    let row = next.inventory.find((candidate) => candidate.room === item.room);
    if (!row) {
      row = {
        room: item.room,
        allotment: Array.from({ length: grid.days }, () => null),
        stopSale: '0'.repeat(grid.days),
      };
      next.inventory.push(row);
    }
    row.allotment[index] = item.allotment;
    row.stopSale = setFlag(row.stopSale, index, item.stopSale);
  }
  for (const item of changed.restrictions) {
    const index = dayIndex(grid.year, item.day);
    if (index < 0) continue;
    next.restrictions.minStay[index] = item.minStay;
    next.restrictions.maxStay[index] = item.maxStay;
    next.restrictions.closedArrival = setFlag(next.restrictions.closedArrival, index, item.closedArrival);
    next.restrictions.closedDeparture = setFlag(
      next.restrictions.closedDeparture,
      index,
      item.closedDeparture,
    );
  }
  const planChanges = changed.planControls ?? [];
  if (planChanges.length > 0) {
    const rows = new Map(
      planControlRows(grid.planControls ?? []).map((row) => [`${row.room}:${row.board}:${row.day}`, row]),
    );
    for (const group of planChanges) {
      for (const at of group.at) {
        for (const day of at.days) {
          const index = dayIndex(grid.year, day);
          if (index < 0) continue;
          rows.set(`${at.room}:${at.board}:${index}`, {
            room: at.room,
            board: at.board,
            day: index,
            ...group.control,
          });
        }
      }
    }
    next.planControls = compactPlanControls(rows.values());
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// CSV of a season (one line per room type, board and day)
// ---------------------------------------------------------------------------------------------

/** Fixed columns; per-person rates add adult_2 … adult_N after adult_1, then child, infant, baby. */
export const CSV_FIXED_COLUMNS = ['room_type_id', 'room_type', 'board', 'date'] as const;
/** The price columns of a rate whose rooms take up to `occupancy` adults. */
export function csvPriceColumns(priceRoomType: 'person' | 'room', occupancy: number): string[] {
  if (priceRoomType === 'room') return ['price'];
  return [
    ...Array.from({ length: occupancy }, (_, index) => `adult_${index + 1}`),
    'child',
    'infant',
    'baby',
  ];
}
/** The largest CSV import, in lines (a year of 50 room types × 6 boards fits). */
export const CSV_LINES_MAX = 110_000;
export const CSV_BYTES_MAX = 8 * 1024 * 1024;

export const ariCsvImportSchema = z.strictObject({
  csv: z.string({ error: ARI_MSG.csvInvalid }).min(1, { error: ARI_MSG.csvInvalid }).max(CSV_BYTES_MAX, {
    error: ARI_MSG.csvTooManyLines,
  }),
});
export const ariCsvQuerySchema = z.object({
  from: dayKeySchema.optional(),
  to: dayKeySchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// What a rate sells: room types, boards, a period with base prices, or a base rate to derive from
// ---------------------------------------------------------------------------------------------

const unique = <T>(list: T[]) => new Set(list).size === list.length;

export const rateRoomTypesSchema = z
  .array(id, { error: ARI_MSG.roomTypeUnknown })
  .max(ROOM_TYPES_PER_RATE_MAX, { error: ARI_MSG.roomTypeUnknown })
  .refine(unique, { error: ARI_MSG.roomTypeUnknown });
export const rateBoardsSchema = z
  .array(z.enum(BOARDS, { error: ARI_MSG.boardInvalid }), { error: ARI_MSG.boardInvalid })
  .max(BOARDS.length, { error: ARI_MSG.boardInvalid })
  .refine(unique, { error: ARI_MSG.boardInvalid });

export const derivationInputSchema = z.strictObject({
  baseRate: z.number({ error: ARI_MSG.baseRateInvalid }).int().positive().max(2_147_483_647),
  kind: z.enum(['percent', 'amount'], { error: ARI_MSG.baseRateInvalid }),
  value: z.string({ error: ARI_MSG.amountInvalid }),
});
export type DerivationInput = z.infer<typeof derivationInputSchema>;

export const basePriceSchema = z.strictObject({
  room: id,
  board: z.enum(BOARDS, { error: ARI_MSG.boardInvalid }),
  price: priceCellInputSchema,
});
export type BasePrice = z.infer<typeof basePriceSchema>;

/** The product fields of a new rate (the wizard's room types, boards, period and base prices). */
export const rateProductFields = {
  roomTypes: rateRoomTypesSchema.optional(),
  boards: rateBoardsSchema.optional(),
  period: z.strictObject({ start: dayKeySchema, end: dayKeySchema }).optional(),
  basePrices: z
    .array(basePriceSchema, { error: ARI_MSG.basePriceMissing })
    .max(ROOM_TYPES_PER_RATE_MAX * BOARDS.length, { error: ARI_MSG.basePriceMissing })
    .optional(),
  derived: derivationInputSchema.optional(),
};

export interface RateProductValues {
  kind?: string;
  priceRoomType?: 'person' | 'room';
  childsAge?: number;
  infantAge?: number;
  babyAge?: number;
  roomTypes?: number[];
  boards?: string[];
  period?: { start: string; end: string };
  basePrices?: BasePrice[];
  derived?: DerivationInput;
}

/**
 * The rules of a new rate's product that need no database: a derivation only on offers and
 * promotions (percentage 0..100 or an amount); otherwise, with room types and boards, a period
 * and one base price per room type and board, each priced as the rate is (per room or person).
 */
export function productIssues(values: RateProductValues): AriIssue[] {
  const issues: AriIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  if (values.period) {
    const { start, end } = values.period;
    if (isDayKeyPair(start, end) && start > end) add(['period', 'end'], ARI_MSG.rangeReversed);
  }
  if (values.derived) {
    if (values.kind === 'rate') add(['derived'], ARI_MSG.derivedOnlyOffers);
    const { kind, value } = values.derived;
    const valid =
      kind === 'percent'
        ? (percentHundredths(value) ?? -1) >= 0 && (percentHundredths(value) ?? 0) <= 10_000
        : amountIssue(value) === null;
    if (!valid)
      add(['derived', 'value'], kind === 'percent' ? ARI_MSG.percentInvalid : ARI_MSG.amountInvalid);
    if ((values.basePrices ?? []).length > 0) add(['basePrices'], ARI_MSG.derivedNoPrices);
    return issues;
  }
  const roomTypes = values.roomTypes ?? [];
  const boards = values.boards ?? [];
  const prices = values.basePrices ?? [];
  if (roomTypes.length === 0 && boards.length === 0 && prices.length === 0 && !values.period) return issues;
  if (roomTypes.length === 0) add(['roomTypes'], ARI_MSG.roomTypesRequired);
  if (boards.length === 0) add(['boards'], ARI_MSG.boardsRequired);
  if (!values.period) add(['period'], ARI_MSG.periodRequired);
  const seen = new Set<string>();
  prices.forEach((entry, index) => {
    const key = `${entry.room}:${entry.board}`;
    if (!roomTypes.includes(entry.room)) add(['basePrices', index, 'room'], ARI_MSG.roomTypeNotInRate);
    if (!boards.includes(entry.board)) add(['basePrices', index, 'board'], ARI_MSG.boardNotInRate);
    if (seen.has(key)) add(['basePrices', index], ARI_MSG.csvDuplicate);
    seen.add(key);
    if (values.priceRoomType && values.childsAge !== undefined) {
      const rate = {
        priceRoomType: values.priceRoomType,
        childsAge: values.childsAge,
        infantAge: values.infantAge ?? 0,
        babyAge: values.babyAge ?? 0,
      };
      for (const issue of priceIssues(entry.price, rate, [OCCUPANCY_PRICES_MAX]))
        add(['basePrices', index, ...issue.path], issue.message);
    }
  });
  const missing = roomTypes.some((room) => boards.some((board) => !seen.has(`${room}:${board}`)));
  if (missing) add(['basePrices'], ARI_MSG.basePriceMissing);
  return issues;
}

function isDayKeyPair(start: string, end: string): boolean {
  return parseDayKey(start) !== null && parseDayKey(end) !== null;
}

/**
 * PATCH of a rate: the room types and boards it sells (prices of the ones removed go with them),
 * and whether its prices include tax (omitted: unchanged; its offers and promotions follow it).
 */
export const rateProductUpdateSchema = z.strictObject({
  roomTypes: rateRoomTypesSchema,
  boards: rateBoardsSchema,
  pricesIncludeTax: rateFields.pricesIncludeTax.unwrap().optional(),
});
export type RateProductUpdate = z.infer<typeof rateProductUpdateSchema>;

/**
 * POST …/{contractId}/rates/: the rate's terms (the new-rate draft) and what it sells, every rule
 * that needs no database applied (the service checks the room types are the hotel's and the
 * prices fit their occupancy).
 */
export const rateCreateSchema = z
  .strictObject({ ...rateFields, ...rateProductFields })
  .superRefine((values, ctx) => {
    const issues = [
      ...releaseIssues(values),
      ...marketIssues(values),
      ...ageIssues(values),
      ...productIssues(values),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type RateCreate = z.infer<typeof rateCreateSchema>;
