import { describe, expect, it } from 'vitest';
import {
  ALWAYS_VALID_STEPS,
  type ApartmentLike,
  defaultRoomGroup,
  type HotelLike,
  isApartmentValid,
  isBasicValid,
  isBathNameValid,
  isLocationValid,
  isRoomListValid,
  isRoomOrApartmentValid,
  isRoomValid,
  type RoomLike,
  type RoomStructureLike,
  structureProblems,
  VALIDITY_MSG,
} from './validity.ts';

const basic: HotelLike = {
  htype: 1,
  check_in_start: '14:00',
  check_out_start: '12:00',
  content_language: 1,
  languages: [1],
};

describe('isBasicValid', () => {
  it.each<[string, HotelLike | null, boolean]>([
    ['complete', basic, true],
    ['string content language', { ...basic, content_language: 'es' }, true],
    ['htype 0 is a value', { ...basic, htype: 0 }, true],
    ['no htype', { ...basic, htype: null }, false],
    ['htype undefined', { ...basic, htype: undefined }, false],
    ['no check-in', { ...basic, check_in_start: null }, false],
    ['blank check-in', { ...basic, check_in_start: '' }, false],
    ['no check-out', { ...basic, check_out_start: undefined }, false],
    ['blank check-out', { ...basic, check_out_start: '  ' }, false],
    ['no content language', { ...basic, content_language: null }, false],
    ['empty content language', { ...basic, content_language: '' }, false],
    ['no languages', { ...basic, languages: [] }, false],
    ['languages null', { ...basic, languages: null }, false],
    ['no hotel', null, false],
  ])('%s → %s', (_name, hotel, expected) => {
    expect(isBasicValid(hotel)).toBe(expected);
  });
});

const located: HotelLike = { address: 'Calle Mayor 1', postal_code: '28001', city: 'Madrid', country: 'ES' };

describe('isLocationValid', () => {
  it.each<[string, HotelLike | undefined, boolean]>([
    ['complete', located, true],
    ['no address', { ...located, address: null }, false],
    ['blank address', { ...located, address: '   ' }, false],
    ['no postal code', { ...located, postal_code: undefined }, false],
    ['empty postal code', { ...located, postal_code: '' }, false],
    ['no city', { ...located, city: null }, false],
    ['blank country', { ...located, country: ' ' }, false],
    ['no hotel', undefined, false],
  ])('%s → %s', (_name, hotel, expected) => {
    expect(isLocationValid(hotel)).toBe(expected);
  });
});

const group = { order: 0, hoteltypebeds: [{ rbed: 14, quantity: 1 }] };
const room: RoomLike = {
  id: 1,
  name: 'Doble',
  type: 3,
  hotelroom_rooms: [group],
  default_adults: 2,
  bath: 1,
};

describe('isRoomValid', () => {
  it.each<[string, RoomLike | null | undefined, boolean]>([
    ['complete', room, true],
    ['not loaded (null)', null, false],
    ['not loaded (undefined)', undefined, false],
    ['no type', { ...room, type: null }, false],
    ['blank type', { ...room, type: '' }, false],
    ['no groups', { ...room, hotelroom_rooms: [] }, false],
    ['groups null', { ...room, hotelroom_rooms: null }, false],
    ['default group (all quantities 0)', { ...room, hotelroom_rooms: [defaultRoomGroup()] }, false],
    [
      'one bed of the default group filled',
      {
        ...room,
        hotelroom_rooms: [
          {
            order: 0,
            hoteltypebeds: [
              { rbed: 14, quantity: 0 },
              { rbed: 13, quantity: 2 },
            ],
          },
        ],
      },
      true,
    ],
    [
      'second group without beds',
      { ...room, hotelroom_rooms: [group, { order: 1, hoteltypebeds: [] }] },
      false,
    ],
    [
      'group with hoteltypebeds null',
      { ...room, hotelroom_rooms: [{ order: 0, hoteltypebeds: null }] },
      false,
    ],
    [
      'bed quantity without bed type',
      { ...room, hotelroom_rooms: [{ hoteltypebeds: [{ rbed: null, quantity: 2 }] }] },
      false,
    ],
    ['structure absent', { ...room, structure: undefined }, true],
    ['structure null', { ...room, structure: null }, true],
    ['structure non-empty array', { ...room, structure: [1] }, true],
    ['structure empty array', { ...room, structure: [] }, false],
    ['structure id', { ...room, structure: 4 }, true],
    ['structure blank string', { ...room, structure: ' ' }, false],
    ['structure empty object', { ...room, structure: {} }, false],
    ['structure object', { ...room, structure: { rooms: [] } }, true],
    ['default_adults 0', { ...room, default_adults: 0 }, false],
    ['default_adults unset', { ...room, default_adults: null }, false],
    ['default_adults negative', { ...room, default_adults: -1 }, false],
    ['no bath', { ...room, bath: 0 }, false],
    ['bath null', { ...room, bath: null }, false],
    ['baths list instead of count', { ...room, bath: null, baths: [{ name: 'Baño' }] }, true],
    ['empty baths list', { ...room, bath: null, baths: [] }, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isRoomValid(value)).toBe(expected);
  });
});

const apartment: ApartmentLike = {
  id: 2,
  name: 'Ático',
  is_apartment: true,
  hotelroom_rooms: [group],
  baths: [{ name: 'Baño principal', services: [] }],
  kitchen: 1,
};

describe('isApartmentValid', () => {
  it.each<[string, ApartmentLike | null, boolean]>([
    ['complete', apartment, true],
    ['not loaded', null, false],
    ['no groups', { ...apartment, hotelroom_rooms: [] }, false],
    ['group without beds above 0', { ...apartment, hotelroom_rooms: [defaultRoomGroup()] }, false],
    ['no baths', { ...apartment, baths: [] }, false],
    ['baths null', { ...apartment, baths: null }, false],
    ['bath name of 4 characters', { ...apartment, baths: [{ name: 'Baño' }] }, true],
    ['bath name of 3 characters', { ...apartment, baths: [{ name: 'Bañ' }] }, false],
    ['bath name padded to 4 by spaces', { ...apartment, baths: [{ name: '  Bañ  ' }] }, false],
    ['bath name of 50 characters', { ...apartment, baths: [{ name: 'b'.repeat(50) }] }, true],
    ['bath name of 51 characters', { ...apartment, baths: [{ name: 'b'.repeat(51) }] }, false],
    ['one of two baths unnamed', { ...apartment, baths: [{ name: 'Baño 1' }, { name: null }] }, false],
    ['no kitchen', { ...apartment, kitchen: null }, false],
    ['blank kitchen', { ...apartment, kitchen: '' }, false],
    ['kitchen id 0 is set', { ...apartment, kitchen: 0 }, true],
    ['needs no type, default_adults nor bath count', { ...apartment, type: null, default_adults: 0 }, true],
  ])('%s → %s', (_name, value, expected) => {
    expect(isApartmentValid(value)).toBe(expected);
  });
});

describe('isBathNameValid', () => {
  it.each<[string | null | undefined, boolean]>([
    ['abcd', true],
    ['abc', false],
    ['  abcd  ', true],
    ['ñ'.repeat(50), true],
    ['x'.repeat(51), false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (name, expected) => {
    expect(isBathNameValid(name)).toBe(expected);
  });
});

describe('isRoomOrApartmentValid', () => {
  it.each<[string, RoomLike | ApartmentLike | null, boolean]>([
    ['valid room', room, true],
    ['valid apartment', apartment, true],
    ['room rule applied to a non-apartment', { ...apartment, is_apartment: false }, false],
    ['apartment rule applied to an apartment', { ...room, is_apartment: true }, false],
    ['not loaded', null, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isRoomOrApartmentValid(value)).toBe(expected);
  });
});

describe('isRoomListValid', () => {
  it.each<[string, { name?: string | null }[] | null, boolean]>([
    ['one named type', [{ name: 'Doble' }], true],
    ['two named types', [{ name: 'Doble' }, { name: 'Suite' }], true],
    ['no types', [], false],
    ['list missing', null, false],
    ['a blank name', [{ name: 'Doble' }, { name: '  ' }], false],
    ['a missing name', [{ name: null }], false],
    ['an absent name', [{}], false],
  ])('%s → %s', (_name, rooms, expected) => {
    expect(isRoomListValid(rooms)).toBe(expected);
  });
});

describe('ALWAYS_VALID_STEPS', () => {
  it('lists the six steps spec §5 declares always valid', () => {
    expect([...ALWAYS_VALID_STEPS].sort()).toEqual(
      ['accesibility', 'activities', 'opinions', 'photos', 'services', 'videos'].sort(),
    );
  });
});

const part = (beds = 1, distributions = 0, bedQuantity = 1) => ({
  order: 0,
  hoteltypebeds: Array.from({ length: beds }, (_, i) => ({ rbed: 13 + i, quantity: bedQuantity })),
  hotelroomdist_lounges: Array.from({ length: distributions }, (_, order) => ({
    order,
    hotelbeddist_lounges: [{ rbed: 14, quantity: 1 }],
  })),
});
const many = (n: number, distributions = 0) => Array.from({ length: n }, () => part(1, distributions));

describe('structureProblems', () => {
  it.each<[string, RoomStructureLike | null, string[]]>([
    ['empty structure', {}, []],
    ['no structure', null, []],
    ['5 rooms, 3 lounges', { rooms: many(5), lounges: many(3) }, []],
    ['6 rooms', { rooms: many(6) }, [VALIDITY_MSG.tooManyRooms]],
    ['4 lounges', { lounges: many(4) }, [VALIDITY_MSG.tooManyLounges]],
    ['5 distributions in a room', { rooms: many(1, 5) }, []],
    ['6 distributions in a room', { rooms: many(1, 6) }, [VALIDITY_MSG.tooManyRoomLoungeDistributions]],
    ['6 distributions in a lounge', { lounges: many(1, 6) }, [VALIDITY_MSG.tooManyRoomLoungeDistributions]],
    ['quantity 0 and 50', { rooms: [part(1, 0, 0), part(1, 0, 50)] }, []],
    ['quantity 51', { rooms: [part(1, 0, 51)] }, [VALIDITY_MSG.quantityOutOfRange]],
    ['quantity -1', { lounges: [part(1, 0, -1)] }, [VALIDITY_MSG.quantityOutOfRange]],
    ['fractional quantity', { rooms: [part(1, 0, 1.5)] }, [VALIDITY_MSG.quantityOutOfRange]],
    [
      'distribution bed quantity 51',
      {
        rooms: [
          { hotelroomdist_lounges: [{ order: 0, hotelbeddist_lounges: [{ rbed: 14, quantity: 51 }] }] },
        ],
      },
      [VALIDITY_MSG.quantityOutOfRange],
    ],
    [
      'every limit broken, each key once',
      { rooms: [...many(6, 6), part(1, 0, 99), part(1, 0, 99)], lounges: many(4) },
      [
        VALIDITY_MSG.tooManyRooms,
        VALIDITY_MSG.tooManyLounges,
        VALIDITY_MSG.tooManyRoomLoungeDistributions,
        VALIDITY_MSG.quantityOutOfRange,
      ],
    ],
  ])('%s → %j', (_name, structure, expected) => {
    expect(structureProblems(structure)).toEqual(expected);
  });

  it('uses message keys in the errors namespace', () => {
    for (const key of Object.values(VALIDITY_MSG)) expect(key).toMatch(/^errors\.[a-z_]+$/);
  });
});

describe('defaultRoomGroup', () => {
  it('holds bed types 14, 13 and 15 at quantity 0', () => {
    expect(defaultRoomGroup()).toEqual({
      order: 0,
      hoteltypebeds: [
        { rbed: 14, quantity: 0 },
        { rbed: 13, quantity: 0 },
        { rbed: 15, quantity: 0 },
      ],
    });
  });
  it('answers a fresh object each time', () => {
    const first = defaultRoomGroup();
    for (const bed of first.hoteltypebeds) bed.quantity = 3;
    expect(defaultRoomGroup().hoteltypebeds[0]?.quantity).toBe(0);
  });
});
