import { and, asc, count, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueHotels, catalogueVocabulary, catalogueWords } from '../../db/schema/index.ts';
import {
  CITY_MARK,
  firstOfScan,
  hotelRow,
  type KnownWordRow,
  rankTerms,
  type SearchTerm,
  TOP,
  termsQuery,
  tierScan,
} from './catalogue.search-sql.ts';

const hotelColumns = getTableColumns(catalogueHotels);
/** The advisory lock key of the vocabulary's rebuild ('VOCA'). */
const VOCABULARY_LOCK = 0x564f4341;

export type CatalogueHotelRow = typeof catalogueHotels.$inferSelect;
export type NewCatalogueHotel = typeof catalogueHotels.$inferInsert;

/** An imported code that exists updates its row in place: no duplicates, the same id. */
const UPDATE_BY_CODE = sql.raw(`on conflict (code) do update set
  raw_id = excluded.raw_id, title = excluded.title, city = excluded.city,
  country_code = excluded.country_code, country = excluded.country,
  latitude = excluded.latitude, longitude = excluded.longitude,
  search_name = excluded.search_name, search_city = excluded.search_city`);

/** The C collation of the search_name index: byte order, so ranges and ORDER BY use it. */
const searchName = sql`${catalogueHotels.searchName} collate "C"`;
const byName = [asc(searchName), asc(catalogueHotels.id)];
/** A hotel found through the word index, with its tier and its place in the index's order. */
type MatchedHotel = CatalogueHotelRow & { inName: boolean; searchText: string };

/** What one search asks of the database; words are already normalised (domain `searchWords`). */
export interface CatalogueSearch {
  /** The words as typed, joined by one space: the name starting with it ranks before other matches. */
  phrase: string;
  words: string[];
  /** Codes equal to what was typed (as typed and upper-cased). */
  codes: string[];
}

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(catalogueHotels);
    return row?.total ?? 0;
  }

  async hasVocabulary(): Promise<boolean> {
    const [row] = await this.db.select({ word: catalogueVocabulary.word }).from(catalogueVocabulary).limit(1);
    return row !== undefined;
  }

  async findByCode(code: string): Promise<CatalogueHotelRow | undefined> {
    const [row] = await this.db
      .select(hotelColumns)
      .from(catalogueHotels)
      .where(eq(catalogueHotels.code, code))
      .limit(1);
    return row;
  }

  /**
   * The ranked suggestions, tier by tier (decision 024): the code typed, then names starting with
   * the phrase (the C-collated name btree, read in order, stops at the limit), then names holding
   * every word, then matches that need the city. A tier runs only when the ones before it left
   * room, so "hotel" (most of the catalogue) stops after the first statement. Within a tier, the
   * normalised name orders.
   */
  async search(search: CatalogueSearch, limit: number): Promise<CatalogueHotelRow[]> {
    const found = new Map<number, CatalogueHotelRow>();
    const take = (rows: CatalogueHotelRow[]) => {
      for (const row of rows) if (found.size < limit) found.set(row.id, row);
    };
    // Tiers 0 and 1 in one statement: every search runs them, most stop there.
    const startsWithPhrase = and(gte(searchName, search.phrase), lt(searchName, search.phrase + TOP));
    const result = await this.db.execute(sql`
      select * from (
        (select ${hotelRow('catalogue_hotels')}, 0 as tier from ${catalogueHotels}
         where ${inArray(catalogueHotels.code, search.codes)} limit 1)
        union all
        (select ${hotelRow('catalogue_hotels')}, 1 as tier from ${catalogueHotels}
         where ${startsWithPhrase} order by ${sql.join(byName, sql`, `)} limit ${limit + 1})
      ) tiers
      order by tier, "searchName" collate "C", id`);
    take(resultRows<CatalogueHotelRow>(result));
    if (found.size >= limit) return [...found.values()];
    const terms = await this.terms(search.words);
    // One more row than the room left: the code's hotel may come again (the tiers exclude each other).
    const room = limit - found.size + 1;
    // First the driving word's entries in names, both tiers at once, and those in cities only
    // when the names left room (one statement). When the names hold fewer matches than the room,
    // or their first ones all have every word in the name (tier 2's first), it answers alone: a
    // query of few matches reads its rarest word once, one of many reads its names only.
    const first = await this.firstMatches(search.phrase, terms, room);
    const names = first.filter((row) => row.namePart);
    if (names.length < room || names.every((row) => row.inName)) {
      take(first.filter((row) => row.inName));
      take(first.filter((row) => !row.inName));
      return [...found.values()];
    }
    // Not conclusive: tier 2 goes on from the last name entry read; tier 3 reads from the start,
    // as the entries in cities were not read.
    take(names.filter((row) => row.inName));
    if (found.size < limit) {
      take(await this.matching(search.phrase, terms, 'name', limit - found.size + 1, names.at(-1)));
    }
    if (found.size < limit) take(await this.matching(search.phrase, terms, 'city', limit - found.size + 1));
    return [...found.values()];
  }

  /**
   * Each typed word with the catalogue words it starts and how many hotels hold them (one
   * statement for all), the rarest first: it drives the search.
   */
  private async terms(words: string[]): Promise<SearchTerm[]> {
    return rankTerms(words, resultRows<KnownWordRow>(await this.db.execute(termsQuery(words))));
  }

  /**
   * The hotels matching every term, in name order, from the word index alone: the rarest term's
   * words are read each in name order (index-only, stopping at the limit) and sorted together; the other
   * terms, and the tier, are checked on the name and city those index entries carry. So "hotel
   * playa mar" reads playa's hotels until 100 also hold "hotel" and a word starting "mar", however
   * many hotels "hotel" has. Every tier leaves out the names starting with the phrase (tier 1).
   * `name`: every word in the name (tier 2); `city`: a word only in the city (tier 3). `after`:
   * only the hotels after this one in name order (a tier going on from where an earlier read stopped).
   */
  private async matching(
    phrase: string,
    terms: SearchTerm[],
    tier: 'name' | 'city',
    limit: number,
    after?: Pick<MatchedHotel, 'id' | 'searchText'>,
  ): Promise<MatchedHotel[]> {
    // Only after firstMatches found more matches than the room: the driver has words.
    const parts = tier === 'name' ? [true] : [true, false];
    const result = await this.db.execute(sql`
      select ${hotelRow('h')}, matched.in_name as "inName", matched.search_text as "searchText"
      from (${firstOfScan(tierScan(phrase, terms, tier, parts, limit, after), limit)}) matched
      join ${catalogueHotels} h on h.id = matched.hotel_id
      order by matched.search_text collate "C", matched.hotel_id`);
    return resultRows<MatchedHotel>(result);
  }

  /**
   * Tiers 2 and 3 from one statement (see search): the first `limit` matches among the driving
   * word's entries in names, each saying whether every word is in the name, then, only when they
   * are fewer than `limit` (a one-time filter: the read is not even started otherwise), the first
   * `limit` among its entries in cities.
   */
  private async firstMatches(
    phrase: string,
    terms: SearchTerm[],
    limit: number,
  ): Promise<(MatchedHotel & { namePart: boolean })[]> {
    const [driver] = terms;
    if (!driver || driver.words?.length === 0) return [];
    const part = (inName: boolean) => firstOfScan(tierScan(phrase, terms, 'any', [inName], limit), limit);
    const result = await this.db.execute(sql`
      with names as materialized (${part(true)})
      select ${hotelRow('h')}, matched.in_name as "inName", matched.search_text as "searchText",
        matched.name_part as "namePart"
      from (
        select names.*, true as name_part from names
        union all
        select cities.*, false from (${part(false)}) cities where (select count(*) from names) < ${limit}
      ) matched
      join ${catalogueHotels} h on h.id = matched.hotel_id
      order by matched.search_text collate "C", matched.hotel_id`);
    return resultRows<MatchedHotel & { namePart: boolean }>(result);
  }

  /**
   * Inserts hotels, or updates them in place when their code exists (an import corrects names and
   * coordinates without duplicating). One statement per call whatever its size: the columns travel
   * as ten array parameters (unnest), which PostgreSQL parses far faster than ten values per row.
   */
  async upsert(hotels: NewCatalogueHotel[]): Promise<number> {
    if (hotels.length === 0) return 0;
    const column = <T>(pick: (hotel: NewCatalogueHotel) => T) => sql.param(hotels.map(pick));
    return this.writeIndexed(sql`
      insert into ${catalogueHotels}
        (raw_id, code, title, city, country_code, country, latitude, longitude, search_name, search_city)
      select * from unnest(
        ${column((h) => h.rawId)}::text[], ${column((h) => h.code)}::text[],
        ${column((h) => h.title)}::text[], ${column((h) => h.city)}::text[],
        ${column((h) => h.countryCode)}::text[], ${column((h) => h.country)}::text[],
        ${column((h) => h.latitude)}::float8[], ${column((h) => h.longitude)}::float8[],
        ${column((h) => h.searchName ?? '')}::text[], ${column((h) => h.searchCity ?? '')}::text[])
      ${UPDATE_BY_CODE}
      returning id, search_name, search_city`);
  }

  /** Runs `work` in one transaction with a repository bound to it; a throw undoes everything. */
  transaction<T>(work: (repository: CatalogueRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CatalogueRepository(tx as unknown as Db)));
  }

  /** A staging table for one import, dropped at the end of the transaction (call inside one). */
  async createStaging(): Promise<void> {
    await this.db.execute(sql`
      create temp table catalogue_import (
        line integer not null, raw_id text not null, code text not null, title text not null,
        city text not null, country_code text not null, country text not null,
        latitude float8 not null, longitude float8 not null,
        search_name text not null, search_city text not null
      ) on commit drop`);
  }

  async stage(rows: (NewCatalogueHotel & { line: number })[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <T>(pick: (hotel: NewCatalogueHotel & { line: number }) => T) => sql.param(rows.map(pick));
    await this.db.execute(sql`
      insert into catalogue_import
      select * from unnest(
        ${column((h) => h.line)}::int[],
        ${column((h) => h.rawId)}::text[], ${column((h) => h.code)}::text[],
        ${column((h) => h.title)}::text[], ${column((h) => h.city)}::text[],
        ${column((h) => h.countryCode)}::text[], ${column((h) => h.country)}::text[],
        ${column((h) => h.latitude)}::float8[], ${column((h) => h.longitude)}::float8[],
        ${column((h) => h.searchName ?? '')}::text[], ${column((h) => h.searchCity ?? '')}::text[])`);
  }

  /** Staged lines repeating a code or raw_id of an earlier line: the first `limit`, and how many. */
  async stagedDuplicates(limit: number): Promise<{
    total: number;
    lines: { line: number; code: string; rawId: string; firstCode: number; firstRawId: number }[];
  }> {
    const result = await this.db.execute(sql`
      select line, code, raw_id, first_code, first_raw_id, count(*) over () as total
      from (select line, code, raw_id,
                   min(line) over (partition by code) as first_code,
                   min(line) over (partition by raw_id) as first_raw_id
            from catalogue_import) staged
      where line > first_code or line > first_raw_id
      order by line limit ${limit}`);
    const rows = resultRows<{
      line: number;
      code: string;
      raw_id: string;
      first_code: number;
      first_raw_id: number;
      total: string | number;
    }>(result);
    return {
      total: Number(rows[0]?.total ?? 0),
      lines: rows.map((row) => ({
        line: row.line,
        code: row.code,
        rawId: row.raw_id,
        firstCode: row.first_code,
        firstRawId: row.first_raw_id,
      })),
    };
  }

  /** Writes the staged rows into the catalogue, updating those whose code exists. */
  async mergeStaged(): Promise<number> {
    return this.writeIndexed(sql`
      insert into ${catalogueHotels}
        (raw_id, code, title, city, country_code, country, latitude, longitude, search_name, search_city)
      select raw_id, code, title, city, country_code, country, latitude, longitude, search_name, search_city
      from catalogue_import
      ${UPDATE_BY_CODE}
      returning id, search_name, search_city`);
  }

  /**
   * After a bulk write: CLUSTER rewrites the words in their index's order, so a word's entries
   * sit on neighbouring pages of a packed index and table (after a rewrite of every row the
   * index was twice its size, and its scans ran 2.6 times slower: decision 024); it locks the
   * words while it runs (about 14 s for a million hotels), so searches wait, they do not fail.
   * VACUUM then sets the visibility map, without which the word index's scans visit the table
   * for every entry (index-only no more), and ANALYZE gives the planner the new sizes; the
   * vocabulary is recounted exactly. Outside any transaction.
   */
  async settle(): Promise<void> {
    await this.recountVocabulary();
    await this.db.execute(sql`cluster ${catalogueWords} using catalogue_words_word_idx`);
    await this.db.execute(sql`vacuum analyze ${catalogueHotels}`);
    await this.db.execute(sql`vacuum analyze ${catalogueWords}`);
    await this.db.execute(sql`vacuum analyze ${catalogueVocabulary}`);
  }

  /**
   * The vocabulary rebuilt from the words: exact counts, no word left from a renamed hotel. One
   * rebuild at a time: two instances starting on an empty database both seed, and two rebuilds
   * side by side would insert the same words (a duplicate key stopped the second instance).
   */
  async recountVocabulary(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${VOCABULARY_LOCK})`);
      await tx.execute(sql`delete from ${catalogueVocabulary}`);
      await tx.execute(sql`
        insert into ${catalogueVocabulary} (word, hotels)
        select word, count(*) from ${catalogueWords} group by word`);
    });
  }

  /**
   * Runs a catalogue write that answers `returning id, search_name, search_city` and, in the
   * same statement, replaces the words of the hotels it wrote and adds them to the vocabulary
   * (a hotel is searchable as soon as it is written; the counts only grow until the next
   * recount, they are a hint). Answers the hotels written.
   */
  private async writeIndexed(write: SQL): Promise<number> {
    const result = await this.db.execute(sql`
      with written as (${write}),
      gone as (delete from ${catalogueWords} using written where ${catalogueWords.hotelId} = written.id),
      found as (
        select split.word, written.id, bool_or(split.in_name) as in_name,
          ' ' || written.search_name || ${CITY_MARK} || ' ' || written.search_city as search_text
        from written
        cross join lateral (
          select word, true from unnest(string_to_array(written.search_name, ' ')) as name(word)
          union all
          select word, false from unnest(string_to_array(written.search_city, ' ')) as city(word)
        ) as split(word, in_name)
        where split.word <> ''
        group by split.word, written.id, written.search_name, written.search_city),
      signatures as (
        select id, coalesce(bit_or(catalogue_word_bits(word)) filter (where in_name), 0) as name_bits,
          bit_or(catalogue_word_bits(word)) as all_bits
        from found group by id),
      indexed as (
        insert into ${catalogueWords} (word, hotel_id, in_name, search_text, name_bits, all_bits)
        select found.word, found.id, found.in_name, found.search_text, signatures.name_bits, signatures.all_bits
        from found join signatures using (id)),
      counted as (
        insert into ${catalogueVocabulary} (word, hotels)
        select word, count(*) from found group by word
        on conflict (word) do update set hotels = ${catalogueVocabulary.hotels} + excluded.hotels)
      select count(*)::int as written from written`);
    return resultRows<{ written: number }>(result)[0]?.written ?? 0;
  }

  /** Rows written before migration 0011 have no search text yet (it is computed in JavaScript). */
  async withoutSearchText(limit: number): Promise<Pick<CatalogueHotelRow, 'id' | 'title' | 'city'>[]> {
    return this.db
      .select({ id: catalogueHotels.id, title: catalogueHotels.title, city: catalogueHotels.city })
      .from(catalogueHotels)
      .where(sql`${searchName} = ''`)
      .limit(limit);
  }

  async setSearchText(rows: { id: number; searchName: string; searchCity: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.writeIndexed(sql`
      update ${catalogueHotels} set search_name = v.search_name, search_city = v.search_city
      from (select unnest(${sql.param(rows.map((r) => r.id))}::int[]) as id,
                   unnest(${sql.param(rows.map((r) => r.searchName))}::text[]) as search_name,
                   unnest(${sql.param(rows.map((r) => r.searchCity))}::text[]) as search_city) v
      where ${catalogueHotels.id} = v.id
      returning ${catalogueHotels.id}, ${catalogueHotels.searchName}, ${catalogueHotels.searchCity}`);
  }
}

/** The rows of `db.execute`: node-postgres answers { rows }, PGlite too. */
function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
