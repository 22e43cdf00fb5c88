import {
  ACTIVITY_ACTIONS,
  type ActivityEntry,
  type ActivityKind,
  type ActivityReads,
  DECISION_ACTIONS,
} from '@hotel/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hotelActivity, hotels, staffReads, users } from '../../db/schema/index.ts';
import type { ActivityLog, ActivityRecord, ReadCounter } from '../../lib/activity-log.ts';

/** The person a decision concerns, beside the user who made it. */
const subjects = alias(users, 'subjects');

/** The log's filters: any of them, together. */
export interface ActivityFilter {
  hotelId?: number;
  userId?: number;
  kind?: ActivityKind;
}

/** How many days of read counts a page of the log shows beside its events. */
const READ_ROWS = 30;
/** How many people and hotels the filters offer (the most recently active first). */
const FACET_ROWS = 200;

/**
 * The activity log (issue 34 item 16, decision 061): the domain events of every module, and staff
 * reads counted per person, hotel and day.
 */
export class ActivityRepository implements ActivityLog, ReadCounter {
  constructor(private readonly db: Db) {}

  async record(entry: ActivityRecord, tx: Db = this.db): Promise<void> {
    await tx.insert(hotelActivity).values({
      hotelId: entry.hotelId,
      subjectUserId: entry.subjectUserId ?? null,
      userId: entry.userId,
      kind: ACTIVITY_ACTIONS[entry.action],
      action: entry.action,
      detail: entry.detail ?? null,
    });
  }

  /** One more read of the hotel by this person today (UTC). */
  async countRead(userId: number, hotelId: number): Promise<void> {
    await this.db
      .insert(staffReads)
      .values({ userId, hotelId, day: sql`(now() at time zone 'UTC')::date`, reads: 1 })
      .onConflictDoUpdate({
        target: [staffReads.userId, staffReads.hotelId, staffReads.day],
        set: { reads: sql`${staffReads.reads} + 1`, lastAt: sql`now()` },
      });
  }

  /** One page of the log under the filters, newest first, with the read counts and the filters' choices. */
  async list(filter: ActivityFilter, page: { limit: number; offset: number }) {
    const where = and(
      filter.hotelId === undefined ? undefined : eq(hotelActivity.hotelId, filter.hotelId),
      filter.userId === undefined ? undefined : eq(hotelActivity.userId, filter.userId),
      filter.kind === undefined ? undefined : eq(hotelActivity.kind, filter.kind),
    );
    const [[total], items, reads, people, hotelList] = await Promise.all([
      this.db.select({ n: count() }).from(hotelActivity).where(where),
      this.entries(where, page),
      this.reads(filter),
      this.people(filter.hotelId),
      this.hotels(filter.userId),
    ]);
    return { count: total?.n ?? 0, items, reads, people, hotels: hotelList };
  }

  /** One user's decisions, newest first (the staff home's "recent decisions"). */
  async decisionsBy(userId: number, limit: number): Promise<ActivityEntry[]> {
    return this.entries(
      and(eq(hotelActivity.userId, userId), inArray(hotelActivity.action, [...DECISION_ACTIONS])),
      { limit, offset: 0 },
    );
  }

  private async entries(where: SQL | undefined, page: { limit: number; offset: number }) {
    const rows = await this.db
      .select({
        id: hotelActivity.id,
        hotelId: hotelActivity.hotelId,
        subjectUserId: hotelActivity.subjectUserId,
        subjectName: subjects.name,
        hotelName: hotels.name,
        userId: hotelActivity.userId,
        userName: users.name,
        kind: hotelActivity.kind,
        action: hotelActivity.action,
        detail: hotelActivity.detail,
        at: hotelActivity.at,
      })
      .from(hotelActivity)
      .leftJoin(hotels, eq(hotels.id, hotelActivity.hotelId))
      .leftJoin(subjects, eq(subjects.id, hotelActivity.subjectUserId))
      .leftJoin(users, eq(users.id, hotelActivity.userId))
      .where(where)
      .orderBy(desc(hotelActivity.at), desc(hotelActivity.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(
      (row): ActivityEntry => ({
        id: row.id,
        hotel: row.hotelId === null ? null : { id: row.hotelId, name: row.hotelName ?? '' },
        subject: row.subjectUserId === null ? null : { id: row.subjectUserId, name: row.subjectName ?? '' },
        user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
        kind: row.kind,
        action: row.action,
        detail: row.detail ?? null,
        at: row.at.toISOString(),
      }),
    );
  }

  /** The latest read counts under the hotel and person filters (reads have no kind). */
  private async reads(filter: ActivityFilter): Promise<ActivityReads[]> {
    if (filter.kind !== undefined) return [];
    const rows = await this.db
      .select({
        userId: staffReads.userId,
        userName: users.name,
        hotelId: staffReads.hotelId,
        hotelName: hotels.name,
        day: staffReads.day,
        reads: staffReads.reads,
      })
      .from(staffReads)
      .innerJoin(users, eq(users.id, staffReads.userId))
      .innerJoin(hotels, eq(hotels.id, staffReads.hotelId))
      .where(
        and(
          filter.hotelId === undefined ? undefined : eq(staffReads.hotelId, filter.hotelId),
          filter.userId === undefined ? undefined : eq(staffReads.userId, filter.userId),
        ),
      )
      .orderBy(desc(staffReads.day), desc(staffReads.lastAt))
      .limit(READ_ROWS);
    return rows.map((row) => ({
      user: { id: row.userId, name: row.userName },
      hotel: { id: row.hotelId, name: row.hotelName },
      day: row.day,
      count: row.reads,
    }));
  }

  /** The people the log names as doers (of this hotel when one is chosen), by name. */
  private async people(hotelId: number | undefined) {
    return this.db
      .selectDistinct({ id: users.id, name: users.name })
      .from(hotelActivity)
      .innerJoin(users, eq(users.id, hotelActivity.userId))
      .where(hotelId === undefined ? undefined : eq(hotelActivity.hotelId, hotelId))
      .orderBy(asc(users.name), asc(users.id))
      .limit(FACET_ROWS);
  }

  /** The hotels the log names (those this person acted on when one is chosen), by name. */
  private async hotels(userId: number | undefined) {
    return this.db
      .selectDistinct({ id: hotels.id, name: hotels.name })
      .from(hotelActivity)
      .innerJoin(hotels, eq(hotels.id, hotelActivity.hotelId))
      .where(
        and(
          isNotNull(hotelActivity.hotelId),
          userId === undefined ? undefined : eq(hotelActivity.userId, userId),
        ),
      )
      .orderBy(asc(hotels.name), asc(hotels.id))
      .limit(FACET_ROWS);
  }
}
