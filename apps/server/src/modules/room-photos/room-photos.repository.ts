import { PHOTO_ORDER_START } from '@hotel/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockHotel, type Tx } from '../../db/hotel-lock.ts';
import { roomMedia, rooms } from '../../db/schema/index.ts';

/**
 * The photos each room type shows (`room_media`), in order from PHOTO_ORDER_START. Every change
 * locks the hotel row, as the media lists do.
 */
export class RoomPhotosRepository {
  constructor(private readonly db: Db) {}

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
      await lockHotel(tx, hotelId);
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
      await lockHotel(tx, hotelId);
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
}
