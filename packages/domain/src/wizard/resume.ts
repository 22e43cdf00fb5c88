/**
 * Where the app goes when it loads (spec §4 "Resume"): after a sign-in or a reload, a hotel with
 * incomplete steps enters the wizard at its first invalid step. The server computes each hotel's
 * resume point with `resumeStep`; this decides what the app does with them on load.
 */
import { isWizardPath } from './rules.ts';

/** The hotel screen: where a sign-in lands and what `/` redirects to. */
export const HOTEL_SCREEN_PATH = '/dash/hotel';

/** A hotel as the hotel list gives it: its id and where its wizard resumes (null when complete). */
export interface LandingHotel {
  id: number;
  resume: { path: string } | null;
}

export interface LandingInput {
  /** The user's hotels in list order. */
  hotels: readonly LandingHotel[];
  /** The selected hotel (kept across reloads, cleared on sign-out), or null. */
  selectedHotelId: number | null;
  /** How many hotels chosen at registration (or through a link) still wait to be created. */
  pendingCount: number;
  /** The path the load landed on. */
  pathname: string;
}

export type LandingDecision =
  /** Stay where the load landed. */
  | { kind: 'stay' }
  /** Stay on the wizard page the load landed on, with the wizard active (the hotel is incomplete). */
  | { kind: 'continue' }
  /** Select the hotel (it may be selected already) and enter the wizard at `path`. */
  | { kind: 'resume'; hotelId: number; path: string };

const STAY: LandingDecision = { kind: 'stay' };

/** Whether a pathname is the hotel screen (query, hash and a trailing slash ignored). */
export function isHotelScreenPath(pathname: string): boolean {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  return bare.replace(/\/+$/, '') === HOTEL_SCREEN_PATH;
}

/**
 * What the app does on load:
 * - on a wizard page it stays, and the wizard is active when the selected hotel is incomplete;
 * - on any other screen but the hotel screen it stays (navigating outside the wizard leaves it);
 * - on the hotel screen it stays while hotels wait to be created (creating them comes first);
 * - otherwise it resumes the selected hotel at its first invalid step, or stays when that hotel
 *   is complete; with no hotel selected (or a selection that is not among the user's hotels) it
 *   selects the first hotel with incomplete steps and resumes it there, or stays when all are
 *   complete.
 */
export function landingDecision({
  hotels,
  selectedHotelId,
  pendingCount,
  pathname,
}: LandingInput): LandingDecision {
  const selected = hotels.find((hotel) => hotel.id === selectedHotelId);
  if (isWizardPath(pathname)) return selected?.resume ? { kind: 'continue' } : STAY;
  if (!isHotelScreenPath(pathname) || pendingCount > 0) return STAY;
  const target = selected ?? hotels.find((hotel) => hotel.resume !== null);
  return target?.resume ? { kind: 'resume', hotelId: target.id, path: target.resume.path } : STAY;
}
