import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { basicAndLocationBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface RoomDto {
  id: number;
  hotel: number;
  is_apartment: boolean;
  name: string;
  hotelroom_rooms: { order: number; hoteltypebeds: { rbed: number; quantity: number }[] }[];
  [field: string]: unknown;
}

const hotelOf = (headers: Headers): Promise<number> => createHotel(t.app, headers);

const bedroom = (order: number, beds: [number, number][] = [[13, 1]]) => ({
  order,
  hoteltypebeds: beds.map(([rbed, quantity]) => ({ rbed, quantity })),
});
const lounge = (order: number, quantity = 1) => ({ order, hoteltypebeds: [{ rbed: 15, quantity }] });

/** A complete room detail (spec §5 room valid). */
const roomDetail = {
  name: 'Doble estándar',
  names: { en: 'Standard double', fr: '' },
  type: 2,
  structure: 2,
  hotelroom_rooms: [bedroom(0, [[13, 1]]), bedroom(1, [[14, 2]])],
  lounges: [lounge(0)],
  default_adults: 2,
  total_occupancy: 4,
  bath: 1,
  view_type: 1,
  views: [1, 1, 2],
  view_names: { es: 'Vistas al mar' },
};

/** A complete apartment detail (spec §5 apartment valid). */
const apartmentDetail = {
  name: 'Ático con terraza',
  type: 5,
  hotelroom_rooms: [{ ...bedroom(0), name: 'Dormitorio principal' }],
  lounges: [{ ...lounge(0), name: 'Salón' }],
  total_occupancy: 3,
  baths: [{ name: 'Baño principal', services: [1, 5] }],
  kitchen: 1,
};

async function create(headers: Headers, hotelId: number, kind: 'room' | 'apartment', payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/${kind}/`, headers, payload });
}

async function createdId(headers: Headers, hotelId: number, kind: 'room' | 'apartment', name: string) {
  const response = await create(headers, hotelId, kind, { name });
  expect(response.statusCode).toBe(201);
  return json<RoomDto>(response).id;
}

describe('room types', () => {
  it('adds a room type with the default bedroom, reads it, completes it and lists it in order', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);

    const created = await create(ana.headers, hotel, 'room', { name: '  Doble  ', names: { en: 'Double' } });
    expect(created.statusCode).toBe(201);
    const room = json<RoomDto>(created);
    expect(room).toMatchObject({
      hotel,
      is_apartment: false,
      name: 'Doble',
      names: { en: 'Double' },
      type: null,
      hotelroom_rooms: [
        {
          order: 0,
          hoteltypebeds: [
            { rbed: 14, quantity: 0 },
            { rbed: 13, quantity: 0 },
            { rbed: 15, quantity: 0 },
          ],
          hotelroomdist_lounges: [],
        },
      ],
      lounges: [],
      beds: 0,
      default_adults: null,
      baths: [],
      rooms: [],
    });
    const second = await createdId(ana.headers, hotel, 'room', 'Suite');

    const url = `/api/hotel/${hotel}/room/${room.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: ana.headers });
    expect(read.statusCode).toBe(200);
    expect(json(read)).toEqual(room);

    const patched = await t.app.inject({ method: 'PATCH', url, headers: ana.headers, payload: roomDetail });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({
      name: 'Doble estándar',
      names: { en: 'Standard double' },
      type: 2,
      structure: 2,
      hotelroom_rooms: [
        { order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }] },
        { order: 1, hoteltypebeds: [{ rbed: 14, quantity: 2 }] },
      ],
      lounges: [{ order: 0, hoteltypebeds: [{ rbed: 15, quantity: 1 }] }],
      beds: 4,
      default_adults: 2,
      total_occupancy: 4,
      bath: 1,
      view_type: 1,
      views: [1, 2],
      view_names: { es: 'Vistas al mar' },
      roomNumber: 2,
      bathNumber: 1,
    });
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toEqual(json(patched));

    // A rename touches the name only.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ana.headers,
      payload: { name: 'Doble superior' },
    });
    expect(json(renamed)).toMatchObject({ name: 'Doble superior', type: 2, default_adults: 2 });

    const list = json<RoomDto[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/`, headers: ana.headers }),
    );
    expect(list.map((item) => [item.id, item.name])).toEqual([
      [room.id, 'Doble superior'],
      [second, 'Suite'],
    ]);
  });

  it('feeds the wizard: progress and resume of the hotel list include the room steps', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const summary = async () =>
      json<{ id: number; progress: { completed: string[] }; resume: { step: string; path: string } }[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers }),
      ).find((item) => item.id === hotel);

    expect((await summary())?.progress.completed).not.toContain('rooms');
    const first = await createdId(ana.headers, hotel, 'room', 'Doble');
    const second = await createdId(ana.headers, hotel, 'room', 'Suite');
    // Valid, but a step counts once it has been saved in the wizard (decision 031).
    expect((await summary())?.progress.completed).not.toContain('rooms');
    const review = (step: string) =>
      t.app.inject({ method: 'PUT', url: `/api/hotel/${hotel}/steps/${step}`, headers: ana.headers });
    expect((await review('rooms')).statusCode).toBe(200);
    expect((await summary())?.progress.completed).toContain('rooms');
    expect((await review('room')).statusCode).toBe(200);
    expect((await summary())?.progress.completed).not.toContain('room');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel}/room/${first}`,
      headers: ana.headers,
      payload: roomDetail,
    });
    // Make the earlier steps valid, so resume shows the first incomplete room.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel}`,
      headers: ana.headers,
      payload: { ...basicAndLocationBody, postal_code: '37001', city: 'Salamanca' },
    });
    expect((await summary())?.resume).toEqual({ step: 'room', path: `/room/${second}` });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel}/room/${second}`,
      headers: ana.headers,
      payload: roomDetail,
    });
    const done = await summary();
    expect(done?.progress.completed).toEqual(expect.arrayContaining(['rooms', 'room']));
    expect(done?.resume).toBeNull();
  });

  it('reads the rooms of all the hotels in the same number of statements, whatever the count', async () => {
    const one = await signUp(t.app);
    const many = await signUp(t.app);
    const h1 = await hotelOf(one.headers);
    await createdId(one.headers, h1, 'room', 'Doble');
    for (let i = 0; i < 3; i += 1) {
      const hotel = await hotelOf(many.headers);
      await createdId(many.headers, hotel, 'room', 'Doble');
      await createdId(many.headers, hotel, 'apartment', 'Loft');
    }
    const counted = async (headers: Headers) => {
      // Cold each time: on PostgreSQL a write's notification may drop a cached session at any moment.
      t.app.database.readCache.clear();
      const before = t.app.database.statements.count;
      const response = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers });
      expect(response.statusCode).toBe(200);
      return t.app.database.statements.count - before;
    };
    await counted(one.headers); // warm caches (sessions touch, etc.)
    expect(await counted(many.headers)).toBe(await counted(one.headers));
  });

  it('refuses a room that breaks the rules, per field and in the language asked', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'room', 'Doble');
    const url = `/api/hotel/${hotel}/room/${id}`;
    const patch = (payload: object, language = 'es') =>
      t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...ana.headers, 'accept-language': language },
        payload,
      });

    const cases: [object, string, string][] = [
      [
        { hotelroom_rooms: [0, 1, 2, 3, 4, 5].map((i) => bedroom(i)) },
        'hotelroom_rooms',
        'Puede describir como máximo 5 dormitorios',
      ],
      [{ lounges: [0, 1, 2, 3].map((i) => lounge(i)) }, 'lounges', 'Puede describir como máximo 3 salones'],
      [
        {
          hotelroom_rooms: [
            {
              ...bedroom(0),
              hotelroomdist_lounges: [0, 1, 2, 3, 4, 5].map((order) => ({
                order,
                hotelbeddist_lounges: [{ rbed: 15, quantity: 1 }],
              })),
            },
          ],
        },
        'hotelroom_rooms.0.hotelroomdist_lounges',
        'Cada estancia admite como máximo 5 zonas de salón',
      ],
      [
        { hotelroom_rooms: [bedroom(0, [[13, 51]])] },
        'hotelroom_rooms.0.hoteltypebeds.0.quantity',
        'La cantidad debe estar entre 0 y 50',
      ],
      [
        { hotelroom_rooms: [bedroom(0), bedroom(1, [[13, 0]])] },
        'hotelroom_rooms.1.hoteltypebeds',
        'Indique al menos una cama en este dormitorio',
      ],
      [{ hotelroom_rooms: [] }, 'hotelroom_rooms', 'Describa al menos un dormitorio'],
      [{ default_adults: 0 }, 'default_adults', 'Indique cuántos adultos ocupan la habitación (al menos 1)'],
      [{ type: null }, 'type', 'Elija el tipo de habitación'],
      [{ bath: null }, 'bath', 'Elija el tipo de baño'],
      [
        { default_adults: 3, total_occupancy: 2 },
        'total_occupancy',
        'La ocupación máxima no puede ser menor que el número de adultos',
      ],
      [{ kitchen: 1 }, 'kitchen', 'Campo no permitido'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ [field]: [message] });
    }

    // The five-room, three-lounge structure at the limit is accepted.
    const atLimit = await patch({
      hotelroom_rooms: [0, 1, 2, 3, 4].map((i) => bedroom(i, [[14, 50]])),
      lounges: [0, 1, 2].map((i) => lounge(i, 50)),
    });
    expect(atLimit.statusCode).toBe(200);
    expect(json(atLimit)).toMatchObject({ beds: 400 });

    const english = await patch({ hotelroom_rooms: [bedroom(0, [[13, 51]])] }, 'en');
    expect(json(english)).toEqual({
      'hotelroom_rooms.0.hoteltypebeds.0.quantity': ['The quantity must be between 0 and 50'],
    });

    // Nothing refused was stored.
    const stored = json<RoomDto>(await t.app.inject({ method: 'GET', url, headers: ana.headers }));
    expect(stored.hotelroom_rooms).toHaveLength(5);
    expect(stored.default_adults).toBeNull();
  });

  it('checks the reference ids and where each bed type may go', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'room', 'Doble');
    const url = `/api/hotel/${hotel}/room/${id}`;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url, headers: ana.headers, payload });

    // 21 (couch) is for lounges only, 13 (double bed) for bedrooms only, 999 does not exist.
    const beds = await patch({
      hotelroom_rooms: [bedroom(0, [[21, 1]]), bedroom(1, [[999, 1]])],
      lounges: [{ order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }] }],
    });
    expect(beds.statusCode).toBe(400);
    expect(json(beds)).toEqual({
      'hotelroom_rooms.0.hoteltypebeds.0.rbed': ['Este tipo de cama no se puede poner en un dormitorio'],
      'hotelroom_rooms.1.hoteltypebeds.0.rbed': ['El valor elegido no existe'],
      'lounges.0.hoteltypebeds.0.rbed': ['Este tipo de cama no se puede poner en un salón'],
    });
    const references = await patch({ type: 999, structure: 999, bath: 999, view_type: 999, views: [1, 999] });
    expect(json(references)).toEqual({
      type: ['El valor elegido no existe'],
      structure: ['El valor elegido no existe'],
      bath: ['El valor elegido no existe'],
      view_type: ['El valor elegido no existe'],
      'views.1': ['El valor elegido no existe'],
    });
    // Sofa beds (15) go in bedrooms and lounges alike.
    expect((await patch({ hotelroom_rooms: [bedroom(0, [[15, 1]])], lounges: [lounge(0)] })).statusCode).toBe(
      200,
    );
    // The stored adults count is checked against a new occupancy.
    expect((await patch({ default_adults: 3 })).statusCode).toBe(200);
    expect(json(await patch({ total_occupancy: 2 }))).toEqual({
      total_occupancy: ['La ocupación máxima no puede ser menor que el número de adultos'],
    });
  });
});

describe('apartments', () => {
  it('adds, completes and deletes an apartment; the resources tell rooms and apartments apart', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const roomId = await createdId(ana.headers, hotel, 'room', 'Doble');
    const created = await create(ana.headers, hotel, 'apartment', { name: 'Ático' });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ is_apartment: true, baths: [], kitchen: null, bath: null });
    const id = json<RoomDto>(created).id;

    const url = `/api/hotel/${hotel}/apartment/${id}`;
    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ana.headers,
      payload: apartmentDetail,
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({
      name: 'Ático con terraza',
      type: 5,
      baths: [{ name: 'Baño principal', services: [1, 5] }],
      kitchen: 1,
      rooms: [
        { name: 'Dormitorio principal', type: 'bedroom', beds: [{ rbed: 13, quantity: 1 }] },
        { name: 'Salón', type: 'lounge', beds: [{ rbed: 15, quantity: 1 }] },
      ],
      roomNumber: 1,
      bathNumber: 1,
    });
    expect(json(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toEqual(json(patched));

    // An apartment is not a room type and back.
    const asRoom = `/api/hotel/${hotel}/room/${id}`;
    expect((await t.app.inject({ method: 'GET', url: asRoom, headers: ana.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: asRoom, headers: ana.headers, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    const roomAsApartment = `/api/hotel/${hotel}/apartment/${roomId}`;
    expect(
      (await t.app.inject({ method: 'GET', url: roomAsApartment, headers: ana.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: roomAsApartment, headers: ana.headers })).statusCode,
    ).toBe(404);

    const all = json<RoomDto[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/`, headers: ana.headers }),
    );
    expect(all.map((item) => [item.id, item.is_apartment])).toEqual([
      [roomId, false],
      [id, true],
    ]);
    const apartments = json<RoomDto[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/apartment/`, headers: ana.headers }),
    );
    expect(apartments.map((item) => item.id)).toEqual([id]);

    // DELETE on the room resource removes an apartment too.
    expect((await t.app.inject({ method: 'DELETE', url: asRoom, headers: ana.headers })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: ana.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: asRoom, headers: ana.headers })).statusCode).toBe(
      404,
    );
    // And the apartment resource deletes its own.
    const other = await createdId(ana.headers, hotel, 'apartment', 'Estudio');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/hotel/${hotel}/apartment/${other}`,
          headers: ana.headers,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses an apartment that breaks the rules, per field', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'apartment', 'Loft');
    const url = `/api/hotel/${hotel}/apartment/${id}`;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url, headers: ana.headers, payload });

    const cases: [object, Record<string, string[]>][] = [
      [
        { baths: [{ name: 'WC', services: [] }] },
        { 'baths.0.name': ['El nombre del baño debe tener entre 4 y 50 caracteres'] },
      ],
      [
        { baths: [{ name: 'b'.repeat(51), services: [] }] },
        { 'baths.0.name': ['El nombre del baño debe tener entre 4 y 50 caracteres'] },
      ],
      [{ baths: [] }, { baths: ['Añada al menos un baño'] }],
      [{ kitchen: null }, { kitchen: ['Elija el tipo de cocina'] }],
      [
        { default_adults: 0 },
        { default_adults: ['Indique cuántos adultos ocupan la habitación (al menos 1)'] },
      ],
      [{ bath: 1 }, { bath: ['Campo no permitido'] }],
      [
        { kitchen: 999, baths: [{ name: 'Baño', services: [999] }] },
        {
          kitchen: ['El valor elegido no existe'],
          'baths.0.services.0': ['El valor elegido no existe'],
        },
      ],
      [{ type: 99 }, { type: ['El valor elegido no existe'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual(errors);
    }
    // An apartment may leave the type and the default adults unset.
    expect((await patch({ ...apartmentDetail, type: null, default_adults: null })).statusCode).toBe(200);
  });
});

describe('locked rooms', () => {
  it('refuses every change with 409 while the rooms are locked, and still reads them', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'room', 'Doble');
    const apartment = await createdId(ana.headers, hotel, 'apartment', 'Loft');
    await rows(t.app, sql`update hotels set rooms_locked = true where id = ${hotel}`);

    const attempts = [
      { method: 'POST' as const, url: `/api/hotel/${hotel}/room/`, payload: { name: 'Suite' } },
      { method: 'POST' as const, url: `/api/hotel/${hotel}/apartment/`, payload: { name: 'Ático' } },
      { method: 'PATCH' as const, url: `/api/hotel/${hotel}/room/${id}`, payload: { name: 'Suite' } },
      {
        method: 'PATCH' as const,
        url: `/api/hotel/${hotel}/apartment/${apartment}`,
        payload: { name: 'Ático' },
      },
      { method: 'DELETE' as const, url: `/api/hotel/${hotel}/room/${id}` },
      { method: 'DELETE' as const, url: `/api/hotel/${hotel}/apartment/${apartment}` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: ana.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(409);
      expect(json(response)).toEqual({
        detail:
          'Las habitaciones de este hotel están bloqueadas: no se pueden añadir, modificar ni eliminar.',
      });
    }
    const english = await t.app.inject({
      ...attempts[0],
      headers: { ...ana.headers, 'accept-language': 'en' },
    });
    expect(json<{ detail: string }>(english).detail).toMatch(/locked/);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel}/room/${id}`,
      headers: ana.headers,
    });
    expect(json(read)).toMatchObject({ name: 'Doble' });
    const list = json<RoomDto[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/`, headers: ana.headers }),
    );
    expect(list).toHaveLength(2);
    expect(
      json(
        await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/rooms-locked`, headers: ana.headers }),
      ),
    ).toEqual({ rooms_locked: true });
  });

  it('does not treat an approved contract as locked rooms (decision 062)', async () => {
    const ana = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'room', 'Doble');
    await rows(t.app, sql`update hotels set contract_status = 'approved' where id = ${hotel}`);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel}/room/${id}`,
      headers: ana.headers,
      payload: { name: 'Suite' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('tenant rule', () => {
  it("answers 404 for another user's hotel or room and for a room of another hotel", async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const hotel = await hotelOf(ana.headers);
    const otherHotel = await hotelOf(ana.headers);
    const id = await createdId(ana.headers, hotel, 'room', 'Doble');
    const apartment = await createdId(ana.headers, hotel, 'apartment', 'Loft');

    const forBea = [
      { method: 'GET' as const, url: `/api/hotel/${hotel}/room/` },
      { method: 'POST' as const, url: `/api/hotel/${hotel}/room/`, payload: { name: 'Intrusa' } },
      { method: 'GET' as const, url: `/api/hotel/${hotel}/room/${id}` },
      { method: 'PATCH' as const, url: `/api/hotel/${hotel}/room/${id}`, payload: { name: 'Intrusa' } },
      { method: 'DELETE' as const, url: `/api/hotel/${hotel}/room/${id}` },
      { method: 'GET' as const, url: `/api/hotel/${hotel}/apartment/` },
      { method: 'POST' as const, url: `/api/hotel/${hotel}/apartment/`, payload: { name: 'Intruso' } },
      { method: 'GET' as const, url: `/api/hotel/${hotel}/apartment/${apartment}` },
      { method: 'PATCH' as const, url: `/api/hotel/${hotel}/apartment/${apartment}`, payload: { name: 'X' } },
      { method: 'DELETE' as const, url: `/api/hotel/${hotel}/apartment/${apartment}` },
    ];
    for (const attempt of forBea) {
      const response = await t.app.inject({ ...attempt, headers: bea.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(json(response)).toEqual({ detail: 'No encontrado' });
    }

    // Ana's own other hotel does not own this room.
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/hotel/${otherHotel}/room/${id}`,
        headers: ana.headers,
        ...(method === 'PATCH' ? { payload: { name: 'X' } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/abc`, headers: ana.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/` })).statusCode).toBe(401);

    // Nothing changed.
    const list = json<RoomDto[]>(
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/room/`, headers: ana.headers }),
    );
    expect(list.map((item) => item.name)).toEqual(['Doble', 'Loft']);
  });
});
