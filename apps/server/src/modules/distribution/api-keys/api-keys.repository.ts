import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { apiKeyHotels, apiKeys, hotels, users } from '../../../db/schema/index.ts';
import type { ApiKeyPrincipal } from '../../../lib/request-context.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface HotelRef {
  id: number;
  name: string;
  code: string;
}

/** API keys of machine clients and the hotels they reach (decision 029). */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /**
   * The key of this hash when it is live (not revoked, not expired), counting this use: one
   * statement, with no cache in front, so a revocation or an expiry holds at once on every instance.
   */
  async use(tokenHash: string): Promise<ApiKeyPrincipal | undefined> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()`, useCount: sql`${apiKeys.useCount} + 1` })
      .where(
        and(
          eq(apiKeys.tokenHash, tokenHash),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
        ),
      )
      .returning({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        allHotels: apiKeys.allHotels,
        rateLimit: apiKeys.rateLimit,
      });
    return row;
  }

  async reaches(keyId: number, hotelId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ hotelId: apiKeyHotels.hotelId })
      .from(apiKeyHotels)
      .where(and(eq(apiKeyHotels.keyId, keyId), eq(apiKeyHotels.hotelId, hotelId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Whether the hotel is verified and the key reaches it (every hotel, or `keyId`'s own): what
   * ARI may go out to or come in from (decision 044). One statement.
   */
  async distributes(key: { id: number; allHotels: boolean }, hotelId: number): Promise<boolean> {
    const reached = key.allHotels
      ? undefined
      : sql`exists (select 1 from ${apiKeyHotels} where ${apiKeyHotels.keyId} = ${key.id} and ${apiKeyHotels.hotelId} = ${hotels.id})`;
    const [row] = await this.db
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(eq(hotels.id, hotelId), eq(hotels.verified, true), reached))
      .limit(1);
    return row !== undefined;
  }

  async hotelIds(keyId: number): Promise<number[]> {
    const rows = await this.db
      .select({ hotelId: apiKeyHotels.hotelId })
      .from(apiKeyHotels)
      .where(eq(apiKeyHotels.keyId, keyId))
      .orderBy(asc(apiKeyHotels.hotelId));
    return rows.map((row) => row.hotelId);
  }

  /** The hotels of these ids that exist. */
  async existingHotels(ids: readonly number[]): Promise<HotelRef[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: hotels.id, name: hotels.name, code: hotels.code })
      .from(hotels)
      .where(inArray(hotels.id, [...ids]));
  }

  async insert(
    values: typeof apiKeys.$inferInsert,
    hotelIds: readonly number[],
    record: (tx: Db, keyId: number) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(apiKeys).values(values).returning({ id: apiKeys.id });
      if (!row) throw new Error('api key not recorded');
      if (hotelIds.length > 0) {
        await tx.insert(apiKeyHotels).values(hotelIds.map((hotelId) => ({ keyId: row.id, hotelId })));
      }
      await record(tx, row.id);
      return row.id;
    });
  }

  /** Revokes a live key; false when it does not exist or is revoked already. */
  async revoke(keyId: number, record: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const revoked = await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) return false;
      await record(tx);
      return true;
    });
  }

  async exists(keyId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, keyId));
    return row !== undefined;
  }

  /** Keys with their creator's name, newest first; `id` narrows to one. */
  async list(id?: number) {
    const keys = await this.db
      .select({ key: apiKeys, createdBy: users.name })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(id === undefined ? undefined : eq(apiKeys.id, id))
      .orderBy(desc(apiKeys.id));
    const ids = keys.map((row) => row.key.id);
    const links =
      ids.length === 0
        ? []
        : await this.db
            .select({ keyId: apiKeyHotels.keyId, id: hotels.id, name: hotels.name, code: hotels.code })
            .from(apiKeyHotels)
            .innerJoin(hotels, eq(hotels.id, apiKeyHotels.hotelId))
            .where(inArray(apiKeyHotels.keyId, ids))
            .orderBy(asc(hotels.name));
    return keys.map(({ key, createdBy }) => ({
      key,
      createdBy,
      hotels: links.filter((link) => link.keyId === key.id).map(({ id, name, code }) => ({ id, name, code })),
    }));
  }

  /** Existing hotels whose name or code contains the text, or whose id it is (20 at most). */
  async searchHotels(text: string): Promise<HotelRef[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
    return this.db
      .select({ id: hotels.id, name: hotels.name, code: hotels.code })
      .from(hotels)
      .where(
        or(
          ilike(hotels.name, pattern),
          ilike(hotels.code, pattern),
          id === undefined ? undefined : eq(hotels.id, id),
        ),
      )
      .orderBy(asc(hotels.name), asc(hotels.id))
      .limit(20);
  }
}
