import { type HotelTax, NO_RATE_POLICIES, type RatePolicies, type RateTerm } from '@hotel/domain';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  hotelTaxes,
  rateCancellationPolicies,
  rateContracts,
  rateDays,
  rateRoomTypes,
  rates,
  rateTerms,
  rooms,
} from '../../db/schema/index.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';
import {
  bookRooms,
  type Cell,
  datesIn,
  type InventoryRow,
  intsIn,
  inventoryColumns,
  lockCells,
  lockInventory,
  type PlanControlRow,
  type PriceRow,
  planControlColumns,
  priceColumns,
  type RestrictionRow,
  removePrices,
  restrictionColumns,
  restrictionsToPlans,
  rowsOf,
  setPrices,
  upsertCells,
  upsertInventory,
  upsertPlanControls,
  upsertRestrictions,
  type WriteStep,
} from './ari.statements.ts';

export type {
  Cell,
  CellValues,
  InventoryRow,
  PlanControlRow,
  PriceRow,
  RestrictionRow,
  WriteStep,
} from './ari.statements.ts';

export type AriRateRow = typeof rates.$inferSelect;

/** What a stay is checked and priced against (issue 32): the rate's row and its ARI over the days. */
export interface StayRows {
  rate: AriRateRow;
  roomIds: number[];
  applied: string[];
  prices: PriceRow[];
  inventory: InventoryRow[];
  restrictions: RestrictionRow[];
  planControls: PlanControlRow[];
  policies: RatePolicies;
}

export interface RoomTypeRow {
  id: number;
  name: string;
  isApartment: boolean;
  totalOccupancy: number | null;
  defaultAdults: number | null;
}

/** The prices of one room type and board over a year, aggregated by the database (see `priceRows`). */
export interface PriceRowsOfYear {
  roomId: number;
  board: string;
  days: string;
  amounts: string;
  child: string;
  infant: string;
  baby: string;
}

/** What a rate needs of a room type: its name and the adults its prices list. */
const roomTypeColumns = {
  id: rooms.id,
  name: rooms.name,
  isApartment: rooms.isApartment,
  totalOccupancy: rooms.totalOccupancy,
  defaultAdults: rooms.defaultAdults,
};

/**
 * Where a write of ARI is recorded for distribution (the change feed and webhooks, issue 17): the
 * port of lib/distribution-changes.ts, which the distribution module implements.
 */
export type RateChanges = Pick<DistributionChanges, 'rateChanged' | 'changed'>;

/** What a write wrote, as it is now (the last write of a row winning). */
export interface Written {
  prices: PriceRow[];
  inventory: InventoryRow[];
  restrictions: RestrictionRow[];
  planControls: PlanControlRow[];
}

/**
 * Prices, allotments and restrictions (decision 020): Drizzle and SQL only, no rules. Every write
 * takes the transaction of its caller (AriService.apply, the one ARI write path).
 */
export class AriRepository {
  constructor(
    private readonly db: Db,
    /** Records every write in its transaction (one feed row per write); none in unit setups. */
    private readonly changes?: RateChanges,
  ) {}

  /** Runs `work` in one transaction: what it writes commits together or not at all. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  /** The hotel's room types and apartments, in the sidebar's order. */
  async roomTypesOf(hotelId: number): Promise<RoomTypeRow[]> {
    return this.db
      .select(roomTypeColumns)
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId))
      .orderBy(asc(rooms.sortOrder), asc(rooms.id));
  }

  /** A rate of one of the hotel's contracts, or undefined. */
  async rateOf(hotelId: number, rateId: number): Promise<AriRateRow | undefined> {
    const [row] = await this.db
      .select({ rate: rates })
      .from(rates)
      .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
      .where(and(eq(rates.id, rateId), eq(rateContracts.hotelId, hotelId)));
    return row?.rate;
  }

  /** The room types a rate sells, in the sidebar's order. */
  async roomTypesOfRate(rateId: number): Promise<RoomTypeRow[]> {
    return this.db
      .select(roomTypeColumns)
      .from(rateRoomTypes)
      .innerJoin(rooms, eq(rooms.id, rateRoomTypes.roomId))
      .where(eq(rateRoomTypes.rateId, rateId))
      .orderBy(asc(rooms.sortOrder), asc(rooms.id));
  }

  /** The room types (ids) of several rates. */
  async roomIdsOfRates(rateIds: number[]): Promise<{ rateId: number; roomId: number }[]> {
    if (rateIds.length === 0) return [];
    return this.db
      .select({ rateId: rateRoomTypes.rateId, roomId: rateRoomTypes.roomId })
      .from(rateRoomTypes)
      .innerJoin(rooms, eq(rooms.id, rateRoomTypes.roomId))
      .where(inArray(rateRoomTypes.rateId, rateIds))
      .orderBy(asc(rooms.sortOrder), asc(rooms.id));
  }

  /**
   * The lowest and highest night amount of each rate over its own days (rate_days): a price
   * stored on a day the rate does not apply sells nothing, so it widens no range (issue 34).
   * `priceRateId`: the rate whose prices are read (an offer's base; its own otherwise).
   */
  async priceRanges(
    rates: readonly { rateId: number; priceRateId: number }[],
  ): Promise<{ rateId: number; min: string; max: string }[]> {
    if (rates.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select r."rateId", min(a)::text as min, max(a)::text as max
          from jsonb_to_recordset(${JSON.stringify(rates)}::jsonb) as r("rateId" int, "priceRateId" int)
          join rate_days d on d.rate_id = r."rateId"
          join rate_prices p on p.rate_id = r."priceRateId" and p.day = d.day
          cross join unnest(p.amounts) as a
          group by r."rateId"`,
    );
  }

  /**
   * A year of a rate's prices, one row per room type and board (a few dozen rows instead of
   * thousands): the day offsets from `first`, and per day the amounts (space-separated) and the
   * guest prices, as comma-separated exact decimals ('' when null).
   */
  async priceRows(rateId: number, first: string, last: string): Promise<PriceRowsOfYear[]> {
    return rowsOf(
      this.db,
      sql`select room_id as "roomId", board,
            string_agg((day - ${first}::date)::text, ',' order by day) as days,
            string_agg(array_to_string(amounts, ' '), ',' order by day) as amounts,
            string_agg(coalesce(child::text, ''), ',' order by day) as child,
            string_agg(coalesce(infant::text, ''), ',' order by day) as infant,
            string_agg(coalesce(baby::text, ''), ',' order by day) as baby
          from rate_prices
          where rate_id = ${rateId} and day between ${first} and ${last}
          group by room_id, board`,
    );
  }

  async inventory(roomIds: number[], first: string, last: string): Promise<InventoryRow[]> {
    if (roomIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select ${inventoryColumns} from room_inventory
          where room_id in ${intsIn(roomIds)}
            and day between ${first} and ${last}`,
    );
  }

  async restrictions(rateId: number, first: string, last: string): Promise<RestrictionRow[]> {
    return rowsOf(
      this.db,
      sql`select ${restrictionColumns} from rate_restrictions
          where rate_id = ${rateId} and day between ${first} and ${last}`,
    );
  }

  /** The rate's products' own restrictions and stop sales (rate_plan_controls) over the days. */
  async planControls(rateId: number, first: string, last: string): Promise<PlanControlRow[]> {
    return rowsOf(
      this.db,
      sql`select ${planControlColumns} from rate_plan_controls
          where rate_id = ${rateId} and day between ${first} and ${last}
          order by room_id, board, day`,
    );
  }

  async appliedDays(rateId: number, first: string, last: string): Promise<string[]> {
    const found = await this.db
      .select({ day: rateDays.day })
      .from(rateDays)
      .where(and(eq(rateDays.rateId, rateId), between(rateDays.day, first, last)));
    return found.map((row) => row.day);
  }

  /**
   * What a stay is checked and priced against (issues 32, 33): the hotel's rate and its room
   * types, and over the days the rate's days, the prices of the room types and board (of the base
   * rate for an offer priced off one), the room types' inventory, the rate's restrictions and the
   * products' own rows: the same statements whatever the number of room types, each per-room row
   * carrying its `roomId`. In `tx` when given (a reservation's), else on the pool, where the reads
   * run side by side (a quote's, decision 066).
   */
  async stayRows(
    tx: Db | undefined,
    hotelId: number,
    stay: { rateId: number; roomIds: readonly number[]; board: string; days: readonly string[] },
  ): Promise<StayRows | undefined> {
    const db = tx ?? this.db;
    const [row] = await db
      .select({ rate: rates })
      .from(rates)
      .innerJoin(rateContracts, eq(rateContracts.id, rates.contractId))
      .where(and(eq(rates.id, stay.rateId), eq(rateContracts.hotelId, hotelId)));
    if (!row) return undefined;
    const rate = row.rate;
    const priceRate = rate.baseRateId !== null && rate.derivation ? rate.baseRateId : rate.id;
    const days = datesIn(stay.days);
    const rooms = intsIn(stay.roomIds);
    const [roomIds, applied, prices, inventory, restrictions, planControls, policies] = await Promise.all([
      rowsOf<{ roomId: number }>(
        db,
        sql`select room_id as "roomId" from rate_room_types where rate_id = ${rate.id}`,
      ),
      rowsOf<{ day: string }>(
        db,
        sql`select day::text as day from rate_days where rate_id = ${rate.id} and day in ${days}`,
      ),
      rowsOf<PriceRow>(
        db,
        sql`select ${priceColumns} from rate_prices
            where rate_id = ${priceRate} and room_id in ${rooms} and board = ${stay.board} and day in ${days}`,
      ),
      rowsOf<InventoryRow>(
        db,
        sql`select ${inventoryColumns} from room_inventory where room_id in ${rooms} and day in ${days}`,
      ),
      rowsOf<RestrictionRow>(
        db,
        sql`select ${restrictionColumns} from rate_restrictions where rate_id = ${rate.id} and day in ${days}`,
      ),
      rowsOf<PlanControlRow>(
        db,
        sql`select ${planControlColumns} from rate_plan_controls
            where rate_id = ${rate.id} and room_id in ${rooms} and board = ${stay.board} and day in ${days}`,
      ),
      this.policiesOf([rate.id], db),
    ]);
    return {
      rate,
      roomIds: roomIds.map((entry) => entry.roomId),
      applied: applied.map((entry) => entry.day),
      prices,
      inventory,
      restrictions,
      planControls,
      policies: policies.get(rate.id) ?? NO_RATE_POLICIES,
    };
  }

  /**
   * The edited cancellation policies and overrides of rates (decision 056), in `tx` when given;
   * a rate without a row is absent (its wizard's choice is in force).
   */
  async policiesOf(rateIds: readonly number[], tx: Db = this.db): Promise<Map<number, RatePolicies>> {
    if (rateIds.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(rateCancellationPolicies)
      .where(inArray(rateCancellationPolicies.rateId, [...rateIds]));
    return new Map(rows.map((row) => [row.rateId, { policy: row.policy, overrides: row.overrides }]));
  }

  /** A rate's contract terms (decision 064), in `tx` when given; none without a row. */
  async termsOf(rateId: number, tx: Db = this.db): Promise<RateTerm[]> {
    const [row] = await tx
      .select({ terms: rateTerms.terms })
      .from(rateTerms)
      .where(eq(rateTerms.rateId, rateId));
    return row?.terms ?? [];
  }

  /** The contract terms of several rates (ARI out, the staff review); a rate without any is absent. */
  async termsOfRates(rateIds: readonly number[]): Promise<Map<number, RateTerm[]>> {
    if (rateIds.length === 0) return new Map();
    const rows = await this.db
      .select({ rateId: rateTerms.rateId, terms: rateTerms.terms })
      .from(rateTerms)
      .where(inArray(rateTerms.rateId, [...rateIds]));
    return new Map(rows.map((row) => [row.rateId, row.terms]));
  }

  /** A hotel's taxes and fees (decision 064), in `tx` when given; none without a row. */
  async taxesOf(hotelId: number, tx: Db = this.db): Promise<HotelTax[]> {
    const [row] = await tx
      .select({ taxes: hotelTaxes.taxes })
      .from(hotelTaxes)
      .where(eq(hotelTaxes.hotelId, hotelId));
    return row?.taxes ?? [];
  }

  /** The cells of a rate over rooms × boards × days as they are, locked until the transaction ends. */
  async lockCells(
    tx: Db,
    rateId: number,
    area: { days: string[]; rooms: number[]; boards: string[] },
  ): Promise<PriceRow[]> {
    return rowsOf(tx, lockCells(rateId, area));
  }

  /** One price on every day × room × board named (two statements: update, then insert the missing). */
  async setPrices(tx: Db, rateId: number, step: Extract<WriteStep, { type: 'price' }>): Promise<void> {
    for (const statement of setPrices(rateId, step)) await tx.execute(statement);
  }

  /**
   * Cells each with its own price; answers them as written, or nothing with `returning: false`
   * (OTA in answers Success or Errors, not the cells: a year × 10 room types × 3 boards is 10 950
   * rows it would otherwise receive and parse for nothing).
   */
  async upsertCells(tx: Db, rateId: number, cells: Cell[], returning = true): Promise<PriceRow[]> {
    if (cells.length === 0) return [];
    if (returning) return rowsOf<PriceRow>(tx, upsertCells(rateId, cells));
    await tx.execute(upsertCells(rateId, cells, false));
    return [];
  }

  /** Removes the prices of rooms × boards × days of a rate. */
  async removePrices(
    tx: Db,
    rateId: number,
    step: Extract<WriteStep, { type: 'removePrices' }>,
  ): Promise<void> {
    await tx.execute(removePrices(rateId, step));
  }

  /** Allotment and/or stop sale of room types × days (no rate: the room type's own). */
  async writeInventory(tx: Db, step: Extract<WriteStep, { type: 'inventory' }>): Promise<InventoryRow[]> {
    return rowsOf(tx, upsertInventory(step));
  }

  /** Inventory rows locked in (room, day) order until the transaction ends. */
  async lockInventory(tx: Db, cells: readonly { room: number; day: string }[]): Promise<void> {
    if (cells.length > 0) await tx.execute(lockInventory(cells));
  }

  /** A reservation's rooms taken or given back on a room type's days (the rows changed). */
  async book(tx: Db, step: Extract<WriteStep, { type: 'book' }>): Promise<InventoryRow[]> {
    return rowsOf(tx, bookRooms(step));
  }

  /** A rate plan's products' own restrictions and stop sale (rate_plan_controls). */
  async writePlanControls(
    tx: Db,
    rateId: number,
    step: Extract<WriteStep, { type: 'planControls' }>,
  ): Promise<PlanControlRow[]> {
    return rowsOf(tx, upsertPlanControls(rateId, step));
  }

  /** The rate's restrictions of days, and the same fields on its products' own rows of those days. */
  async writeRestrictions(
    tx: Db,
    rateId: number,
    step: Extract<WriteStep, { type: 'restrictions' }>,
  ): Promise<{ restrictions: RestrictionRow[]; planControls: PlanControlRow[] }> {
    const restrictions = await rowsOf<RestrictionRow>(tx, upsertRestrictions(rateId, step));
    const planControls = await rowsOf<PlanControlRow>(tx, restrictionsToPlans(rateId, step));
    return { restrictions, planControls };
  }

  /**
   * The change-feed row of a write, in its transaction: a rate's (its hotel read from the rate),
   * or, without a rate, the hotel's.
   */
  async recordChange(
    tx: Db,
    target: { rateId: number } | { hotelId: number },
    span: { from?: string; to?: string },
  ): Promise<void> {
    if ('rateId' in target) await this.changes?.rateChanged(tx, target.rateId, span);
    else await this.changes?.changed(tx, { hotelId: target.hotelId, kind: 'rates', detail: span });
  }
}
