import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hotelActivity, hotels, users } from '../../db/schema/index.ts';
import type { ActivityLog, ActivityRecord } from '../../lib/activity-log.ts';

/** The person a decision concerns, beside the staff user who made it. */
const subjects = alias(users, 'subjects');

/** The hotel activity log (issue 16): every staff read and write of a hotel, and every decision. */
export class ActivityRepository implements ActivityLog {
  constructor(private readonly db: Db) {}

  async record(entry: ActivityRecord, tx: Db = this.db): Promise<void> {
    await tx.insert(hotelActivity).values({ ...entry, detail: entry.detail ?? null });
  }

  /** A hotel's log, newest first. */
  async forHotel(hotelId: number, page: { limit: number; offset: number }) {
    return this.list(eq(hotelActivity.hotelId, hotelId), page);
  }

  /** One user's decisions, newest first (the staff home's "recent decisions"). */
  async decisionsBy(userId: number, limit: number) {
    return (
      await this.list(and(eq(hotelActivity.userId, userId), eq(hotelActivity.kind, 'decision')), {
        limit,
        offset: 0,
      })
    ).items;
  }

  private async list(where: ReturnType<typeof and>, page: { limit: number; offset: number }) {
    const [total] = await this.db.select({ n: count() }).from(hotelActivity).where(where);
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
    return {
      count: total?.n ?? 0,
      items: rows.map((row) => ({
        id: row.id,
        hotel: row.hotelId === null ? null : { id: row.hotelId, name: row.hotelName ?? '' },
        subject: row.subjectUserId === null ? null : { id: row.subjectUserId, name: row.subjectName ?? '' },
        user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
        kind: row.kind,
        action: row.action,
        detail: row.detail ?? null,
        at: row.at.toISOString(),
      })),
    };
  }
}
