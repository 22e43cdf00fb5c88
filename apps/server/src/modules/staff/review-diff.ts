import type { Hotel, Opinion, Photo, Room, StepChange, Video, WizardStepKey } from '@hotel/domain';
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

/** How an item of a list part is named in a change: the room's name, the photo's number, … */
function itemLabel(part: ReviewPart, item: unknown): string {
  const value = (item ?? {}) as Record<string, unknown>;
  switch (part) {
    case 'rooms':
      return String(value.name ?? value.id ?? '');
    case 'photos':
      return `#${String(value.id ?? '')}`;
    case 'videos':
      return String(value.url ?? value.id ?? '');
    case 'opinions':
      return String(value.area ?? '');
    case 'activities':
      return `${String(value.activity ?? '')}/${String(value.zone ?? '')}`;
    case 'services':
      return String(value.service ?? '');
    default:
      return String(item);
  }
}

/** What identifies an item of a list part across versions: its row id where it keeps one, else its content. */
function itemKey(part: ReviewPart, item: unknown): string {
  const value = (item ?? {}) as Record<string, unknown>;
  if ((part === 'rooms' || part === 'photos' || part === 'videos') && value.id !== undefined)
    return String(value.id);
  if (part === 'services') return String(value.service);
  if (part === 'opinions') return String(value.area);
  return canonicalJson(item);
}

/**
 * Per step, what changed since a returned version (issue 34 item 17): the fields of a form step
 * whose value differs (before and after), and the items of a list step added, removed or changed.
 * Only the steps that differ; the room details step is reported under Rooms.
 */
export function stepChanges(current: ReviewParts, returned: Record<string, unknown>): StepChange[] {
  return changedSteps(current, returned)
    .filter((step) => step !== 'room')
    .map((step) => {
      const part = STEP_PARTS[step];
      const after: unknown = current[part];
      const before: unknown = returned[part];
      const change: StepChange = { step, fields: [], added: [], removed: [], changed: [] };
      if (Array.isArray(after) || Array.isArray(before)) {
        const old = new Map((Array.isArray(before) ? before : []).map((item) => [itemKey(part, item), item]));
        const now = new Map((Array.isArray(after) ? after : []).map((item) => [itemKey(part, item), item]));
        for (const [key, item] of now) {
          if (!old.has(key)) change.added.push(itemLabel(part, item));
          else if (canonicalJson(item) !== canonicalJson(old.get(key)))
            change.changed.push(itemLabel(part, item));
        }
        for (const [key, item] of old) if (!now.has(key)) change.removed.push(itemLabel(part, item));
        // Same items, another order (photos and rooms are shown in order).
        if (change.added.length + change.removed.length + change.changed.length === 0)
          change.fields.push({ field: 'order', before: null, after: null });
        return change;
      }
      const oldFields = (before ?? {}) as Record<string, unknown>;
      const newFields = (after ?? {}) as Record<string, unknown>;
      for (const field of new Set([...Object.keys(oldFields), ...Object.keys(newFields)])) {
        if (canonicalJson(oldFields[field] ?? null) !== canonicalJson(newFields[field] ?? null))
          change.fields.push({ field, before: oldFields[field] ?? null, after: newFields[field] ?? null });
      }
      return change;
    });
}
