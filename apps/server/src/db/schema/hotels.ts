import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A hotel record built by the wizard (spec §3 Hotel). */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rawCode: text('raw_code').notNull(),
    /** The catalogue code; one hotel record per code. */
    code: text('code').notNull(),
    htype: integer('htype'),
    rating: integer('rating'),
    style: integer('style'),
    checkInStart: text('check_in_start'),
    checkOutStart: text('check_out_start'),
    languages: jsonb('languages').$type<number[]>().notNull().default([]),
    contentLanguage: integer('content_language'),
    oberture: integer('oberture'),
    smoke: integer('smoke'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postal_code'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    roomsLocked: boolean('rooms_locked').notNull().default(false),
    /** Selected accessibility items (ids of the reference list). */
    accessibility: jsonb('accessibility').$type<number[]>().notNull().default([]),
    /** Selected services with their schedules: [{ service, schedule }]. */
    services: jsonb('services').$type<HotelServiceSelection[]>().notNull().default([]),
    contractStatus: text('contract_status')
      .$type<'none' | 'sent' | 'returned' | 'approved'>()
      .notNull()
      .default('none'),
    /**
     * Whether staff (or a staff hotel link) confirmed that the hotel's users may speak for it
     * (decision 027): a hotel claimed from the catalogue cannot send its contract until then.
     * Hotels created before claims existed are verified.
     */
    verified: boolean('verified').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hotels_code_key').on(t.code)],
);

export interface HotelServiceSelection {
  service: number;
  schedule: { type: string; from?: string; to?: string; from2?: string; to2?: string };
}

/** Which users a hotel is attached to: the tenant rule reads this table on every hotel-scoped call. */
export const userHotels = pgTable(
  'user_hotels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('user_hotels_hotel_idx').on(t.hotelId)],
);

/** A contact of the user, serving some of their hotels (spec §3 Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person of each role (issue 19, migration 0015): optional, null when none was given. */
    comercialName: text('comercial_name'),
    operativeName: text('operative_name'),
    administrativeName: text('administrative_name'),
    comercialPhone: text('comercial_phone').notNull(),
    comercialEmail: text('comercial_email').notNull(),
    operativePhone: text('operative_phone').notNull(),
    operativeEmail: text('operative_email').notNull(),
    administrativePhone: text('administrative_phone').notNull(),
    administrativeEmail: text('administrative_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_user_idx').on(t.userId)],
);

export const contactHotels = pgTable(
  'contact_hotels',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.hotelId] }), index('contact_hotels_hotel_idx').on(t.hotelId)],
);

/** Activity and zone pairs of a hotel (spec §3 Hotel activity). */
export const hotelActivities = pgTable(
  'hotel_activities',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    activity: integer('activity').notNull(),
    zone: integer('zone').notNull(),
  },
  (t) => [uniqueIndex('hotel_activities_pair_key').on(t.hotelId, t.activity, t.zone)],
);
