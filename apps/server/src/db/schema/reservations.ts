import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './distribution.ts';
import { hotels } from './hotels.ts';

/**
 * A reservation the group sent (issue 32, decision 052): one hotel, the sender's reference unique
 * per sending system (`source`, the API key's), its status and the hotel's confirmation number.
 * `arrival`/`departure` span its stays; `search` holds the lower-cased guest name and references
 * the hotel's text search reads; `change` a sequence number each change takes (the list by change).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<'confirmed' | 'modified' | 'cancelled' | 'no_show'>().notNull(),
    revision: integer('revision').notNull().default(1),
    senderRevision: integer('sender_revision').notNull(),
    confirmationNumber: text('confirmation_number'),
    leadName: text('lead_name').notNull(),
    leadEmail: text('lead_email').notNull(),
    leadPhone: text('lead_phone'),
    specialRequests: text('special_requests').notNull().default(''),
    arrival: date('arrival', { mode: 'string' }).notNull(),
    departure: date('departure', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The current revision's stays (as sent, as computed, with the rate's terms). */
    stays: jsonb('stays').$type<unknown[]>().notNull(),
    penalty: numeric('penalty', { precision: 12, scale: 2 }),
    search: text('search').notNull(),
    change: bigint('change', { mode: 'number' }).notNull().default(sql`nextval('reservations_change_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_source_reference_key').on(t.source, t.reference),
    index('reservations_hotel_created_idx').on(t.hotelId, t.id),
    // Text search anywhere in the name or a reference (ILIKE '%…%'): trigrams, not a scan of the hotel.
    index('reservations_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('reservations_hotel_arrival_idx').on(t.hotelId, t.arrival, t.id),
    index('reservations_hotel_departure_idx').on(t.hotelId, t.departure, t.id),
    index('reservations_hotel_change_idx').on(t.hotelId, t.change),
    index('reservations_api_key_idx').on(t.apiKeyId),
    check('reservations_status_check', sql`${t.status} IN ('confirmed', 'modified', 'cancelled', 'no_show')`),
  ],
);

/** Every version of a reservation, immutable: the payload as sent, computed prices and the rate terms. */
export const reservationRevisions = pgTable(
  'reservation_revisions',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    senderRevision: integer('sender_revision').notNull(),
    kind: text('kind').$type<'created' | 'modified' | 'cancelled' | 'confirmed' | 'no_show'>().notNull(),
    payload: jsonb('payload').notNull(),
    stays: jsonb('stays').$type<unknown[]>().notNull(),
    penalty: numeric('penalty', { precision: 12, scale: 2 }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'reservation_revisions_pk', columns: [t.reservationId, t.revision] })],
);

/** The nights a reservation holds per room type and day (`consumes`: one room of the allotment). */
export const reservationNights = pgTable(
  'reservation_nights',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    stay: smallint('stay').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    roomId: integer('room_id').notNull(),
    rateId: integer('rate_id').notNull(),
    board: text('board').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    consumes: boolean('consumes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'reservation_nights_pk', columns: [t.reservationId, t.stay, t.day] }),
    index('reservation_nights_room_day_idx').on(t.roomId, t.day),
  ],
);
