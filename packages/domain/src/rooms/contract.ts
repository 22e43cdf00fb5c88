/**
 * Room types and apartments (spec §3, §5, §7): the API contract of
 * /api/hotel/{hotelId}/room/{roomId} and /apartment/{roomId}, with the validity rules and limits
 * of spec §5 and §9 (rooms/rules.ts) as refinements, so that the server refuses exactly what the web refuses.
 * Field errors carry the path of the offending value (`hotelroom_rooms.1.hoteltypebeds`), so the
 * web shows them beside it and in the room type's error summary.
 */
import { z } from 'zod';
import { COUNTER_MAX, LANGUAGES, LIST_ORDER_START, ROOM_NAME_MAX } from '../shared/constants.ts';
import { idParam } from '../shared/contract.ts';
import { MSG } from '../shared/messages.ts';
import { VALIDITY_MSG } from '../wizard/validity.ts';
import {
  APARTMENT_BATHS_MAX,
  BATH_SERVICES_MAX,
  BED_TYPES_PER_PART_MAX,
  ROOM_MSG,
  ROOM_PART_NAME_MAX,
  ROOM_VIEWS_MAX,
  type RoomFields,
  type RoomKind,
  roomRuleIssues,
} from './rules.ts';

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

function refineWith(kind: RoomKind) {
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
