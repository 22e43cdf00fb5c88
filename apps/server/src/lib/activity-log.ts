import type { Db } from '../db/client.ts';

/** One line of a hotel's activity log (issue 16): a staff read, a staff write or a decision. */
export interface ActivityRecord {
  /** Null for a decision about a person (`subjectUserId`) rather than a hotel. */
  hotelId: number | null;
  subjectUserId?: number | null;
  /** Null for a decision made on the command line (`npm run admin`), which has no staff user. */
  userId: number | null;
  kind: 'read' | 'write' | 'decision';
  action: string;
  detail?: Record<string, unknown> | null;
}

/**
 * The port through which modules record staff activity (decision 049); the staff module owns the
 * log and implements it. `tx`, when given, writes the line in the caller's transaction.
 */
export interface ActivityLog {
  record(entry: ActivityRecord, tx?: Db): Promise<void>;
}
