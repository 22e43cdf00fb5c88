import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PlanControlRow } from '../../rates/index.ts';

/** A rate of the hotel as ARI out needs it. */
export interface OutRateRow {
  id: number;
  name: string;
  kind: 'rate' | 'offer' | 'promotion';
  priceRoomType: string;
  currency: string;
  /** AmountAfterTax when true, AmountBeforeTax when false (issue 30). */
  pricesIncludeTax: boolean;
  quotaType: string;
  releaseDays: number | null;
  /** The wizard's cancellation choice: the policy in force where none was edited (decision 056). */
  expenditureCancellation: string;
  childsAge: number;
  infantAge: number;
  babyAge: number;
  boards: string[];
  baseRateId: number | null;
  derivation: { kind: 'percent' | 'amount'; value: string } | null;
}

/**
 * The prices of one rate × room type × board over the range, aggregated by the database: the ISO
 * days, and per day the amounts (space-separated) and the guest prices, comma-separated ('' = null).
 */
export interface OutPriceRows {
  rateId: number;
  roomId: number;
  board: string;
  days: string;
  amounts: string;
  child: string;
  infant: string;
  baby: string;
}

export interface OutInventoryRow {
  roomId: number;
  day: string;
  allotment: number | null;
  /** Rooms of the allotment taken by reservations (issue 32). */
  booked: number;
  stopSale: boolean;
}

/** A product's own restrictions (rate_plan_controls) with its rate, as ARI out reads them. */
export type OutPlanControlRow = PlanControlRow & { rateId: number };
export interface OutRestrictionRow {
  rateId: number;
  day: string;
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}

async function rowsOf<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const intsIn = (values: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;

/**
 * ARI out's reads (issue 17): a hotel's rates, prices, inventory and restrictions over a date
 * range, each list one statement whatever the range or the number of rates (SQL only, no rules).
 */
export class AriOutRepository {
  constructor(private readonly db: Db) {}

  /**
   * The hotel when it is distributed: only a verified hotel's ARI goes out (decision 044), so an
   * unverified one answers as one the key does not reach (404), in the same statement.
   */
  async hotel(hotelId: number): Promise<{ id: number; code: string } | undefined> {
    const [row] = await rowsOf<{ id: number; code: string }>(
      this.db,
      sql`select id, code from hotels where id = ${hotelId} and verified`,
    );
    return row;
  }

  /** Every rate, offer and promotion of the hotel's contracts, in id order. */
  async ratesOf(hotelId: number): Promise<OutRateRow[]> {
    return rowsOf(
      this.db,
      sql`select r.id, r.name, r.kind, r.price_room_type as "priceRoomType", r.currency,
            r.prices_include_tax as "pricesIncludeTax", r.quota_type as "quotaType", r.release_days as "releaseDays",
            r.expenditure_cancellation as "expenditureCancellation", r.childs_age as "childsAge",
            r.infant_age as "infantAge", r.baby_age as "babyAge", r.boards,
            r.base_rate_id as "baseRateId", r.derivation
          from rates r join rate_contracts c on c.id = r.contract_id
          where c.hotel_id = ${hotelId}
          order by r.id`,
    );
  }

  async prices(rateIds: number[], from: string, to: string): Promise<OutPriceRows[]> {
    if (rateIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select rate_id as "rateId", room_id as "roomId", board,
            string_agg(day::text, ',' order by day) as days,
            string_agg(array_to_string(amounts, ' '), ',' order by day) as amounts,
            string_agg(coalesce(child::text, ''), ',' order by day) as child,
            string_agg(coalesce(infant::text, ''), ',' order by day) as infant,
            string_agg(coalesce(baby::text, ''), ',' order by day) as baby
          from rate_prices
          where rate_id in ${intsIn(rateIds)} and day between ${from}::date and ${to}::date
          group by rate_id, room_id, board`,
    );
  }

  /** The days each rate applies (its yearly calendar) in the range, comma-separated ISO days. */
  async appliedDays(
    rateIds: number[],
    from: string,
    to: string,
  ): Promise<{ rateId: number; days: string }[]> {
    if (rateIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select rate_id as "rateId", string_agg(day::text, ',' order by day) as days
          from rate_days
          where rate_id in ${intsIn(rateIds)} and day between ${from}::date and ${to}::date
          group by rate_id`,
    );
  }

  /** Allotments and stop sales of every room type of the hotel, by room type and day. */
  async inventory(hotelId: number, from: string, to: string): Promise<OutInventoryRow[]> {
    return rowsOf(
      this.db,
      sql`select i.room_id as "roomId", i.day::text as day, i.allotment, i.booked, i.stop_sale as "stopSale"
          from room_inventory i join rooms r on r.id = i.room_id
          where r.hotel_id = ${hotelId} and i.day between ${from}::date and ${to}::date
          order by i.room_id, i.day`,
    );
  }

  /** The rate plans' own restrictions and stop sales (rate_plan_controls, issue 30), by product and day. */
  async planControls(rateIds: number[], from: string, to: string): Promise<OutPlanControlRow[]> {
    if (rateIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select rate_id as "rateId", room_id as "roomId", board, day::text as day, min_stay as "minStay",
            max_stay as "maxStay", closed_arrival as "closedArrival", closed_departure as "closedDeparture",
            stop_sale as "stopSale"
          from rate_plan_controls
          where rate_id in ${intsIn(rateIds)} and day between ${from}::date and ${to}::date
          order by rate_id, room_id, board, day`,
    );
  }

  async restrictions(rateIds: number[], from: string, to: string): Promise<OutRestrictionRow[]> {
    if (rateIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select rate_id as "rateId", day::text as day, min_stay as "minStay", max_stay as "maxStay",
            closed_arrival as "closedArrival", closed_departure as "closedDeparture"
          from rate_restrictions
          where rate_id in ${intsIn(rateIds)} and day between ${from}::date and ${to}::date
          order by rate_id, day`,
    );
  }
}
