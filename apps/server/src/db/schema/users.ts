import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    /** The user's language, used for email. */
    language: text('language').notNull().default('es'),
    hasFacturationData: boolean('has_facturation_data').notNull().default(false),
    approbeContractPerm: boolean('approbe_contract_perm').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Hotels a user chose from the autocomplete and has not created yet (spec §3 User.hotels). */
export const pendingHotels = pgTable(
  'pending_hotels',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rawCode: text('raw_code').notNull(),
    code: text('code').notNull(),
    /** Came from a staff hotel link: the hotel created from it is verified at once (decision 027). */
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_hotels_user_code_key').on(t.userId, t.code)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** What the sessions page names a session by (the token hash never leaves the server). */
    id: serial('id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every sign-in attempt and account event, with time, user and address (traceability). */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What the event was about when user and email do not say it (e.g. the hotel of a hotel link). */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('auth_events_user_idx').on(t.userId, t.at)],
);

/**
 * Hits counted by the rate limiter. Kept in the database so that every server instance sees
 * the same counters.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.at)],
);

/**
 * Browsers that signed in successfully (OWASP device cookies, decision 021): the cookie holds a
 * random token, stored here hashed; its sign-in attempts are limited per device, so attempts made
 * elsewhere never lock its user out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_key').on(t.tokenHash),
    index('trusted_devices_user_idx').on(t.userId),
  ],
);

/**
 * An e-mail change waiting for its single-use link, sent to the new address, to be opened
 * (decision 022); the account keeps its address until then.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
