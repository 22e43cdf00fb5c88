/**
 * Honest wizard progress (issue 19, decision 031): published weights per step; a step counts once
 * it has been reviewed and saved at least once (and is valid by the spec's rules), and the Photos
 * step counts by how close the hotel is to the photo guidance (spec §5: at least 20 photos, at most
 * 5 rated below 4 stars). The validity rules that decide where the wizard resumes stay in wizard/rules.ts.
 */
import {
  clampProgress,
  PHOTO_ALERT_GOOD_STARS,
  PHOTO_ALERT_MAX_BELOW_GOOD,
  PHOTO_ALERT_MIN_PHOTOS,
  PROGRESS_MAX,
} from '../shared/constants.ts';
import { type HotelSnapshot, isStepValid, WIZARD_STEPS, type WizardStepKey } from './rules.ts';

/** The published weight of each step, out of 100 (decision 031). */
export const PROGRESS_WEIGHTS = {
  basic: 20,
  ubication: 15,
  accesibility: 5,
  services: 10,
  activities: 5,
  rooms: 5,
  room: 10,
  photos: 20,
  videos: 5,
  opinions: 5,
} as const satisfies Record<WizardStepKey, number>;

/** The steps a user can mark as reviewed (every wizard step). */
export const WIZARD_STEP_KEYS = WIZARD_STEPS.map((step) => step.key) as [WizardStepKey, ...WizardStepKey[]];

/**
 * What a step shows in the stepper: complete (counts fully), invalid (the spec's rules refuse its
 * data), not_reviewed (never saved), partial (Photos saved but below the photo guidance).
 */
export type StepState = 'complete' | 'invalid' | 'not_reviewed' | 'partial';

/** The photos as the guidance counts them: how many, and how many are rated below 4 stars. */
export interface PhotoTally {
  total: number;
  belowGood: number;
}

/** Tally of a photo list (a rating missing counts as good: nobody has rated it down). */
export function photoTally(photos: readonly { quality_rate: number | null }[]): PhotoTally {
  return {
    total: photos.length,
    belowGood: photos.filter(
      (photo) => photo.quality_rate != null && photo.quality_rate < PHOTO_ALERT_GOOD_STARS,
    ).length,
  };
}

/**
 * How close the hotel is to the photo guidance, 0..1: photos rated below 4 stars beyond the five
 * tolerated do not count, and 20 counted photos are the whole share.
 */
export function photoGuidanceShare(tally: PhotoTally): number {
  return Math.min(countedPhotos(tally), PHOTO_ALERT_MIN_PHOTOS) / PHOTO_ALERT_MIN_PHOTOS;
}

/** The photos the guidance counts: all but those rated below 4 stars beyond the five tolerated. */
export function countedPhotos({ total, belowGood }: PhotoTally): number {
  const excessBelowGood = Math.max(0, belowGood - PHOTO_ALERT_MAX_BELOW_GOOD);
  return Math.max(0, total - excessBelowGood);
}

export interface ProgressInput {
  snapshot: HotelSnapshot;
  /** The steps saved at least once. */
  reviewed: readonly string[];
  photos: PhotoTally;
}

export interface StepProgress {
  key: WizardStepKey;
  state: StepState;
  weight: number;
  /** The points this step earns, 0..weight. */
  earned: number;
}

export interface HonestProgress {
  /** The steps that count fully, in step order. */
  completed: WizardStepKey[];
  /** Earned points over the points available (locked room steps are not available), 0..100. */
  percent: number;
  steps: StepProgress[];
  /** The photos the guidance counts, and the 20 it asks for: why Photos earns what it earns. */
  photos: { counted: number; needed: number };
}

function stepProgress(key: WizardStepKey, input: ProgressInput, reviewed: ReadonlySet<string>): StepProgress {
  const weight = PROGRESS_WEIGHTS[key];
  if (key === 'photos') {
    const share = photoGuidanceShare(input.photos);
    const state: StepState = share >= 1 ? 'complete' : reviewed.has(key) ? 'partial' : 'not_reviewed';
    return { key, state, weight, earned: weight * share };
  }
  if (!isStepValid(key, input.snapshot)) return { key, state: 'invalid', weight, earned: 0 };
  if (!reviewed.has(key)) return { key, state: 'not_reviewed', weight, earned: 0 };
  return { key, state: 'complete', weight, earned: weight };
}

const isLockedRoomStep = (key: WizardStepKey, snapshot: HotelSnapshot) =>
  snapshot.rooms_locked && (key === 'rooms' || key === 'room');

/**
 * The hotel's progress by the published weights. Rooms and Room are left out when rooms are
 * locked (the wizard skips them, so they are neither earned nor available).
 */
export function honestProgress(input: ProgressInput): HonestProgress {
  const reviewed = new Set(input.reviewed);
  let earned = 0;
  let available = 0;
  const steps: StepProgress[] = [];
  for (const { key } of WIZARD_STEPS) {
    if (isLockedRoomStep(key, input.snapshot)) {
      steps.push({ key, state: 'complete', weight: 0, earned: 0 });
      continue;
    }
    const step = stepProgress(key, input, reviewed);
    steps.push(step);
    earned += step.earned;
    available += step.weight;
  }
  const percent = available === 0 ? 0 : clampProgress(Math.floor((earned / available) * PROGRESS_MAX));
  return {
    completed: steps.filter((step) => step.state === 'complete').map((step) => step.key),
    percent,
    steps,
    photos: { counted: countedPhotos(input.photos), needed: PHOTO_ALERT_MIN_PHOTOS },
  };
}

/**
 * The progress as the API answers it and every screen shows it (issue 34 item 12): the sidebar,
 * the hotel screen and the wizard step all read this one answer, so they cannot disagree.
 */
export interface ProgressView {
  completed: string[];
  percent: number;
  steps?: { key: string; state: StepState }[];
  photos?: { counted: number; needed: number };
}

/** The hotel's progress for the API: the only place the figure is computed (the server calls it). */
export function progressView(input: ProgressInput): ProgressView {
  const { completed, percent, steps, photos } = honestProgress(input);
  return { completed, percent, steps: steps.map(({ key, state }) => ({ key, state })), photos };
}

/** Why a step does not earn its whole weight, as the progress explains it beside the figure. */
export type ProgressShortfall =
  | { key: string; reason: 'photos'; counted: number; needed: number }
  | { key: string; reason: 'invalid' | 'not_reviewed' };

/**
 * The steps that keep the figure below 100 %, in step order, each with its reason: the figure
 * moves (after an approval too: a photo rated down, a room changed) only when one of these does.
 */
export function progressShortfalls(progress: ProgressView): ProgressShortfall[] {
  const shortfalls: ProgressShortfall[] = [];
  for (const step of progress.steps ?? []) {
    if (step.state === 'complete') continue;
    if (step.key === 'photos' && progress.photos) {
      shortfalls.push({ key: step.key, reason: 'photos', ...progress.photos });
    } else if (step.state === 'invalid' || step.state === 'not_reviewed') {
      shortfalls.push({ key: step.key, reason: step.state });
    } else {
      shortfalls.push({ key: step.key, reason: 'not_reviewed' });
    }
  }
  return shortfalls;
}
