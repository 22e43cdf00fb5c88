/**
 * The hotel wizard (spec §2, §4): its ten steps, next/back navigation, resume and progress.
 * Quirk fixed (docs/architecture.md, "The web app"): Photos' back link mirrors the forward rule.
 */
import { clampProgress, PROGRESS_MAX } from '../shared/constants.ts';
import {
  ALWAYS_VALID_STEPS,
  type ApartmentLike,
  type HotelLike,
  isBasicValid,
  isLocationValid,
  isRoomListValid,
  isRoomOrApartmentValid,
  type RoomLike,
} from './validity.ts';

/**
 * The contract step, after the wizard's last step (decision 030): where saving Opinions leads.
 * Here, not in contracts/: the sidebar and the home need it in every first load, and the contract's
 * schemas need zod (bench/bundle-budget.ts).
 */
export const CONTRACT_STEP_PATH = '/dash/contract';

export const WIZARD_STEPS = [
  { index: 0, key: 'basic', path: '/basic' },
  { index: 1, key: 'ubication', path: '/ubication' },
  { index: 2, key: 'accesibility', path: '/accesibility' },
  { index: 3, key: 'services', path: '/services' },
  { index: 4, key: 'activities', path: '/activities' },
  { index: 5, key: 'rooms', path: '/rooms' },
  { index: 6, key: 'room', path: '/room/:roomId' },
  { index: 7, key: 'photos', path: '/photos' },
  { index: 8, key: 'videos', path: '/videos' },
  { index: 9, key: 'opinions', path: '/opinions' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/**
 * The steps as the wizard shows and names them (its stepper, the contract step's list of what is
 * sent): a room's details are part of Rooms.
 */
export const WIZARD_SHOWN_STEPS = WIZARD_STEPS.filter((step) => step.key !== 'room');
export type WizardStepKey = WizardStep['key'];

/** What next/back need to know beyond the step itself. */
export interface WizardNavContext {
  roomsLocked: boolean;
  /** The first incomplete room (from Rooms) or the next one after the current room (from Room). */
  nextIncompleteRoomId?: number | null;
  /** The first room of the list; used by stepPath for the Room step. */
  firstRoomId?: number | null;
}

/** One hotel as the wizard checks it: the hotel, its room types and apartments, and the lock flag. */
export interface HotelSnapshot {
  hotel: HotelLike;
  /** Rooms and apartments together, told apart by is_apartment. */
  rooms: (RoomLike | ApartmentLike)[];
  rooms_locked: boolean;
}

/** Where the wizard resumes: the step and the concrete path to open. */
export interface ResumePoint {
  step: WizardStepKey;
  path: string;
}

const ROOM_PATH = /^\/room\/[^/]+$/;

/** The pathname without query, hash and trailing slash. */
function normalize(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** The wizard step a pathname shows ('/room/123' is 'room'), or undefined outside the wizard. */
export function stepOfPath(pathname: string): WizardStepKey | undefined {
  const path = normalize(pathname);
  if (ROOM_PATH.test(path)) return 'room';
  return WIZARD_STEPS.find((step) => step.key !== 'room' && step.path === path)?.key;
}

/** Whether a pathname belongs to the wizard (leaving it stops the wizard). */
export function isWizardPath(pathname: string): boolean {
  return stepOfPath(pathname) !== undefined;
}

/** The detail path of a room or apartment. */
export function roomPath(roomId: number | string): string {
  return `/room/${roomId}`;
}

/** The index (0..9) of a step. */
export function stepIndex(step: WizardStepKey): number {
  return WIZARD_STEPS.findIndex((s) => s.key === step);
}

/** The concrete path of a step; the Room step opens the first room, or null when there is none. */
export function stepPath(
  step: WizardStepKey,
  ctx: Pick<WizardNavContext, 'firstRoomId'> = {},
): string | null {
  if (step === 'room') return ctx.firstRoomId == null ? null : roomPath(ctx.firstRoomId);
  return WIZARD_STEPS[stepIndex(step)]?.path ?? null;
}

function incompleteRoomOrPhotos(ctx: WizardNavContext): string {
  return ctx.nextIncompleteRoomId == null ? '/photos' : roomPath(ctx.nextIncompleteRoomId);
}

/**
 * Where saving a step leads: the next step in order, except Activities → Photos when rooms are
 * locked, and Rooms/Room → the next incomplete room, or Photos when none. Opinions is the end
 * (null): the caller moves on to the next pending hotel.
 */
export function nextPath(step: WizardStepKey, ctx: WizardNavContext): string | null {
  switch (step) {
    case 'basic':
      return '/ubication';
    case 'ubication':
      return '/accesibility';
    case 'accesibility':
      return '/services';
    case 'services':
      return '/activities';
    case 'activities':
      return ctx.roomsLocked ? '/photos' : '/rooms';
    case 'rooms':
    case 'room':
      return incompleteRoomOrPhotos(ctx);
    case 'photos':
      return '/videos';
    case 'videos':
      return '/opinions';
    case 'opinions':
      return null;
  }
}

/**
 * The back link of a step: the previous step in order; Room goes back to Rooms and Photos to
 * Rooms, or to Activities when rooms are locked. Basic has none (null).
 */
export function backPath(step: WizardStepKey, ctx: WizardNavContext): string | null {
  switch (step) {
    case 'basic':
      return null;
    case 'ubication':
      return '/basic';
    case 'accesibility':
      return '/ubication';
    case 'services':
      return '/accesibility';
    case 'activities':
      return '/services';
    case 'rooms':
      return '/activities';
    case 'room':
      return '/rooms';
    case 'photos':
      return ctx.roomsLocked ? '/activities' : '/rooms';
    case 'videos':
      return '/photos';
    case 'opinions':
      return '/videos';
  }
}

/**
 * The first incomplete room after `afterRoomId` in list order (not wrapping around), or the
 * first incomplete room of all when afterRoomId is absent or not in the list; null when none.
 */
export function nextIncompleteRoomId(
  rooms: readonly (RoomLike | ApartmentLike)[],
  afterRoomId?: number | null,
): number | null {
  const at = afterRoomId == null ? -1 : rooms.findIndex((room) => room.id === afterRoomId);
  return rooms.slice(at + 1).find((room) => !isRoomOrApartmentValid(room))?.id ?? null;
}

const ALWAYS_VALID: ReadonlySet<WizardStepKey> = new Set(ALWAYS_VALID_STEPS);

/**
 * Whether a step of the hotel is complete. Rooms and Room count as complete when rooms are
 * locked (the wizard skips them); Room needs at least one room type, each valid.
 */
export function isStepValid(step: WizardStepKey, snapshot: HotelSnapshot): boolean {
  if (ALWAYS_VALID.has(step)) return true;
  switch (step) {
    case 'basic':
      return isBasicValid(snapshot.hotel);
    case 'ubication':
      return isLocationValid(snapshot.hotel);
    case 'rooms':
      return snapshot.rooms_locked || isRoomListValid(snapshot.rooms);
    case 'room':
      return (
        snapshot.rooms_locked || (snapshot.rooms.length > 0 && snapshot.rooms.every(isRoomOrApartmentValid))
      );
    default:
      return true;
  }
}

/**
 * Where the wizard resumes for a hotel: the first invalid step in order with its path (for an
 * invalid room, the first invalid room's `/room/{id}`), or null when every step is valid.
 */
export function resumeStep(snapshot: HotelSnapshot): ResumePoint | null {
  for (const step of WIZARD_STEPS) {
    if (isStepValid(step.key, snapshot)) continue;
    if (step.key === 'room') {
      const id = nextIncompleteRoomId(snapshot.rooms);
      // Only reachable with an empty list, which the Rooms step catches first.
      return { step: 'room', path: id == null ? '/rooms' : roomPath(id) };
    }
    return { step: step.key, path: step.path };
  }
  return null;
}

/**
 * Every step the contract still needs (issue 19, decision 030): the invalid steps in order, each
 * with the path that opens it (an invalid room: the first invalid room's `/room/{id}`). Empty when
 * the hotel is complete.
 */
export function missingSteps(snapshot: HotelSnapshot): ResumePoint[] {
  const missing: ResumePoint[] = [];
  for (const step of WIZARD_STEPS) {
    if (isStepValid(step.key, snapshot)) continue;
    if (step.key === 'room') {
      // With no room types at all, the Rooms step already says so.
      const id = nextIncompleteRoomId(snapshot.rooms);
      if (id != null) missing.push({ step: 'room', path: roomPath(id) });
    } else missing.push({ step: step.key, path: step.path });
  }
  return missing;
}

/**
 * The next hotel to complete after `currentId`: list order, wrapping around, the current hotel
 * excluded; null when no other hotel has an invalid step.
 */
export function nextHotelToComplete(
  hotels: readonly { id: number; snapshot: HotelSnapshot }[],
  currentId: number | null | undefined,
): { id: number; resume: ResumePoint } | null {
  const at = hotels.findIndex((h) => h.id === currentId);
  const ordered = at < 0 ? hotels : [...hotels.slice(at + 1), ...hotels.slice(0, at)];
  for (const candidate of ordered) {
    if (candidate.id === currentId) continue;
    const resume = resumeStep(candidate.snapshot);
    if (resume) return { id: candidate.id, resume };
  }
  return null;
}

/** Which steps are complete (in step order) and the share of the ten steps, 0..100. */
export function wizardProgress(snapshot: HotelSnapshot): { completed: WizardStepKey[]; percent: number } {
  const completed = WIZARD_STEPS.filter((step) => isStepValid(step.key, snapshot)).map((step) => step.key);
  const percent = clampProgress(Math.round((completed.length / WIZARD_STEPS.length) * PROGRESS_MAX));
  return { completed, percent };
}

/** Step widget: the finish button is enabled only on the final step. */
export function isFinishEnabled(current: number, stepCount: number): boolean {
  return stepCount > 0 && current === stepCount - 1;
}

/** Step widget: next and previous stay within 0..count-1 (0 when there are no steps). */
export function clampStep(index: number, count: number): number {
  const last = Number.isFinite(count) ? Math.trunc(count) - 1 : -1;
  if (last < 0 || Number.isNaN(index)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(index)));
}
