import { LIST_ORDER_START, PHOTO_ORDER_START } from '@hotel/domain';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockHotel, type Tx } from '../../db/hotel-lock.ts';
import { media } from '../../db/schema/index.ts';
import type { MediaKind as Kind, MediaLibrary, MediaRow, NewPhoto, NewVideo } from './media-library.ts';

/** Where a kind's list starts: photos at 1, videos (lists) at 0 (spec §9). */
const FIRST: Record<Kind, number> = { photo: PHOTO_ORDER_START, video: LIST_ORDER_START };

/**
 * The hotel's photos and videos (the `media` table), shared by the photos and videos modules.
 * Photos are ordered within their category, videos within the hotel; orders stay contiguous from
 * the first place after every insert, move and delete. Every change locks the hotel row, so that
 * two uploads at once never take the same place (on any number of server instances).
 */
export class MediaRepository implements MediaLibrary {
  constructor(private readonly db: Db) {}

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
      await lockHotel(tx, hotelId);
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
      await lockHotel(tx, hotelId);
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
      await lockHotel(tx, hotelId);
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
}
