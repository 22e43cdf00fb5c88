import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contractEvents,
  hotelApprovals,
  hotels,
  userHotels,
  users,
  userTotp,
} from '../../db/schema/index.ts';
import { staffPersonColumns, toStaffPerson } from './claims.repository.ts';

export type QueueStatus = 'sent' | 'returned' | 'approved';

/** The review queue's filters as SQL can apply them: text filters already resolved to stored values. */
export interface QueueFilter {
  status: QueueStatus;
  /** Stored `hotels.country` values that name the requested country. */
  countries?: string[];
  /** Stored `hotels.city` values that match the requested city. */
  cities?: string[];
  htype?: number;
  /** The queue time's bounds, UTC: from inclusive, before exclusive. */
  from?: Date;
  before?: Date;
}

/** The review queue and the read-only review of a hotel (decision 027). */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

  async hotelExists(hotelId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).limit(1);
    return row !== undefined;
  }

  /** The distinct stored values of a text column among the hotels of one queue (for the text filters). */
  async queueValues(status: QueueStatus, column: 'city' | 'country'): Promise<string[]> {
    const field = column === 'city' ? hotels.city : hotels.country;
    const rows = await this.db
      .selectDistinct({ value: field })
      .from(hotels)
      .where(eq(hotels.contractStatus, status));
    return rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  }

  /** How many contracts wait in each queue, whatever the filters. */
  async queueCounts(): Promise<Record<QueueStatus, number>> {
    const rows = await this.db
      .select({ status: hotels.contractStatus, n: count() })
      .from(hotels)
      .where(inArray(hotels.contractStatus, ['sent', 'returned', 'approved']))
      .groupBy(hotels.contractStatus);
    const of = (status: QueueStatus) => rows.find((row) => row.status === status)?.n ?? 0;
    return { sent: of('sent'), returned: of('returned'), approved: of('approved') };
  }

  /**
   * One page of a queue, oldest first by its queue time: the last `sent` event for the sent queue,
   * the last `returned` one for the returned queue; the approved list newest approval first (the
   * hotel's last change when a contract has no
   * such event, as hotels from before the events could).
   */
  async queue(filter: QueueFilter, page: { limit: number; offset: number }) {
    // Joined rather than correlated: drizzle leaves the columns of a one-table select unqualified,
    // which a correlated subquery would resolve against its own table.
    const events = this.db
      .select({
        hotelId: contractEvents.hotelId,
        lastSent: sql<Date | null>`max(${contractEvents.at}) filter (where ${contractEvents.action} = 'sent')`
          .mapWith(contractEvents.at)
          .as('last_sent'),
        lastReturned:
          sql<Date | null>`max(${contractEvents.at}) filter (where ${contractEvents.action} = 'returned')`
            .mapWith(contractEvents.at)
            .as('last_returned'),
        lastApproved:
          sql<Date | null>`max(${contractEvents.at}) filter (where ${contractEvents.action} = 'approved')`
            .mapWith(contractEvents.at)
            .as('last_approved'),
      })
      .from(contractEvents)
      .groupBy(contractEvents.hotelId)
      .as('last_events');
    const approved = this.db
      .selectDistinct({ hotelId: hotelApprovals.hotelId })
      .from(hotelApprovals)
      .as('approved');
    const queuedAt =
      sql<Date>`coalesce(${{ sent: events.lastSent, returned: events.lastReturned, approved: events.lastApproved }[filter.status]}, ${hotels.updatedAt})`.mapWith(
        hotels.updatedAt,
      );
    const where = and(
      eq(hotels.contractStatus, filter.status),
      filter.countries ? inArray(hotels.country, filter.countries) : undefined,
      filter.cities ? inArray(hotels.city, filter.cities) : undefined,
      filter.htype === undefined ? undefined : eq(hotels.htype, filter.htype),
      filter.from ? gte(queuedAt, filter.from) : undefined,
      filter.before ? lt(queuedAt, filter.before) : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(hotels)
      .leftJoin(events, eq(events.hotelId, hotels.id))
      .where(where);
    const rows = await this.db
      .select({
        hotel: hotels,
        queuedAt,
        lastReturned: events.lastReturned,
        approvedBefore: sql<boolean>`${approved.hotelId} is not null`,
      })
      .from(hotels)
      .leftJoin(events, eq(events.hotelId, hotels.id))
      .leftJoin(approved, eq(approved.hotelId, hotels.id))
      .where(where)
      // Approved contracts are looked up, not worked through: the latest first.
      .orderBy(
        ...(filter.status === 'approved'
          ? [desc(queuedAt), desc(hotels.id)]
          : [asc(queuedAt), asc(hotels.id)]),
      )
      .limit(page.limit)
      .offset(page.offset);
    return { count: total?.n ?? 0, rows };
  }

  /** The users attached to the hotel, first attached first. */
  async usersOf(hotelId: number) {
    const rows = await this.db
      .select(staffPersonColumns)
      .from(userHotels)
      .innerJoin(users, eq(users.id, userHotels.userId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .where(eq(userHotels.hotelId, hotelId))
      .orderBy(asc(userHotels.createdAt), asc(users.id));
    return rows.map(toStaffPerson);
  }

  /** The latest approval snapshot, when, and who approved it (null once that user is deleted). */
  async lastApproval(hotelId: number) {
    const [row] = await this.db
      .select({ at: hotelApprovals.approvedAt, by: users.name, snapshot: hotelApprovals.snapshot })
      .from(hotelApprovals)
      .leftJoin(users, eq(users.id, hotelApprovals.approvedBy))
      .where(eq(hotelApprovals.hotelId, hotelId))
      .orderBy(desc(hotelApprovals.approvedAt), desc(hotelApprovals.id))
      .limit(1);
    return row;
  }

  /** Every return of the contract, newest first: when, by whom, the reasons and what staff saw. */
  async returns(hotelId: number) {
    return this.db
      .select({
        at: contractEvents.at,
        by: users.name,
        reasons: contractEvents.reasons,
        snapshot: contractEvents.snapshot,
      })
      .from(contractEvents)
      .leftJoin(users, eq(users.id, contractEvents.userId))
      .where(and(eq(contractEvents.hotelId, hotelId), eq(contractEvents.action, 'returned')))
      .orderBy(desc(contractEvents.at), desc(contractEvents.id));
  }
}
