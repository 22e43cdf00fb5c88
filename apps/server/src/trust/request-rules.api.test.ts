/**
 * Issue 18, item 6: a body `hotel` was silently ignored on activities and refused with a video-link
 * message on videos; a 900 kB password at login answered "this field is required". One rule for
 * the body `hotel` of every hotel-scoped route (the path's hotel counts; another one is 400 on
 * `hotel`), and the password's own length message (decision 023).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../test/app.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof signUp>>;
let hotelId: number;
let otherHotelId: number;
let activity: number;
let zone: number;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t.app);
  hotelId = await createHotel(t.app, ana.headers);
  // Ana's own second hotel: the body names a hotel she may use, just not the path's.
  otherHotelId = await createHotel(t.app, ana.headers);
  const info = json<{ activities: { id: number }[]; zones: { id: number }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/hotel/activity/info', headers: ana.headers }),
  );
  activity = info.activities[0]?.id ?? 0;
  zone = info.zones[0]?.id ?? 0;
});
afterAll(() => t.close());

async function count(table: 'hotel_activities' | 'media' | 'director_opinions', hotel: number) {
  const [row] = await rows<{ n: number | string }>(
    t.app,
    sql`select count(*) as n from ${sql.identifier(table)} where hotel_id = ${hotel}`,
  );
  return Number(row?.n ?? 0);
}

describe('a body `hotel` on hotel-scoped routes', () => {
  const routes = () => [
    {
      name: 'activity',
      table: 'hotel_activities' as const,
      url: `/api/hotel/${hotelId}/activity/`,
      body: { activity, zone },
    },
    {
      name: 'video',
      table: 'media' as const,
      url: `/api/hotel/${hotelId}/video/`,
      body: { url_type: 'youtube', url: 'https://youtu.be/9bZkp7q19f0' },
    },
    {
      name: 'opinion',
      table: 'director_opinions' as const,
      url: `/api/hotel/${hotelId}/director-opinion/`,
      body: { area: 'rooms', text: 'Habitaciones amplias.' },
    },
  ];

  it('answers 400 on `hotel` with the same translated message everywhere when it names another hotel', async () => {
    for (const route of routes()) {
      for (const [language, message] of [
        ['es', 'El hotel no coincide con el de la dirección'],
        ['en', 'The hotel does not match the one in the address'],
      ] as const) {
        const before = await count(route.table, hotelId);
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...ana.headers, 'accept-language': language },
          payload: { ...route.body, hotel: otherHotelId },
        });
        expect(response.statusCode, `${route.name}: ${response.body}`).toBe(400);
        expect(json(response), route.name).toEqual({ hotel: [message] });
        expect(await count(route.table, hotelId), route.name).toBe(before);
        expect(await count(route.table, otherHotelId), route.name).toBe(0);
      }
    }
  });

  it('accepts the path hotel in the body, and the tenant rule still answers first', async () => {
    for (const route of routes()) {
      const accepted = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: ana.headers,
        payload: { ...route.body, hotel: hotelId },
      });
      expect(accepted.statusCode, `${route.name}: ${accepted.body}`).toBe(201);
      expect(json<{ hotel?: number }>(accepted).hotel ?? hotelId, route.name).toBe(hotelId);
    }
    const bea = await signUp(t.app);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/activity/`,
      headers: bea.headers,
      payload: { activity, zone, hotel: 999_999 },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a non-number `hotel` as a field error, not as a mismatch of a coerced value', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/activity/`,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { activity, zone, hotel: String(hotelId) },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response))).toEqual(['hotel']);
  });
});

describe('an over-long password', () => {
  it('answers the password length message at login, not "required"', async () => {
    for (const length of [129, 400_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'accept-language': 'en' },
        payload: { email: ana.email, password: 'a'.repeat(length) },
        remoteAddress: '10.88.0.1',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ password: ['The password cannot have more than 128 characters'] });
    }
  });

  it('answers it in every language on registration and password change too', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/data/',
      headers: { 'accept-language': 'fr' },
      payload: {
        name: 'Ana',
        email: 'long.password@example.com',
        phone: '+34 600123456',
        password: 'a'.repeat(400_000),
        hotels: [{ name: 'Hotel', raw_code: '1', code: 'LONG-PW' }],
      },
      remoteAddress: '10.88.0.2',
    });
    expect(register.statusCode).toBe(400);
    expect(json(register)).toMatchObject({
      password: ['Le mot de passe ne peut pas dépasser 128 caractères'],
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-password',
      headers: { ...ana.headers, 'accept-language': 'ru' },
      payload: { current_password: 'a'.repeat(129), new_password: 'b'.repeat(129) },
    });
    expect(change.statusCode).toBe(400);
    expect(json(change)).toEqual({
      current_password: ['Пароль должен содержать не более 128 символов'],
      new_password: ['Пароль должен содержать не более 128 символов'],
    });
  });
});
