import { ROOM_MSG, VALIDITY_MSG } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { makeRoom } from '../test/room-test-utils.tsx';
import {
  formValuesOf,
  newArea,
  newBedroom,
  newLounge,
  payloadOf,
  type Quantity,
  type RoomFormValues,
  structureOf,
  validateRoom,
} from './room-form.ts';

/** Sets a bed quantity of the first bedroom. */
function setQuantity(values: RoomFormValues, bed: number, quantity: Quantity) {
  const target = values.hotelroom_rooms[0]?.hoteltypebeds[bed];
  if (!target) throw new Error(`no bed ${bed}`);
  target.quantity = quantity;
}

describe('formValuesOf and payloadOf', () => {
  it('round-trips a complete room type into the PATCH body', () => {
    const room = makeRoom({
      names: { en: 'Standard double' },
      type: 2,
      hotelroom_rooms: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] }],
      lounges: [{ order: 0, hoteltypebeds: [{ rbed: 15, quantity: 1 }], hotelroomdist_lounges: [] }],
      default_adults: 2,
      total_occupancy: 3,
      bath: 1,
      views: [1],
    });
    const values = formValuesOf(room);
    expect(values.names).toEqual({ es: '', en: 'Standard double', fr: '', it: '', pt: '', ru: '' });
    expect(payloadOf(values, false)).toEqual({
      name: 'Doble estándar',
      names: { en: 'Standard double' },
      type: 2,
      structure: null,
      hotelroom_rooms: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }], hotelroomdist_lounges: [] }],
      lounges: [{ order: 0, hoteltypebeds: [{ rbed: 15, quantity: 1 }], hotelroomdist_lounges: [] }],
      default_adults: 2,
      total_occupancy: 3,
      bath: 1,
      view_type: null,
      views: [1],
      view_names: {},
    });
    expect(validateRoom(values, false)).toEqual([]);
  });

  it('starts a room without bedrooms with the default bedroom, and an apartment with one bath to name', () => {
    const values = formValuesOf(makeRoom({ hotelroom_rooms: [], is_apartment: true }));
    expect(values.hotelroom_rooms).toEqual([newBedroom(0)]);
    expect(values.hotelroom_rooms[0]?.hoteltypebeds.map((bed) => bed.rbed)).toEqual([14, 13, 15]);
    expect(values.baths).toEqual([{ name: '', services: [] }]);
    expect(formValuesOf(makeRoom()).baths).toEqual([]);
  });

  it('renumbers orders by position, and sends room names for apartments only', () => {
    const values = formValuesOf(makeRoom());
    values.hotelroom_rooms = [
      { ...newBedroom(3), name: 'Principal' },
      { ...newBedroom(0), name: 'Infantil', hotelroomdist_lounges: [newArea(4)] },
    ];
    const room = payloadOf(values, false) as { hotelroom_rooms: Record<string, unknown>[] };
    expect(room.hotelroom_rooms.map((part) => [part.order, part.name])).toEqual([
      [0, undefined],
      [1, undefined],
    ]);
    const apartment = payloadOf(values, true) as {
      hotelroom_rooms: Record<string, unknown>[];
      bath?: unknown;
    };
    expect(apartment.hotelroom_rooms.map((part) => [part.order, part.name])).toEqual([
      [0, 'Principal'],
      [1, 'Infantil'],
    ]);
    expect(apartment).not.toHaveProperty('bath');
    expect(apartment).toHaveProperty('kitchen');
  });
});

describe('validateRoom', () => {
  const valid = () => {
    const values = formValuesOf(makeRoom({ type: 2, default_adults: 2, bath: 1 }));
    setQuantity(values, 1, 1);
    return values;
  };

  it('finds what spec §5 and §9 refuse, by path', () => {
    expect(validateRoom(valid(), false)).toEqual([]);

    const tooMany = valid();
    setQuantity(tooMany, 1, 51);
    expect(validateRoom(tooMany, false)).toContainEqual({
      path: 'hotelroom_rooms.0.hoteltypebeds.1.quantity',
      message: VALIDITY_MSG.quantityOutOfRange,
    });

    const noBed = valid();
    noBed.hotelroom_rooms.push(newBedroom(1));
    expect(validateRoom(noBed, false)).toContainEqual({
      path: 'hotelroom_rooms.1.hoteltypebeds',
      message: ROOM_MSG.bedRequired,
    });

    const noAdults = valid();
    noAdults.default_adults = 0;
    expect(validateRoom(noAdults, false)).toContainEqual({
      path: 'default_adults',
      message: ROOM_MSG.adultsRequired,
    });

    const emptyCounter = valid();
    setQuantity(emptyCounter, 0, '');
    expect(validateRoom(emptyCounter, false)).toContainEqual({
      path: 'hotelroom_rooms.0.hoteltypebeds.0.quantity',
      message: 'errors.required',
    });

    const fourLounges = valid();
    fourLounges.lounges = [0, 1, 2, 3].map(newLounge);
    expect(validateRoom(fourLounges, false)).toContainEqual({
      path: 'lounges',
      message: VALIDITY_MSG.tooManyLounges,
    });
  });

  it("refuses an apartment bath named 'WC' and accepts it renamed", () => {
    const values = valid();
    values.kitchen = 1;
    values.baths = [{ name: 'WC', services: [] }];
    expect(validateRoom(values, true)).toEqual([{ path: 'baths.0.name', message: ROOM_MSG.bathNameLength }]);
    values.baths = [{ name: 'Baño principal', services: [] }];
    expect(validateRoom(values, true)).toEqual([]);
  });
});

describe('structureOf', () => {
  it('counts an empty counter as no bed', () => {
    const values = formValuesOf(makeRoom());
    setQuantity(values, 0, '');
    expect(structureOf(values).bedrooms[0]?.hoteltypebeds[0]).toEqual({ rbed: 14, quantity: 0 });
  });
});
