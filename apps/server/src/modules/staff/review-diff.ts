import type { Hotel, Opinion, Photo, Room, Video, WizardStepKey } from '@hotel/domain';
import { WIZARD_STEPS } from '@hotel/domain';

/** What the owner filled in, as the review shows it: the parts an approval snapshot is made of. */
export interface ReviewDocument {
  hotel: Hotel;
  rooms: readonly Room[];
  /** Every photo, in category order then in its order within the category. */
  photos: readonly Photo[];
  videos: readonly Video[];
  opinions: readonly Opinion[];
}

/**
 * The approval snapshot (hotel_approvals.snapshot): the review document cut into the parts the
 * wizard steps edit. Row ids of activities and opinions are left out: the wizard may delete and
 * re-create those rows on a save that changes nothing, and only their content was approved.
 */
export interface ReviewParts {
  basic: Pick<
    Hotel,
    | 'htype'
    | 'rating'
    | 'style'
    | 'check_in_start'
    | 'check_out_start'
    | 'languages'
    | 'content_language'
    | 'oberture'
    | 'smoke'
  >;
  ubication: Pick<Hotel, 'address' | 'city' | 'country' | 'postal_code' | 'latitude' | 'longitude'>;
  accesibility: Hotel['accessibility'];
  services: Hotel['services'];
  activities: { activity: number; zone: number }[];
  rooms: readonly Room[];
  photos: readonly Photo[];
  videos: readonly Video[];
  opinions: { area: string; text: string }[];
}
export type ReviewPart = keyof ReviewParts;

/** The part of the review each wizard step edits (Rooms and Room both edit the room types). */
export const STEP_PARTS: Readonly<Record<WizardStepKey, ReviewPart>> = {
  basic: 'basic',
  ubication: 'ubication',
  accesibility: 'accesibility',
  services: 'services',
  activities: 'activities',
  rooms: 'rooms',
  room: 'rooms',
  photos: 'photos',
  videos: 'videos',
  opinions: 'opinions',
};

export function reviewParts(document: ReviewDocument): ReviewParts {
  const { hotel } = document;
  return {
    basic: {
      htype: hotel.htype,
      rating: hotel.rating,
      style: hotel.style,
      check_in_start: hotel.check_in_start,
      check_out_start: hotel.check_out_start,
      languages: hotel.languages,
      content_language: hotel.content_language,
      oberture: hotel.oberture,
      smoke: hotel.smoke,
    },
    ubication: {
      address: hotel.address,
      city: hotel.city,
      country: hotel.country,
      postal_code: hotel.postal_code,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
    },
    accesibility: hotel.accessibility,
    services: hotel.services,
    activities: hotel.activity_data.map(({ activity, zone }) => ({ activity, zone })),
    rooms: document.rooms,
    photos: document.photos,
    videos: document.videos,
    opinions: document.opinions.map(({ area, text }) => ({ area, text })),
  };
}

/**
 * The wizard steps, in step order, whose part differs from the last approved snapshot; every
 * step when there is none. A snapshot lacking a part (written before the part existed) counts
 * that part as changed.
 */
export function changedSteps(
  current: ReviewParts,
  approved: Record<string, unknown> | null,
): WizardStepKey[] {
  return WIZARD_STEPS.map((step) => step.key).filter((step) => {
    const part = STEP_PARTS[step];
    if (approved === null || !(part in approved)) return true;
    return canonicalJson(current[part]) !== canonicalJson(approved[part]);
  });
}

/**
 * JSON with object keys sorted: the snapshot comes back from jsonb with its keys reordered, and
 * an absent key equals an undefined one. Array order is kept (photo and room order are content).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const entries = Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries);
  });
}
