import { and, asc, count, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueHotels, catalogueVocabulary, catalogueWords } from '../../db/schema/index.ts';

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

/** The columns of a hotel row under their property names, for raw statements (`from` names `table`). */
const hotelRow = (table: string) =>
  sql.raw(
    ['id', 'raw_id as "rawId"', 'code', 'title', 'city', 'country_code as "countryCode"', 'country']
      .concat(['latitude', 'longitude', 'search_name as "searchName"', 'search_city as "searchCity"'])
      .map((column) => `${table}.${column}`)
      .join(', '),
  );
/** Sorts after every character in the C collation: `[prefix, prefix + TOP)` is "starts with prefix". */
const TOP = '\u{10FFFF}';
/**
 * Ends the name in a word index entry's search text (`' ' || name || CITY_MARK || ' ' || city`):
 * a tab sorts before every character of a search name (letters, digits and single spaces), so the
 * text orders as (name, city), and `like '% sol%' || CITY_MARK || '%'` finds a word in the name.
 */
const CITY_MARK = '\t';
/** The C collation of the search_name index: byte order, so ranges and ORDER BY use it. */
const searchName = sql`${catalogueHotels.searchName} collate "C"`;
const byName = [asc(searchName), asc(catalogueHotels.id)];
/**
 * The rarest typed word is read word by word (the catalogue words it starts, each in name order);
 * a prefix starting more words than this (a word of one or two letters) is read as one range
 * and sorted instead, and never drives while a longer word is typed.
 */
const EXPANDED_WORDS = 64;
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
    // A prefix of two letters or more has a bit that every word it starts has set (migration
    // 0019); one letter has none, and checks nothing.
    const result = await this.db.execute(sql`
      select typed.position::int as position, known.word, known.hotels,
        (case when length(typed.prefix) >= 2 then catalogue_prefix_bit(typed.prefix) else 0 end)::text as bit
      from unnest(${sql.param(words)}::text[]) with ordinality as typed(prefix, position)
      cross join lateral (
        select word, hotels from ${catalogueVocabulary}
        where word collate "C" >= typed.prefix and word collate "C" < typed.prefix || ${TOP}::text
        limit ${EXPANDED_WORDS + 1}) known`);
    const rows = resultRows<{ position: number; word: string; hotels: number; bit: string }>(result);
    const terms = words.map((prefix, index): SearchTerm => {
      const known = rows.filter((row) => row.position === index + 1);
      // None known: no hotel holds such a word (the vocabulary is written with the hotels), and
      // the search ends before any bit is checked.
      const bit = BigInt(known[0]?.bit ?? 0);
      if (known.length > EXPANDED_WORDS) return { prefix, bit, hotels: Number.MAX_SAFE_INTEGER };
      return {
        prefix,
        bit,
        words: known.map((row) => row.word),
        hotels: known.reduce((n, row) => n + row.hotels, 0),
      };
    });
    return terms.sort((a, b) => a.hotels - b.hotels);
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
      from (${this.firstOfScan(this.tierScan(phrase, terms, tier, parts, limit, after), limit)}) matched
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
    const part = (inName: boolean) =>
      this.firstOfScan(this.tierScan(phrase, terms, 'any', [inName], limit), limit);
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

  /** The first `limit` hotels of a scan, in name order: a hotel read through two of the driver's words comes once. */
  private firstOfScan(scan: SQL, limit: number): SQL {
    return sql`select distinct on (m.search_text collate "C", m.hotel_id) m.hotel_id, m.search_text, m.in_name
      from (${scan}) m order by m.search_text collate "C", m.hotel_id limit ${limit}`;
  }

  /**
   * The index reads of one tier (see matching) in the driver's entries of the given parts (true:
   * in names, false: in cities only): rows of hotel_id, search_text and in_name (every word in the
   * name). `any`: both tiers.
   */
  private tierScan(
    phrase: string,
    terms: SearchTerm[],
    tier: 'name' | 'city' | 'any',
    parts: boolean[],
    limit: number,
    after?: Pick<MatchedHotel, 'id' | 'searchText'>,
  ): SQL {
    const [driver, ...others] = terms as [SearchTerm, ...SearchTerm[]];
    const words = catalogueWords;
    const text = sql`${words.searchText} collate "C"`;
    // The words hold letters and digits only (searchWords): nothing to escape in a LIKE pattern.
    // Patterns on the stored text: no concatenation per index entry read.
    const starts = (term: SearchTerm) => sql`${words.searchText} like ${`% ${term.prefix}%`}`;
    const startsInName = (term: SearchTerm) =>
      sql`${words.searchText} like ${`% ${term.prefix}%${CITY_MARK}%`}`;
    const allInName = and(...terms.map(startsInName)) as SQL;
    const notTier1 = sql`not (${text} >= ${` ${phrase}`} and ${text} < ${` ${phrase}${TOP}`})`;
    // The name tier reads the driver's entries in names only (in_name is in the index key, before
    // the text): a word that is mostly a city does not read its city entries to find the names.
    // The driver's own check is then implied.
    const nameOnly = tier === 'name';
    const tierChecks = nameOnly
      ? [...others.map(startsInName), notTier1]
      : [...others.map(starts), tier === 'city' ? sql`not (${allInName})` : notTier1];
    // The other words' bits on the signature first, and the text only where they all are: an AND
    // of integers instead of a LIKE per word on most entries. In a CASE, because PostgreSQL orders
    // the conditions of a WHERE by their estimated cost and put the bits last (migration 0019).
    const signature = nameOnly ? words.nameBits : words.allBits;
    const bits = others.reduce((all, term) => all | term.bit, 0n).toString();
    const bitsAndText = sql`case when (${signature} & ${bits}::bigint) = ${bits}::bigint
      then ${sql.join(tierChecks, sql` and `)} else false end`;
    const afterLast = after
      ? [sql`(${text}, ${words.hotelId}) > (${after.searchText} collate "C", ${after.id})`]
      : [];
    const checks = sql.join([bitsAndText, ...afterLast], sql` and `);
    const byText = sql`${text}, ${words.hotelId}`;
    const branch = (word: SQL) => sql`(
      select ${words.hotelId} as hotel_id, ${words.searchText} as search_text, ${allInName} as in_name
      from ${words} where ${word} and ${checks} order by ${byText} limit ${limit})`;
    if (!driver.words) {
      const range = sql`${words.word} collate "C" >= ${driver.prefix} and ${words.word} collate "C" < ${driver.prefix + TOP}`;
      const inParts = parts.length === 1 ? sql` and ${words.inName} = ${parts[0]}` : sql``;
      return branch(sql`${range}${inParts}`);
    }
    // One read per word and part, each in index order and stopping at the limit, sorted after:
    // a union of one branch each (merged in order) cost more to plan than to read, about
    // 0.1 ms a branch, and the 37 queries of the bench ran 10-20 % faster without it.
    return sql`select each.* from unnest(${sql.param(driver.words)}::text[]) as driver(word)
      cross join unnest(${sql.param(parts)}::boolean[]) as part(in_name)
      cross join lateral ${branch(sql`${words.word} collate "C" = driver.word and ${words.inName} = part.in_name`)} each`;
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

/** A typed word: the catalogue words it starts (unless too many to list), and how many hotels hold them. */
interface SearchTerm {
  prefix: string;
  /** Its bit in the words' signatures (catalogue_prefix_bit), 0 for a prefix of one letter. */
  bit: bigint;
  words?: string[];
  hotels: number;
}

/** The rows of `db.execute`: node-postgres answers { rows }, PGlite too. */
function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
