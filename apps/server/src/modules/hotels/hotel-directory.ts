import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { hotels, userHotels } from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;

/**
 * The hotel records as other modules read them (decision 049): the tenant check of the auth
 * plugin, the rooms' lock and the contacts' hotels. The hotels module owns them and answers this.
 */
export interface HotelDirectory {
  /** Is this hotel attached to this user? (the tenant rule) */
  isAttached(userId: number, hotelId: number): Promise<boolean>;
  findById(hotelId: number): Promise<HotelRow | undefined>;
  /** The hotel of a code (`hotels.code`, the HotelCode OTA messages name). */
  findByCode(code: string): Promise<HotelRow | undefined>;
  /** The user's hotels, oldest attachment first. */
  listForUser(userId: number): Promise<HotelRow[]>;
  /** The names of these hotels by id (staff's lists across hotels); unknown ids are left out. */
  hotelNames(hotelIds: readonly number[]): Promise<Map<number, string>>;
}

/** The directory's queries; the hotels repository builds on them. */
export class HotelDirectoryRepository implements HotelDirectory {
  private readonly attachedQuery: ReturnType<typeof prepareAttachedQuery>;

  constructor(
    protected readonly db: Db,
    protected readonly readCache: ReadCache,
  ) {
    this.attachedQuery = prepareAttachedQuery(db);
  }

  /**
   * The tenant check of every hotel-scoped call: is this hotel attached to this user? One indexed
   * lookup, prepared (parsed and planned once per connection).
   */
  async isAttached(userId: number, hotelId: number): Promise<boolean> {
    const attached = await this.readCache.read(`attached:${userId}:${hotelId}`, ['user_hotels'], async () => {
      const [row] = await this.attachedQuery.execute({ userId, hotelId });
      // Only attachments are kept: a probe of other users' hotel ids does not fill the cache.
      return row ? true : undefined;
    });
    return attached === true;
  }

  async findById(hotelId: number): Promise<HotelRow | undefined> {
    const [hotel] = await this.db.select().from(hotels).where(eq(hotels.id, hotelId)).limit(1);
    return hotel;
  }

  async findByCode(code: string): Promise<HotelRow | undefined> {
    const [hotel] = await this.db.select().from(hotels).where(eq(hotels.code, code)).limit(1);
    return hotel;
  }

  async hotelNames(hotelIds: readonly number[]): Promise<Map<number, string>> {
    if (hotelIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(inArray(hotels.id, [...new Set(hotelIds)]));
    return new Map(rows.map((row) => [row.id, row.name]));
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
}

function prepareAttachedQuery(db: Db) {
  return db
    .select({ hotelId: userHotels.hotelId })
    .from(userHotels)
    .where(
      and(
        eq(userHotels.userId, sql.placeholder('userId')),
        eq(userHotels.hotelId, sql.placeholder('hotelId')),
      ),
    )
    .limit(1)
    .prepare('hotels_is_attached');
}
