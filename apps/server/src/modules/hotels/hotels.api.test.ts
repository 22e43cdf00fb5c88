import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.catalogue.importEntries([
    {
      rawId: '700001',
      code: 'ES-TST-H1',
      title: 'Hotel Prueba Uno',
      city: 'Madrid',
      countryCode: 'ES',
      country: 'Spain',
      latitude: 40.4168,
      longitude: -3.7038,
    },
    {
      rawId: '700002',
      code: 'ES-TST-H2',
      title: 'Hotel Prueba Dos',
      city: 'Sevilla',
      countryCode: 'ES',
      country: 'Spain',
      latitude: 37.3891,
      longitude: -5.9845,
    },
  ]);
});
afterAll(() => t.close());

/** The imported entries as the autocomplete suggests them. */
const H1 = { name: 'Hotel Prueba Uno', raw_code: '700001', code: 'ES-TST-H1' };
const H2 = { name: 'Hotel Prueba Dos', raw_code: '700002', code: 'ES-TST-H2' };

describe('hotels', () => {
  it('creates a pending hotel: attached, removed from the pending list, readable by its owner only', async () => {
    const ana = await signUp(t.app, { hotels: [H1] });
    const bea = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/',
      headers: ana.headers,
      payload: H1,
    });
    expect(response.statusCode).toBe(201);
    const hotel = json<{ id: number; name: string; is_apartment: boolean; rooms_locked: boolean }>(response);
    expect(hotel).toMatchObject({
      name: 'Hotel Prueba Uno',
      code: 'ES-TST-H1',
      is_apartment: false,
      rooms_locked: false,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/data/', headers: ana.headers });
    expect(json<{ hotels: unknown[] }[]>(me)[0]?.hotels).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: ana.headers });
    expect(json<{ id: number }[]>(list).map((h) => h.id)).toEqual([hotel.id]);

    for (const url of [
      `/api/hotel/${hotel.id}`,
      `/api/hotel/${hotel.id}/rooms-locked`,
      `/api/hotel/${hotel.id}/location`,
      `/api/hotel/${hotel.id}/activity/`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: ana.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: bea.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const patchByOther = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotel.id}`,
      headers: bea.headers,
      payload: { city: 'X' },
    });
    expect(patchByOther.statusCode).toBe(404);
    expect(
      json<{ id: number }[]>(await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: bea.headers })),
    ).toEqual([]);
  });

  it('records a second claim of a hotel not yet verified instead of creating another record', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const choice = await catalogueChoice(t.app);
    await createHotel(t.app, ana.headers, choice);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: bea.headers,
      payload: choice,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      detail:
        'Hemos registrado su solicitud para gestionar este hotel. El grupo la revisará y le avisaremos por email.',
    });
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from hotels where code = ${choice.code}`,
    );
    expect(count?.n).toBe(1);
    expect(
      json<{ id: number }[]>(await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: bea.headers })),
    ).toEqual([]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: bea.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(json(missing)).sort()).toEqual(['code', 'name', 'raw_code']);
  });

  it('updates the basic data and the location, and refuses bad values without writing', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    const url = `/api/hotel/${id}`;
    const patch = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ana.headers,
      payload: {
        htype: 2,
        check_in_start: '14:00',
        check_out_start: '11:30',
        languages: [1, 2, 2],
        content_language: 1,
        address: 'Calle Mayor 1',
        postal_code: '28013',
        city: 'Madrid',
        country: 'España',
        latitude: 40.4168,
        longitude: -3.7038,
        services: [{ service: 3, schedule: { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' } }],
        accessibility: [1, 4],
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(json(patch)).toMatchObject({
      htype: 2,
      is_apartment: true,
      languages: [1, 2],
      city: 'Madrid',
      accessibility: [1, 4],
    });

    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: {
        check_in_start: '25:00',
        city: 'Sevilla',
        services: [{ service: 3, schedule: { type: 'SPLIT_TIME', from: '08:00' } }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      check_in_start: ['Enter a time in the HH:MM format'],
      'services.0.schedule.to': ['Enter the time of this schedule'],
    });
    const after = await t.app.inject({ method: 'GET', url, headers: ana.headers });
    expect(json(after)).toMatchObject({ city: 'Madrid', check_in_start: '14:00' });
  });

  it('suggests the catalogue position of the hotel, with the city from the gazetteer', async () => {
    const ana = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers, H2);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${id}/location`,
      headers: ana.headers,
    });
    const [suggestion] = json<{ city: string; country: string; latitude: number }[]>(response);
    expect(suggestion).toMatchObject({ latitude: 37.3891, country: 'España' });
    expect(suggestion?.city).toMatch(/Sevilla|Seville/);
  });

  it('adds, lists and deletes activity and zone pairs', async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const id = await createHotel(t.app, ana.headers);
    const url = `/api/hotel/${id}/activity/`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { activity: 1, zone: 2 },
    });
    expect(added.statusCode).toBe(201);
    const activity = json<{ id: number }>(added);
    expect(activity).toMatchObject({ activity: 1, zone: 2, hotel: id });
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { activity: 1, zone: 2 },
    });
    expect(json<{ id: number }>(twice).id).toBe(activity.id);
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toHaveLength(1);
    expect(
      json(await t.app.inject({ method: 'GET', url: `/api/hotel/${id}`, headers: ana.headers })),
    ).toMatchObject({
      activity_data: [{ id: activity.id, activity: 1, zone: 2, hotel: id }],
    });

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${url}${activity.id}`,
      headers: bea.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${url}${activity.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}${activity.id}`, headers: ana.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('reverse geocoding', () => {
  it('names the nearest city and the country in the asked language', async () => {
    const ana = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geo/reverse?lat=41.3874&lon=2.1686',
      headers: { ...ana.headers, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ city: 'Barcelona', country: 'Espagne' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/geo/reverse?lat=200&lon=0',
      headers: ana.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
