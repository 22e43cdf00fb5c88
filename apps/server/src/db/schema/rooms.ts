import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';

/** Names held as a base name plus per-language variants (spec §3). */
export type LocalizedNames = Partial<Record<'es' | 'en' | 'fr' | 'it' | 'pt' | 'ru', string>>;

/**
 * A room type or an apartment of a hotel (told apart by is_apartment). The bed structure and
 * the apartment's rooms and baths are kept as JSON documents validated by the domain schemas:
 * they are always read and written whole with their room type.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    isApartment: boolean('is_apartment').notNull().default(false),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
    type: integer('type'),
    /** The structure type (room attributes list) and the bed distribution: rooms and lounges with their beds. */
    structureType: integer('structure_type'),
    structure: jsonb('structure'),
    defaultAdults: integer('default_adults'),
    totalOccupancy: integer('total_occupancy'),
    bath: integer('bath'),
    viewType: integer('view_type'),
    views: jsonb('views').$type<number[]>().notNull().default([]),
    viewNames: jsonb('view_names').$type<LocalizedNames>().notNull().default({}),
    /** Apartment only: rooms (name, type, beds), baths (name, services), kitchen, counts. */
    apartment: jsonb('apartment'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rooms_hotel_idx').on(t.hotelId, t.sortOrder)],
);
