import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const patch = (hotelId: number, headers: Headers, payload: Record<string, unknown>, language = 'es') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/hotel/${hotelId}`,
    headers: { ...headers, 'accept-language': language },
    payload,
  });

const read = async (hotelId: number, headers: Headers) =>
  json(await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers }));

const schedule = { type: 'BETWEEN_TWO_HOURS', from: '08:00', to: '22:00' };

/** The audit's body: every reference id unknown, and accessibility items 3 and 4 together. */
const audit = {
  htype: 99999,
  rating: 88888,
  style: 77777,
  oberture: 5555,
  smoke: 4444,
  languages: [9999],
  content_language: 9999,
  accessibility: [3, 4, 99999],
  services: [{ service: 99999, schedule }],
};

describe('PATCH /api/hotel/{hotelId} checks every reference id', () => {
  it('refuses unknown ids field by field, in Spanish and English, and writes nothing', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const before = await read(hotelId, ana.headers);

    const es = await patch(hotelId, ana.headers, { ...audit, city: 'Toledo' });
    expect(es.statusCode).toBe(400);
    const unknownEs = ['El valor elegido no existe'];
    expect(json(es)).toEqual({
      htype: unknownEs,
      oberture: unknownEs,
      smoke: unknownEs,
      'languages.0': unknownEs,
      content_language: unknownEs,
      'accessibility.1': [expect.stringContaining('no se puede seleccionar junto con')],
      'accessibility.2': unknownEs,
      'services.0.service': unknownEs,
    });

    const en = await patch(hotelId, ana.headers, audit, 'en');
    expect(en.statusCode).toBe(400);
    expect(json(en)).toMatchObject({
      htype: ['The chosen value does not exist'],
      'services.0.service': ['The chosen value does not exist'],
    });

    expect(await read(hotelId, ana.headers)).toEqual(before);
  });

  it('refuses a rating or style of another hotel type, judged against the stored type when only they are sent', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const type2 = json<{ ratings: { id: number }[]; styles: { id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/type/2' }),
    );
    const type1 = json<{ ratings: { id: number }[]; styles: { id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/type/1' }),
    );
    const ratingOf1 = type1.ratings[0]?.id ?? 0;
    const ratingOf2 = type2.ratings[0]?.id ?? 0;
    const styleOnlyOf1 = type1.styles.find((s) => !type2.styles.some((o) => o.id === s.id))?.id ?? 0;
    const sharedStyle = type1.styles.find((s) => type2.styles.some((o) => o.id === s.id))?.id ?? 0;
    expect(type2.ratings.some((r) => r.id === ratingOf1)).toBe(false);
    expect(styleOnlyOf1).toBeGreaterThan(0);

    const mixed = await patch(hotelId, ana.headers, { htype: 2, rating: ratingOf1, style: styleOnlyOf1 });
    expect(mixed.statusCode).toBe(400);
    expect(json(mixed)).toEqual({
      rating: ['La categoría elegida no corresponde al tipo de establecimiento'],
      style: ['El estilo elegido no corresponde al tipo de establecimiento'],
    });
    const mixedEn = await patch(hotelId, ana.headers, { htype: 2, rating: 88888 }, 'en');
    expect(json(mixedEn)).toEqual({ rating: ['The chosen rating does not belong to the property type'] });

    const good = await patch(hotelId, ana.headers, { htype: 2, rating: ratingOf2, style: sharedStyle });
    expect(good.statusCode).toBe(200);
    expect(json(good)).toMatchObject({ htype: 2, rating: ratingOf2, style: sharedStyle });

    // Only the rating or style sent: judged against the stored type (2).
    const alone = await patch(hotelId, ana.headers, { rating: ratingOf1 });
    expect(json(alone)).toEqual({
      rating: ['La categoría elegida no corresponde al tipo de establecimiento'],
    });
    const styleAlone = await patch(hotelId, ana.headers, { style: styleOnlyOf1 }, 'en');
    expect(json(styleAlone)).toEqual({ style: ['The chosen style does not belong to the property type'] });
    // A new type while the stored rating is of the old one (and not sent): refused under rating.
    const retype = await patch(hotelId, ana.headers, { htype: 1 });
    expect(json(retype)).toEqual({
      rating: ['La categoría elegida no corresponde al tipo de establecimiento'],
    });
    expect(await read(hotelId, ana.headers)).toMatchObject({
      htype: 2,
      rating: ratingOf2,
      style: sharedStyle,
    });

    const retyped = await patch(hotelId, ana.headers, { htype: 1, rating: null });
    expect(retyped.statusCode).toBe(200);
    expect(json(retyped)).toMatchObject({ htype: 1, rating: null, style: sharedStyle });
  });

  it('refuses incompatible accessibility items with both names, and accepts compatible ones', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const labels = async (language: string) =>
      new Map(
        json<{ id: number; label: string; incompatibles: number[] }[]>(
          await t.app.inject({
            method: 'GET',
            url: '/api/hotel/accessibility',
            headers: { 'accept-language': language },
          }),
        ).map((item) => [item.id, item.label]),
      );
    const es = await labels('es');
    const en = await labels('en');

    const refused = await patch(hotelId, ana.headers, { accessibility: [1, 3, 4] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      'accessibility.2': [`«${es.get(4)}» no se puede seleccionar junto con «${es.get(3)}»`],
    });
    const refusedEn = await patch(hotelId, ana.headers, { accessibility: [4, 3] }, 'en');
    expect(json(refusedEn)).toEqual({
      'accessibility.1': [`“${en.get(3)}” cannot be selected together with “${en.get(4)}”`],
    });
    expect(await read(hotelId, ana.headers)).toMatchObject({ accessibility: [] });

    const accepted = await patch(hotelId, ana.headers, { accessibility: [1, 4, 4] });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject({ accessibility: [1, 4] });
  });

  it('accepts a valid PATCH, and one that leaves bad stored values untouched', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const valid = {
      htype: 1,
      rating: 3,
      style: 1,
      check_in_start: '14:00',
      check_out_start: '12:00',
      languages: [1, 2],
      content_language: 1,
      oberture: 1,
      smoke: 1,
      accessibility: [1, 3],
      services: [{ service: 1, schedule }],
    };
    const accepted = await patch(hotelId, ana.headers, valid);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toMatchObject(valid);

    // Values stored before the check existed: a PATCH that does not send them is not judged by them.
    await rows(
      t.app,
      sql`update hotels set rating = 88888, style = 77777, oberture = 5555, smoke = 4444,
        content_language = 9999, languages = '[9999]'::jsonb, accessibility = '[3, 4, 99999]'::jsonb
        where id = ${hotelId}`,
    );
    const other = await patch(hotelId, ana.headers, { city: 'Toledo', check_in_start: '15:00' });
    expect(other.statusCode).toBe(200);
    expect(json(other)).toMatchObject({ city: 'Toledo', check_in_start: '15:00', rating: 88888 });
    // The same type sent again does not judge the stored rating either.
    expect((await patch(hotelId, ana.headers, { htype: 1 })).statusCode).toBe(200);
  });
});

describe('GET /api/hotel/{hotelId}/activity/{activityId}', () => {
  it("answers the hotel's pair, and 404 for another user's hotel or pair and for an unknown id", async () => {
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const beaHotel = await createHotel(t.app, bea.headers);
    const info = json<{ activities: { id: number }[]; zones: { id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/activity/info' }),
    );
    const pair = { activity: info.activities[0]?.id ?? 0, zone: info.zones[0]?.id ?? 0 };
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/activity/`,
      headers: ana.headers,
      payload: pair,
    });
    expect(added.statusCode).toBe(201);
    const activityId = json<{ id: number }>(added).id;

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/activity/${activityId}`,
      headers: ana.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(json(found)).toEqual({ id: activityId, ...pair, hotel: hotelId });

    const get = (hotel: number, id: number | string, headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/hotel/${hotel}/activity/${id}`, headers });
    // Bea asks for Ana's hotel, and for Ana's pair through her own hotel.
    expect((await get(hotelId, activityId, bea.headers)).statusCode).toBe(404);
    expect((await get(beaHotel, activityId, bea.headers)).statusCode).toBe(404);
    expect((await get(hotelId, activityId + 100000, ana.headers)).statusCode).toBe(404);
    expect((await get(hotelId, 'abc', ana.headers)).statusCode).toBe(404);
    const unknown = await get(hotelId, activityId + 100000, ana.headers);
    expect(json(unknown)).toEqual({ detail: 'No encontrado' });
  });
});
