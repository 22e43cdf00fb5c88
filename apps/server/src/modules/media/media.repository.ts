import { LIST_ORDER_START, PHOTO_ORDER_START } from '@hotel/domain';
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, media, photographerRequests, roomMedia, rooms, users } from '../../db/schema/index.ts';

export type MediaRow = typeof media.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Kind = 'photo' | 'video';

export interface NewPhoto {
  storageKey: string;
  suggestedQuality: number;
  width: number;
  height: number;
  bytes: number;
}

export interface NewVideo {
  urlType: string;
  url: string;
  code: string | null;
  publicUrl: string;
  storageKey: string | null;
  bytes: number | null;
}

/** Where a kind's list starts: photos at 1, videos (lists) at 0 (spec §9). */
const FIRST: Record<Kind, number> = { photo: PHOTO_ORDER_START, video: LIST_ORDER_START };

/**
 * Photos are ordered within their category, videos within the hotel; orders stay contiguous from
 * the first place after every insert, move and delete. Every change locks the hotel row, so that
 * two uploads at once never take the same place (on any number of server instances).
 */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  private lockHotel(tx: Tx, hotelId: number) {
    return tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
  }

  /** The list a media item is ordered in: a photo's category, or all of the hotel's videos. */
  private scope(hotelId: number, kind: Kind, category: string) {
    return kind === 'photo'
      ? and(eq(media.hotelId, hotelId), eq(media.kind, kind), eq(media.category, category))
      : and(eq(media.hotelId, hotelId), eq(media.kind, kind));
  }

  private async countIn(tx: Tx, hotelId: number, kind: Kind, category: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(media)
      .where(this.scope(hotelId, kind, category));
    return row?.count ?? 0;
  }

  async list(hotelId: number, kind: Kind): Promise<MediaRow[]> {
    return this.db
      .select()
      .from(media)
      .where(and(eq(media.hotelId, hotelId), eq(media.kind, kind)))
      .orderBy(asc(media.category), asc(media.order), asc(media.id));
  }

  async find(hotelId: number, kind: Kind, id: number): Promise<MediaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(media)
      .where(and(eq(media.hotelId, hotelId), eq(media.kind, kind), eq(media.id, id)))
      .limit(1);
    return row;
  }

  /**
   * Inserts items at `order` (those after it move down), or at the end when order is absent or
   * past the end; answers them in order.
   */
  private async insertAt(
    hotelId: number,
    kind: Kind,
    category: string,
    order: number | undefined,
    values: Omit<typeof media.$inferInsert, 'hotelId' | 'kind' | 'category' | 'order'>[],
  ): Promise<MediaRow[]> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const end = FIRST[kind] + (await this.countIn(tx, hotelId, kind, category));
      const at = order === undefined ? end : Math.min(Math.max(order, FIRST[kind]), end);
      if (at < end) {
        await tx
          .update(media)
          .set({ order: sql`${media.order} + ${values.length}` })
          .where(and(this.scope(hotelId, kind, category), gte(media.order, at)));
      }
      return tx
        .insert(media)
        .values(values.map((value, index) => ({ ...value, hotelId, kind, category, order: at + index })))
        .returning();
    });
  }

  async insertPhotos(hotelId: number, category: string, order: number | undefined, photos: NewPhoto[]) {
    return this.insertAt(
      hotelId,
      'photo',
      category,
      order,
      photos.map((photo) => ({ ...photo, qualityRate: photo.suggestedQuality })),
    );
  }

  async insertVideo(hotelId: number, category: string, order: number | undefined, video: NewVideo) {
    const [row] = await this.insertAt(hotelId, 'video', category, order, [video]);
    if (!row) throw new Error('video not inserted');
    return row;
  }

  /**
   * Moves a photo to another place and/or category and sets its stars; the places in between
   * shift so that orders stay contiguous. Answers undefined when the photo is not the hotel's.
   */
  async updatePhoto(
    hotelId: number,
    id: number,
    patch: { order?: number; category?: string; qualityRate?: number },
  ): Promise<MediaRow | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const [current] = await tx
        .select()
        .from(media)
        .where(and(eq(media.hotelId, hotelId), eq(media.kind, 'photo'), eq(media.id, id)));
      if (!current) return undefined;
      const category = patch.category ?? current.category;
      let order = current.order;
      if (category !== current.category) {
        // Leave the old category (closing the gap), then enter the new one at the end or at `order`.
        await tx
          .update(media)
          .set({ order: sql`${media.order} - 1` })
          .where(and(this.scope(hotelId, 'photo', current.category), gt(media.order, current.order)));
        const end = PHOTO_ORDER_START + (await this.countIn(tx, hotelId, 'photo', category));
        order = Math.min(Math.max(patch.order ?? end, PHOTO_ORDER_START), end);
        await tx
          .update(media)
          .set({ order: sql`${media.order} + 1` })
          .where(and(this.scope(hotelId, 'photo', category), gte(media.order, order)));
      } else if (patch.order !== undefined && patch.order !== current.order) {
        const last = PHOTO_ORDER_START + (await this.countIn(tx, hotelId, 'photo', category)) - 1;
        order = Math.min(Math.max(patch.order, PHOTO_ORDER_START), last);
        if (order < current.order) {
          await tx
            .update(media)
            .set({ order: sql`${media.order} + 1` })
            .where(
              and(
                this.scope(hotelId, 'photo', category),
                gte(media.order, order),
                lt(media.order, current.order),
              ),
            );
        } else if (order > current.order) {
          await tx
            .update(media)
            .set({ order: sql`${media.order} - 1` })
            .where(
              and(
                this.scope(hotelId, 'photo', category),
                gt(media.order, current.order),
                lte(media.order, order),
              ),
            );
        }
      }
      const [updated] = await tx
        .update(media)
        .set({
          category,
          order,
          ...(patch.qualityRate === undefined ? {} : { qualityRate: patch.qualityRate }),
        })
        .where(eq(media.id, id))
        .returning();
      return updated;
    });
  }

  /** Deletes a media item and closes the gap it leaves; answers the deleted row (for its files). */
  async delete(hotelId: number, kind: Kind, id: number): Promise<MediaRow | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const [deleted] = await tx
        .delete(media)
        .where(and(eq(media.hotelId, hotelId), eq(media.kind, kind), eq(media.id, id)))
        .returning();
      if (!deleted) return undefined;
      await tx
        .update(media)
        .set({ order: sql`${media.order} - 1` })
        .where(and(this.scope(hotelId, kind, deleted.category), gt(media.order, deleted.order)));
      return deleted;
    });
  }

  /** The hotel's room types and apartments, in list order, with their photo ids in order. */
  async roomsWithPhotos(
    hotelId: number,
  ): Promise<{ id: number; name: string; isApartment: boolean; photos: number[] }[]> {
    const list = await this.db
      .select({ id: rooms.id, name: rooms.name, isApartment: rooms.isApartment })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId))
      .orderBy(asc(rooms.sortOrder), asc(rooms.id));
    if (list.length === 0) return [];
    const links = await this.db
      .select({ roomId: roomMedia.roomId, mediaId: roomMedia.mediaId })
      .from(roomMedia)
      .where(
        inArray(
          roomMedia.roomId,
          list.map((room) => room.id),
        ),
      )
      .orderBy(asc(roomMedia.order), asc(roomMedia.mediaId));
    return list.map((room) => ({
      ...room,
      photos: links.filter((link) => link.roomId === room.id).map((link) => link.mediaId),
    }));
  }

  async findRoom(hotelId: number, roomId: number) {
    const [row] = await this.db
      .select({ id: rooms.id, name: rooms.name, isApartment: rooms.isApartment })
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)))
      .limit(1);
    return row;
  }

  /**
   * Shows a photo for a room type at `order` (1 = first), moving it when it is already shown;
   * the list is renumbered from 1. Answers the photo ids in order.
   */
  async placeRoomPhoto(hotelId: number, roomId: number, photoId: number, order: number): Promise<number[]> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const current = await this.roomPhotoIds(tx, roomId);
      const without = current.filter((id) => id !== photoId);
      const at = Math.min(Math.max(order - PHOTO_ORDER_START, 0), without.length);
      const next = [...without.slice(0, at), photoId, ...without.slice(at)];
      await tx.delete(roomMedia).where(eq(roomMedia.roomId, roomId));
      await tx
        .insert(roomMedia)
        .values(next.map((mediaId, index) => ({ roomId, mediaId, order: PHOTO_ORDER_START + index })));
      return next;
    });
  }

  /** Stops showing a photo for a room type; answers the remaining ids, or undefined when it was not shown. */
  async removeRoomPhoto(hotelId: number, roomId: number, photoId: number): Promise<number[] | undefined> {
    return this.db.transaction(async (tx) => {
      await this.lockHotel(tx, hotelId);
      const current = await this.roomPhotoIds(tx, roomId);
      if (!current.includes(photoId)) return undefined;
      const next = current.filter((id) => id !== photoId);
      await tx.delete(roomMedia).where(eq(roomMedia.roomId, roomId));
      if (next.length > 0) {
        await tx
          .insert(roomMedia)
          .values(next.map((mediaId, index) => ({ roomId, mediaId, order: PHOTO_ORDER_START + index })));
      }
      return next;
    });
  }

  async roomPhotos(roomId: number): Promise<number[]> {
    return this.roomPhotoIds(this.db, roomId);
  }

  private async roomPhotoIds(executor: Db | Tx, roomId: number): Promise<number[]> {
    const rows = await executor
      .select({ mediaId: roomMedia.mediaId })
      .from(roomMedia)
      .where(eq(roomMedia.roomId, roomId))
      .orderBy(asc(roomMedia.order), asc(roomMedia.mediaId));
    return rows.map((row) => row.mediaId);
  }

  async recordPhotographerRequest(hotelId: number, userId: number): Promise<{ id: number; createdAt: Date }> {
    const [row] = await this.db
      .insert(photographerRequests)
      .values({ hotelId, userId })
      .returning({ id: photographerRequests.id, createdAt: photographerRequests.createdAt });
    if (!row) throw new Error('photographer request not recorded');
    return row;
  }

  /**
   * The hotel and the requester of a photographer request. Who may ask for the hotel was decided
   * by requireHotel (its users, and staff on any hotel): no second, narrower copy of that rule here.
   */
  async hotelAndUser(hotelId: number, userId: number) {
    const [hotel] = await this.db
      .select({ name: hotels.name, code: hotels.code, city: hotels.city })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    const [user] = await this.db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return hotel && user ? { hotel, user } : undefined;
  }
}
