/**
 * Price cells of the ARI (decision 020): the boards, the price of one rate × room type × board ×
 * day and its resolution for a party (guest categories, offers priced off a base rate,
 * adjustments), and a price checked against its rate. Without zod: the schemas are in
 * cells.contract.ts.
 */
import { ARI_MSG } from './ari-messages.ts';
import type { PriceCellInput } from './cells.contract.ts';
import { AMOUNT_MAX_CENTS, fromCents, percentHundredths, toCents } from './money.ts';

/**
 * Boards (OTA meal plan types, code list MPT): room only, self catering, bed and breakfast, half
 * board, full board, all inclusive.
 */
export const BOARDS = ['RO', 'SC', 'BB', 'HB', 'FB', 'AI'] as const;
export type Board = (typeof BOARDS)[number];
/** OpenTravel code list "Meal Plan Type" (MPT) of each board. */
export const BOARD_OTA_MEAL_PLAN: Record<Board, number> = { RO: 14, SC: 15, BB: 3, HB: 12, FB: 10, AI: 1 };
export function isBoard(value: string): value is Board {
  return (BOARDS as readonly string[]).includes(value);
}

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
/** A rate sells at most this many room types. */
export const ROOM_TYPES_PER_RATE_MAX = 50;

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

export function cellFromInput(input: PriceCellInput): PriceCell {
  return normalizeCell({
    amounts: input.amounts,
    child: input.child ?? null,
    infant: input.infant ?? null,
    baby: input.baby ?? null,
  });
}

export interface AriIssue {
  path: (string | number)[];
  message: string;
}

/** The most adults a room type's prices list: its total occupancy, else its adults, at least 1. */
export function roomOccupancy(room: { total_occupancy?: number | null; default_adults?: number | null }) {
  return Math.min(OCCUPANCY_PRICES_MAX, Math.max(1, room.total_occupancy || room.default_adults || 1));
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

/** Integer minor units of a signed amount ('-5' → -500). */
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
