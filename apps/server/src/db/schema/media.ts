import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** A photo or a video of a hotel (spec §3 Media). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'photo' | 'video'>().notNull(),
    category: text('category').notNull(),
    order: integer('order').notNull(),
    /** Stars 1..5: suggested on upload, changeable by staff. */
    qualityRate: integer('quality_rate'),
    suggestedQuality: integer('suggested_quality'),
    /** Videos: youtube, vimeo or upload. */
    urlType: text('url_type'),
    url: text('url'),
    code: text('code'),
    publicUrl: text('public_url'),
    /** Where the storage keeps the files (renditions derive from it). */
    storageKey: text('storage_key'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_hotel_idx').on(t.hotelId, t.kind, t.order)],
);

/** Which photos show for a room type, in order. */
export const roomMedia = pgTable(
  'room_media',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.mediaId] })],
);

/** Director opinions of a hotel (spec §3), one per area. */
export const directorOpinions = pgTable(
  'director_opinions',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('director_opinions_hotel_idx').on(t.hotelId)],
);

export const photographerRequests = pgTable('photographer_requests', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The history of a hotel's contract: sent by the hotel, returned with reasons or approved by staff. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<'sent' | 'returned' | 'approved'>().notNull(),
    /** A return's reasons, one per reopened wizard step (decision 027). */
    reasons: jsonb('reasons').$type<{ step: string; reason: string }[]>(),
    /** A return's review parts as staff saw them (issue 34 item 17): the resubmission is compared with them. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_events_hotel_idx').on(t.hotelId)],
);
