import { type Hotel, type Photo, type Room, WIZARD_STEPS } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { canonicalJson, changedSteps, type ReviewDocument, reviewParts, stepChanges } from './review-diff.ts';

const hotel: Hotel = {
  id: 7,
  name: 'Hotel Sol',
  raw_code: '1',
  code: 'ES-SOL-00001',
  htype: 1,
  rating: 4,
  style: null,
  check_in_start: '14:00',
  check_out_start: '12:00',
  languages: [1, 2],
  content_language: 1,
  oberture: null,
  smoke: null,
  address: 'Calle Mayor 1',
  city: 'Madrid',
  country: 'España',
  postal_code: '28013',
  longitude: -3.70379,
  latitude: 40.416775,
  is_apartment: false,
  rooms_locked: false,
  accessibility: [3, 5],
  services: [{ service: 9, schedule: { type: 'FROM_TIME', from: '08:00' } }],
  contract_status: 'sent',
  activity_data: [{ id: 11, activity: 2, zone: 1, hotel: 7 }],
  contacts: [],
};

const room = { id: 21, hotel: 7, name: 'Doble', is_apartment: false } as Room;
const photo = { id: 31, order: 1, category: 'hotel', quality_rate: 4 } as Photo;

const document: ReviewDocument = {
  hotel,
  rooms: [room],
  photos: [photo],
  videos: [],
  opinions: [{ id: 41, hotel: 7, area: 'hotel', text: 'Con encanto.' }],
};

/** The snapshot as it comes back from jsonb: keys reordered, through JSON. */
function stored(parts: unknown): Record<string, unknown> {
  const reversed = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reversed);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, reversed(inner)]),
    );
  };
  return reversed(JSON.parse(JSON.stringify(parts))) as Record<string, unknown>;
}

const allSteps = WIZARD_STEPS.map((step) => step.key);

describe('changedSteps', () => {
  it('answers every step, in step order, when the hotel was never approved', () => {
    expect(changedSteps(reviewParts(document), null)).toEqual(allSteps);
  });

  it('answers none when the document equals the stored snapshot, whatever the key order', () => {
    expect(changedSteps(reviewParts(document), stored(reviewParts(document)))).toEqual([]);
  });

  it('names only the step whose part changed', () => {
    const approved = stored(reviewParts(document));
    const basic = { ...document, hotel: { ...hotel, check_in_start: '15:00' } };
    expect(changedSteps(reviewParts(basic), approved)).toEqual(['basic']);
    const location = { ...document, hotel: { ...hotel, postal_code: '28014' } };
    expect(changedSteps(reviewParts(location), approved)).toEqual(['ubication']);
    const accessibility = { ...document, hotel: { ...hotel, accessibility: [3] } };
    expect(changedSteps(reviewParts(accessibility), approved)).toEqual(['accesibility']);
    const services = { ...document, hotel: { ...hotel, services: [] } };
    expect(changedSteps(reviewParts(services), approved)).toEqual(['services']);
    const activities = { ...document, hotel: { ...hotel, activity_data: [] } };
    expect(changedSteps(reviewParts(activities), approved)).toEqual(['activities']);
    const photos = { ...document, photos: [{ ...photo, order: 2 }] };
    expect(changedSteps(reviewParts(photos), approved)).toEqual(['photos']);
    const videos = { ...document, videos: [{ id: 1 } as ReviewDocument['videos'][number]] };
    expect(changedSteps(reviewParts(videos), approved)).toEqual(['videos']);
    const opinions = { ...document, opinions: [] };
    expect(changedSteps(reviewParts(opinions), approved)).toEqual(['opinions']);
  });

  it('marks both room steps when a room type changes', () => {
    const renamed = { ...document, rooms: [{ ...room, name: 'Doble superior' }] };
    expect(changedSteps(reviewParts(renamed), stored(reviewParts(document)))).toEqual(['rooms', 'room']);
  });

  it('ignores the fields a step does not edit and the row ids of activities and opinions', () => {
    const approved = stored(reviewParts(document));
    const same = {
      ...document,
      hotel: {
        ...hotel,
        contract_status: 'approved' as const,
        rooms_locked: true,
        activity_data: [{ id: 99, activity: 2, zone: 1, hotel: 7 }],
      },
      opinions: [{ id: 98, hotel: 7, area: 'hotel', text: 'Con encanto.' }],
    };
    expect(changedSteps(reviewParts(same), approved)).toEqual([]);
  });

  it('counts a part missing from an older snapshot as changed', () => {
    const { videos: _videos, ...withoutVideos } = stored(reviewParts(document));
    expect(changedSteps(reviewParts(document), withoutVideos)).toEqual(['videos']);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });
});

describe('stepChanges', () => {
  it('answers, per changed step, the fields then and now and the items added, removed or changed', () => {
    const returned = stored(reviewParts(document));
    const now = reviewParts({
      ...document,
      hotel: { ...hotel, city: 'Toledo' },
      rooms: [
        { ...room, name: 'Doble superior' },
        { ...room, id: 22, name: 'Suite' },
      ],
      photos: [],
    });
    expect(stepChanges(now, returned)).toEqual([
      {
        step: 'ubication',
        fields: [{ field: 'city', before: hotel.city, after: 'Toledo' }],
        added: [],
        removed: [],
        changed: [],
      },
      { step: 'rooms', fields: [], added: ['Suite'], removed: [], changed: ['Doble superior'] },
      { step: 'photos', fields: [], added: [], removed: ['#31'], changed: [] },
    ]);
    expect(stepChanges(reviewParts(document), returned)).toEqual([]);
  });
});
