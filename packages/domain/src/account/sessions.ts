import { z } from 'zod';
import { idParam } from '../shared/contract.ts';

/**
 * The sessions page (issue 18): the caller's open sessions, named by their public id (the token's
 * hash never leaves the server), with what the user agent says about the browser.
 */

/** What kind of device a session's user agent names; 'unknown' when it names none (no user agent, a script). */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'other', 'unknown'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

export const sessionSchema = z.object({
  id: z.number().int(),
  /** Browser name and major version ('Chrome 131'); null when the user agent does not say. */
  browser: z.string().nullable(),
  /** Operating system and version ('Windows 10', 'iOS 17.4'); null when the user agent does not say. */
  os: z.string().nullable(),
  device: z.enum(SESSION_DEVICES),
  /** The address the session signed in from. */
  ip: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

/** Newest use first. */
export const sessionListSchema = z.array(sessionSchema);

/** The shared canonical id (decision 023): `01`, `+1`, `0x1`, ` 1` name no session and answer 404. */
export const sessionParamsSchema = z.object({ sessionId: idParam });

/** How many of the caller's other sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
