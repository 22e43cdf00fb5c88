// A hotel's ARI over a range, grouped by rate, room type and day: what ARI out's JSON and OTA are built from.
import {
  type AriOut,
  type AriOutQuery,
  type Board,
  type CancellationPolicy,
  type Derivation,
  deriveCell,
  type HotelTax,
  isBoard,
  NO_RATE_POLICIES,
  normalizeCell,
  type PriceCell,
  policyInForce,
  policyKey,
  type RateTerm,
  type StructuredCancellationPolicy,
  withoutSource,
} from '@hotel/domain';
import { AppError } from '../../../lib/errors.ts';
import { type AriService, toRoomType } from '../../rates/index.ts';
import { type DayRange, foldDays } from '../ota/index.ts';
import type { AriOutRepository, OutRateRow } from './ari-out.repository.ts';

/** What ARI out reads of the rates module: the room types of the hotel and of its rates. */
export type AriOutRooms = Pick<
  AriService,
  'roomTypesOfHotel' | 'roomIdsOfRates' | 'cancellationPoliciesOf' | 'termsOfRates' | 'taxesOfHotel'
>;

/**
 * The room types of the hotel's approved version (content out answers it), by id with their
 * approved names; null when never approved (decision 062).
 */
export interface ApprovedRoomTypes {
  approvedRooms(hotelId: number): Promise<Map<number, string> | null>;
}

export interface DayRestriction {
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}
export interface PlanControl extends DayRestriction {
  stopSale: boolean;
}
export const NO_RESTRICTION: DayRestriction = {
  minStay: null,
  maxStay: null,
  closedArrival: false,
  closedDeparture: false,
};
const RESTRICTION_FIELDS = ['minStay', 'maxStay', 'closedArrival', 'closedDeparture'] as const;

export interface RateAri {
  rate: OutRateRow;
  derived: Derivation | null;
  rooms: number[];
  boards: Board[];
  /** Per room type and board (`room:board`), the cells of the days the rate applies, in day order. */
  prices: Map<string, { room: number; board: Board; days: { day: string; value: PriceCell }[] }>;
  restrictions: { day: string; value: DayRestriction }[];
  /**
   * Per product (`room:board`), the days where its own row differs from the rate's restrictions
   * or stops it, in day order (issue 30: controls at the grain a message named).
   */
  planControls: Map<string, { room: number; board: Board; days: { day: string; value: PlanControl }[] }>;
  /** The days of the range the rate applies, in day order. */
  applies: string[];
  /**
   * The cancellation policy in force for arrivals on each day of the range (decision 056: an
   * override, else the rate's edited policy, else the wizard's choice), folded into ranges.
   */
  cancellation: DayRange<StructuredCancellationPolicy>[];
  /** The rate's contract terms as saved (issue 33, decision 066); none: []. */
  terms: RateTerm[];
}

export interface HotelAri {
  hotel: { id: number; code: string };
  from: string;
  to: string;
  roomTypes: AriOut['roomTypes'];
  rates: RateAri[];
  /** Per room type, its inventory rows in day order. */
  inventory: Map<
    number,
    { day: string; value: { allotment: number | null; roomsLeft: number | null; stopSale: boolean } }[]
  >;
  /** The hotel's taxes and fees as saved (issue 33, decision 066); none: []. */
  taxes: HotelTax[];
}

function derivationOf(rate: OutRateRow): Derivation | null {
  return rate.baseRateId !== null && rate.derivation
    ? { baseRate: rate.baseRateId, kind: rate.derivation.kind, value: rate.derivation.value }
    : null;
}

export const cellKey = (cell: PriceCell) =>
  `${cell.amounts.join(' ')}|${cell.child}|${cell.infant}|${cell.baby}`;
export const restrictionKey = (value: DayRestriction) =>
  `${value.minStay}|${value.maxStay}|${value.closedArrival}|${value.closedDeparture}`;

/**
 * The hotel's ARI from `query.from` to `query.to`. A constant number of statements whatever the range, the rates or
 * the room types; derived offers and promotions resolved from their base rate's cells with the
 * domain's `deriveCell`, as the grid does.
 */
export async function loadHotelAri(
  repository: AriOutRepository,
  ari: AriOutRooms,
  hotelId: number,
  query: AriOutQuery,
  approvedRoomTypes?: ApprovedRoomTypes,
): Promise<HotelAri> {
  const { from, to } = query;
  const [hotel, currentRooms, rateRows, approved] = await Promise.all([
    repository.hotel(hotelId),
    ari.roomTypesOfHotel(hotelId),
    repository.ratesOf(hotelId),
    approvedRoomTypes?.approvedRooms(hotelId) ?? null,
  ]);
  if (!hotel) throw AppError.notFound();
  // Once approved, the room list is the approved one (decision 062): a room added since, or a
  // new name, waits for staff's approval of the change; a room removed since is gone already.
  const roomRows = approved
    ? currentRooms.flatMap((row) => {
        const name = approved.get(row.id);
        return name === undefined ? [] : [{ ...row, name }];
      })
    : currentRooms;
  const listed = new Set(roomRows.map((row) => row.id));
  const rateIds = rateRows.map((rate) => rate.id);
  // A base rate is one of the hotel's own (the rates service checks it): its prices come in the same read.
  const priceRateIds = [...new Set(rateRows.map((rate) => derivationOf(rate)?.baseRate ?? rate.id))];
  const [rateRooms, prices, applied, inventory, restrictions, planRows, policies, terms, taxes] =
    await Promise.all([
      ari.roomIdsOfRates(rateIds),
      repository.prices(priceRateIds, from, to),
      repository.appliedDays(rateIds, from, to),
      repository.inventory(hotelId, from, to),
      repository.restrictions(rateIds, from, to),
      repository.planControls(rateIds, from, to),
      ari.cancellationPoliciesOf(rateIds),
      ari.termsOfRates(rateIds),
      ari.taxesOfHotel(hotelId),
    ]);
  const rangeDays = daysFromTo(from, to);
  const roomsOfRate = new Map<number, number[]>();
  for (const row of rateRooms) {
    if (!listed.has(row.roomId)) continue;
    const list = roomsOfRate.get(row.rateId) ?? [];
    list.push(row.roomId);
    roomsOfRate.set(row.rateId, list);
  }
  const appliedOf = new Map(applied.map((row) => [row.rateId, new Set(row.days.split(','))]));
  const pricesOf = new Map<number, typeof prices>();
  for (const row of prices) {
    const list = pricesOf.get(row.rateId) ?? [];
    list.push(row);
    pricesOf.set(row.rateId, list);
  }
  const restrictionsOf = new Map<number, RateAri['restrictions']>();
  for (const row of restrictions) {
    const list = restrictionsOf.get(row.rateId) ?? [];
    list.push({
      day: row.day,
      value: {
        minStay: row.minStay,
        maxStay: row.maxStay,
        closedArrival: row.closedArrival,
        closedDeparture: row.closedDeparture,
      },
    });
    restrictionsOf.set(row.rateId, list);
  }

  // A product's row counts where it differs from the rate's restrictions of the day, or stops it.
  const rateDay = new Map<string, DayRestriction>();
  for (const [rateId, list] of restrictionsOf)
    for (const { day, value } of list) rateDay.set(`${rateId}:${day}`, value);
  const plansOf = new Map<number, RateAri['planControls']>();
  for (const row of planRows) {
    const base = rateDay.get(`${row.rateId}:${row.day}`) ?? NO_RESTRICTION;
    if (!row.stopSale && RESTRICTION_FIELDS.every((field) => row[field] === base[field])) continue;
    if (!isBoard(row.board) || !listed.has(row.roomId)) continue;
    const products = plansOf.get(row.rateId) ?? new Map();
    plansOf.set(row.rateId, products);
    const key = `${row.roomId}:${row.board}`;
    const product = products.get(key) ?? { room: row.roomId, board: row.board, days: [] };
    products.set(key, product);
    product.days.push({
      day: row.day,
      value: {
        minStay: row.minStay,
        maxStay: row.maxStay,
        closedArrival: row.closedArrival,
        closedDeparture: row.closedDeparture,
        stopSale: row.stopSale,
      },
    });
  }

  const rates: RateAri[] = rateRows.map((rate) => {
    const derived = derivationOf(rate);
    const rooms = roomsOfRate.get(rate.id) ?? [];
    const boards = rate.boards.filter(isBoard);
    const sells = new Set(rooms.flatMap((room) => boards.map((board) => `${room}:${board}`)));
    const applies = appliedOf.get(rate.id) ?? new Set<string>();
    const cells: RateAri['prices'] = new Map();
    for (const row of pricesOf.get(derived ? derived.baseRate : rate.id) ?? []) {
      const key = `${row.roomId}:${row.board}`;
      if (!sells.has(key)) continue;
      const amounts = row.amounts.split(',');
      const child = row.child.split(',');
      const infant = row.infant.split(',');
      const baby = row.baby.split(',');
      const days: { day: string; value: PriceCell }[] = [];
      row.days.split(',').forEach((day, at) => {
        // A price on a day the rate does not apply is kept but not sold (decision 020).
        if (!applies.has(day)) return;
        let cell: PriceCell = {
          amounts: (amounts[at] ?? '').split(' '),
          child: child[at] || null,
          infant: infant[at] || null,
          baby: baby[at] || null,
        };
        if (derived) cell = deriveCell(cell, derived);
        // Two decimals ('80.5' → '80.50'), as numeric(10,2) writes the stored amounts.
        days.push({ day, value: normalizeCell(cell) });
      });
      if (days.length > 0) cells.set(key, { room: row.roomId, board: row.board as Board, days });
    }
    return {
      rate,
      derived,
      rooms,
      boards,
      prices: cells,
      restrictions: restrictionsOf.get(rate.id) ?? [],
      planControls: plansOf.get(rate.id) ?? new Map(),
      applies: [...applies].sort(),
      cancellation: foldDays(
        rangeDays.map((day) => ({
          day,
          value: withoutSource(
            policyInForce(
              day,
              rate.expenditureCancellation as CancellationPolicy,
              policies.get(rate.id) ?? NO_RATE_POLICIES,
            ),
          ),
        })),
        policyKey,
      ),
      terms: terms.get(rate.id) ?? [],
    };
  });

  const byRoom: HotelAri['inventory'] = new Map();
  for (const row of inventory) {
    if (!listed.has(row.roomId)) continue;
    const list = byRoom.get(row.roomId) ?? [];
    // What the group may still sell: the allotment less the rooms reservations took (issue 32).
    const roomsLeft = row.allotment === null ? null : Math.max(0, row.allotment - row.booked);
    list.push({ day: row.day, value: { allotment: row.allotment, roomsLeft, stopSale: row.stopSale } });
    byRoom.set(row.roomId, list);
  }
  return {
    hotel,
    from,
    to,
    roomTypes: roomRows.map(toRoomType).map(({ id, name, occupancy }) => ({ id, name, occupancy })),
    rates,
    inventory: byRoom,
    taxes,
  };
}

/** Every ISO day from `from` to `to`, inclusive (the query bounds the range to 366 days). */
function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= last; time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}
