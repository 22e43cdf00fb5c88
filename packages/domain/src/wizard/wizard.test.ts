import { describe, expect, it } from 'vitest';
import {
  backPath,
  clampStep,
  type HotelSnapshot,
  isFinishEnabled,
  isStepValid,
  isWizardPath,
  missingSteps,
  nextHotelToComplete,
  nextIncompleteRoomId,
  nextPath,
  resumeStep,
  roomPath,
  stepIndex,
  stepOfPath,
  stepPath,
  WIZARD_STEPS,
  type WizardNavContext,
  type WizardStepKey,
  wizardProgress,
} from './rules.ts';
import type { ApartmentLike, HotelLike, RoomLike } from './validity.ts';

const open: WizardNavContext = { roomsLocked: false };
const locked: WizardNavContext = { roomsLocked: true };

describe('WIZARD_STEPS', () => {
  it('numbers the ten steps in order', () => {
    expect(WIZARD_STEPS.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(WIZARD_STEPS.map((s) => stepIndex(s.key))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('stepOfPath / isWizardPath', () => {
  it.each<[string, WizardStepKey | undefined]>([
    ['/basic', 'basic'],
    ['/ubication', 'ubication'],
    ['/accesibility', 'accesibility'],
    ['/services', 'services'],
    ['/activities', 'activities'],
    ['/rooms', 'rooms'],
    ['/room/123', 'room'],
    ['/room/123/', 'room'],
    ['/photos', 'photos'],
    ['/videos', 'videos'],
    ['/opinions', 'opinions'],
    ['/basic?lang=en', 'basic'],
    ['/photos/', 'photos'],
    ['/opinions#top', 'opinions'],
    ['/room/:roomId', 'room'],
    ['/room', undefined],
    ['/room/', undefined],
    ['/room/1/photos', undefined],
    ['/rooms/1', undefined],
    ['/contacts', undefined],
    ['/dash/hotel', undefined],
    ['/dash/rates', undefined],
    ['/auth/login', undefined],
    ['/', undefined],
    ['', undefined],
    ['/Basic', undefined],
  ])('%s → %s', (path, expected) => {
    expect(stepOfPath(path)).toBe(expected);
    expect(isWizardPath(path)).toBe(expected !== undefined);
  });
});

describe('roomPath / stepPath', () => {
  it('builds room detail paths', () => {
    expect(roomPath(7)).toBe('/room/7');
    expect(roomPath('42')).toBe('/room/42');
  });
  it.each<[WizardStepKey, number | null | undefined, string | null]>([
    ['basic', undefined, '/basic'],
    ['rooms', 3, '/rooms'],
    ['room', 3, '/room/3'],
    ['room', null, null],
    ['room', undefined, null],
    ['opinions', undefined, '/opinions'],
  ])('%s with first room %s → %s', (step, firstRoomId, expected) => {
    expect(stepPath(step, { firstRoomId })).toBe(expected);
  });
});

describe('nextPath', () => {
  it.each<[WizardStepKey, WizardNavContext, string | null]>([
    ['basic', open, '/ubication'],
    ['ubication', open, '/accesibility'],
    ['accesibility', open, '/services'],
    ['services', open, '/activities'],
    ['activities', open, '/rooms'],
    ['activities', locked, '/photos'],
    ['rooms', { roomsLocked: false, nextIncompleteRoomId: 12 }, '/room/12'],
    ['rooms', { roomsLocked: false, nextIncompleteRoomId: null }, '/photos'],
    ['rooms', open, '/photos'],
    ['rooms', { roomsLocked: false, nextIncompleteRoomId: 0 }, '/room/0'],
    ['room', { roomsLocked: false, nextIncompleteRoomId: 13 }, '/room/13'],
    ['room', { roomsLocked: false, nextIncompleteRoomId: null, firstRoomId: 1 }, '/photos'],
    ['photos', open, '/videos'],
    ['photos', locked, '/videos'],
    ['videos', open, '/opinions'],
    ['opinions', open, null],
  ])('%s %j → %s', (step, ctx, expected) => {
    expect(nextPath(step, ctx)).toBe(expected);
  });
});

describe('backPath', () => {
  it.each<[WizardStepKey, WizardNavContext, string | null]>([
    ['basic', open, null],
    ['ubication', open, '/basic'],
    ['accesibility', open, '/ubication'],
    ['services', open, '/accesibility'],
    ['activities', open, '/services'],
    ['rooms', open, '/activities'],
    ['room', open, '/rooms'],
    ['room', { roomsLocked: false, nextIncompleteRoomId: 5 }, '/rooms'],
    ['photos', open, '/rooms'],
    ['photos', locked, '/activities'],
    ['videos', open, '/photos'],
    ['opinions', open, '/videos'],
  ])('%s %j → %s', (step, ctx, expected) => {
    expect(backPath(step, ctx)).toBe(expected);
  });

  it('mirrors the forward rule around the rooms steps', () => {
    for (const ctx of [open, locked]) {
      const forward = nextPath('activities', ctx);
      expect(stepOfPath(forward ?? '')).toBeDefined();
      expect(backPath(stepOfPath(forward ?? '') ?? 'basic', ctx)).toBe('/activities');
    }
  });
});

const hotel: HotelLike = {
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
const beds = [{ order: 0, hoteltypebeds: [{ rbed: 14, quantity: 1 }] }];
const validRoom = (id: number): RoomLike => ({
  id,
  name: `Room ${id}`,
  type: 1,
  hotelroom_rooms: beds,
  default_adults: 2,
  bath: 1,
});
const invalidRoom = (id: number): RoomLike => ({ ...validRoom(id), default_adults: 0 });
const validApartment = (id: number): ApartmentLike => ({
  id,
  name: `Apt ${id}`,
  is_apartment: true,
  hotelroom_rooms: beds,
  baths: [{ name: 'Baño 1' }],
  kitchen: 1,
});
const invalidApartment = (id: number): ApartmentLike => ({ ...validApartment(id), kitchen: null });

const snap = (over: Partial<HotelSnapshot> = {}): HotelSnapshot => ({
  hotel,
  rooms: [validRoom(1), validApartment(2)],
  rooms_locked: false,
  ...over,
});

describe('nextIncompleteRoomId', () => {
  const rooms = [invalidRoom(1), validRoom(2), invalidApartment(3), validApartment(4), invalidRoom(5)];
  it.each<[number | null | undefined, number | null]>([
    [undefined, 1],
    [null, 1],
    [1, 3],
    [2, 3],
    [3, 5],
    [5, null],
    [99, 1],
  ])('after %s → %s', (after, expected) => {
    expect(nextIncompleteRoomId(rooms, after)).toBe(expected);
  });
  it('answers null when every room is complete or there are none', () => {
    expect(nextIncompleteRoomId([validRoom(1), validApartment(2)])).toBeNull();
    expect(nextIncompleteRoomId([])).toBeNull();
  });
});

describe('resumeStep', () => {
  it.each<[string, HotelSnapshot, { step: WizardStepKey; path: string } | null]>([
    ['complete hotel', snap(), null],
    ['basic missing', snap({ hotel: { ...hotel, languages: [] } }), { step: 'basic', path: '/basic' }],
    [
      'basic and location missing: basic first',
      snap({ hotel: { ...hotel, htype: null, city: null } }),
      { step: 'basic', path: '/basic' },
    ],
    ['location missing', snap({ hotel: { ...hotel, city: '' } }), { step: 'ubication', path: '/ubication' }],
    ['no room types', snap({ rooms: [] }), { step: 'rooms', path: '/rooms' }],
    [
      'an unnamed room type',
      snap({ rooms: [{ ...invalidRoom(1), name: ' ' }] }),
      { step: 'rooms', path: '/rooms' },
    ],
    [
      'first invalid room',
      snap({ rooms: [validRoom(1), invalidRoom(7), invalidRoom(8)] }),
      { step: 'room', path: '/room/7' },
    ],
    [
      'first invalid apartment',
      snap({ rooms: [validRoom(1), invalidApartment(9)] }),
      { step: 'room', path: '/room/9' },
    ],
    ['rooms locked skip rooms checks', snap({ rooms: [invalidRoom(1)], rooms_locked: true }), null],
    ['rooms locked with no rooms', snap({ rooms: [], rooms_locked: true }), null],
    [
      'rooms locked still checks basic',
      snap({ rooms: [], rooms_locked: true, hotel: { ...hotel, htype: undefined } }),
      { step: 'basic', path: '/basic' },
    ],
  ])('%s', (_name, snapshot, expected) => {
    expect(resumeStep(snapshot)).toEqual(expected);
  });
});

describe('missingSteps (the contract step, decision 030)', () => {
  it('lists every invalid step in order with its path; the first is where the wizard resumes', () => {
    const snapshot = snap({
      hotel: { ...hotel, htype: null, city: null },
      rooms: [validRoom(1), invalidRoom(7)],
    });
    expect(missingSteps(snapshot)).toEqual([
      { step: 'basic', path: '/basic' },
      { step: 'ubication', path: '/ubication' },
      { step: 'room', path: '/room/7' },
    ]);
    expect(missingSteps(snapshot)[0]).toEqual(resumeStep(snapshot));
  });
  it('asks for room types when there are none, and nothing of a complete or locked hotel', () => {
    expect(missingSteps(snap({ rooms: [] }))).toEqual([{ step: 'rooms', path: '/rooms' }]);
    expect(missingSteps(snap())).toEqual([]);
    expect(missingSteps(snap({ rooms: [invalidRoom(1)], rooms_locked: true }))).toEqual([]);
  });
});

describe('nextHotelToComplete', () => {
  const done = snap();
  const needsBasic = snap({ hotel: { ...hotel, htype: null } });
  const needsRoom = snap({ rooms: [invalidRoom(4)] });
  const hotels = [
    { id: 10, snapshot: needsBasic },
    { id: 20, snapshot: done },
    { id: 30, snapshot: needsRoom },
    { id: 40, snapshot: done },
  ];
  it.each<[string, typeof hotels, number | null | undefined, number | null, string | null]>([
    ['the next pending after the current', hotels, 10, 30, '/room/4'],
    ['skipping complete hotels', hotels, 20, 30, '/room/4'],
    ['wrapping around', hotels, 30, 10, '/basic'],
    ['wrapping from the last', hotels, 40, 10, '/basic'],
    ['no current hotel: the first pending', hotels, null, 10, '/basic'],
    ['current not in the list: the first pending', hotels, 99, 10, '/basic'],
    ['the current one is never answered', [{ id: 10, snapshot: needsBasic }], 10, null, null],
    [
      'all others complete',
      [
        { id: 1, snapshot: done },
        { id: 2, snapshot: needsBasic },
        { id: 3, snapshot: done },
      ],
      2,
      null,
      null,
    ],
    ['no hotels', [], 1, null, null],
  ])('%s', (_name, list, currentId, expectedId, expectedPath) => {
    const next = nextHotelToComplete(list, currentId);
    expect(next?.id ?? null).toBe(expectedId);
    expect(next?.resume.path ?? null).toBe(expectedPath);
  });
});

describe('wizardProgress', () => {
  const always = ['accesibility', 'services', 'activities', 'photos', 'videos', 'opinions'];
  it.each<[string, HotelSnapshot, number, WizardStepKey[]]>([
    ['complete', snap(), 100, WIZARD_STEPS.map((s) => s.key)],
    [
      'nothing filled in',
      snap({ hotel: {}, rooms: [] }),
      60,
      WIZARD_STEPS.map((s) => s.key).filter((k) => always.includes(k)),
    ],
    [
      'one invalid room',
      snap({ rooms: [validRoom(1), invalidRoom(2)] }),
      90,
      WIZARD_STEPS.map((s) => s.key).filter((k) => k !== 'room'),
    ],
    [
      'location missing',
      snap({ hotel: { ...hotel, country: null } }),
      90,
      WIZARD_STEPS.map((s) => s.key).filter((k) => k !== 'ubication'),
    ],
    [
      'rooms locked count as complete',
      snap({ hotel: {}, rooms: [], rooms_locked: true }),
      80,
      WIZARD_STEPS.map((s) => s.key).filter((k) => k !== 'basic' && k !== 'ubication'),
    ],
  ])('%s → %i%%', (_name, snapshot, percent, completed) => {
    expect(wizardProgress(snapshot)).toEqual({ percent, completed });
  });

  it('agrees with isStepValid and resumeStep', () => {
    const snapshot = snap({ rooms: [invalidRoom(3)] });
    const { completed } = wizardProgress(snapshot);
    expect(completed).not.toContain('room');
    expect(isStepValid('room', snapshot)).toBe(false);
    expect(resumeStep(snapshot)?.step).toBe('room');
  });
});

describe('isFinishEnabled', () => {
  it.each<[number, number, boolean]>([
    [9, 10, true],
    [8, 10, false],
    [0, 10, false],
    [2, 3, true],
    [0, 1, true],
    [0, 0, false],
    [-1, 0, false],
    [10, 10, false],
  ])('step %i of %i → %s', (index, count, expected) => {
    expect(isFinishEnabled(index, count)).toBe(expected);
  });
});

describe('clampStep', () => {
  it.each<[number, number, number]>([
    [0, 3, 0],
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, 2],
    [-1, 3, 0],
    [99, 10, 9],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [Number.POSITIVE_INFINITY, 3, 2],
    [2, 0, 0],
    [2, -1, 0],
  ])('%d within %d steps → %d', (index, count, expected) => {
    expect(clampStep(index, count)).toBe(expected);
  });
});
