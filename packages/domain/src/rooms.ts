/**
 * Room types and apartments (spec §3, §5, §7): the API contract of
 * /api/hotel/{hotelId}/room/{roomId} and /apartment/{roomId}, with the validity rules and limits
 * of spec §5 and §9 as refinements, so that the server refuses exactly what the web refuses.
 * Field errors carry the path of the offending value (`hotelroom_rooms.1.hoteltypebeds`), so the
 * web shows them beside it and in the room type's error summary.
 */
import { z } from 'zod';
import {
  COUNTER_MAX,
  COUNTER_MIN,
  LANGUAGES,
  LIST_ORDER_START,
  MAX_LOUNGES,
  MAX_ROOM_LOUNGE_DISTRIBUTION,
  MAX_ROOMS,
  ROOM_NAME_MAX,
} from './constants.ts';
import { idParam } from './ids.ts';
import { MSG } from './messages.ts';
import { isBathNameValid, structureProblems, VALIDITY_MSG } from './validity.ts';

/** Message keys of the room rules (translations in the `rooms` namespace). */
export const ROOM_MSG = {
  locked: 'rooms.errors.locked',
  bedroomRequired: 'rooms.errors.bedroom_required',
  bedRequired: 'rooms.errors.bed_required',
  duplicateBed: 'rooms.errors.duplicate_bed',
  bedNotForRooms: 'rooms.errors.bed_not_for_rooms',
  bedNotForLounges: 'rooms.errors.bed_not_for_lounges',
  typeRequired: 'rooms.errors.type_required',
  adultsRequired: 'rooms.errors.adults_required',
  occupancyBelowAdults: 'rooms.errors.occupancy_below_adults',
  bathRequired: 'rooms.errors.bath_required',
  bathsRequired: 'rooms.errors.baths_required',
  bathNameLength: 'rooms.errors.bath_name_length',
  kitchenRequired: 'rooms.errors.kitchen_required',
  unknownReference: 'errors.unknown_reference',
} as const;

/** The name an apartment gives one of its rooms ('Dormitorio principal'). */
export const ROOM_PART_NAME_MAX = 50;
/** Views a room type may list. */
export const ROOM_VIEWS_MAX = 20;
/** Baths an apartment may list, and services per bath. */
export const APARTMENT_BATHS_MAX = 10;
export const BATH_SERVICES_MAX = 30;
/** Bed types per room or lounge (the reference list holds a dozen). */
export const BED_TYPES_PER_PART_MAX = 20;
/** Above this many rooms or lounges a body is not worth refining: refused outright. */
const PARTS_HARD_MAX = 50;
/** The order of a room, lounge or distribution: 0-based list position (spec §9). */
const ORDER_MAX = 100;

const id = z.number({ error: MSG.required }).int().positive().max(2_147_483_647);

export const roomParamsSchema = z.object({ hotelId: idParam, roomId: idParam });
export const roomListParamsSchema = z.object({ hotelId: idParam });

/** One bed type of a room, lounge or distribution, and how many beds of it (counter 0..50). */
export const bedSchema = z.strictObject({
  rbed: id,
  // Whole numbers only here; the range is checked with the structure so every limit has one message.
  quantity: z
    .number({ error: MSG.required })
    .int({ error: VALIDITY_MSG.quantityOutOfRange })
    .min(-1_000_000, { error: VALIDITY_MSG.quantityOutOfRange })
    .max(1_000_000, { error: VALIDITY_MSG.quantityOutOfRange }),
});
export type Bed = z.infer<typeof bedSchema>;

const orderSchema = z.number({ error: MSG.required }).int().min(LIST_ORDER_START).max(ORDER_MAX);

/** A lounge distribution of a room or lounge (spec §3: order and hotelbeddist_lounges). */
export const loungeDistributionSchema = z.strictObject({
  order: orderSchema,
  hotelbeddist_lounges: z.array(bedSchema).max(BED_TYPES_PER_PART_MAX, { error: MSG.tooBig }),
});
export type LoungeDistribution = z.infer<typeof loungeDistributionSchema>;

/** A bedroom or a lounge of the structure; apartments may name theirs. */
export const structurePartSchema = z.strictObject({
  order: orderSchema,
  name: z.string().trim().max(ROOM_PART_NAME_MAX, { error: MSG.tooLong }).nullable().optional(),
  hoteltypebeds: z.array(bedSchema).max(BED_TYPES_PER_PART_MAX, { error: MSG.tooBig }),
  hotelroomdist_lounges: z
    .array(loungeDistributionSchema)
    .max(PARTS_HARD_MAX, { error: VALIDITY_MSG.tooManyRoomLoungeDistributions })
    .optional(),
});
export type StructurePart = z.infer<typeof structurePartSchema>;

const localizedText = z.string({ error: MSG.invalidType }).trim().max(ROOM_NAME_MAX, { error: MSG.tooLong });
/** A text per product language (es, en, fr, it, pt, ru), each optional. */
export const localizedNamesSchema = z
  .strictObject(
    Object.fromEntries(LANGUAGES.map((language) => [language, localizedText])) as Record<
      (typeof LANGUAGES)[number],
      typeof localizedText
    >,
  )
  .partial();
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;

export const apartmentBathSchema = z.strictObject({
  name: z.string({ error: MSG.required }).trim().max(200, { error: ROOM_MSG.bathNameLength }),
  services: z.array(id).max(BATH_SERVICES_MAX, { error: MSG.tooBig }),
});
export type ApartmentBath = z.infer<typeof apartmentBathSchema>;

const roomNameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(ROOM_NAME_MAX, { error: MSG.tooLong });

/** The fields a room type shares with an apartment. */
const commonShape = {
  name: roomNameSchema,
  names: localizedNamesSchema,
  type: id.nullable(),
  /** The structure type (GET /api/hotel/room/attributes `structure`). */
  structure: id.nullable(),
  hotelroom_rooms: z.array(structurePartSchema).max(PARTS_HARD_MAX, { error: VALIDITY_MSG.tooManyRooms }),
  lounges: z.array(structurePartSchema).max(PARTS_HARD_MAX, { error: VALIDITY_MSG.tooManyLounges }),
  default_adults: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidType })
    .min(0, { error: ROOM_MSG.adultsRequired })
    .max(COUNTER_MAX, { error: MSG.tooBig })
    .nullable(),
  total_occupancy: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidType })
    .min(1, { error: MSG.tooSmall })
    .max(COUNTER_MAX, { error: MSG.tooBig })
    .nullable(),
  view_type: id.nullable(),
  views: z.array(id).max(ROOM_VIEWS_MAX, { error: MSG.tooBig }),
  view_names: localizedNamesSchema,
};

const roomShape = {
  ...commonShape,
  /** The bath type (GET /api/hotel/room/attributes `bath`). */
  bath: id.nullable(),
};

const apartmentShape = {
  ...commonShape,
  baths: z.array(apartmentBathSchema).max(APARTMENT_BATHS_MAX, { error: MSG.tooBig }),
  kitchen: id.nullable(),
};

type Issue = { path: (string | number)[]; message: string };
type Kind = 'room' | 'apartment';
/** The fields the rules read, as a PATCH may send them (any may be absent). */
interface RoomFields {
  type?: number | null;
  hotelroom_rooms?: StructurePart[];
  lounges?: StructurePart[];
  default_adults?: number | null;
  total_occupancy?: number | null;
  bath?: number | null;
  baths?: ApartmentBath[];
  kitchen?: number | null;
}

const quantityInRange = (quantity: number) => quantity >= COUNTER_MIN && quantity <= COUNTER_MAX;

/**
 * Where the structure breaks its limits (spec §5, §9), with the path of each offending value.
 * The keys are the ones `structureProblems` answers for the same structure.
 */
export function structureIssues(rooms: readonly StructurePart[], lounges: readonly StructurePart[]): Issue[] {
  const issues: Issue[] = [];
  const problems = new Set(structureProblems({ rooms, lounges }));
  if (problems.has(VALIDITY_MSG.tooManyRooms)) {
    issues.push({ path: ['hotelroom_rooms'], message: VALIDITY_MSG.tooManyRooms });
  }
  if (problems.has(VALIDITY_MSG.tooManyLounges)) {
    issues.push({ path: ['lounges'], message: VALIDITY_MSG.tooManyLounges });
  }
  const lists = [
    ['hotelroom_rooms', rooms],
    ['lounges', lounges],
  ] as const;
  for (const [field, parts] of lists) {
    parts.forEach((part, index) => {
      const distributions = part.hotelroomdist_lounges ?? [];
      if (distributions.length > MAX_ROOM_LOUNGE_DISTRIBUTION) {
        issues.push({
          path: [field, index, 'hotelroomdist_lounges'],
          message: VALIDITY_MSG.tooManyRoomLoungeDistributions,
        });
      }
      part.hoteltypebeds.forEach((bed, bedIndex) => {
        if (!quantityInRange(bed.quantity)) {
          issues.push({
            path: [field, index, 'hoteltypebeds', bedIndex, 'quantity'],
            message: VALIDITY_MSG.quantityOutOfRange,
          });
        }
      });
      distributions.forEach((distribution, distIndex) => {
        distribution.hotelbeddist_lounges.forEach((bed, bedIndex) => {
          if (!quantityInRange(bed.quantity)) {
            issues.push({
              path: [
                field,
                index,
                'hotelroomdist_lounges',
                distIndex,
                'hotelbeddist_lounges',
                bedIndex,
                'quantity',
              ],
              message: VALIDITY_MSG.quantityOutOfRange,
            });
          }
        });
      });
    });
  }
  return issues;
}

/** A bed type listed twice in one room, lounge or distribution. */
function duplicateBedIssues(beds: readonly Bed[], path: (string | number)[]): Issue[] {
  const seen = new Set<number>();
  const issues: Issue[] = [];
  beds.forEach((bed, index) => {
    if (seen.has(bed.rbed)) issues.push({ path: [...path, index, 'rbed'], message: ROOM_MSG.duplicateBed });
    seen.add(bed.rbed);
  });
  return issues;
}

/**
 * The validity rules of spec §5 over the fields present in a body (a PATCH may send only some):
 * a field that is sent must leave the room or apartment valid.
 * Room: type set; at least one bedroom, each with a bed of quantity above 0; default_adults not 0;
 * a bath. Apartment: bedrooms as a room; at least one bath, each named with 4 to 50 characters; a
 * kitchen. Both: the structure limits, and total_occupancy not below default_adults.
 */
export function roomRuleIssues(kind: Kind, value: RoomFields): Issue[] {
  const issues: Issue[] = [];
  const has = (field: keyof RoomFields) => value[field] !== undefined;

  if (kind === 'room' && has('type') && value.type === null) {
    issues.push({ path: ['type'], message: ROOM_MSG.typeRequired });
  }
  const rooms = value.hotelroom_rooms;
  if (rooms) {
    if (rooms.length === 0) issues.push({ path: ['hotelroom_rooms'], message: ROOM_MSG.bedroomRequired });
    rooms.forEach((part, index) => {
      if (!part.hoteltypebeds.some((bed) => bed.quantity > 0)) {
        issues.push({ path: ['hotelroom_rooms', index, 'hoteltypebeds'], message: ROOM_MSG.bedRequired });
      }
    });
  }
  if (rooms || value.lounges) issues.push(...structureIssues(rooms ?? [], value.lounges ?? []));
  const lists = [
    ['hotelroom_rooms', rooms ?? []],
    ['lounges', value.lounges ?? []],
  ] as const;
  for (const [field, parts] of lists) {
    parts.forEach((part, index) => {
      issues.push(...duplicateBedIssues(part.hoteltypebeds, [field, index, 'hoteltypebeds']));
      (part.hotelroomdist_lounges ?? []).forEach((distribution, distIndex) => {
        issues.push(
          ...duplicateBedIssues(distribution.hotelbeddist_lounges, [
            field,
            index,
            'hotelroomdist_lounges',
            distIndex,
            'hotelbeddist_lounges',
          ]),
        );
      });
    });
  }

  if (has('default_adults')) {
    const adults = value.default_adults;
    // A room needs a number of adults; an apartment may leave it unset, but never 0.
    if ((kind === 'room' && adults === null) || adults === 0) {
      issues.push({ path: ['default_adults'], message: ROOM_MSG.adultsRequired });
    }
  }
  if (
    typeof value.default_adults === 'number' &&
    typeof value.total_occupancy === 'number' &&
    value.total_occupancy < value.default_adults
  ) {
    issues.push({ path: ['total_occupancy'], message: ROOM_MSG.occupancyBelowAdults });
  }

  if (kind === 'room' && has('bath') && value.bath === null) {
    issues.push({ path: ['bath'], message: ROOM_MSG.bathRequired });
  }
  if (kind === 'apartment') {
    const baths = value.baths;
    if (baths) {
      if (baths.length === 0) issues.push({ path: ['baths'], message: ROOM_MSG.bathsRequired });
      baths.forEach((bath, index) => {
        if (!isBathNameValid(bath.name)) {
          issues.push({ path: ['baths', index, 'name'], message: ROOM_MSG.bathNameLength });
        }
      });
    }
    if (has('kitchen') && value.kitchen === null) {
      issues.push({ path: ['kitchen'], message: ROOM_MSG.kitchenRequired });
    }
  }
  return issues;
}

function refineWith(kind: Kind) {
  return (value: RoomFields, ctx: z.RefinementCtx) => {
    for (const issue of roomRuleIssues(kind, value)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  };
}

/** PATCH /room/{roomId}: any subset of the fields; those sent must leave the room valid. */
export const roomPatchSchema = z.strictObject(roomShape).partial().superRefine(refineWith('room'));
export type RoomPatch = z.infer<typeof roomPatchSchema>;
/** POST /room/: a name at least (the room list adds types by name), and any other field. */
export const roomCreateSchema = z
  .strictObject({ ...z.strictObject(roomShape).partial().shape, name: roomNameSchema })
  .superRefine(refineWith('room'));
export type RoomCreate = z.infer<typeof roomCreateSchema>;
/** The room detail form (step 6): every field, valid as a whole (spec §5 room valid). */
export const roomDetailSchema = z.strictObject(roomShape).superRefine(refineWith('room'));
export type RoomDetail = z.infer<typeof roomDetailSchema>;

export const apartmentPatchSchema = z
  .strictObject(apartmentShape)
  .partial()
  .superRefine(refineWith('apartment'));
export type ApartmentPatch = z.infer<typeof apartmentPatchSchema>;
export const apartmentCreateSchema = z
  .strictObject({ ...z.strictObject(apartmentShape).partial().shape, name: roomNameSchema })
  .superRefine(refineWith('apartment'));
export type ApartmentCreate = z.infer<typeof apartmentCreateSchema>;
/** The apartment detail form: every field, valid as a whole (spec §5 apartment valid). */
export const apartmentDetailSchema = z.strictObject(apartmentShape).superRefine(refineWith('apartment'));
export type ApartmentDetail = z.infer<typeof apartmentDetailSchema>;

/** A room of an apartment as the API reads it back (spec §3: name, type, beds). */
export const apartmentRoomSchema = z.object({
  name: z.string().nullable(),
  type: z.enum(['bedroom', 'lounge']),
  beds: z.array(z.object({ rbed: z.number(), quantity: z.number() })),
});
export type ApartmentRoom = z.infer<typeof apartmentRoomSchema>;

const partOut = z.object({
  order: z.number(),
  name: z.string().nullable().optional(),
  hoteltypebeds: z.array(z.object({ rbed: z.number(), quantity: z.number() })),
  hotelroomdist_lounges: z.array(
    z.object({
      order: z.number(),
      hotelbeddist_lounges: z.array(z.object({ rbed: z.number(), quantity: z.number() })),
    }),
  ),
});
const namesOut = z.record(z.string(), z.string());

/**
 * A room type or an apartment as the API answers it (one shape: told apart by is_apartment; the
 * apartment fields are empty for a room). `beds`, `rooms`, `roomNumber` and `bathNumber` are read
 * from the structure and the baths, never written.
 */
export const roomSchema = z.object({
  id: z.number(),
  hotel: z.number(),
  is_apartment: z.boolean(),
  name: z.string(),
  names: namesOut,
  type: z.number().nullable(),
  structure: z.number().nullable(),
  hotelroom_rooms: z.array(partOut),
  lounges: z.array(partOut),
  beds: z.number(),
  default_adults: z.number().nullable(),
  total_occupancy: z.number().nullable(),
  bath: z.number().nullable(),
  view_type: z.number().nullable(),
  views: z.array(z.number()),
  view_names: namesOut,
  baths: z.array(z.object({ name: z.string(), services: z.array(z.number()) })),
  kitchen: z.number().nullable(),
  rooms: z.array(apartmentRoomSchema),
  roomNumber: z.number(),
  bathNumber: z.number(),
});
export type Room = z.infer<typeof roomSchema>;

/** The bed types a new lounge starts with, at quantity 0: sofa bed and double sofa bed. */
export const DEFAULT_LOUNGE_BED_TYPES = [15, 20] as const;

/** A new room or lounge: next order, and the given bed types at quantity 0. */
export function newStructurePart(order: number, bedTypes: readonly number[]): StructurePart {
  return { order, hoteltypebeds: bedTypes.map((rbed) => ({ rbed, quantity: 0 })), hotelroomdist_lounges: [] };
}

/** Whether another bedroom, lounge or distribution may be added (spec §9 limits). */
export const canAddBedroom = (count: number) => count < MAX_ROOMS;
export const canAddLounge = (count: number) => count < MAX_LOUNGES;
export const canAddDistribution = (count: number) => count < MAX_ROOM_LOUNGE_DISTRIBUTION;

/** Every bed of a structure: bedrooms, lounges and their distributions. */
export function allBeds(
  parts: readonly Pick<StructurePart, 'hoteltypebeds' | 'hotelroomdist_lounges'>[],
): Bed[] {
  return parts.flatMap((part) => [
    ...part.hoteltypebeds,
    ...(part.hotelroomdist_lounges ?? []).flatMap((distribution) => distribution.hotelbeddist_lounges),
  ]);
}

/** How many beds a structure holds. */
export function bedCount(
  parts: readonly Pick<StructurePart, 'hoteltypebeds' | 'hotelroomdist_lounges'>[],
): number {
  return allBeds(parts).reduce((sum, bed) => sum + Math.max(0, bed.quantity), 0);
}

/** How many people the beds sleep, by each bed type's capacity (unknown types count as 0). */
export function bedCapacity(
  parts: readonly Pick<StructurePart, 'hoteltypebeds' | 'hotelroomdist_lounges'>[],
  capacities: ReadonlyMap<number, number>,
): number {
  return allBeds(parts).reduce(
    (sum, bed) => sum + Math.max(0, bed.quantity) * (capacities.get(bed.rbed) ?? 0),
    0,
  );
}

export const OCCUPANCY_WARNING = {
  adultsExceedBeds: 'rooms.warnings.adults_exceed_beds',
  occupancyExceedsBeds: 'rooms.warnings.occupancy_exceeds_beds',
} as const;
export type OccupancyWarning = (typeof OCCUPANCY_WARNING)[keyof typeof OCCUPANCY_WARNING];

/**
 * Beyond the spec: whether default_adults or total_occupancy sleep in the beds described. A
 * warning, not an error (a cot or an extra bed on request may not be described). Nothing to say
 * while no bed is described yet.
 */
export function occupancyWarnings(
  occupancy: { default_adults?: number | null; total_occupancy?: number | null },
  capacity: number,
): OccupancyWarning[] {
  if (capacity <= 0) return [];
  const warnings: OccupancyWarning[] = [];
  if (typeof occupancy.default_adults === 'number' && occupancy.default_adults > capacity) {
    warnings.push(OCCUPANCY_WARNING.adultsExceedBeds);
  }
  if (typeof occupancy.total_occupancy === 'number' && occupancy.total_occupancy > capacity) {
    warnings.push(OCCUPANCY_WARNING.occupancyExceedsBeds);
  }
  return warnings;
}
