import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The SQL of ARI (decision 020): the rows as read, and the statements that write them. Only the
 * repository runs them (and rate creation its base prices, rates.repository.ts); no rules here.
 */

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
export interface InventoryRow {
  roomId: number;
  day: string;
  allotment: number | null;
  stopSale: boolean;
  /** Rooms reservations hold (issue 32): rooms left = allotment − booked. */
  booked: number;
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

/** A cell to store: its price and where. */
export type Cell = CellValues & { room: number; board: string; day: string };

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
  /**
   * Rooms a reservation takes (+1) or gives back (-1) of a room type's allotment on each day
   * (issue 32, decision 052). +1 adds only where a room is left (allotment not null, booked <
   * allotment, no stop sale): a day it cannot add to refuses the write (AriWriteError soldOut).
   */
  | { type: 'book'; days: string[]; roomId: number; delta: 1 | -1 }
  | {
      type: 'restrictions';
      days: string[];
      minStay?: number | null;
      maxStay?: number | null;
      closedArrival?: boolean;
      closedDeparture?: boolean;
    };

/** Lists travel as one jsonb parameter whatever their length (one statement, no parameter limit). */
export const intsIn = (values: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
export const textsIn = (values: readonly string[]) =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
export const datesIn = (values: readonly string[]) =>
  sql`(select value::date from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as e(value))`;
/** A list of decimal strings as numeric[], in order. */
const numericArray = (values: readonly string[]) =>
  sql`array(select value::numeric from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as a(value, at) order by at)`;

export const priceColumns = sql`room_id as "roomId", board, day::text as day, array_to_string(amounts, ',') as amounts,
  child::text as child, infant::text as infant, baby::text as baby`;
export const inventoryColumns = sql`room_id as "roomId", day::text as day, allotment, stop_sale as "stopSale", booked`;
export const restrictionColumns = sql`day::text as day, min_stay as "minStay", max_stay as "maxStay",
  closed_arrival as "closedArrival", closed_departure as "closedDeparture"`;
export const planControlColumns = sql`room_id as "roomId", board, day::text as day, min_stay as "minStay",
  max_stay as "maxStay", closed_arrival as "closedArrival", closed_departure as "closedDeparture",
  stop_sale as "stopSale"`;

export async function rowsOf<T>(db: Pick<Db, 'execute'>, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The existing cells of a rate over rooms × boards × days, locked until the transaction ends. */
export function lockCells(rateId: number, area: { days: string[]; rooms: number[]; boards: string[] }): SQL {
  return sql`select ${priceColumns} from rate_prices
    where rate_id = ${rateId}
      and room_id in ${intsIn(area.rooms)}
      and board in ${textsIn(area.boards)}
      and day in ${datesIn(area.days)}
    order by day, room_id, board
    for update`;
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
export function writtenCells(step: Extract<WriteStep, { type: 'price' }>): PriceRow[] {
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
export function upsertCells(
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
export function upsertInventory(step: Extract<WriteStep, { type: 'inventory' }>): SQL {
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

/**
 * The inventory rows of room types × days locked until the transaction ends, in (room, day)
 * order: a transaction that locks everything it will book first, in this one order, never
 * deadlocks with another doing the same.
 */
export function lockInventory(cells: readonly { room: number; day: string }[]): SQL {
  return sql`select i.room_id from room_inventory i
    join jsonb_to_recordset(${JSON.stringify(cells)}::jsonb) as c(room int, day date)
      on i.room_id = c.room and i.day = c.day
    order by i.room_id, i.day
    for update of i`;
}

/**
 * A reservation's rooms taken (+1) or given back (-1) on a room type's days, the rows locked in
 * day order first (concurrent bookings of overlapping stays wait, never deadlock on each other):
 * +1 only where allotment − booked > 0 and the room type is not stopped, -1 only above 0. Answers
 * the rows changed: a day missing is a day that could not take it.
 */
export function bookRooms(step: Extract<WriteStep, { type: 'book' }>): SQL {
  const condition =
    step.delta > 0
      ? sql`i.allotment is not null and i.booked < i.allotment and not i.stop_sale`
      : sql`i.booked > 0`;
  return sql`update room_inventory i set booked = i.booked + ${step.delta}::int
    from (select room_id, day from room_inventory
          where room_id = ${step.roomId} and day in ${datesIn(step.days)}
          order by day for update) as t
    where i.room_id = t.room_id and i.day = t.day and ${condition}
    returning i.room_id as "roomId", i.day::text as day, i.allotment, i.stop_sale as "stopSale", i.booked`;
}

/** Removes the prices of rooms × boards × days of a rate. */
export function removePrices(rateId: number, step: Extract<WriteStep, { type: 'removePrices' }>): SQL {
  return sql`delete from rate_prices
    where rate_id = ${rateId} and room_id in ${intsIn(step.rooms)} and board in ${textsIn(step.boards)}
      and day in ${datesIn(step.days)}`;
}

/**
 * A rate plan's own restrictions and stop sale on rooms × days; a product without a row starts
 * from the rate's restrictions of that day, and a field not named keeps its value.
 */
export function upsertPlanControls(rateId: number, step: Extract<WriteStep, { type: 'planControls' }>): SQL {
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
export function restrictionsToPlans(rateId: number, step: Extract<WriteStep, { type: 'restrictions' }>): SQL {
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
export function upsertRestrictions(rateId: number, step: Extract<WriteStep, { type: 'restrictions' }>): SQL {
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
