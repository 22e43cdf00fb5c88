import { describe, expect, it } from 'vitest';
import { COUNTER_MAX, MAX_LOUNGES, MAX_ROOM_LOUNGE_DISTRIBUTION, MAX_ROOMS } from '../shared/constants.ts';
import {
  defaultRoomGroup,
  isApartmentValid,
  isRoomValid,
  structureProblems,
  VALIDITY_MSG,
} from '../wizard/validity.ts';
import {
  apartmentCreateSchema,
  apartmentDetailSchema,
  apartmentPatchSchema,
  roomCreateSchema,
  roomDetailSchema,
  roomPatchSchema,
  type StructurePart,
} from './contract.ts';
import {
  allBeds,
  bedCapacity,
  bedCount,
  canAddBedroom,
  canAddDistribution,
  canAddLounge,
  newStructurePart,
  OCCUPANCY_WARNING,
  occupancyWarnings,
  ROOM_MSG,
  structureIssues,
} from './rules.ts';

const bedroom = (order: number, quantity = 1, rbed = 13): StructurePart => ({
  order,
  hoteltypebeds: [{ rbed, quantity }],
  hotelroomdist_lounges: [],
});
const lounge = (order: number, quantity = 1): StructurePart => ({
  order,
  hoteltypebeds: [{ rbed: 15, quantity }],
  hotelroomdist_lounges: [],
});
const distribution = (order: number, quantity = 1) => ({
  order,
  hotelbeddist_lounges: [{ rbed: 15, quantity }],
});

const room = {
  name: 'Doble estándar',
  names: { en: 'Standard double' },
  type: 2,
  structure: 2,
  hotelroom_rooms: [bedroom(0)],
  lounges: [],
  default_adults: 2,
  total_occupancy: 3,
  bath: 1,
  view_type: 1,
  views: [1],
  view_names: { es: 'Vistas al mar' },
};

const apartment = {
  name: 'Ático',
  names: {},
  type: 5,
  structure: null,
  hotelroom_rooms: [{ ...bedroom(0), name: 'Dormitorio principal' }],
  lounges: [lounge(0)],
  default_adults: null,
  total_occupancy: 4,
  view_type: null,
  views: [],
  view_names: {},
  baths: [{ name: 'Baño principal', services: [1, 5] }],
  kitchen: 1,
};

/** The messages of a failed parse, by dotted path. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('roomDetailSchema: the room step as a whole (spec §5)', () => {
  it('accepts a complete room', () => {
    expect(roomDetailSchema.safeParse(room).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['no type', { type: null }, ['type', ROOM_MSG.typeRequired]],
    ['no bedroom', { hotelroom_rooms: [] }, ['hotelroom_rooms', ROOM_MSG.bedroomRequired]],
    [
      'a bedroom with no bed (the default group at 0)',
      { hotelroom_rooms: [bedroom(0), defaultRoomGroup()] },
      ['hotelroom_rooms.1.hoteltypebeds', ROOM_MSG.bedRequired],
    ],
    ['default_adults 0', { default_adults: 0 }, ['default_adults', ROOM_MSG.adultsRequired]],
    ['default_adults unset', { default_adults: null }, ['default_adults', ROOM_MSG.adultsRequired]],
    ['default_adults above the counter', { default_adults: 51 }, ['default_adults', 'errors.too_big']],
    [
      'total occupancy below the adults',
      { default_adults: 3, total_occupancy: 2 },
      ['total_occupancy', ROOM_MSG.occupancyBelowAdults],
    ],
    ['no bath', { bath: null }, ['bath', ROOM_MSG.bathRequired]],
    [
      'a bed type twice in one bedroom',
      {
        hotelroom_rooms: [
          {
            order: 0,
            hoteltypebeds: [
              { rbed: 13, quantity: 1 },
              { rbed: 13, quantity: 1 },
            ],
          },
        ],
      },
      ['hotelroom_rooms.0.hoteltypebeds.1.rbed', ROOM_MSG.duplicateBed],
    ],
    ['an unknown field', { colour: 'blue' }, ['', 'errors.unknown_field']],
    ['a blank name', { name: '  ' }, ['name', 'errors.required']],
    ['a name too long', { name: 'n'.repeat(121) }, ['name', 'errors.too_long']],
    ['a view name too long', { view_names: { fr: 'v'.repeat(121) } }, ['view_names.fr', 'errors.too_long']],
    ['a name in an unknown language', { names: { de: 'Doppelzimmer' } }, ['names', 'errors.unknown_field']],
  ])('refuses %s', (_name, change, [path, message]) => {
    const result = roomDetailSchema.safeParse({ ...room, ...change });
    expect(result.success).toBe(false);
    const errors = errorsOf(result);
    if (message === 'errors.unknown_field') {
      expect(errors.map(([p]) => p)).toContain(path);
    } else {
      expect(errors).toContainEqual([path, message]);
    }
  });
});

describe('structure limits (spec §5, §9)', () => {
  it.each<[string, Record<string, unknown>, [string, string] | null]>([
    [`${MAX_ROOMS} bedrooms`, { hotelroom_rooms: [0, 1, 2, 3, 4].map((i) => bedroom(i)) }, null],
    [
      `${MAX_ROOMS + 1} bedrooms`,
      { hotelroom_rooms: [0, 1, 2, 3, 4, 5].map((i) => bedroom(i)) },
      ['hotelroom_rooms', VALIDITY_MSG.tooManyRooms],
    ],
    [`${MAX_LOUNGES} lounges`, { lounges: [0, 1, 2].map((i) => lounge(i)) }, null],
    [
      `${MAX_LOUNGES + 1} lounges`,
      { lounges: [0, 1, 2, 3].map((i) => lounge(i)) },
      ['lounges', VALIDITY_MSG.tooManyLounges],
    ],
    ['a lounge with no bed', { lounges: [lounge(0, 0)] }, null],
    [
      `${MAX_ROOM_LOUNGE_DISTRIBUTION} distributions`,
      {
        hotelroom_rooms: [
          { ...bedroom(0), hotelroomdist_lounges: [0, 1, 2, 3, 4].map((i) => distribution(i)) },
        ],
      },
      null,
    ],
    [
      `${MAX_ROOM_LOUNGE_DISTRIBUTION + 1} distributions`,
      {
        hotelroom_rooms: [
          { ...bedroom(0), hotelroomdist_lounges: [0, 1, 2, 3, 4, 5].map((i) => distribution(i)) },
        ],
      },
      ['hotelroom_rooms.0.hotelroomdist_lounges', VALIDITY_MSG.tooManyRoomLoungeDistributions],
    ],
    [`quantity ${COUNTER_MAX}`, { hotelroom_rooms: [bedroom(0, COUNTER_MAX)] }, null],
    [
      `quantity ${COUNTER_MAX + 1}`,
      { hotelroom_rooms: [bedroom(0, COUNTER_MAX + 1)] },
      ['hotelroom_rooms.0.hoteltypebeds.0.quantity', VALIDITY_MSG.quantityOutOfRange],
    ],
    [
      'a negative quantity in a lounge',
      { lounges: [lounge(0, -1)] },
      ['lounges.0.hoteltypebeds.0.quantity', VALIDITY_MSG.quantityOutOfRange],
    ],
    [
      'a quantity that is not whole',
      { hotelroom_rooms: [bedroom(0, 1.5)] },
      ['hotelroom_rooms.0.hoteltypebeds.0.quantity', VALIDITY_MSG.quantityOutOfRange],
    ],
    [
      'quantity 51 in a distribution',
      { hotelroom_rooms: [{ ...bedroom(0), hotelroomdist_lounges: [distribution(0, 51)] }] },
      [
        'hotelroom_rooms.0.hotelroomdist_lounges.0.hotelbeddist_lounges.0.quantity',
        VALIDITY_MSG.quantityOutOfRange,
      ],
    ],
  ])('%s', (_name, change, expected) => {
    const result = roomDetailSchema.safeParse({ ...room, ...change });
    if (expected === null) {
      expect(errorsOf(result)).toEqual([]);
    } else {
      expect(errorsOf(result)).toContainEqual(expected);
    }
  });

  it('names the same limits as structureProblems', () => {
    const samples: [StructurePart[], StructurePart[]][] = [
      [[bedroom(0)], []],
      [[0, 1, 2, 3, 4, 5].map((i) => bedroom(i)), [0, 1, 2, 3].map((i) => lounge(i))],
      [[bedroom(0, 60)], [lounge(0, -2)]],
      [[{ ...bedroom(0), hotelroomdist_lounges: [0, 1, 2, 3, 4, 5].map((i) => distribution(i, 99)) }], []],
    ];
    for (const [rooms, lounges] of samples) {
      const keys = [...new Set(structureIssues(rooms, lounges).map((issue) => issue.message))].sort();
      expect(keys).toEqual([...structureProblems({ rooms, lounges })].sort());
    }
  });

  it('refuses an absurd number of rooms before refining', () => {
    const result = roomPatchSchema.safeParse({
      hotelroom_rooms: Array.from({ length: 51 }, (_, i) => bedroom(i)),
    });
    expect(errorsOf(result)).toContainEqual(['hotelroom_rooms', VALIDITY_MSG.tooManyRooms]);
  });
});

describe('roomPatchSchema and roomCreateSchema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['nothing', {}],
    ['a rename', { name: 'Suite' }],
    ['names per language', { names: { es: 'Doble', ru: 'Двухместный' } }],
    ['the structure alone', { hotelroom_rooms: [bedroom(0)], lounges: [lounge(0)] }],
    ['occupancy alone', { default_adults: 2, total_occupancy: 2 }],
  ])('PATCH accepts %s', (_name, body) => {
    expect(errorsOf(roomPatchSchema.safeParse(body))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['a blank name', { name: '' }, ['name', 'errors.required']],
    ['type cleared', { type: null }, ['type', ROOM_MSG.typeRequired]],
    ['bath cleared', { bath: null }, ['bath', ROOM_MSG.bathRequired]],
    ['default_adults 0', { default_adults: 0 }, ['default_adults', ROOM_MSG.adultsRequired]],
    [
      'a bedroom with no bed',
      { hotelroom_rooms: [bedroom(0, 0)] },
      ['hotelroom_rooms.0.hoteltypebeds', ROOM_MSG.bedRequired],
    ],
    [
      'a fourth lounge',
      { lounges: [0, 1, 2, 3].map((i) => lounge(i)) },
      ['lounges', VALIDITY_MSG.tooManyLounges],
    ],
    ['apartment fields', { kitchen: 1 }, ['', 'errors.unknown_field']],
  ])('PATCH refuses %s', (_name, body, [path, message]) => {
    const errors = errorsOf(roomPatchSchema.safeParse(body));
    if (message === 'errors.unknown_field') expect(errors.map(([p]) => p)).toContain(path);
    else expect(errors).toContainEqual([path, message]);
  });

  it('POST needs a name and takes the rest as PATCH does', () => {
    expect(errorsOf(roomCreateSchema.safeParse({}))).toContainEqual(['name', 'errors.required']);
    expect(roomCreateSchema.safeParse({ name: 'Doble' }).success).toBe(true);
    expect(errorsOf(roomCreateSchema.safeParse({ name: 'Doble', default_adults: 0 }))).toContainEqual([
      'default_adults',
      ROOM_MSG.adultsRequired,
    ]);
  });
});

describe('apartmentDetailSchema (spec §5 apartment valid)', () => {
  it('accepts a complete apartment, with named rooms and no default adults', () => {
    expect(errorsOf(apartmentDetailSchema.safeParse(apartment))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    [
      "a bath named 'WC'",
      { baths: [{ name: 'WC', services: [] }] },
      ['baths.0.name', ROOM_MSG.bathNameLength],
    ],
    [
      'a bath named with 51 characters',
      { baths: [{ name: 'b'.repeat(51), services: [] }] },
      ['baths.0.name', ROOM_MSG.bathNameLength],
    ],
    ['no bath', { baths: [] }, ['baths', ROOM_MSG.bathsRequired]],
    ['no kitchen', { kitchen: null }, ['kitchen', ROOM_MSG.kitchenRequired]],
    ['no bedroom', { hotelroom_rooms: [] }, ['hotelroom_rooms', ROOM_MSG.bedroomRequired]],
    [
      'a bedroom with no bed',
      { hotelroom_rooms: [bedroom(0, 0)] },
      ['hotelroom_rooms.0.hoteltypebeds', ROOM_MSG.bedRequired],
    ],
    ['default_adults 0', { default_adults: 0 }, ['default_adults', ROOM_MSG.adultsRequired]],
    [
      'a sixth bedroom',
      { hotelroom_rooms: [0, 1, 2, 3, 4, 5].map((i) => bedroom(i)) },
      ['hotelroom_rooms', VALIDITY_MSG.tooManyRooms],
    ],
    [
      'a room name too long',
      { lounges: [{ ...lounge(0), name: 'n'.repeat(51) }] },
      ['lounges.0.name', 'errors.too_long'],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf(apartmentDetailSchema.safeParse({ ...apartment, ...change }))).toContainEqual(expected);
  });

  it("accepts bath names of 4 and 50 characters and a 'Baño'", () => {
    for (const name of ['Baño', 'b'.repeat(50), '  Aseo  ']) {
      expect(
        errorsOf(apartmentDetailSchema.safeParse({ ...apartment, baths: [{ name, services: [] }] })),
      ).toEqual([]);
    }
  });

  it('refuses the room bath field and accepts a partial apartment PATCH', () => {
    expect(apartmentPatchSchema.safeParse({ bath: 1 }).success).toBe(false);
    expect(apartmentPatchSchema.safeParse({ name: 'Loft' }).success).toBe(true);
    expect(apartmentCreateSchema.safeParse({ name: 'Loft' }).success).toBe(true);
    expect(
      errorsOf(apartmentPatchSchema.safeParse({ baths: [{ name: 'WC', services: [] }] })),
    ).toContainEqual(['baths.0.name', ROOM_MSG.bathNameLength]);
  });
});

describe('the schemas agree with the validity predicates', () => {
  const roomVariants: Record<string, unknown>[] = [
    {},
    { type: null },
    { hotelroom_rooms: [] },
    { hotelroom_rooms: [defaultRoomGroup()] },
    { hotelroom_rooms: [bedroom(0), bedroom(1, 0)] },
    { default_adults: 0 },
    { default_adults: null },
    { bath: null },
    { structure: null },
    { lounges: [lounge(0, 0)] },
    { hotelroom_rooms: [bedroom(0, 3), bedroom(1, 2)], lounges: [lounge(0)] },
  ];
  it.each(roomVariants.map((change) => [JSON.stringify(change), change] as const))(
    'room %s: accepted exactly when valid',
    (_name, change) => {
      const value = { ...room, ...change };
      expect(roomDetailSchema.safeParse(value).success).toBe(isRoomValid({ id: 1, ...value }));
    },
  );

  const apartmentVariants: Record<string, unknown>[] = [
    {},
    { hotelroom_rooms: [] },
    { hotelroom_rooms: [defaultRoomGroup()] },
    { baths: [] },
    { baths: [{ name: 'WC', services: [] }] },
    {
      baths: [
        { name: 'Baño 1', services: [] },
        { name: 'Aseo', services: [2] },
      ],
    },
    { kitchen: null },
    { type: null, default_adults: null },
  ];
  it.each(apartmentVariants.map((change) => [JSON.stringify(change), change] as const))(
    'apartment %s: accepted exactly when valid',
    (_name, change) => {
      const value = { ...apartment, ...change };
      expect(apartmentDetailSchema.safeParse(value).success).toBe(
        isApartmentValid({ id: 1, is_apartment: true, ...value }),
      );
    },
  );
});

describe('beds and occupancy (beyond the spec)', () => {
  const capacities = new Map([
    [13, 2],
    [14, 1],
    [15, 1],
  ]);
  const parts: StructurePart[] = [
    {
      order: 0,
      hoteltypebeds: [
        { rbed: 13, quantity: 1 },
        { rbed: 14, quantity: 2 },
      ],
      hotelroomdist_lounges: [distribution(0, 1)],
    },
    lounge(0, 1),
  ];

  it('counts every bed, distributions included', () => {
    expect(allBeds(parts)).toHaveLength(4);
    expect(bedCount(parts)).toBe(5);
  });

  it('sums the capacity of each bed type; unknown types sleep nobody', () => {
    expect(bedCapacity(parts, capacities)).toBe(2 + 2 + 1 + 1);
    expect(bedCapacity([bedroom(0, 3, 99)], capacities)).toBe(0);
  });

  it.each<[string, { default_adults?: number | null; total_occupancy?: number | null }, number, string[]]>([
    ['within the beds', { default_adults: 2, total_occupancy: 3 }, 4, []],
    ['exactly the beds', { default_adults: 4, total_occupancy: 4 }, 4, []],
    [
      'adults above the beds',
      { default_adults: 5, total_occupancy: 4 },
      4,
      [OCCUPANCY_WARNING.adultsExceedBeds],
    ],
    [
      'occupancy above the beds',
      { default_adults: 2, total_occupancy: 5 },
      4,
      [OCCUPANCY_WARNING.occupancyExceedsBeds],
    ],
    [
      'both above',
      { default_adults: 6, total_occupancy: 7 },
      4,
      [OCCUPANCY_WARNING.adultsExceedBeds, OCCUPANCY_WARNING.occupancyExceedsBeds],
    ],
    ['no bed described yet', { default_adults: 6, total_occupancy: 7 }, 0, []],
    ['nothing entered', { default_adults: null }, 2, []],
  ])('%s', (_name, occupancy, capacity, expected) => {
    expect(occupancyWarnings(occupancy, capacity)).toEqual(expected);
  });
});

describe('building a structure', () => {
  it('starts a part with the given bed types at quantity 0', () => {
    expect(newStructurePart(2, [15, 21])).toEqual({
      order: 2,
      hoteltypebeds: [
        { rbed: 15, quantity: 0 },
        { rbed: 21, quantity: 0 },
      ],
      hotelroomdist_lounges: [],
    });
  });

  it.each([
    [canAddBedroom, MAX_ROOMS],
    [canAddLounge, MAX_LOUNGES],
    [canAddDistribution, MAX_ROOM_LOUNGE_DISTRIBUTION],
  ])('%o allows adding below its limit only', (canAdd, limit) => {
    expect(canAdd(0)).toBe(true);
    expect(canAdd(limit - 1)).toBe(true);
    expect(canAdd(limit)).toBe(false);
  });
});
