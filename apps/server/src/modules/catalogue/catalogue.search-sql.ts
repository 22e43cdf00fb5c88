// The word-index search's SQL builders and term ranking, pure (no database access): apart from the repository so it stays under 400 lines (issue 31).
import { and, type SQL, sql } from 'drizzle-orm';
import { catalogueVocabulary, catalogueWords } from '../../db/schema/index.ts';

/** The columns of a hotel row under their property names, for raw statements (`from` names `table`). */
export const hotelRow = (table: string) =>
  sql.raw(
    ['id', 'raw_id as "rawId"', 'code', 'title', 'city', 'country_code as "countryCode"', 'country']
      .concat(['latitude', 'longitude', 'search_name as "searchName"', 'search_city as "searchCity"'])
      .map((column) => `${table}.${column}`)
      .join(', '),
  );
/** Sorts after every character in the C collation: `[prefix, prefix + TOP)` is "starts with prefix". */
export const TOP = '\u{10FFFF}';
/**
 * Ends the name in a word index entry's search text (`' ' || name || CITY_MARK || ' ' || city`):
 * a tab sorts before every character of a search name (letters, digits and single spaces), so the
 * text orders as (name, city), and `like '% sol%' || CITY_MARK || '%'` finds a word in the name.
 */
export const CITY_MARK = '\t';
/**
 * The rarest typed word is read word by word (the catalogue words it starts, each in name order);
 * a prefix starting more words than this (a word of one or two letters) is read as one range
 * and sorted instead, and never drives while a longer word is typed.
 */
const EXPANDED_WORDS = 64;

/** A typed word: the catalogue words it starts (unless too many to list), and how many hotels hold them. */
export interface SearchTerm {
  prefix: string;
  /** Its bit in the words' signatures (catalogue_prefix_bit), 0 for a prefix of one letter. */
  bit: bigint;
  words?: string[];
  hotels: number;
}

/** A row of the terms statement: a typed word's position, one catalogue word it starts, its hotels and bit. */
export interface KnownWordRow {
  position: number;
  word: string;
  hotels: number;
  bit: string;
}

/**
 * Each typed word with the catalogue words it starts and how many hotels hold them (one
 * statement for all); `rankTerms` orders its rows.
 */
export function termsQuery(words: string[]): SQL {
  // A prefix of two letters or more has a bit that every word it starts has set (migration
  // 0019); one letter has none, and checks nothing.
  return sql`
      select typed.position::int as position, known.word, known.hotels,
        (case when length(typed.prefix) >= 2 then catalogue_prefix_bit(typed.prefix) else 0 end)::text as bit
      from unnest(${sql.param(words)}::text[]) with ordinality as typed(prefix, position)
      cross join lateral (
        select word, hotels from ${catalogueVocabulary}
        where word collate "C" >= typed.prefix and word collate "C" < typed.prefix || ${TOP}::text
        limit ${EXPANDED_WORDS + 1}) known`;
}

/** The typed words as terms, the rarest first: it drives the search. */
export function rankTerms(words: string[], rows: KnownWordRow[]): SearchTerm[] {
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

/** The first `limit` hotels of a scan, in name order: a hotel read through two of the driver's words comes once. */
export function firstOfScan(scan: SQL, limit: number): SQL {
  return sql`select distinct on (m.search_text collate "C", m.hotel_id) m.hotel_id, m.search_text, m.in_name
      from (${scan}) m order by m.search_text collate "C", m.hotel_id limit ${limit}`;
}

/**
 * The index reads of one tier (see the repository's matching) in the driver's entries of the given
 * parts (true: in names, false: in cities only): rows of hotel_id, search_text and in_name (every
 * word in the name). `any`: both tiers.
 */
export function tierScan(
  phrase: string,
  terms: SearchTerm[],
  tier: 'name' | 'city' | 'any',
  parts: boolean[],
  limit: number,
  after?: { id: number; searchText: string },
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
