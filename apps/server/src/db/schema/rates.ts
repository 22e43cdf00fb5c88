import {
  date,
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

/** A hotel's rate contract: it holds rates, offers and promotions. */
export const rateContracts = pgTable(
  'rate_contracts',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_contracts_hotel_idx').on(t.hotelId)],
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
