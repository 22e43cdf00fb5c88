import {
  type ApartmentBath,
  type ApartmentPatch,
  bedCount,
  DEFAULT_LANGUAGE,
  defaultRoomGroup,
  type Language,
  type LocalizedNames,
  type ReferenceApartmentAttributes,
  type ReferenceBedType,
  type ReferenceRoomAttributes,
  ROOM_MSG,
  type Room,
  type RoomPatch,
  type StructurePart,
} from '@hotel/domain';
import type { ActivityLog } from '../../lib/activity-log.ts';
import { AppError } from '../../lib/errors.ts';
import type { HotelDirectory } from '../hotels/index.ts';
import type { RoomRow, RoomsRepository, RoomValues } from './rooms.repository.ts';

/** Room types (`/room/`) and apartments (`/apartment/`): the same record, told apart by is_apartment. */
export type RoomKind = 'room' | 'apartment';

/** Any body of POST or PATCH on either resource (the route's schema has already checked it). */
export type RoomInput = RoomPatch & ApartmentPatch;

/** Where the ids a room may name come from (the reference lists; read through their cache). */
export interface RoomReference {
  bedTypes(language: Language): Promise<{ body: ReferenceBedType[] }>;
  roomAttributes(language: Language): Promise<{ body: ReferenceRoomAttributes }>;
  apartmentAttributes(language: Language): Promise<{ body: ReferenceApartmentAttributes }>;
}

/** The bed distribution as stored in `rooms.structure`. */
interface StoredStructure {
  hotelroom_rooms: StructurePart[];
  lounges: StructurePart[];
}

/** The apartment's own data as stored in `rooms.apartment` (its rooms and counts are derived). */
interface StoredApartment {
  baths: ApartmentBath[];
  kitchen: number | null;
}

/**
 * A change of an approved hotel's rooms goes to staff as a change request (issue 34 item 14,
 * decision 062): the contracts module answers this, sending the contract back for review.
 */
export interface RoomChangeRequests {
  roomsChanged(userId: number, hotelId: number): Promise<void>;
}

export class RoomsService {
  constructor(
    private readonly repository: RoomsRepository,
    private readonly hotels: Pick<HotelDirectory, 'findById'>,
    private readonly reference: RoomReference,
    /** The back office's log: who added, changed or removed which room type (decision 061). */
    private readonly activity: ActivityLog,
    private readonly changeRequests?: RoomChangeRequests,
  ) {}

  /** The hotel's room types and apartments (kind 'room'), or its apartments only. */
  async list(hotelId: number, kind: RoomKind): Promise<Room[]> {
    return (await this.repository.listForHotel(hotelId, kind === 'apartment')).map(toDto);
  }

  /** Room types of several hotels, by hotel, in one statement (the wizard's progress and resume). */
  async roomsOfHotels(hotelIds: readonly number[]): Promise<Map<number, Room[]>> {
    const byHotel = new Map<number, Room[]>(hotelIds.map((id) => [id, []]));
    for (const row of await this.repository.listForHotels(hotelIds))
      byHotel.get(row.hotelId)?.push(toDto(row));
    return byHotel;
  }

  async get(hotelId: number, roomId: number, kind: RoomKind): Promise<Room> {
    return toDto(await this.find(hotelId, roomId, kind));
  }

  /** Adds a room type (or apartment); a new one starts with the default bedroom (14, 13, 15 at 0). */
  async create(
    actor: number,
    hotelId: number,
    kind: RoomKind,
    input: RoomInput & { name: string },
  ): Promise<Room> {
    await this.assertUnlocked(hotelId);
    await this.checkReferences(kind, input);
    const values = valuesOf(kind, input, undefined);
    const room = toDto(
      await this.repository.create(hotelId, {
        ...values,
        name: input.name,
        isApartment: kind === 'apartment',
      }),
    );
    await this.activity.record({
      hotelId,
      userId: actor,
      action: 'room.created',
      detail: { room: room.id, name: room.name },
    });
    await this.changeRequests?.roomsChanged(actor, hotelId);
    return room;
  }

  async update(
    actor: number,
    hotelId: number,
    roomId: number,
    kind: RoomKind,
    patch: RoomInput,
  ): Promise<Room> {
    await this.assertUnlocked(hotelId);
    const current = await this.find(hotelId, roomId, kind);
    await this.checkReferences(kind, patch);
    // The body's own rules were checked by its schema; one rule spans a sent and a stored field.
    const adults = patch.default_adults !== undefined ? patch.default_adults : current.defaultAdults;
    const occupancy = patch.total_occupancy !== undefined ? patch.total_occupancy : current.totalOccupancy;
    if (typeof adults === 'number' && typeof occupancy === 'number' && occupancy < adults) {
      const field = patch.total_occupancy !== undefined ? 'total_occupancy' : 'default_adults';
      throw AppError.validation({ [field]: ROOM_MSG.occupancyBelowAdults });
    }
    const updated = await this.repository.update(hotelId, roomId, valuesOf(kind, patch, current));
    if (!updated) throw AppError.notFound();
    const before = toDto(current);
    const after = toDto(updated);
    // The fields sent whose value changed; a rename says from what to what.
    const fields = Object.keys(patch).filter(
      (field) =>
        JSON.stringify(before[field as keyof Room] ?? null) !==
        JSON.stringify(after[field as keyof Room] ?? null),
    );
    if (fields.length > 0)
      await this.activity.record({
        hotelId,
        userId: actor,
        action: 'room.updated',
        detail: {
          room: roomId,
          name: after.name,
          fields,
          ...(before.name === after.name
            ? {}
            : { before: { name: before.name }, after: { name: after.name } }),
        },
      });
    await this.changeRequests?.roomsChanged(actor, hotelId);
    return after;
  }

  /** The room resource deletes a room type or an apartment; the apartment resource apartments only. */
  async delete(actor: number, hotelId: number, roomId: number, kind: RoomKind): Promise<void> {
    await this.assertUnlocked(hotelId);
    // Read directly: the room resource deletes apartments too (find would refuse them).
    const current = await this.repository.find(hotelId, roomId);
    if (!(await this.repository.delete(hotelId, roomId, kind === 'apartment'))) throw AppError.notFound();
    await this.activity.record({
      hotelId,
      userId: actor,
      action: 'room.deleted',
      detail: { room: roomId, name: current?.name ?? '' },
    });
    await this.changeRequests?.roomsChanged(actor, hotelId);
  }

  private async find(hotelId: number, roomId: number, kind: RoomKind): Promise<RoomRow> {
    const row = await this.repository.find(hotelId, roomId);
    // A room of another hotel, or an apartment asked for as a room (and back), does not exist here.
    if (!row || row.isApartment !== (kind === 'apartment')) throw AppError.notFound();
    return row;
  }

  /**
   * The spec's rooms-locked flag refuses every change with 409 and a message saying why. An
   * approval no longer sets it (decision 062): an approved hotel's change goes to staff instead.
   */
  private async assertUnlocked(hotelId: number): Promise<void> {
    const hotel = await this.hotels.findById(hotelId);
    if (!hotel) throw AppError.notFound();
    if (hotel.roomsLocked) {
      throw new AppError(409, { key: ROOM_MSG.locked });
    }
  }

  /**
   * Every id a body names must exist in its reference list, and each bed type must be allowed
   * where it is placed: bedrooms take room_allowed types, lounges and lounge distributions
   * lounge_allowed ones. Answers 400 with the path of each offending id.
   */
  private async checkReferences(kind: RoomKind, input: RoomInput): Promise<void> {
    const [{ body: beds }, { body: roomAttributes }, { body: apartmentAttributes }] = await Promise.all([
      this.reference.bedTypes(DEFAULT_LANGUAGE),
      this.reference.roomAttributes(DEFAULT_LANGUAGE),
      this.reference.apartmentAttributes(DEFAULT_LANGUAGE),
    ]);
    const fields: Record<string, string> = {};
    const unknown = ROOM_MSG.unknownReference;
    const ids = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
    const checkId = (field: string, value: number | null | undefined, known: Set<number>) => {
      if (typeof value === 'number' && !known.has(value)) fields[field] = unknown;
    };

    const attributes = kind === 'apartment' ? apartmentAttributes : roomAttributes;
    checkId('type', input.type, ids(attributes.types));
    checkId('structure', input.structure, ids(roomAttributes.structure));
    checkId('view_type', input.view_type, ids(attributes.view_type));
    const views = ids(attributes.views);
    input.views?.forEach((view, index) => {
      checkId(`views.${index}`, view, views);
    });
    if (kind === 'room') checkId('bath', input.bath, ids(roomAttributes.bath));
    if (kind === 'apartment') {
      checkId('kitchen', input.kitchen, ids(apartmentAttributes.kitchens));
      const services = ids(apartmentAttributes.bath_services);
      input.baths?.forEach((bath, index) => {
        bath.services.forEach((service, serviceIndex) => {
          checkId(`baths.${index}.services.${serviceIndex}`, service, services);
        });
      });
    }

    const bedTypes = new Map(beds.map((bed) => [bed.id, bed]));
    const checkBeds = (path: string, list: readonly { rbed: number }[], place: 'room' | 'lounge') => {
      list.forEach((bed, index) => {
        const type = bedTypes.get(bed.rbed);
        const field = `${path}.${index}.rbed`;
        if (!type) fields[field] = unknown;
        else if (place === 'room' && !type.room_allowed) fields[field] = ROOM_MSG.bedNotForRooms;
        else if (place === 'lounge' && !type.lounge_allowed) fields[field] = ROOM_MSG.bedNotForLounges;
      });
    };
    const parts = [
      ['hotelroom_rooms', input.hotelroom_rooms, 'room'],
      ['lounges', input.lounges, 'lounge'],
    ] as const;
    for (const [field, list, place] of parts) {
      list?.forEach((part, index) => {
        checkBeds(`${field}.${index}.hoteltypebeds`, part.hoteltypebeds, place);
        part.hotelroomdist_lounges?.forEach((distribution, distIndex) => {
          checkBeds(
            `${field}.${index}.hotelroomdist_lounges.${distIndex}.hotelbeddist_lounges`,
            distribution.hotelbeddist_lounges,
            'lounge',
          );
        });
      });
    }
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
  }
}

/** Only the languages given a text are kept. */
function cleanNames(names: LocalizedNames): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function normalizePart(part: StructurePart): StructurePart {
  const name = part.name?.trim();
  return {
    order: part.order,
    ...(name ? { name } : {}),
    hoteltypebeds: part.hoteltypebeds.map(({ rbed, quantity }) => ({ rbed, quantity })),
    hotelroomdist_lounges: (part.hotelroomdist_lounges ?? []).map((distribution) => ({
      order: distribution.order,
      hotelbeddist_lounges: distribution.hotelbeddist_lounges.map(({ rbed, quantity }) => ({
        rbed,
        quantity,
      })),
    })),
  };
}

/** The stored structure, read defensively (an older or empty document reads as no rooms). */
function readStructure(value: unknown): StoredStructure {
  const doc = (value ?? {}) as Partial<StoredStructure>;
  return {
    hotelroom_rooms: Array.isArray(doc.hotelroom_rooms) ? doc.hotelroom_rooms.map(normalizePart) : [],
    lounges: Array.isArray(doc.lounges) ? doc.lounges.map(normalizePart) : [],
  };
}

function readApartment(value: unknown): StoredApartment {
  const doc = (value ?? {}) as Partial<StoredApartment>;
  return {
    baths: Array.isArray(doc.baths)
      ? doc.baths.map((bath) => ({ name: bath.name, services: [...(bath.services ?? [])] }))
      : [],
    kitchen: typeof doc.kitchen === 'number' ? doc.kitchen : null,
  };
}

/** The columns a body changes; `current` is the stored row (undefined when creating). */
function valuesOf(kind: RoomKind, input: RoomInput, current: RoomRow | undefined): Partial<RoomValues> {
  const values: Partial<RoomValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.names !== undefined) values.names = cleanNames(input.names);
  if (input.type !== undefined) values.type = input.type;
  if (input.structure !== undefined) values.structureType = input.structure;
  if (input.default_adults !== undefined) values.defaultAdults = input.default_adults;
  if (input.total_occupancy !== undefined) values.totalOccupancy = input.total_occupancy;
  if (input.view_type !== undefined) values.viewType = input.view_type;
  if (input.views !== undefined) values.views = [...new Set(input.views)];
  if (input.view_names !== undefined) values.viewNames = cleanNames(input.view_names);

  const stored = current
    ? readStructure(current.structure)
    : { hotelroom_rooms: [{ ...defaultRoomGroup(), hotelroomdist_lounges: [] }], lounges: [] };
  if (!current || input.hotelroom_rooms !== undefined || input.lounges !== undefined) {
    const structure: StoredStructure = {
      hotelroom_rooms: (input.hotelroom_rooms ?? stored.hotelroom_rooms).map(normalizePart),
      lounges: (input.lounges ?? stored.lounges).map(normalizePart),
    };
    values.structure = structure;
  }

  if (kind === 'room') {
    if (input.bath !== undefined) values.bath = input.bath;
  } else {
    const apartment = readApartment(current?.apartment);
    if (!current || input.baths !== undefined || input.kitchen !== undefined) {
      const next: StoredApartment = {
        baths: (input.baths ?? apartment.baths).map((bath) => ({
          name: bath.name.trim(),
          services: [...new Set(bath.services)],
        })),
        kitchen: input.kitchen !== undefined ? input.kitchen : apartment.kitchen,
      };
      values.apartment = next;
    }
  }
  return values;
}

function toDto(row: RoomRow): Room {
  const structure = readStructure(row.structure);
  const apartment = readApartment(row.apartment);
  const parts = [...structure.hotelroom_rooms, ...structure.lounges];
  const rooms = row.isApartment
    ? [
        ...structure.hotelroom_rooms.map((part) => ({ part, type: 'bedroom' as const })),
        ...structure.lounges.map((part) => ({ part, type: 'lounge' as const })),
      ].map(({ part, type }) => ({
        name: part.name ?? null,
        type,
        beds: part.hoteltypebeds.filter((bed) => bed.quantity > 0),
      }))
    : [];
  return {
    id: row.id,
    hotel: row.hotelId,
    is_apartment: row.isApartment,
    name: row.name,
    names: row.names,
    type: row.type,
    structure: row.structureType,
    hotelroom_rooms: structure.hotelroom_rooms.map((part) => ({
      ...part,
      hotelroomdist_lounges: part.hotelroomdist_lounges ?? [],
    })),
    lounges: structure.lounges.map((part) => ({
      ...part,
      hotelroomdist_lounges: part.hotelroomdist_lounges ?? [],
    })),
    beds: bedCount(parts),
    default_adults: row.defaultAdults,
    total_occupancy: row.totalOccupancy,
    bath: row.isApartment ? null : row.bath,
    view_type: row.viewType,
    views: row.views,
    view_names: row.viewNames,
    baths: row.isApartment ? apartment.baths : [],
    kitchen: row.isApartment ? apartment.kitchen : null,
    rooms,
    roomNumber: structure.hotelroom_rooms.length,
    bathNumber: row.isApartment ? apartment.baths.length : row.bath === null ? 0 : 1,
  };
}
