/**
 * Step validity of the hotel wizard (spec §5). Pure predicates over the shapes the API sends
 * (snake_case field names as the spec writes them); the web uses them to guide the user and to
 * resume the wizard, the server to refuse incomplete data.
 */
import {
  BATH_NAME_MAX,
  BATH_NAME_MIN,
  COUNTER_MAX,
  COUNTER_MIN,
  DEFAULT_ROOM_BED_TYPES,
  LIST_ORDER_START,
  MAX_LOUNGES,
  MAX_ROOM_LOUNGE_DISTRIBUTION,
  MAX_ROOMS,
} from '../shared/constants.ts';

/** The hotel fields the basic and location steps read. */
export interface HotelLike {
  htype?: number | null;
  check_in_start?: string | null;
  check_out_start?: string | null;
  content_language?: number | string | null;
  languages?: readonly (number | string)[] | null;
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
}

/** One bed type of a room group: the bed-type id (rbed) and how many beds of it. */
export interface BedLike {
  rbed?: number | null;
  quantity?: number | null;
}

/** A room group (one bedroom of the room type): its order and its beds. */
export interface RoomGroupLike {
  order?: number;
  hoteltypebeds?: readonly BedLike[] | null;
}

/** A bath of an apartment (or of a room when sent as a list). */
export interface BathLike {
  name?: string | null;
  services?: readonly unknown[] | null;
}

/** A room type; apartments share this shape and are told apart by is_apartment. */
export interface RoomLike {
  id: number;
  name?: string | null;
  type?: number | string | null;
  is_apartment?: boolean | null;
  /** Absent or null when not given; when present it must be non-empty. */
  structure?: unknown;
  hotelroom_rooms?: readonly RoomGroupLike[] | null;
  default_adults?: number | null;
  /** Number of baths of a room. */
  bath?: number | null;
  baths?: readonly BathLike[] | null;
}

/** An apartment: a room type plus its rooms, named baths and kitchen. */
export interface ApartmentLike extends RoomLike {
  rooms?: readonly { name?: string | null; type?: number | string | null; beds?: unknown }[] | null;
  kitchen?: number | string | null;
  roomNumber?: number | null;
  bathNumber?: number | null;
}

/** Steps that spec §5 declares always valid. */
export const ALWAYS_VALID_STEPS = [
  'accesibility',
  'services',
  'activities',
  'photos',
  'videos',
  'opinions',
] as const;

/** Message keys of the room-structure limits (translations live in the `errors` namespace). */
export const VALIDITY_MSG = {
  tooManyRooms: 'errors.too_many_rooms',
  tooManyLounges: 'errors.too_many_lounges',
  tooManyRoomLoungeDistributions: 'errors.too_many_room_lounge_distributions',
  quantityOutOfRange: 'errors.quantity_out_of_range',
} as const;
export type ValidityMessageKey = (typeof VALIDITY_MSG)[keyof typeof VALIDITY_MSG];

/** Set means neither null, undefined nor a blank string. */
function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

function isNonBlank(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Basic step: hotel type, check-in start, check-out start, content language and one language at least. */
export function isBasicValid(h: HotelLike | null | undefined): boolean {
  if (!h) return false;
  return (
    isSet(h.htype) &&
    isSet(h.check_in_start) &&
    isSet(h.check_out_start) &&
    isSet(h.content_language) &&
    Array.isArray(h.languages) &&
    h.languages.length > 0
  );
}

/** Location step: address, postal code, city and country all set. */
export function isLocationValid(h: HotelLike | null | undefined): boolean {
  if (!h) return false;
  return isNonBlank(h.address) && isNonBlank(h.postal_code) && isNonBlank(h.city) && isNonBlank(h.country);
}

/** A group is valid when it holds a bed type (rbed set) with a quantity above 0. */
function isGroupValid(group: RoomGroupLike | null | undefined): boolean {
  const beds = group?.hoteltypebeds;
  if (!Array.isArray(beds)) return false;
  return beds.some(
    (bed: BedLike) => isSet(bed?.rbed) && typeof bed.quantity === 'number' && bed.quantity > 0,
  );
}

/** At least one room group, and every group has a bed type with quantity above 0. */
export function areBedGroupsValid(groups: readonly RoomGroupLike[] | null | undefined): boolean {
  return Array.isArray(groups) && groups.length > 0 && groups.every(isGroupValid);
}

/** Structure, when present, must be non-empty: a non-empty array, string or object; numbers count. */
function isStructureValid(structure: unknown): boolean {
  if (structure === null || structure === undefined) return true;
  if (Array.isArray(structure)) return structure.length > 0;
  if (typeof structure === 'string') return structure.trim() !== '';
  if (typeof structure === 'number') return !Number.isNaN(structure);
  if (typeof structure === 'object') return Object.keys(structure).length > 0;
  return true;
}

/** Room step (a room type that is not an apartment). default_adults must be a positive number. */
export function isRoomValid(room: RoomLike | null | undefined): boolean {
  if (!room) return false;
  const hasBath =
    (typeof room.bath === 'number' && room.bath > 0) || (Array.isArray(room.baths) && room.baths.length > 0);
  return (
    isSet(room.type) &&
    areBedGroupsValid(room.hotelroom_rooms) &&
    isStructureValid(room.structure) &&
    typeof room.default_adults === 'number' &&
    room.default_adults > 0 &&
    hasBath
  );
}

/** Length in characters (code points) of a trimmed bath name. */
function nameLength(name: string | null | undefined): number {
  return typeof name === 'string' ? [...name.trim()].length : 0;
}

/** A bath name is BATH_NAME_MIN..BATH_NAME_MAX characters once trimmed. */
export function isBathNameValid(name: string | null | undefined): boolean {
  const length = nameLength(name);
  return length >= BATH_NAME_MIN && length <= BATH_NAME_MAX;
}

/** Room step for an apartment: bed groups, named baths and a kitchen. */
export function isApartmentValid(apt: ApartmentLike | null | undefined): boolean {
  if (!apt) return false;
  return (
    areBedGroupsValid(apt.hotelroom_rooms) &&
    Array.isArray(apt.baths) &&
    apt.baths.length > 0 &&
    apt.baths.every((bath: BathLike) => isBathNameValid(bath?.name)) &&
    isSet(apt.kitchen)
  );
}

/** Validity of one entry of the room list: apartments by the apartment rule, others by the room rule. */
export function isRoomOrApartmentValid(room: RoomLike | ApartmentLike | null | undefined): boolean {
  if (!room) return false;
  return room.is_apartment ? isApartmentValid(room) : isRoomValid(room);
}

/** Room list step: at least one type, each with a non-blank name. */
export function isRoomListValid(rooms: readonly Pick<RoomLike, 'name'>[] | null | undefined): boolean {
  return Array.isArray(rooms) && rooms.length > 0 && rooms.every((room) => isNonBlank(room?.name));
}

/** A lounge distribution of a structure part, with its beds. */
export interface LoungeDistributionLike {
  order?: number;
  hotelbeddist_lounges?: readonly BedLike[] | null;
}

/** A room or lounge of a room structure. */
export interface StructurePartLike extends RoomGroupLike {
  hotelroomdist_lounges?: readonly LoungeDistributionLike[] | null;
}

/** Room structure (spec §3): rooms (at most MAX_ROOMS) and lounges (at most MAX_LOUNGES). */
export interface RoomStructureLike {
  rooms?: readonly StructurePartLike[] | null;
  lounges?: readonly StructurePartLike[] | null;
}

function isQuantityInRange(quantity: number | null | undefined): boolean {
  if (quantity === null || quantity === undefined) return true;
  return Number.isInteger(quantity) && quantity >= COUNTER_MIN && quantity <= COUNTER_MAX;
}

/**
 * The limits a room structure breaks, as message keys (each key once, in VALIDITY_MSG order):
 * more than MAX_ROOMS rooms, more than MAX_LOUNGES lounges, a room or lounge with more than
 * MAX_ROOM_LOUNGE_DISTRIBUTION lounge distributions, or any bed quantity that is not a whole
 * number within COUNTER_MIN..COUNTER_MAX. An empty list means the structure is within limits.
 */
export function structureProblems(structure: RoomStructureLike | null | undefined): ValidityMessageKey[] {
  const rooms = structure?.rooms ?? [];
  const lounges = structure?.lounges ?? [];
  const parts = [...rooms, ...lounges];
  const problems: ValidityMessageKey[] = [];
  if (rooms.length > MAX_ROOMS) problems.push(VALIDITY_MSG.tooManyRooms);
  if (lounges.length > MAX_LOUNGES) problems.push(VALIDITY_MSG.tooManyLounges);
  if (parts.some((part) => (part?.hotelroomdist_lounges?.length ?? 0) > MAX_ROOM_LOUNGE_DISTRIBUTION)) {
    problems.push(VALIDITY_MSG.tooManyRoomLoungeDistributions);
  }
  const quantities = parts.flatMap((part) => [
    ...(part?.hoteltypebeds ?? []),
    ...(part?.hotelroomdist_lounges ?? []).flatMap((dist) => dist?.hotelbeddist_lounges ?? []),
  ]);
  if (quantities.some((bed) => !isQuantityInRange(bed?.quantity))) {
    problems.push(VALIDITY_MSG.quantityOutOfRange);
  }
  return problems;
}

/** The default first room group: bed types 14, 13 and 15, each with quantity 0. */
export function defaultRoomGroup(): { order: number; hoteltypebeds: { rbed: number; quantity: number }[] } {
  return {
    order: LIST_ORDER_START,
    hoteltypebeds: DEFAULT_ROOM_BED_TYPES.map((rbed) => ({ rbed, quantity: 0 })),
  };
}
