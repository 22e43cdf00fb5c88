import type { ActivityKind } from '@hotel/domain';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { users } from './users.ts';

/**
 * Who asked to speak for a hotel of the catalogue (decision 027). The first claimant of a code
 * creates the hotel and is attached to it; a later claimant of a hotel still unverified is recorded
 * here without being attached. Staff verify one (attached, hotel verified) or reject with a reason
 * (detached).
 */
export const hotelClaims = pgTable(
  'hotel_claims',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'verified' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hotel_claims_hotel_user_key').on(t.hotelId, t.userId),
    index('hotel_claims_status_idx').on(t.status, t.createdAt),
    index('hotel_claims_user_idx').on(t.userId),
  ],
);

/**
 * What staff approved, as the review screen showed it (decision 027): the next review marks the
 * steps that differ from the latest snapshot; the distribution issue reads approved content here.
 */
export const hotelApprovals = pgTable(
  'hotel_approvals',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_approvals_hotel_idx').on(t.hotelId, t.approvedAt)],
);

/**
 * The back office's activity log (issue 34 item 16, decision 061): one row per domain event (who
 * did what to which hotel), by owners and staff alike, with a small before/after in `detail`
 * where it matters. Decisions about a person rather than a hotel (the approval permission) name
 * the person in `subject_user_id` and no hotel. Staff reads are counted in `staff_reads`.
 */
export const hotelActivity = pgTable(
  'hotel_activity',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person a decision concerns (permission granted or revoked), when it is not a hotel. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The event's group, the log's "kind" filter ('contract', 'rates', …). */
    kind: text('kind').$type<ActivityKind>().notNull(),
    /** The event ('contract.sent', 'rate.updated', …; ACTIVITY_ACTIONS). */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_activity_hotel_idx').on(t.hotelId, t.at),
    index('hotel_activity_user_idx').on(t.userId, t.at),
    index('hotel_activity_kind_idx').on(t.kind, t.at),
  ],
);

/** Staff reads of a hotel, counted per person and UTC day rather than logged one by one (decision 061). */
export const staffReads = pgTable(
  'staff_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reads: integer('reads').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'staff_reads_pkey', columns: [t.userId, t.hotelId, t.day] }),
    index('staff_reads_hotel_idx').on(t.hotelId, t.day),
  ],
);
