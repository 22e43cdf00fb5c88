import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The hotel catalogue behind the registration autocomplete (decision 024).
 * `search_name` and `search_city` hold the title and city as the search sees them: lower-cased,
 * without accents, words separated by one space (`searchWords` of the domain, the same function
 * that splits the query), so PGlite needs no `unaccent` extension and both engines agree.
 */
export const catalogueHotels = pgTable(
  'catalogue_hotels',
  {
    id: serial('id').primaryKey(),
    /** Suggestion description id (becomes a hotel's raw_code). */
    rawId: text('raw_id').notNull(),
    /** Suggestion description value (becomes a hotel's code). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2; suggestions name the country in the reader's language from it. */
    countryCode: text('country_code').notNull(),
    /** The country as the import gave it: used only when the code is not a known region. */
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    searchName: text('search_name').notNull().default(''),
    searchCity: text('search_city').notNull().default(''),
  },
  (t) => [
    uniqueIndex('catalogue_hotels_code_key').on(t.code),
    // C collation: the same index answers `search_name like 'hotel sol%'` and orders by it.
    index('catalogue_hotels_search_name_idx').on(sql`${t.searchName} collate "C"`, t.id),
  ],
);

/**
 * One row per distinct word of a hotel's search name and city, carrying both as one search text
 * (`' ' || search_name || tab || ' ' || search_city`, decision 024): its index reads one word's
 * hotels in name order and checks the other typed words on the same index entries (an index-only
 * scan, one LIKE on a stored text per word), so a search driven by its rarest word stops after
 * the first matches whatever how common the other words are. Written with the hotel.
 * `in_name` (in the key before the text) lets the tier that needs every word in the name read a
 * word's name entries only (migration 0018). `name_bits` and `all_bits` are signatures of the
 * hotel's words (bits of each word's first two and three letters, `catalogue_word_bits`, migration 0019):
 * the other typed words are checked on them before the text.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => catalogueHotels.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
    /** The word is in the name (else only in the city). */
    inName: boolean('in_name').notNull(),
    /** The bits of the words of the hotel's name (never read in Node: 64 bits). */
    nameBits: bigint('name_bits', { mode: 'bigint' }).notNull(),
    /** The bits of the words of the hotel's name and city. */
    allBits: bigint('all_bits', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    // hotel_id after the text only breaks ties (a name and city held by two hotels).
    index('catalogue_words_word_idx').on(
      sql`${t.word} collate "C"`,
      t.inName,
      sql`${t.searchText} collate "C"`,
      t.hotelId,
      t.nameBits,
      t.allBits,
    ),
    index('catalogue_words_hotel_idx').on(t.hotelId),
  ],
);

/**
 * Every word of `catalogue_words` with the number of hotels holding it: a typed prefix becomes
 * the list of the words it starts (each read in name order from the index above) and the
 * rarest typed word drives the search. Written with each catalogue write, recounted after bulk
 * ones; `hotels` is only a hint, the presence of every word is what the search relies on.
 */
export const catalogueVocabulary = pgTable(
  'catalogue_vocabulary',
  {
    word: text('word').primaryKey(),
    hotels: integer('hotels').notNull(),
  },
  // C collation: `[prefix, prefix + U+10FFFF)` is "starts with prefix" whatever the database's locale.
  (t) => [index('catalogue_vocabulary_word_idx').on(sql`${t.word} collate "C"`)],
);
