import type { ReservationListItem } from '@hotel/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationNights, reservationRevisions, reservations } from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type RevisionRow = typeof reservationRevisions.$inferSelect;
export type NightRow = typeof reservationNights.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

/** A keyset position: the sort column's value and the id after which the page starts. */
export interface Keyset {
  value: string;
  id: number;
}

export interface ListFilter {
  arrivalFrom?: string;
  arrivalTo?: string;
  departureFrom?: string;
  departureTo?: string;
  bookedFrom?: string;
  bookedTo?: string;
  status?: string;
  q?: string;
  /** Staff's overdue filter: not cancelled, no confirmation number, booked before this instant. */
  unconfirmedBefore?: Date;
}

export type SortColumn = 'arrival' | 'departure' | 'created';

/** Reservations (issue 32): Drizzle and SQL only, no rules. Writes take their caller's transaction. */
export class ReservationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction. A modification gives rooms back, then takes others: two
   * such transactions on the same rows in the opposite order may deadlock, and PostgreSQL
   * cancels one of them (40P01); it rolled back whole, so it runs again (three times at most).
   */
  async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction((tx) => work(tx as unknown as Db));
      } catch (error) {
        if (attempt >= 3 || !hasCode(error, ['40P01', '40001'])) throw error;
      }
    }
  }

  /** The reservation a source sent with this reference, locked in `tx` when one is given. */
  async bySource(source: string, reference: string, tx?: Db): Promise<ReservationRow | undefined> {
    const query = (tx ?? this.db)
      .select()
      .from(reservations)
      .where(and(eq(reservations.source, source), eq(reservations.reference, reference)));
    const [row] = tx ? await query.for('update') : await query;
    return row;
  }

  async byId(hotelId: number, id: number, tx?: Db): Promise<ReservationRow | undefined> {
    const query = (tx ?? this.db)
      .select()
      .from(reservations)
      .where(and(eq(reservations.hotelId, hotelId), eq(reservations.id, id)));
    const [row] = tx ? await query.for('update') : await query;
    return row;
  }

  async revisions(reservationId: number): Promise<RevisionRow[]> {
    return this.db
      .select()
      .from(reservationRevisions)
      .where(eq(reservationRevisions.reservationId, reservationId))
      .orderBy(asc(reservationRevisions.revision));
  }

  async revision(reservationId: number, senderRevision: number): Promise<RevisionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reservationRevisions)
      .where(
        and(
          eq(reservationRevisions.reservationId, reservationId),
          eq(reservationRevisions.senderRevision, senderRevision),
        ),
      )
      .orderBy(asc(reservationRevisions.revision))
      .limit(1);
    return row;
  }

  async nights(tx: Db, reservationId: number): Promise<NightRow[]> {
    return tx
      .select()
      .from(reservationNights)
      .where(eq(reservationNights.reservationId, reservationId))
      .orderBy(asc(reservationNights.stay), asc(reservationNights.day));
  }

  async insert(tx: Db, row: NewReservation): Promise<ReservationRow> {
    const [created] = await tx.insert(reservations).values(row).returning();
    if (!created) throw new Error('reservation not inserted');
    return created;
  }

  /** A change of the reservation: a new `change` number and updated_at. */
  async update(tx: Db, id: number, values: Partial<NewReservation>): Promise<ReservationRow> {
    const [updated] = await tx
      .update(reservations)
      .set({ ...values, change: sql`nextval('reservations_change_seq')`, updatedAt: new Date() })
      .where(eq(reservations.id, id))
      .returning();
    if (!updated) throw new Error('reservation not updated');
    return updated;
  }

  async insertRevision(tx: Db, row: typeof reservationRevisions.$inferInsert): Promise<RevisionRow> {
    const [inserted] = await tx.insert(reservationRevisions).values(row).returning();
    if (!inserted) throw new Error('revision not inserted');
    return inserted;
  }

  async replaceNights(tx: Db, reservationId: number, nights: (typeof reservationNights.$inferInsert)[]) {
    await tx.delete(reservationNights).where(eq(reservationNights.reservationId, reservationId));
    await this.insertNights(tx, nights);
  }

  /** The nights of a reservation just inserted (it has none to replace). */
  async insertNights(tx: Db, nights: (typeof reservationNights.$inferInsert)[]) {
    if (nights.length > 0) await tx.insert(reservationNights).values(nights);
  }

  /** The hotel's reservations changed after `since` (a change number), in the order of change. */
  async changedSince(hotelId: number, since: number, limit: number): Promise<ReservationRow[]> {
    return this.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.hotelId, hotelId), gt(reservations.change, since)))
      .orderBy(asc(reservations.change))
      .limit(limit);
  }

  /**
   * A page of the hotel's list, or of every hotel's for staff (`hotelId` null): filters, one sort
   * column (ascending or descending) and the id as tie-break, the page starting after `after`
   * (keyset: an index range scan whatever the page).
   */
  async page(
    hotelId: number | null,
    filter: ListFilter,
    sort: { column: SortColumn; descending: boolean },
    limit: number,
    after: Keyset | undefined,
  ): Promise<ReservationRow[]> {
    // Booking order is the id's order (ids grow with creation): exact, unlike a timestamp in a cursor.
    const column =
      sort.column === 'arrival'
        ? reservations.arrival
        : sort.column === 'departure'
          ? reservations.departure
          : reservations.id;
    const conditions: (SQL | undefined)[] = [
      hotelId === null ? undefined : eq(reservations.hotelId, hotelId),
    ];
    if (filter.arrivalFrom) conditions.push(gte(reservations.arrival, filter.arrivalFrom));
    if (filter.arrivalTo) conditions.push(lte(reservations.arrival, filter.arrivalTo));
    if (filter.departureFrom) conditions.push(gte(reservations.departure, filter.departureFrom));
    if (filter.departureTo) conditions.push(lte(reservations.departure, filter.departureTo));
    if (filter.bookedFrom) conditions.push(sql`${reservations.createdAt} >= ${filter.bookedFrom}::date`);
    if (filter.bookedTo)
      conditions.push(sql`${reservations.createdAt} < (${filter.bookedTo}::date + interval '1 day')`);
    if (filter.status) conditions.push(eq(reservations.status, filter.status as ReservationRow['status']));
    if (filter.unconfirmedBefore)
      conditions.push(
        isNull(reservations.confirmationNumber),
        ne(reservations.status, 'cancelled'),
        lte(reservations.createdAt, filter.unconfirmedBefore),
      );
    if (filter.q) conditions.push(ilike(reservations.search, `%${escapeLike(filter.q.toLowerCase())}%`));
    const compare = sort.descending ? lt : gt;
    if (after && sort.column === 'created') conditions.push(compare(reservations.id, after.id));
    else if (after) {
      const value = sql`${after.value}::date`;
      conditions.push(
        or(
          sort.descending ? sql`${column} < ${value}` : sql`${column} > ${value}`,
          and(sql`${column} = ${value}`, compare(reservations.id, after.id)),
        ),
      );
    }
    const order =
      sort.column === 'created'
        ? [sort.descending ? desc(reservations.id) : asc(reservations.id)]
        : sort.descending
          ? [desc(column), desc(reservations.id)]
          : [asc(column), asc(reservations.id)];
    return this.db
      .select({ ...getTableColumns(reservations), stays: listStays })
      .from(reservations)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit);
  }
}

/**
 * The stays of a list row, narrowed in the database to what the lists read (decision 068): a page
 * of 50 carried every stay's prices, computed prices and terms to be parsed, checked and dropped.
 */
const listStays = sql<ReservationListItem['stays']>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'roomTypeId', s.stay -> 'roomTypeId', 'rateId', s.stay -> 'rateId', 'board', s.stay -> 'board',
    'arrival', s.stay -> 'arrival', 'departure', s.stay -> 'departure', 'guests', s.stay -> 'guests'
  ) order by s.position), '[]'::jsonb)
  from jsonb_array_elements(${reservations.stays}) with ordinality as s(stay, position))`;

function hasCode(error: unknown, codes: string[]): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if (codes.includes((current as { code?: unknown }).code as string)) return true;
  }
  return false;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}
