import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import {
  contactHotels,
  contacts,
  hotelActivities,
  hotelClaims,
  hotels,
  pendingHotels,
  userHotels,
} from '../../db/schema/index.ts';
import type { AttachmentVerifier } from '../staff/index.ts';
import { HotelDirectoryRepository, type HotelRow } from './hotel-directory.ts';

export type { HotelRow };
export type HotelActivityRow = typeof hotelActivities.$inferSelect;

/** What a claim of a catalogue hotel came to (HotelsRepository.claim). */
export type ClaimOutcome =
  | { kind: 'created'; hotel: HotelRow }
  /** The hotel existed and a staff hotel link gave it to the user. */
  | { kind: 'attached'; hotelId: number }
  | { kind: 'ask_for_link' }
  | { kind: 'claim_recorded' };

/** A hotel as the hotel read answers it: the row, its activity pairs and the reader's contacts serving it. */
export interface AttachedHotel {
  hotel: HotelRow;
  activities: HotelActivityRow[];
  contactIds: number[];
}

/** The hotel records (the hotels module's own queries, besides the directory's). */
export class HotelsRepository extends HotelDirectoryRepository {
  /** See prepareAttachedHotelQuery. */
  private readonly attachedHotelQuery: ReturnType<typeof prepareAttachedHotelQuery>;

  constructor(
    db: Db,
    readCache: ReadCache,
    /** Staff's verification, which a hotel created from a staff link is (decision 044). */
    private readonly attachments: AttachmentVerifier,
  ) {
    super(db, readCache);
    this.attachedHotelQuery = prepareAttachedHotelQuery(db);
  }

  /**
   * The hotel read with the tenant rule folded in: undefined when the hotel does not exist or is
   * not attached to the user (both answer 404). One statement instead of four.
   */
  async findAttached(userId: number, hotelId: number): Promise<AttachedHotel | undefined> {
    return this.readCache.read(`hotel:${userId}:${hotelId}`, ATTACHED_HOTEL_TABLES, async () => {
      const [row] = await this.attachedHotelQuery.execute({ userId, hotelId });
      if (!row) return undefined;
      return {
        hotel: row.hotel,
        activities: row.activities.map((activity) => ({ ...activity, hotelId: row.hotel.id })),
        contactIds: row.contactIds.map(Number),
      };
    });
  }

  /**
   * A claim of the catalogue hotel `values.code` by the user (decision 027), all or nothing:
   * - no hotel of that code yet: it is created and attached to them, with their claim; both are
   *   verified when their pending hotel of that code came from a staff hotel link, pending
   *   otherwise. The code leaves their pending list.
   * - the hotel exists and their pending hotel of that code came from a staff link: the link
   *   stands as it would had the hotel existed when it was spent (attached, verified).
   * - the hotel exists and is verified: 'ask_for_link', nothing recorded.
   * - the hotel exists unverified: their claim is recorded pending (once, however often they
   *   ask), not attached: 'claim_recorded'.
   */
  async claim(
    userId: number,
    values: { name: string; rawCode: string; code: string },
  ): Promise<ClaimOutcome> {
    return this.db.transaction(async (tx) => {
      const ownPending = and(eq(pendingHotels.userId, userId), eq(pendingHotels.code, values.code));
      const [pending] = await tx
        .select({ verified: pendingHotels.verified })
        .from(pendingHotels)
        .where(ownPending);
      const fromLink = pending?.verified === true;
      const [created] = await tx
        .insert(hotels)
        .values({ ...values, createdBy: userId, verified: fromLink })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await tx.insert(userHotels).values({ userId, hotelId: created.id });
        await tx.insert(hotelClaims).values({
          hotelId: created.id,
          userId,
          status: fromLink ? 'verified' : 'pending',
          decidedAt: fromLink ? new Date() : null,
        });
        await tx.delete(pendingHotels).where(ownPending);
        return { kind: 'created', hotel: created };
      }
      // Locked: a staff decision on this hotel waits for this claim, and the other way round.
      const [existing] = await tx.select().from(hotels).where(eq(hotels.code, values.code)).for('update');
      if (!existing) throw new Error(`hotel ${values.code} vanished while claiming it`);
      if (fromLink) {
        await this.attachments.verifyAttachment(tx, userId, existing.id, null);
        await tx.delete(pendingHotels).where(ownPending);
        return { kind: 'attached', hotelId: existing.id };
      }
      if (existing.verified) return { kind: 'ask_for_link' };
      await tx.insert(hotelClaims).values({ hotelId: existing.id, userId }).onConflictDoNothing();
      return { kind: 'claim_recorded' };
    });
  }

  /**
   * The hotel read for staff, attached or not (the staff scope, decision 027): the hotel and its
   * activity pairs; contacts are the reader's own, and staff serve no hotel with theirs.
   */
  async findForStaff(hotelId: number): Promise<AttachedHotel | undefined> {
    const hotel = await this.findById(hotelId);
    if (!hotel) return undefined;
    return { hotel, activities: await this.activitiesOf(hotelId), contactIds: [] };
  }

  /** The hotels the user chose at registration (or a staff link gave) not created yet, oldest first. */
  async pendingOf(userId: number): Promise<{ name: string; rawCode: string; code: string }[]> {
    return this.db
      .select({ name: pendingHotels.name, rawCode: pendingHotels.rawCode, code: pendingHotels.code })
      .from(pendingHotels)
      .where(eq(pendingHotels.userId, userId))
      .orderBy(asc(pendingHotels.id));
  }

  async update(hotelId: number, values: Partial<typeof hotels.$inferInsert>): Promise<void> {
    await this.db
      .update(hotels)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(hotels.id, hotelId));
  }

  async activitiesOf(hotelId: number): Promise<HotelActivityRow[]> {
    return this.db
      .select()
      .from(hotelActivities)
      .where(eq(hotelActivities.hotelId, hotelId))
      .orderBy(asc(hotelActivities.id));
  }

  /** Adds a pair once; adding it again answers the existing row. */
  async addActivity(hotelId: number, activity: number, zone: number): Promise<HotelActivityRow> {
    const [created] = await this.db
      .insert(hotelActivities)
      .values({ hotelId, activity, zone })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [existing] = await this.db
      .select()
      .from(hotelActivities)
      .where(
        and(
          eq(hotelActivities.hotelId, hotelId),
          eq(hotelActivities.activity, activity),
          eq(hotelActivities.zone, zone),
        ),
      );
    if (!existing) throw new Error('activity vanished while adding it');
    return existing;
  }

  async findActivity(hotelId: number, activityId: number): Promise<HotelActivityRow | undefined> {
    const [found] = await this.db
      .select()
      .from(hotelActivities)
      .where(and(eq(hotelActivities.hotelId, hotelId), eq(hotelActivities.id, activityId)));
    return found;
  }

  async deleteActivity(hotelId: number, activityId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(hotelActivities)
      .where(and(eq(hotelActivities.hotelId, hotelId), eq(hotelActivities.id, activityId)))
      .returning({ id: hotelActivities.id });
    return deleted.length > 0;
  }

  async namesOf(hotelIds: number[]): Promise<{ id: number; name: string }[]> {
    if (hotelIds.length === 0) return [];
    return this.db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(inArray(hotels.id, hotelIds));
  }
}

/** What the hotel read is made of (prepareAttachedHotelQuery). */
const ATTACHED_HOTEL_TABLES = [
  'user_hotels',
  'hotels',
  'hotel_activities',
  'contacts',
  'contact_hotels',
] as const;

/**
 * The hotel, its activities (in id order) and the user's contacts serving it, through the user's
 * attachment (the tenant check), in one prepared statement: the hottest tenant-scoped read
 * costs one round trip and no parsing or planning after the first call on a connection.
 */
function prepareAttachedHotelQuery(db: Db) {
  return db
    .select({
      hotel: hotels,
      activities: sql<{ id: number; activity: number; zone: number }[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'activity', a.activity, 'zone', a.zone) order by a.id)
        from ${hotelActivities} a where a.hotel_id = ${hotels.id}), '[]'::json)`,
      contactIds: sql<number[]>`array(
        select ch.contact_id from ${contactHotels} ch join ${contacts} c on c.id = ch.contact_id
        where ch.hotel_id = ${hotels.id} and c.user_id = ${userHotels.userId} order by ch.contact_id)`,
    })
    .from(userHotels)
    .innerJoin(hotels, eq(hotels.id, userHotels.hotelId))
    .where(
      and(
        eq(userHotels.userId, sql.placeholder('userId')),
        eq(userHotels.hotelId, sql.placeholder('hotelId')),
      ),
    )
    .limit(1)
    .prepare('hotels_find_attached');
}
