import { describe, expect, it } from 'vitest';
import {
  honestProgress,
  PROGRESS_WEIGHTS,
  photoGuidanceShare,
  photoTally,
  progressShortfalls,
  progressView,
} from './progress.ts';
import { type HotelSnapshot, WIZARD_STEPS } from './rules.ts';

const validHotel = {
  htype: 1,
  check_in_start: '14:00',
  check_out_start: '12:00',
  content_language: 1,
  languages: [1],
  address: 'Calle Mayor 1',
  postal_code: '28001',
  city: 'Madrid',
  country: 'ES',
};
const validRoom = {
  id: 1,
  name: 'Doble',
  type: 1,
  hotelroom_rooms: [{ hoteltypebeds: [{ rbed: 1, quantity: 1 }] }],
  default_adults: 2,
  bath: 1,
};
const complete: HotelSnapshot = { hotel: validHotel, rooms: [validRoom], rooms_locked: false };
const brandNew: HotelSnapshot = { hotel: { languages: [] }, rooms: [], rooms_locked: false };
const ALL = WIZARD_STEPS.map((step) => step.key);
const noPhotos = { total: 0, belowGood: 0 };
const twentyGood = { total: 20, belowGood: 0 };

describe('PROGRESS_WEIGHTS', () => {
  it('weighs every step and adds up to 100', () => {
    expect(Object.keys(PROGRESS_WEIGHTS).sort()).toEqual([...ALL].sort());
    expect(Object.values(PROGRESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('honestProgress', () => {
  it('starts a brand-new hotel at 0 %, with no ticks for the always-valid steps', () => {
    const progress = honestProgress({ snapshot: brandNew, reviewed: [], photos: noPhotos });
    expect(progress.percent).toBe(0);
    expect(progress.completed).toEqual([]);
    const state = Object.fromEntries(progress.steps.map((step) => [step.key, step.state]));
    expect(state).toMatchObject({
      basic: 'invalid',
      ubication: 'invalid',
      accesibility: 'not_reviewed',
      services: 'not_reviewed',
      rooms: 'invalid',
      photos: 'not_reviewed',
      opinions: 'not_reviewed',
    });
  });

  it('does not give an untouched apartment hotel (rooms locked, data valid) 100 %', () => {
    const apartment: HotelSnapshot = { hotel: validHotel, rooms: [], rooms_locked: true };
    const progress = honestProgress({ snapshot: apartment, reviewed: [], photos: noPhotos });
    expect(progress.percent).toBe(0);
    expect(progress.completed).toEqual(['rooms', 'room']);
  });

  it('counts a step only once reviewed, by its weight', () => {
    const basicOnly = honestProgress({ snapshot: complete, reviewed: ['basic'], photos: noPhotos });
    expect(basicOnly.percent).toBe(PROGRESS_WEIGHTS.basic);
    const two = honestProgress({ snapshot: complete, reviewed: ['basic', 'ubication'], photos: noPhotos });
    expect(two.percent).toBe(PROGRESS_WEIGHTS.basic + PROGRESS_WEIGHTS.ubication);
  });

  it('does not count a reviewed step whose data is invalid', () => {
    const progress = honestProgress({
      snapshot: brandNew,
      reviewed: ['basic', 'services'],
      photos: noPhotos,
    });
    expect(progress.percent).toBe(PROGRESS_WEIGHTS.services);
    expect(progress.steps.find((step) => step.key === 'basic')?.state).toBe('invalid');
  });

  it('never reaches 100 % with 0 photos, even with every step reviewed', () => {
    const progress = honestProgress({ snapshot: complete, reviewed: ALL, photos: noPhotos });
    expect(progress.percent).toBe(100 - PROGRESS_WEIGHTS.photos);
    expect(progress.steps.find((step) => step.key === 'photos')?.state).toBe('partial');
  });

  it('reaches 100 % with every step reviewed and 20 good photos', () => {
    const progress = honestProgress({ snapshot: complete, reviewed: ALL, photos: twentyGood });
    expect(progress.percent).toBe(100);
    expect(progress.completed).toEqual(ALL);
  });

  it('rounds down, so that 100 % means complete', () => {
    const progress = honestProgress({
      snapshot: complete,
      reviewed: ALL,
      photos: { total: 19, belowGood: 0 },
    });
    expect(progress.percent).toBe(99);
  });

  it('scales over the available weight when rooms are locked', () => {
    const locked: HotelSnapshot = { ...complete, rooms: [], rooms_locked: true };
    const progress = honestProgress({ snapshot: locked, reviewed: ['basic'], photos: noPhotos });
    expect(progress.percent).toBe(Math.floor((PROGRESS_WEIGHTS.basic / 85) * 100));
    const full = honestProgress({ snapshot: locked, reviewed: ALL, photos: twentyGood });
    expect(full.percent).toBe(100);
  });
});

describe('photoGuidanceShare', () => {
  it.each([
    [{ total: 0, belowGood: 0 }, 0],
    [{ total: 10, belowGood: 0 }, 0.5],
    [{ total: 20, belowGood: 0 }, 1],
    [{ total: 40, belowGood: 0 }, 1],
    // At most 5 below 4 stars: the first five are tolerated.
    [{ total: 20, belowGood: 5 }, 1],
    // Beyond five, photos below 4 stars do not count.
    [{ total: 20, belowGood: 6 }, 19 / 20],
    [{ total: 20, belowGood: 20 }, 5 / 20],
    [{ total: 30, belowGood: 10 }, 1],
  ])('%o → %d', (tally, share) => {
    expect(photoGuidanceShare(tally)).toBeCloseTo(share);
  });

  it('tallies photos below 4 stars, an unrated photo counting as good', () => {
    expect(
      photoTally([{ quality_rate: 5 }, { quality_rate: 4 }, { quality_rate: 3 }, { quality_rate: null }]),
    ).toEqual({ total: 4, belowGood: 1 });
  });

  it('keeps a hotel with 20 photos mostly below 4 stars from full progress', () => {
    const progress = honestProgress({
      snapshot: complete,
      reviewed: ALL,
      photos: { total: 20, belowGood: 12 },
    });
    expect(progress.percent).toBe(100 - Math.round(PROGRESS_WEIGHTS.photos * (7 / 20)));
  });
});

describe('progressView: the one figure (issue 34 item 12)', () => {
  // Every step but Photos done; 6 of the 20 photos of the guidance.
  const nearlyDone = { snapshot: complete, reviewed: ALL, photos: { total: 6, belowGood: 0 } };

  it('answers the figure, the steps and the photos the guidance counts', () => {
    const view = progressView(nearlyDone);
    expect(view.percent).toBe(86);
    expect(view.photos).toEqual({ counted: 6, needed: 20 });
    expect(view.steps?.find((step) => step.key === 'photos')).toEqual({ key: 'photos', state: 'partial' });
    expect(view.percent).toBe(honestProgress(nearlyDone).percent);
  });

  it('does not drop when the hotel is approved and a photo is added (the 86 → 84 of issue 34)', () => {
    const before = progressView(nearlyDone);
    // The old approval locked the rooms, and the locked room steps left the count: 86 → 84 with
    // a photo more. An approval no longer locks them (decision 062): the photo only adds.
    const locked = progressView({
      ...nearlyDone,
      snapshot: { ...complete, rooms_locked: true },
      photos: { total: 7, belowGood: 0 },
    });
    expect(locked.percent).toBe(84);
    const approved = progressView({ ...nearlyDone, photos: { total: 7, belowGood: 0 } });
    expect(approved.percent).toBe(87);
    expect(approved.percent).toBeGreaterThan(before.percent);
    expect(progressShortfalls(approved)).toEqual([
      { key: 'photos', reason: 'photos', counted: 7, needed: 20 },
    ]);
  });

  it('explains a drop after approval: photos rated below 4 stars beyond the five tolerated stop counting', () => {
    const rated = progressView({ ...nearlyDone, photos: { total: 20, belowGood: 8 } });
    expect(rated.percent).toBe(97);
    expect(progressShortfalls(rated)).toEqual([{ key: 'photos', reason: 'photos', counted: 17, needed: 20 }]);
  });

  it('names each step that keeps the figure below 100 %, with its reason, in step order', () => {
    const view = progressView({ snapshot: brandNew, reviewed: ['services'], photos: noPhotos });
    expect(progressShortfalls(view).map((item) => [item.key, item.reason])).toEqual([
      ['basic', 'invalid'],
      ['ubication', 'invalid'],
      ['accesibility', 'not_reviewed'],
      ['activities', 'not_reviewed'],
      ['rooms', 'invalid'],
      ['room', 'invalid'],
      ['photos', 'photos'],
      ['videos', 'not_reviewed'],
      ['opinions', 'not_reviewed'],
    ]);
    expect(
      progressShortfalls(progressView({ snapshot: complete, reviewed: ALL, photos: twentyGood })),
    ).toEqual([]);
  });
});
