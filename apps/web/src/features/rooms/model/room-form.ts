import {
  apartmentDetailSchema,
  bedCapacity,
  DEFAULT_LOUNGE_BED_TYPES,
  defaultRoomGroup,
  LANGUAGES,
  type Language,
  newStructurePart,
  type Room,
  roomDetailSchema,
} from '@hotel/domain';

/** A counter's value: a whole number, or '' while the field is empty. */
export type Quantity = number | '';

export interface BedValue {
  rbed: number;
  quantity: Quantity;
}

/** A lounge area (distribution) of a bedroom. */
export interface AreaValue {
  order: number;
  hotelbeddist_lounges: BedValue[];
}

/** A bedroom or lounge as the form edits it. */
export interface PartValue {
  order: number;
  name: string;
  hoteltypebeds: BedValue[];
  hotelroomdist_lounges: AreaValue[];
}

export interface BathValue {
  name: string;
  services: number[];
}

export type NamesValue = Record<Language, string>;

/** The room detail form: a room type's fields and an apartment's, together (spec §3). */
export interface RoomFormValues {
  name: string;
  names: NamesValue;
  type: number | null;
  structure: number | null;
  hotelroom_rooms: PartValue[];
  lounges: PartValue[];
  default_adults: Quantity;
  total_occupancy: Quantity;
  bath: number | null;
  view_type: number | null;
  views: number[];
  view_names: NamesValue;
  baths: BathValue[];
  kitchen: number | null;
}

/** A problem of the form: the dotted path of the field (as the API names it) and a message or key. */
export interface FormIssue {
  path: string;
  message: string;
}

function namesValue(names: Record<string, string> | undefined): NamesValue {
  return Object.fromEntries(LANGUAGES.map((language) => [language, names?.[language] ?? ''])) as NamesValue;
}

function partValue(part: Room['hotelroom_rooms'][number], order: number): PartValue {
  return {
    order,
    name: part.name ?? '',
    hoteltypebeds: part.hoteltypebeds.map((bed) => ({ ...bed })),
    hotelroomdist_lounges: part.hotelroomdist_lounges.map((area, index) => ({
      order: index,
      hotelbeddist_lounges: area.hotelbeddist_lounges.map((bed) => ({ ...bed })),
    })),
  };
}

/** A new bedroom: the default bed types 14, 13 and 15 at quantity 0 (spec §3). */
export function newBedroom(order: number): PartValue {
  return { order, name: '', hoteltypebeds: defaultRoomGroup().hoteltypebeds, hotelroomdist_lounges: [] };
}

/** A new lounge: sofa bed and double sofa bed at quantity 0. */
export function newLounge(order: number): PartValue {
  return { ...newStructurePart(order, DEFAULT_LOUNGE_BED_TYPES), name: '', hotelroomdist_lounges: [] };
}

/** A new lounge area of a bedroom, with the lounge bed types at quantity 0. */
export function newArea(order: number): AreaValue {
  return { order, hotelbeddist_lounges: DEFAULT_LOUNGE_BED_TYPES.map((rbed) => ({ rbed, quantity: 0 })) };
}

/** The form's starting values: the saved room, with one default bedroom when it has none. */
export function formValuesOf(room: Room): RoomFormValues {
  const bedrooms = room.hotelroom_rooms.map(partValue);
  return {
    name: room.name,
    names: namesValue(room.names),
    type: room.type,
    structure: room.structure,
    hotelroom_rooms: bedrooms.length > 0 ? bedrooms : [newBedroom(0)],
    lounges: room.lounges.map(partValue),
    default_adults: room.default_adults ?? '',
    total_occupancy: room.total_occupancy ?? '',
    bath: room.bath,
    view_type: room.view_type,
    views: [...room.views],
    view_names: namesValue(room.view_names),
    // An apartment starts with one bath to name (spec §5: at least one).
    baths:
      room.is_apartment && room.baths.length === 0
        ? [{ name: '', services: [] }]
        : room.baths.map((bath) => ({ name: bath.name, services: [...bath.services] })),
    kitchen: room.kitchen,
  };
}

const quantity = (value: Quantity) => (value === '' ? undefined : value);
const count = (value: Quantity) => (value === '' ? null : value);

function filled(names: NamesValue): Partial<NamesValue> {
  return Object.fromEntries(
    Object.entries(names).filter(([, text]) => text.trim() !== ''),
  ) as Partial<NamesValue>;
}

function partPayload(part: PartValue, order: number, named: boolean) {
  const name = part.name.trim();
  return {
    order,
    ...(named && name ? { name } : {}),
    hoteltypebeds: part.hoteltypebeds.map((bed) => ({ rbed: bed.rbed, quantity: quantity(bed.quantity) })),
    hotelroomdist_lounges: part.hotelroomdist_lounges.map((area, index) => ({
      order: index,
      hotelbeddist_lounges: area.hotelbeddist_lounges.map((bed) => ({
        rbed: bed.rbed,
        quantity: quantity(bed.quantity),
      })),
    })),
  };
}

/** The PATCH body of the detail: every field of a room type, or of an apartment. */
export function payloadOf(values: RoomFormValues, apartment: boolean): Record<string, unknown> {
  const common = {
    name: values.name,
    names: filled(values.names),
    type: values.type,
    structure: values.structure,
    hotelroom_rooms: values.hotelroom_rooms.map((part, index) => partPayload(part, index, apartment)),
    lounges: values.lounges.map((part, index) => partPayload(part, index, apartment)),
    default_adults: count(values.default_adults),
    total_occupancy: count(values.total_occupancy),
    view_type: values.view_type,
    views: values.views,
    view_names: filled(values.view_names),
  };
  return apartment
    ? {
        ...common,
        baths: values.baths.map((bath) => ({ name: bath.name, services: bath.services })),
        kitchen: values.kitchen,
      }
    : { ...common, bath: values.bath };
}

/**
 * The form checked by the same schema the server applies (spec §5 room or apartment valid, and
 * the limits of §9): every problem with its path. Empty when the body may be sent.
 */
export function validateRoom(values: RoomFormValues, apartment: boolean): FormIssue[] {
  const schema = apartment ? apartmentDetailSchema : roomDetailSchema;
  const result = schema.safeParse(payloadOf(values, apartment));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Every bed of the form with a whole quantity, for the layout summary and the capacity. */
export function structureOf(values: Pick<RoomFormValues, 'hotelroom_rooms' | 'lounges'>) {
  const part = (value: PartValue) => ({
    order: value.order,
    name: value.name,
    hoteltypebeds: value.hoteltypebeds.map((bed) => ({
      rbed: bed.rbed,
      quantity: bed.quantity === '' ? 0 : bed.quantity,
    })),
    hotelroomdist_lounges: value.hotelroomdist_lounges.map((area) => ({
      order: area.order,
      hotelbeddist_lounges: area.hotelbeddist_lounges.map((bed) => ({
        rbed: bed.rbed,
        quantity: bed.quantity === '' ? 0 : bed.quantity,
      })),
    })),
  });
  return { bedrooms: values.hotelroom_rooms.map(part), lounges: values.lounges.map(part) };
}

/**
 * The bedrooms and lounges as typed, whether any of them has a bed, and how many those beds
 * sleep (capacities by bed type id).
 */
export function roomLayout(values: RoomFormValues, capacities: ReadonlyMap<number, number>) {
  const structure = structureOf(values);
  const parts = [...structure.bedrooms, ...structure.lounges];
  const hasBeds = parts.some((part) =>
    [...part.hoteltypebeds, ...part.hotelroomdist_lounges.flatMap((area) => area.hotelbeddist_lounges)].some(
      (bed) => bed.quantity > 0,
    ),
  );
  return { structure, hasBeds, capacity: bedCapacity(parts, capacities) };
}

export type RoomLayout = ReturnType<typeof roomLayout>;
