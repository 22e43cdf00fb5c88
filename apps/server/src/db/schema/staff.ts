import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * Every staff read and write of a hotel (issue 16): who, when, what; and every back-office
 * decision, including those about a person rather than a hotel (the approval permission), which
 * name the person in `subject_user_id` and no hotel.
 */
export const hotelActivity = pgTable(
  'hotel_activity',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person a decision concerns (permission granted or revoked), when it is not a hotel. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'read' or 'write' for a hotel route ('GET /api/hotel/:hotelId/room/'), or a back-office decision. */
    kind: text('kind').$type<'read' | 'write' | 'decision'>().notNull(),
    /** The route pattern and method, or the decision's name ('claim.verified', 'contract.returned', …). */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_activity_hotel_idx').on(t.hotelId, t.at),
    index('hotel_activity_user_idx').on(t.userId, t.at),
  ],
);
