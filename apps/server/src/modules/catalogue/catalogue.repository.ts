import { and, count, eq, exists, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { catalogueHotels, catalogueWords } from '../../db/schema/index.ts';

export type CatalogueHotelRow = typeof catalogueHotels.$inferSelect;
export type NewCatalogueHotel = typeof catalogueHotels.$inferInsert;

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(catalogueHotels);
    return row?.total ?? 0;
  }

  async findByCode(code: string): Promise<CatalogueHotelRow | undefined> {
    const [row] = await this.db.select().from(catalogueHotels).where(eq(catalogueHotels.code, code)).limit(1);
    return row;
  }

  /**
   * Hotels having, for every token, a word that starts with it; one statement whatever the size.
   * The longest token drives an index range scan over the words; the others are checked
   * per hotel with EXISTS, and the scan stops at the limit, so a common word ('hotel' matches most
   * of the catalogue) never makes the database read every match.
   */
  async searchByWordPrefixes(tokens: string[], limit: number): Promise<CatalogueHotelRow[]> {
    // The longest token is usually the most selective (a bounded count per token was tried: on
    // PGlite its generic plan scanned every word, costing more than it saved).
    const [driver, ...others] = [...tokens].sort((a, b) => b.length - a.length);
    if (driver === undefined) return [];
    const other = alias(catalogueWords, 'other_word');
    const rows = await this.db
      .select({ hotel: catalogueHotels })
      .from(catalogueWords)
      .innerJoin(catalogueHotels, eq(catalogueHotels.id, catalogueWords.hotelId))
      .where(
        and(
          like(catalogueWords.word, `${driver}%`),
          ...others.map((token) =>
            exists(
              this.db
                .select({ one: sql`1` })
                .from(other)
                .where(and(eq(other.hotelId, catalogueWords.hotelId), like(other.word, `${token}%`))),
            ),
          ),
        ),
      )
      // A hotel with two words matching the driver appears twice: fetch more, keep each once.
      .limit(limit * 2);
    const unique = new Map(rows.map((row) => [row.hotel.id, row.hotel]));
    return [...unique.values()].slice(0, limit);
  }

  /**
   * Inserts hotels and their search words in one transaction; an existing code is updated in place
   * (so an import can correct names and coordinates) and its words rebuilt.
   */
  async upsert(
    hotels: NewCatalogueHotel[],
    wordsOf: (hotel: NewCatalogueHotel) => string[],
  ): Promise<number> {
    if (hotels.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(catalogueHotels)
        .values(hotels)
        .onConflictDoUpdate({
          target: catalogueHotels.code,
          set: {
            rawId: sqlExcluded('raw_id'),
            title: sqlExcluded('title'),
            city: sqlExcluded('city'),
            countryCode: sqlExcluded('country_code'),
            country: sqlExcluded('country'),
            latitude: sqlExcluded('latitude'),
            longitude: sqlExcluded('longitude'),
          },
        })
        .returning({ id: catalogueHotels.id, code: catalogueHotels.code });
      const idByCode = new Map(rows.map((row) => [row.code, row.id]));
      await tx.delete(catalogueWords).where(inArray(catalogueWords.hotelId, [...idByCode.values()]));
      const words = hotels.flatMap((hotel) => {
        const hotelId = idByCode.get(hotel.code);
        return hotelId === undefined ? [] : wordsOf(hotel).map((word) => ({ word, hotelId }));
      });
      for (let start = 0; start < words.length; start += 5000) {
        await tx.insert(catalogueWords).values(words.slice(start, start + 5000));
      }
      return rows.length;
    });
  }
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
