/**
 * Room types and apartments (spec §5, §9): the limits, the validity rules the schemas apply
 * (rooms/contract.ts) with the path of each offending value, and the structure's beds and occupancy
 * the room detail form shows. No zod.
 */
import {
  COUNTER_MAX,
  COUNTER_MIN,
  MAX_LOUNGES,
  MAX_ROOM_LOUNGE_DISTRIBUTION,
  MAX_ROOMS,
} from '../shared/constants.ts';
import { isBathNameValid, structureProblems, VALIDITY_MSG } from '../wizard/validity.ts';
import type { ApartmentBath, Bed, StructurePart } from './contract.ts';

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

/** A broken rule: the path of the offending value and its message key. */
export interface RoomIssue {
  path: (string | number)[];
  message: string;
}
export type RoomKind = 'room' | 'apartment';
/** The fields the rules read, as a PATCH may send them (any may be absent). */
export interface RoomFields {
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
export function structureIssues(
  rooms: readonly StructurePart[],
  lounges: readonly StructurePart[],
): RoomIssue[] {
  const issues: RoomIssue[] = [];
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
function duplicateBedIssues(beds: readonly Bed[], path: (string | number)[]): RoomIssue[] {
  const seen = new Set<number>();
  const issues: RoomIssue[] = [];
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
export function roomRuleIssues(kind: RoomKind, value: RoomFields): RoomIssue[] {
  const issues: RoomIssue[] = [];
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
