import type { ActivityAction } from '@hotel/domain';
import type { Db } from '../db/client.ts';

/**
 * One event of the activity log (issue 34 item 16, decision 061): who did what to which hotel,
 * with a small before/after in `detail` where it matters. Its kind (the log's filter) follows from
 * the action (ACTIVITY_ACTIONS).
 */
export interface ActivityRecord {
  /** Null for a decision about a person (`subjectUserId`) rather than a hotel. */
  hotelId: number | null;
  subjectUserId?: number | null;
  /** Null for a decision made on the command line (`npm run admin`), which has no user. */
  userId: number | null;
  action: ActivityAction;
  detail?: Record<string, unknown> | null;
}

/**
 * The port through which modules record their domain events (decision 049); the staff module owns
 * the log and implements it. `tx`, when given, writes the event in the caller's transaction, so
 * the event stands or falls with the change.
 */
export interface ActivityLog {
  record(entry: ActivityRecord, tx?: Db): Promise<void>;
}

/** The port through which the auth plugin counts a staff read of a hotel (one count a person, hotel and day). */
export interface ReadCounter {
  countRead(userId: number, hotelId: number): Promise<void>;
}
