import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';

/**
 * The wizard steps of a hotel reviewed and saved at least once (issue 19, decision 031): honest
 * progress counts a step only once it is here. Migration 0016 filled it for the hotels that existed.
 */
export const hotelStepReviews = pgTable(
  'hotel_step_reviews',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** A wizard step key (packages/domain WIZARD_STEPS). */
    step: text('step').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.step] })],
);
