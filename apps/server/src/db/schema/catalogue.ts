import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The hotel catalogue behind the registration autocomplete. */
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
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    uniqueIndex('catalogue_hotels_code_key').on(t.code),
    index('catalogue_hotels_title_idx').on(t.title),
  ],
);

/**
 * One row per distinct word of a hotel's title, city and country, lower-cased without accents:
 * a prefix search is then an index range scan (text_pattern_ops) on PostgreSQL and PGlite alike.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => catalogueHotels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('catalogue_words_word_idx').on(t.word.op('text_pattern_ops'), t.hotelId),
    index('catalogue_words_hotel_idx').on(t.hotelId),
  ],
);
