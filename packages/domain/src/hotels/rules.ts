/** Hotels: the pending hotels' outcomes and the schedules' rules (no zod). */
import type { SCHEDULE_KEY_TYPES } from '../shared/constants.ts';
import { HOTEL_MSG } from '../shared/messages.ts';

/**
 * What became of one hotel chosen at registration (or given by a staff link) when the pending
 * hotels are created in one step (issue 19, POST /api/hotel/pending/), as POST /api/hotel/ would:
 * `created` (now one of the user's hotels: new, or an existing one a staff link gave), `claim_recorded`
 * (someone else's unverified hotel: the claim waits for staff), `ask_for_link` (verified for someone
 * else), `refused` (the catalogue does not back the choice). Only `created` leaves the pending list.
 */
export const PENDING_OUTCOMES = ['created', 'claim_recorded', 'ask_for_link', 'refused'] as const;
export type PendingOutcome = (typeof PENDING_OUTCOMES)[number];

/** A time of day, HH:MM on the 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Which times each schedule key type needs (spec §3 schedule key types). */
export const SCHEDULE_FIELDS: Record<
  (typeof SCHEDULE_KEY_TYPES)[number],
  ('from' | 'to' | 'from2' | 'to2')[]
> = {
  ANY_TIME: [],
  FROM_TIME: ['from'],
  BETWEEN_TWO_HOURS: ['from', 'to'],
  AT_TIME: ['from'],
  TO_TIME: ['to'],
  SPLIT_TIME: ['from', 'to', 'from2', 'to2'],
};

const DAY_MINUTES = 24 * 60;

function minutesOf(time: string | undefined): number | undefined {
  const match = time?.match(TIME_OF_DAY);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/**
 * The order of the times of a range schedule (BETWEEN_TWO_HOURS, SPLIT_TIME): read in the order
 * given, they go forward round the clock from the first and never come back to it. A range may
 * cross midnight (a bar open from 18:00 to 02:00), but it may not be empty (end = start), and
 * the second period of a split schedule starts after the first ends and ends before the first
 * starts again (no overlap). Answers the field to mark and its message, or undefined when the
 * times are in order or cannot be read (their own messages say why).
 */
export function scheduleOrderProblem(schedule: {
  type: (typeof SCHEDULE_KEY_TYPES)[number];
  from?: string | undefined;
  to?: string | undefined;
  from2?: string | undefined;
  to2?: string | undefined;
}): { field: 'to' | 'from2' | 'to2'; message: string } | undefined {
  if (schedule.type !== 'BETWEEN_TWO_HOURS' && schedule.type !== 'SPLIT_TIME') return undefined;
  const start = minutesOf(schedule.from);
  const end = minutesOf(schedule.to);
  if (start === undefined || end === undefined) return undefined;
  /** Minutes after the start, going forward round the clock. */
  const after = (minutes: number) => (minutes - start + DAY_MINUTES) % DAY_MINUTES;
  if (end === start) return { field: 'to', message: HOTEL_MSG.scheduleSameTime };
  if (schedule.type === 'BETWEEN_TWO_HOURS') return undefined;
  const start2 = minutesOf(schedule.from2);
  const end2 = minutesOf(schedule.to2);
  if (start2 === undefined || end2 === undefined) return undefined;
  if (after(start2) <= after(end)) return { field: 'from2', message: HOTEL_MSG.scheduleOverlap };
  if (end2 === start2) return { field: 'to2', message: HOTEL_MSG.scheduleSameTime };
  if (after(end2) <= after(start2)) return { field: 'to2', message: HOTEL_MSG.scheduleOverlap };
  return undefined;
}
