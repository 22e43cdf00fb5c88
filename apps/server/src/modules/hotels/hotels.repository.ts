import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactHotels,
  contacts,
  hotelActivities,
  hotels,
  pendingHotels,
  userHotels,
} from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelActivityRow = typeof hotelActivities.$inferSelect;

export class HotelsRepository {
  constructor(private readonly db: Db) {}

  /** The tenant check: is this hotel attached to this user? One indexed lookup. */
  async isAttached(userId: number, hotelId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ hotelId: userHotels.hotelId })
      .from(userHotels)
      .where(and(eq(userHotels.userId, userId), eq(userHotels.hotelId, hotelId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Creates the hotel, attaches it to its creator and removes it from their pending list, all
   * or nothing. Answers undefined when the code is already registered.
   */
  async create(userId: number, values: { name: string; rawCode: string; code: string }) {
    return this.db.transaction(async (tx) => {
      const [hotel] = await tx
        .insert(hotels)
        .values({ ...values, createdBy: userId })
        .onConflictDoNothing()
        .returning();
      if (!hotel) return undefined;
      await tx.insert(userHotels).values({ userId, hotelId: hotel.id });
      await tx
        .delete(pendingHotels)
        .where(and(eq(pendingHotels.userId, userId), eq(pendingHotels.code, values.code)));
      return hotel;
    });
  }

  async findById(hotelId: number): Promise<HotelRow | undefined> {
    const [hotel] = await this.db.select().from(hotels).where(eq(hotels.id, hotelId)).limit(1);
    return hotel;
  }

  async listForUser(userId: number): Promise<HotelRow[]> {
    const rows = await this.db
      .select({ hotel: hotels })
      .from(userHotels)
      .innerJoin(hotels, eq(hotels.id, userHotels.hotelId))
      .where(eq(userHotels.userId, userId))
      .orderBy(asc(userHotels.createdAt), asc(hotels.id));
    return rows.map((row) => row.hotel);
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

  async deleteActivity(hotelId: number, activityId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(hotelActivities)
      .where(and(eq(hotelActivities.hotelId, hotelId), eq(hotelActivities.id, activityId)))
      .returning({ id: hotelActivities.id });
    return deleted.length > 0;
  }

  /** Ids of the user's contacts serving this hotel. */
  async contactIdsOf(userId: number, hotelId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: contactHotels.contactId })
      .from(contactHotels)
      .innerJoin(contacts, eq(contacts.id, contactHotels.contactId))
      .where(and(eq(contactHotels.hotelId, hotelId), eq(contacts.userId, userId)));
    return rows.map((row) => row.id);
  }

  async namesOf(hotelIds: number[]): Promise<{ id: number; name: string }[]> {
    if (hotelIds.length === 0) return [];
    return this.db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(inArray(hotels.id, hotelIds));
  }
}
