import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.ts';
import { userWithHotel } from '../../test/media.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Opinion {
  id: number;
  hotel: number;
  area: string;
  text: string;
}

describe('director opinions', () => {
  it('writes one opinion per area, reads them in area order, updates and deletes them', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const url = `/api/hotel/${hotelId}/director-opinion/`;
    const post = (payload: Record<string, unknown>, language = 'es') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'accept-language': language },
        payload,
      });

    const rooms = await post({
      hotel: hotelId,
      area: 'rooms',
      text: '  Habitaciones amplias y luminosas.  ',
    });
    expect(rooms.statusCode).toBe(201);
    expect(json(rooms)).toMatchObject({
      hotel: hotelId,
      area: 'rooms',
      text: 'Habitaciones amplias y luminosas.',
    });
    const hotel = json<Opinion>(await post({ area: 'hotel', text: 'Un hotel familiar junto al mar.' }));
    const longest = 'a'.repeat(2000);
    expect((await post({ area: 'gastronomy', text: longest })).statusCode).toBe(201);

    const list = json<Opinion[]>(await t.app.inject({ method: 'GET', url, headers: user.headers }));
    expect(list.map((opinion) => opinion.area)).toEqual(['hotel', 'rooms', 'gastronomy']);
    expect(
      json(await t.app.inject({ method: 'GET', url: `${url}${hotel.id}`, headers: user.headers })),
    ).toEqual(hotel);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${url}${hotel.id}`,
      headers: user.headers,
      payload: { hotel: hotelId, area: 'location', text: 'En primera línea de playa.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({
      id: hotel.id,
      area: 'location',
      text: 'En primera línea de playa.',
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}${hotel.id}`, headers: user.headers });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}${hotel.id}`, headers: user.headers })).statusCode,
    ).toBe(404);
    const after = json<Opinion[]>(await t.app.inject({ method: 'GET', url, headers: user.headers }));
    expect(after.map((opinion) => opinion.area)).toEqual(['rooms', 'gastronomy']);
  });

  it('refuses empty, too long, unknown-area, duplicate-area and other-hotel opinions, saving nothing', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const url = `/api/hotel/${hotelId}/director-opinion/`;
    const post = (payload: Record<string, unknown>, language = 'es') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'accept-language': language },
        payload,
      });
    expect((await post({ area: 'rooms', text: 'Correcta.' })).statusCode).toBe(201);

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ area: 'hotel', text: 'a'.repeat(2001) }, { text: ['No puede tener más de 2000 caracteres'] }],
      [{ area: 'hotel', text: '   ' }, { text: ['Este campo es obligatorio'] }],
      [{ area: 'hotel', text: '' }, { text: ['Este campo es obligatorio'] }],
      [{ area: 'hotel' }, { text: ['Este campo es obligatorio'] }],
      [{ area: 'spa', text: 'Bien.' }, { area: ['El área elegida no existe'] }],
      [
        { area: 'rooms', text: 'Otra opinión de habitaciones.' },
        { area: ['Ya hay una opinión para esta área'] },
      ],
      [
        { hotel: hotelId + 1000, area: 'hotel', text: 'Bien.' },
        { hotel: ['El hotel no coincide con el de la dirección'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(json(response)).toEqual(errors);
    }
    const english = await post({ area: 'hotel', text: 'a'.repeat(2001) }, 'en');
    expect(json(english)).toEqual({ text: ['Cannot be longer than 2000 characters'] });

    const [saved] = json<Opinion[]>(await t.app.inject({ method: 'GET', url, headers: user.headers }));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${url}${saved?.id}`,
      headers: user.headers,
      payload: { text: 'b'.repeat(2001) },
    });
    expect(patch.statusCode).toBe(400);
    const list = json<Opinion[]>(await t.app.inject({ method: 'GET', url, headers: user.headers }));
    expect(list).toEqual([{ id: saved?.id, hotel: hotelId, area: 'rooms', text: 'Correcta.' }]);
  });

  it('answers 404 on every opinion route for a hotel of another user, and 401 without a session', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const stranger = await userWithHotel(t.app);
    const url = `/api/hotel/${hotelId}/director-opinion/`;
    const opinion = json<Opinion>(
      await t.app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        payload: { area: 'hotel', text: 'Bien.' },
      }),
    );
    const routes = [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { area: 'rooms', text: 'Intruso.' } },
      { method: 'GET' as const, url: `${url}${opinion.id}` },
      { method: 'PATCH' as const, url: `${url}${opinion.id}`, payload: { text: 'Intruso.' } },
      { method: 'DELETE' as const, url: `${url}${opinion.id}` },
    ];
    for (const route of routes) {
      expect(
        (await t.app.inject({ ...route, headers: stranger.user.headers })).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(404);
      expect((await t.app.inject(route)).statusCode).toBe(401);
    }
    // The stranger's own hotel with the owner's opinion id: not theirs either.
    const crossed = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${stranger.hotelId}/director-opinion/${opinion.id}`,
      headers: stranger.user.headers,
      payload: { text: 'Intruso.' },
    });
    expect(crossed.statusCode).toBe(404);
    expect(json(await t.app.inject({ method: 'GET', url, headers: user.headers }))).toEqual([opinion]);
  });
});
