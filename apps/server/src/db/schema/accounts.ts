import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/**
 * Every email the product sends: written as an .eml file and kept here with its delivery state,
 * so that nothing is lost while SMTP is down (a worker retries pending messages).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Which template and language produced it, for tests and support. */
    template: text('template').notNull(),
    language: text('language').notNull(),
    // 'withheld': recorded and written but never delivered (MailService.send's `withhold`).
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'withheld'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    emlPath: text('eml_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Single-use password-restore tokens (stored hashed), valid for one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Second factor (TOTP) of a user: the secret, whether it is confirmed, and hashed recovery codes. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  /** The last time step accepted, so a code cannot be replayed within its window. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in link for a hotel, created by staff (spec: /auth/login/:hotelToken). */
export const hotelLinks = pgTable(
  'hotel_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The hotel as the catalogue names it: attached on use, or kept pending until created. */
    name: text('name').notNull(),
    rawCode: text('raw_code').notNull(),
    code: text('code').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_links_code_idx').on(t.code)],
);

/** Billing data of a user (one record per user), complete when every field is set. */
export const billingData = pgTable('billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  taxId: text('tax_id'),
  address: text('address'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** ISO 3166-1 alpha-2. */
  country: text('country'),
  email: text('email'),
  phone: text('phone'),
  iban: text('iban'),
  bic: text('bic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    holder: text('holder'),
    iban: text('iban'),
    bic: text('bic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

/** A group of the user's hotels paid the same way (spec §3 billing configuration). */
export const billingConfigurations = pgTable(
  'billing_configurations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodToHotel: integer('method_to_hotel').references(() => paymentMethods.id, { onDelete: 'set null' }),
    methodToLogi: integer('method_to_logi').references(() => paymentMethods.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_configurations_user_idx').on(t.userId)],
);

export const billingConfigurationHotels = pgTable(
  'billing_configuration_hotels',
  {
    configurationId: integer('configuration_id')
      .notNull()
      .references(() => billingConfigurations.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.configurationId, t.hotelId] })],
);

/** Messages of the public and dashboard contact forms. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  comment: text('comment').notNull(),
  language: text('language').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
