import { and, asc, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateContracts, rateDays, rateRoomTypes, rates, rooms } from '../../db/schema/index.ts';

export type AriRateRow = typeof rates.$inferSelect;

export interface RoomTypeRow {
  id: number;
  name: string;
  isApartment: boolean;
  totalOccupancy: number | null;
  defaultAdults: number | null;
}

/** A price cell as read: exact decimals as text, the amounts joined by commas. */
export interface PriceRow {
  roomId: number;
  board: string;
  day: string;
  amounts: string;
  child: string | null;
  infant: string | null;
  baby: string | null;
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
export interface InventoryRow {
  roomId: number;
  day: string;
  allotment: number | null;
  stopSale: boolean;
}
/** A product's own restrictions and stop sale on a day (`rate_plan_controls`). */
export interface PlanControlRow {
  roomId: number;
  board: string;
  day: string;
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
  stopSale: boolean;
}
export interface RestrictionRow {
  day: string;
  minStay: number | null;
  maxStay: number | null;
  closedArrival: boolean;
  closedDeparture: boolean;
}

/** A price to store: amounts and guest prices as decimal strings. */
export interface CellValues {
  amounts: string[];
  child: string | null;
  infant: string | null;
  baby: string | null;
}

/** One step of a bulk write, already checked; days are ISO dates ('2027-07-04'). */
export type WriteStep =
  | { type: 'price'; days: string[]; rooms: number[]; boards: string[]; cell: CellValues }
  | { type: 'cells'; cells: (CellValues & { room: number; board: string; day: string })[] }
  | {
      type: 'inventory';
      days: string[];
      rooms: number[];
      /** Sets the rooms allotted (null: none set). */
      allotment?: number | null;
      /** Adds to the rooms allotted (OTA AdjustLimit); a day without any counts from 0. */
      allotmentAdd?: number;
      stopSale?: boolean;
    }
  /** The prices of the cells named are removed (OTA NotifType Remove). */
  | { type: 'removePrices'; days: string[]; rooms: number[]; boards: string[] }
  /**
   * Restrictions and stop sale of one rate plan's products (room types × board), issue 30: a
   * product without a row yet starts from the rate's restrictions of the day.
   */
  | {
      type: 'planControls';
      days: string[];
      rooms: number[];
      board: string;
      minStay?: number | null;
      maxStay?: number | null;
      closedArrival?: boolean;
      closedDeparture?: boolean;
      stopSale?: boolean;
    }
  | {
      type: 'restrictions';
      days: string[];
      minStay?: number | null;
      maxStay?: number | null;
      closedArrival?: boolean;
      closedDeparture?: boolean;
    };

/** Lists travel as one jsonb parameter whatever their length (one statement, no parameter limit). */
const intsIn = (values: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
const textsIn = (values: readonly string[]) =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
const datesIn = (values: readonly string[]) =>
  sql`(select value::date from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
/** A list of decimal strings as numeric[], in order. */
const numericArray = (values: readonly string[]) =>
  sql`array(select value::numeric from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as a(value, at) order by at)`;

const priceColumns = sql`room_id as "roomId", board, day::text as day, array_to_string(amounts, ',') as amounts,
  child::text as child, infant::text as infant, baby::text as baby`;
const inventoryColumns = sql`room_id as "roomId", day::text as day, allotment, stop_sale as "stopSale"`;
const restrictionColumns = sql`day::text as day, min_stay as "minStay", max_stay as "maxStay",
  closed_arrival as "closedArrival", closed_departure as "closedDeparture"`;
const planControlColumns = sql`room_id as "roomId", board, day::text as day, min_stay as "minStay",
  max_stay as "maxStay", closed_arrival as "closedArrival", closed_departure as "closedDeparture",
  stop_sale as "stopSale"`;

async function rowsOf<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** What a rate needs of a room type: its name and the adults its prices list. */
const roomTypeColumns = {
  id: rooms.id,
  name: rooms.name,
  isApartment: rooms.isApartment,
  totalOccupancy: rooms.totalOccupancy,
  defaultAdults: rooms.defaultAdults,
};

/** Where a write of ARI is recorded for distribution (the change feed and webhooks, issue 17). */
export interface RateChanges {
  rateChanged(tx: Db, rateId: number, detail: { from?: string; to?: string }): Promise<void>;
}

/** The first and last day the steps of a write name (ISO dates sort as text), or undefined. */
export function daySpan(steps: readonly { type: string; days?: string[]; cells?: { day: string }[] }[]) {
  let from: string | undefined;
  let to: string | undefined;
  for (const step of steps) {
    for (const day of step.days ?? step.cells?.map((cell) => cell.day) ?? []) {
      if (from === undefined || day < from) from = day;
      if (to === undefined || day > to) to = day;
    }
  }
  return from === undefined || to === undefined ? undefined : { from, to };
}

/** What a write wrote, as it is now (the last write of a row winning). */
export interface Written {
  prices: PriceRow[];
  inventory: InventoryRow[];
  restrictions: RestrictionRow[];
  planControls: PlanControlRow[];
}

/** Prices, allotments and restrictions (decision 020): Drizzle and SQL only, no rules. */
export class AriRepository {
  constructor(
    private readonly db: Db,
    /** Records every write in its transaction (one feed row per write); none in unit setups. */
    private readonly changes?: RateChanges,
  ) {}

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

  /** The lowest and highest night amount of each rate (every amount of every cell). */
  async priceRanges(rateIds: number[]): Promise<{ rateId: number; min: string; max: string }[]> {
    if (rateIds.length === 0) return [];
    return rowsOf(
      this.db,
      sql`select rate_id as "rateId", min(a)::text as min, max(a)::text as max
          from rate_prices, unnest(amounts) as a
          where rate_id in ${intsIn(rateIds)}
          group by rate_id`,
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

  /** The existing cells of a rate a price adjustment reads, locked until the write ends. */
  private async lockedCells(
    tx: Pick<Db, 'execute'>,
    rateId: number,
    step: { days: string[]; rooms: number[]; boards: string[] },
  ): Promise<PriceRow[]> {
    return rowsOf(
      tx,
      sql`select ${priceColumns} from rate_prices
          where rate_id = ${rateId}
            and room_id in ${intsIn(step.rooms)}
            and board in ${textsIn(step.boards)}
            and day in ${datesIn(step.days)}
          order by day, room_id, board
          for update`,
    );
  }

  /**
   * Writes the steps in order in one transaction; `adjust` reads its cells (locked) through
   * `adjustCells`, which answers the new values or throws (and nothing is written); `verify`
   * sees the result before the commit. Answers the rows as written, the last write of a cell
   * winning.
   */
  async write(
    rateId: number,
    steps: (
      | WriteStep
      | { type: 'adjust'; days: string[]; rooms: number[]; boards: string[]; index: number }
    )[],
    adjustCells: (
      index: number,
      cells: PriceRow[],
    ) => (CellValues & { room: number; board: string; day: string })[],
    /** Checks what was written before the commit; throwing undoes the whole write. */
    verify: (written: Written) => void,
  ): Promise<Written> {
    return this.db.transaction(async (tx) => {
      const written = await this.writeIn(tx, rateId, steps, adjustCells, verify);
      // Every bulk write and CSV import passes here: one change per write, in its transaction.
      const span = daySpan(steps);
      if (span) await this.changes?.rateChanged(tx, rateId, span);
      return written;
    });
  }

  /**
   * The steps of `write` inside a transaction the caller holds (OTA in applies the rates of one
   * message in one transaction, issue 17); records no change: the caller does. Inventory steps
   * do not use `rateId`.
   */
  async writeIn(
    tx: Db,
    rateId: number,
    steps: (
      | WriteStep
      | { type: 'adjust'; days: string[]; rooms: number[]; boards: string[]; index: number }
    )[],
    adjustCells: (
      index: number,
      cells: PriceRow[],
    ) => (CellValues & { room: number; board: string; day: string })[],
    /** Checks what was written before the commit; throwing undoes the whole write. */
    verify: (written: Written) => void,
    /**
     * `returnPrices: false`: the cells of a `cells` step are written without reading them back
     * (OTA in answers Success or Errors, not the cells: a year × 10 room types × 3 boards is
     * 10 950 rows it would otherwise receive and parse for nothing).
     */
    { returnPrices = true }: { returnPrices?: boolean } = {},
  ): Promise<Written> {
    const prices = new Map<string, PriceRow>();
    const inventory = new Map<string, InventoryRow>();
    const restrictions = new Map<string, RestrictionRow>();
    const planControls = new Map<string, PlanControlRow>();
    const keep = <T>(map: Map<string, T>, key: (row: T) => string, found: T[]) => {
      for (const row of found) map.set(key(row), row);
    };
    const priceKey = (row: PriceRow) => `${row.roomId}:${row.board}:${row.day}`;
    for (const step of steps) {
      if (step.type === 'price') {
        // Every cell named gets the same price: what was written is known without reading it back.
        for (const statement of setPrices(rateId, step)) await tx.execute(statement);
        keep(prices, priceKey, writtenCells(step));
      } else if (step.type === 'adjust') {
        const cells = adjustCells(step.index, await this.lockedCells(tx, rateId, step));
        if (cells.length > 0) keep(prices, priceKey, await rowsOf<PriceRow>(tx, upsertCells(rateId, cells)));
      } else if (step.type === 'cells') {
        if (step.cells.length > 0 && returnPrices)
          keep(prices, priceKey, await rowsOf<PriceRow>(tx, upsertCells(rateId, step.cells)));
        else if (step.cells.length > 0) await tx.execute(upsertCells(rateId, step.cells, false));
      } else if (step.type === 'inventory') {
        keep(
          inventory,
          (row) => `${row.roomId}:${row.day}`,
          await rowsOf<InventoryRow>(tx, upsertInventory(step)),
        );
      } else if (step.type === 'removePrices') {
        await tx.execute(removePrices(rateId, step));
        for (const day of step.days)
          for (const room of step.rooms)
            for (const board of step.boards) prices.delete(`${room}:${board}:${day}`);
      } else if (step.type === 'planControls') {
        keep(
          planControls,
          (row) => `${row.roomId}:${row.board}:${row.day}`,
          await rowsOf<PlanControlRow>(tx, upsertPlanControls(rateId, step)),
        );
      } else {
        keep(
          restrictions,
          (row) => row.day,
          await rowsOf<RestrictionRow>(tx, upsertRestrictions(rateId, step)),
        );
        // The rate's restrictions reach each of its products: the same fields of their own rows.
        keep(
          planControls,
          (row) => `${row.roomId}:${row.board}:${row.day}`,
          await rowsOf<PlanControlRow>(tx, restrictionsToPlans(rateId, step)),
        );
      }
    }
    const written = {
      prices: [...prices.values()],
      inventory: [...inventory.values()],
      restrictions: [...restrictions.values()],
      planControls: [...planControls.values()],
    };
    verify(written);
    return written;
  }
}

/**
 * One price for every day × room × board named, as two statements: the cells that exist are
 * updated (an update costs a tenth of an upsert of the same rows), then the missing ones are
 * inserted; a cell inserted meanwhile by another write is overwritten (the last write wins).
 */
export function setPrices(rateId: number, step: Extract<WriteStep, { type: 'price' }>): SQL[] {
  const { cell } = step;
  const values = sql`${numericArray(cell.amounts)}, ${cell.child}::numeric, ${cell.infant}::numeric, ${cell.baby}::numeric`;
  return [
    sql`update rate_prices set (amounts, child, infant, baby) = (select ${values})
      where rate_id = ${rateId} and room_id in ${intsIn(step.rooms)} and board in ${textsIn(step.boards)}
        and day in ${datesIn(step.days)}`,
    sql`insert into rate_prices (rate_id, room_id, board, day, amounts, child, infant, baby)
      select ${rateId}, r.value::int, b.value, d.value::date, ${values}
      from jsonb_array_elements_text(${JSON.stringify(step.days)}::jsonb) as d(value)
      cross join jsonb_array_elements_text(${JSON.stringify(step.rooms)}::jsonb) as r(value)
      cross join jsonb_array_elements_text(${JSON.stringify(step.boards)}::jsonb) as b(value)
      where not exists (
        select 1 from rate_prices p
        where p.rate_id = ${rateId} and p.room_id = r.value::int and p.board = b.value and p.day = d.value::date)
      on conflict (rate_id, room_id, board, day) do update
        set amounts = excluded.amounts, child = excluded.child, infant = excluded.infant, baby = excluded.baby`,
  ];
}

/** The rows a uniform price step wrote, as `returning` would have read them. */
function writtenCells(step: Extract<WriteStep, { type: 'price' }>): PriceRow[] {
  const { cell } = step;
  const amounts = cell.amounts.join(',');
  return step.days.flatMap((day) =>
    step.rooms.flatMap((roomId) =>
      step.boards.map((board) => ({
        roomId,
        board,
        day,
        amounts,
        child: cell.child,
        infant: cell.infant,
        baby: cell.baby,
      })),
    ),
  );
}

/** Cells each with its own price (an adjustment's results, a CSV import). */
function upsertCells(
  rateId: number,
  cells: (CellValues & { room: number; board: string; day: string })[],
  returning = true,
): SQL {
  // The amounts travel as array literals ('{80.00,72.50}', decimal strings checked upstream): a
  // cast per row instead of a sub-select over a jsonb array per row (a third of the write).
  const rows = cells.map((cell) => ({ ...cell, amounts: `{${cell.amounts.join(',')}}` }));
  return sql`insert into rate_prices (rate_id, room_id, board, day, amounts, child, infant, baby)
    select ${rateId}, v.room, v.board, v.day, v.amounts::numeric[], v.child, v.infant, v.baby
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(room int, board text, day date, amounts text, child numeric, infant numeric, baby numeric)
    order by v.day, v.room, v.board
    on conflict (rate_id, room_id, board, day) do update
      set amounts = excluded.amounts, child = excluded.child, infant = excluded.infant, baby = excluded.baby
    ${returning ? sql`returning ${priceColumns}` : sql``}`;
}

/** Allotment (set, added or removed) and/or stop sale of rooms × days; a field not named keeps its value. */
function upsertInventory(step: Extract<WriteStep, { type: 'inventory' }>): SQL {
  const sets: SQL[] = [];
  if (step.allotmentAdd !== undefined)
    sets.push(sql`allotment = coalesce(room_inventory.allotment, 0) + excluded.allotment`);
  else if (step.allotment !== undefined) sets.push(sql`allotment = excluded.allotment`);
  if (step.stopSale !== undefined) sets.push(sql`stop_sale = excluded.stop_sale`);
  const allotment = step.allotmentAdd ?? step.allotment ?? null;
  return sql`insert into room_inventory (room_id, day, allotment, stop_sale)
    select r.value::int, d.value::date, ${allotment}::int, ${step.stopSale ?? false}
    from jsonb_array_elements_text(${JSON.stringify(step.days)}::jsonb) as d(value)
    cross join jsonb_array_elements_text(${JSON.stringify(step.rooms)}::jsonb) as r(value)
    order by 2, 1
    on conflict (room_id, day) do update set ${sql.join(sets, sql`, `)}
    returning ${inventoryColumns}`;
}

/** Removes the prices of rooms × boards × days of a rate. */
function removePrices(rateId: number, step: Extract<WriteStep, { type: 'removePrices' }>): SQL {
  return sql`delete from rate_prices
    where rate_id = ${rateId} and room_id in ${intsIn(step.rooms)} and board in ${textsIn(step.boards)}
      and day in ${datesIn(step.days)}`;
}

/**
 * A rate plan's own restrictions and stop sale on rooms × days; a product without a row starts
 * from the rate's restrictions of that day, and a field not named keeps its value.
 */
function upsertPlanControls(rateId: number, step: Extract<WriteStep, { type: 'planControls' }>): SQL {
  const fields = [
    ['minStay', 'min_stay', sql`smallint`],
    ['maxStay', 'max_stay', sql`smallint`],
    ['closedArrival', 'closed_arrival', sql`boolean`],
    ['closedDeparture', 'closed_departure', sql`boolean`],
  ] as const;
  const values = fields.map(([field, column, type]) =>
    step[field] !== undefined
      ? sql`${step[field]}::${type}`
      : sql.raw(
          `coalesce(rr.${column}, ${column === 'min_stay' || column === 'max_stay' ? 'null' : 'false'})`,
        ),
  );
  const sets: SQL[] = fields.flatMap(([field, column]) =>
    step[field] !== undefined ? [sql.raw(`${column} = excluded.${column}`)] : [],
  );
  if (step.stopSale !== undefined) sets.push(sql`stop_sale = excluded.stop_sale`);
  // A row is written even when nothing of it changes, so `returning` reads it back.
  if (sets.length === 0) sets.push(sql`stop_sale = rate_plan_controls.stop_sale`);
  return sql`insert into rate_plan_controls (rate_id, room_id, board, day, min_stay, max_stay, closed_arrival, closed_departure, stop_sale)
    select ${rateId}, r.value::int, ${step.board}, d.value::date, ${sql.join(values, sql`, `)}, ${step.stopSale ?? false}
    from jsonb_array_elements_text(${JSON.stringify(step.days)}::jsonb) as d(value)
    cross join jsonb_array_elements_text(${JSON.stringify(step.rooms)}::jsonb) as r(value)
    left join rate_restrictions rr on rr.rate_id = ${rateId} and rr.day = d.value::date
    order by 2, 4
    on conflict (rate_id, room_id, board, day) do update set ${sql.join(sets, sql`, `)}
    returning ${planControlColumns}`;
}

/** The fields a write of the rate's restrictions names, on its products' own rows of those days. */
function restrictionsToPlans(rateId: number, step: Extract<WriteStep, { type: 'restrictions' }>): SQL {
  const sets: SQL[] = [];
  if (step.minStay !== undefined) sets.push(sql`min_stay = ${step.minStay}::smallint`);
  if (step.maxStay !== undefined) sets.push(sql`max_stay = ${step.maxStay}::smallint`);
  if (step.closedArrival !== undefined) sets.push(sql`closed_arrival = ${step.closedArrival}`);
  if (step.closedDeparture !== undefined) sets.push(sql`closed_departure = ${step.closedDeparture}`);
  return sql`update rate_plan_controls set ${sql.join(sets, sql`, `)}
    where rate_id = ${rateId} and day in ${datesIn(step.days)}
    returning ${planControlColumns}`;
}

/** Restrictions of days; a field not named keeps its value. */
function upsertRestrictions(rateId: number, step: Extract<WriteStep, { type: 'restrictions' }>): SQL {
  const sets: SQL[] = [];
  if (step.minStay !== undefined) sets.push(sql`min_stay = excluded.min_stay`);
  if (step.maxStay !== undefined) sets.push(sql`max_stay = excluded.max_stay`);
  if (step.closedArrival !== undefined) sets.push(sql`closed_arrival = excluded.closed_arrival`);
  if (step.closedDeparture !== undefined) sets.push(sql`closed_departure = excluded.closed_departure`);
  return sql`insert into rate_restrictions (rate_id, day, min_stay, max_stay, closed_arrival, closed_departure)
    select ${rateId}, d.value::date, ${step.minStay ?? null}::smallint, ${step.maxStay ?? null}::smallint,
           ${step.closedArrival ?? false}, ${step.closedDeparture ?? false}
    from jsonb_array_elements_text(${JSON.stringify(step.days)}::jsonb) as d(value)
    order by 2
    on conflict (rate_id, day) do update set ${sql.join(sets, sql`, `)}
    returning ${restrictionColumns}`;
}
