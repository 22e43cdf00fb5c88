import type { EditedPolicy, HotelTax, PolicyOverride, RateTerm } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/** A hotel's rate contract: it holds rates, offers and promotions. */
export const rateContracts = pgTable(
  'rate_contracts',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * Who created it (the session user, staff included; decision 044): a claimant detached when
     * another is verified loses the contracts they created. Null: created before migration 0021
     * (unknown) or the user was deleted.
     */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_contracts_hotel_idx').on(t.hotelId),
    index('rate_contracts_created_by_idx').on(t.createdBy),
  ],
);

/** A rate, offer or promotion with every field of the new-rate draft (spec §3). */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => rateContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'rate' | 'offer' | 'promotion'>().notNull(),
    name: text('name').notNull(),
    rateType: text('rate_type').notNull(),
    priceRoomType: text('price_room_type').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    quotaType: text('quota_type').notNull(),
    releaseDays: integer('release_days'),
    market: jsonb('market').$type<{ all: boolean; markets: string[] }>().notNull(),
    childsAge: integer('childs_age').notNull(),
    infantAge: integer('infant_age').notNull(),
    babyAge: integer('baby_age').notNull(),
    expenditureChange: jsonb('expenditure_change').$type<unknown[]>().notNull().default([]),
    expenditureCancellation: text('expenditure_cancellation').notNull(),
    /** The boards (BOARDS codes) the rate offers (decision 020). */
    boards: jsonb('boards').$type<string[]>().notNull().default([]),
    /** An offer or promotion priced off this base rate (its prices are resolved on read). */
    baseRateId: integer('base_rate_id').references((): AnyPgColumn => rates.id, { onDelete: 'set null' }),
    derivation: jsonb('derivation').$type<{ kind: 'percent' | 'amount'; value: string }>(),
    /** Whether the prices include tax (OTA AmountAfterTax) or not (AmountBeforeTax); issue 30. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rates_contract_idx').on(t.contractId, t.kind)],
);

/** The days a rate applies (the yearly calendar). */
export const rateDays = pgTable(
  'rate_days',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.day] })],
);

/** The room types and apartments a rate sells. */
export const rateRoomTypes = pgTable(
  'rate_room_types',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.roomId] }), index('rate_room_types_room_idx').on(t.roomId)],
);

/**
 * The price of a rate × room type × board × day, exact decimals: one amount per night for a
 * per-room rate, the amount per adult by occupancy for a per-person rate, and what a child,
 * an infant and a baby pay (null: not sold).
 */
export const ratePrices = pgTable(
  'rate_prices',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amounts: numeric('amounts', { precision: 10, scale: 2 }).array().notNull(),
    child: numeric('child', { precision: 10, scale: 2 }),
    infant: numeric('infant', { precision: 10, scale: 2 }),
    baby: numeric('baby', { precision: 10, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.rateId, t.roomId, t.board, t.day] }),
    index('rate_prices_room_idx').on(t.roomId),
  ],
);

/** Rooms allotted and stop sale per room type and day (shared by the hotel's allotment rates). */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    allotment: integer('allotment'),
    stopSale: boolean('stop_sale').notNull().default(false),
    /**
     * Rooms reservations hold that day (issue 32, decision 052): rooms left = allotment − booked.
     * Written only by the write path's `book` step (a conditional UPDATE); CHECK booked >= 0.
     */
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.day] }),
    check('room_inventory_booked_check', sql`${t.booked} >= 0`),
  ],
);

/** Stay restrictions of a rate per day. */
export const rateRestrictions = pgTable(
  'rate_restrictions',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    minStay: smallint('min_stay'),
    maxStay: smallint('max_stay'),
    closedArrival: boolean('closed_arrival').notNull().default(false),
    closedDeparture: boolean('closed_departure').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.rateId, t.day] })],
);

/**
 * Stay restrictions and stop sale of one product (room type × rate × board) and day, at the grain
 * an OTA message names (issue 30, decision 042). A row overrides the rate's row of
 * `rate_restrictions` for that product and day, every field: it starts as a copy of it, and a
 * write of the rate's restrictions (the grid) writes the same fields here. `stopSale` closes the
 * product only; `room_inventory.stopSale` closes the room type on every rate.
 */
export const ratePlanControls = pgTable(
  'rate_plan_controls',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    board: text('board').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minStay: smallint('min_stay'),
    maxStay: smallint('max_stay'),
    closedArrival: boolean('closed_arrival').notNull().default(false),
    closedDeparture: boolean('closed_departure').notNull().default(false),
    stopSale: boolean('stop_sale').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'rate_plan_controls_pk', columns: [t.rateId, t.roomId, t.board, t.day] }),
    index('rate_plan_controls_room_idx').on(t.roomId),
  ],
);

/**
 * A rate's edited cancellation policy and date overrides (migration 0024, decision 056). No row:
 * the policy derived from the wizard's `expenditureCancellation`. The JSON's shapes are the
 * domain's `EditedPolicy` and `PolicyOverride`, validated before they are stored.
 */
export const rateCancellationPolicies = pgTable('rate_cancellation_policies', {
  rateId: integer('rate_id')
    .primaryKey()
    .references(() => rates.id, { onDelete: 'cascade' }),
  policy: jsonb('policy').$type<EditedPolicy | null>(),
  overrides: jsonb('overrides').$type<PolicyOverride[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rate's contract terms (migration 0028, decisions 063 and 064): the list as the domain's
 * `rateTermsInputSchema` validated it, replaced whole. No row: no terms.
 */
export const rateTerms = pgTable('rate_terms', {
  rateId: integer('rate_id')
    .primaryKey()
    .references(() => rates.id, { onDelete: 'cascade' }),
  terms: jsonb('terms').$type<RateTerm[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hotel's taxes and fees (migration 0028, decisions 063 and 064): the list as the domain's
 * `hotelTaxesInputSchema` validated it, replaced whole. No row: no taxes.
 */
export const hotelTaxes = pgTable('hotel_taxes', {
  hotelId: integer('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  taxes: jsonb('taxes').$type<HotelTax[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
