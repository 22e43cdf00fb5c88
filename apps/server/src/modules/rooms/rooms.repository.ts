import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import type { DistributionChanges } from '../../lib/distribution-changes.ts';

export type RoomRow = typeof rooms.$inferSelect;
export type RoomValues = Omit<
  typeof rooms.$inferInsert,
  'id' | 'hotelId' | 'sortOrder' | 'createdAt' | 'updatedAt'
>;

const byListOrder = [asc(rooms.sortOrder), asc(rooms.id)] as const;

export class RoomsRepository {
  constructor(
    private readonly db: Db,
    /** Records a deletion for distribution (its prices go with it: ARI out changes, issue 17). */
    private readonly changes?: Pick<DistributionChanges, 'changed'>,
  ) {}

  /** A hotel's room types and apartments in list order; apartments only when asked. */
  async listForHotel(hotelId: number, apartmentsOnly = false): Promise<RoomRow[]> {
    return this.db
      .select()
      .from(rooms)
      .where(
        apartmentsOnly
          ? and(eq(rooms.hotelId, hotelId), eq(rooms.isApartment, true))
          : eq(rooms.hotelId, hotelId),
      )
      .orderBy(...byListOrder);
  }

  /** The room types of several hotels in one statement (the hotel list's wizard progress). */
  async listForHotels(hotelIds: readonly number[]): Promise<RoomRow[]> {
    if (hotelIds.length === 0) return [];
    return this.db
      .select()
      .from(rooms)
      .where(inArray(rooms.hotelId, [...hotelIds]))
      .orderBy(asc(rooms.hotelId), ...byListOrder);
  }

  async find(hotelId: number, roomId: number): Promise<RoomRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)))
      .limit(1);
    return row;
  }

  /** Adds a room type at the end of the hotel's list. */
  async create(hotelId: number, values: RoomValues): Promise<RoomRow> {
    const [row] = await this.db
      .insert(rooms)
      .values({
        ...values,
        hotelId,
        sortOrder: sql`(select coalesce(max(${rooms.sortOrder}), -1) + 1 from ${rooms} where ${rooms.hotelId} = ${hotelId})`,
      })
      .returning();
    if (!row) throw new Error('room not created');
    return row;
  }

  /** Updates a room type of the hotel; undefined when the hotel has no such room type. */
  async update(hotelId: number, roomId: number, values: Partial<RoomValues>): Promise<RoomRow | undefined> {
    const [row] = await this.db
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)))
      .returning();
    return row;
  }

  /** Deletes a room type of the hotel (an apartment only, when asked); false when there was none. */
  async delete(hotelId: number, roomId: number, apartmentsOnly = false): Promise<boolean> {
    const condition = and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId));
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(rooms)
        .where(apartmentsOnly ? and(condition, eq(rooms.isApartment, true)) : condition)
        .returning({ id: rooms.id });
      if (deleted.length === 0) return false;
      await this.changes?.changed(tx, { hotelId, kind: 'rates', detail: { roomType: roomId } });
      return true;
    });
  }
}
