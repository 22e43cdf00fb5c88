import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, signUp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('activity and zone pairs name existing reference items', () => {
  it('refuses an unknown activity or zone with a translated field message, and stores nothing', async () => {
    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const url = `/api/hotel/${hotelId}/activity/`;
    const info = json<{ activities: { id: number }[]; zones: { id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/hotel/activity/info', headers: ana.headers }),
    );
    const activity = info.activities[0]?.id ?? 0;
    const zone = info.zones[0]?.id ?? 0;
    const missing = Math.max(...info.activities.map((a) => a.id), ...info.zones.map((z) => z.id)) + 1000;

    const badActivity = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { activity: missing, zone },
    });
    expect(badActivity.statusCode).toBe(400);
    expect(json(badActivity)).toEqual({ activity: ['El valor elegido no existe'] });

    const badBoth = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...ana.headers, 'accept-language': 'en' },
      payload: { activity: missing, zone: missing },
    });
    expect(badBoth.statusCode).toBe(400);
    expect(json(badBoth)).toEqual({
      activity: ['The chosen value does not exist'],
      zone: ['The chosen value does not exist'],
    });
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url, headers: ana.headers }))).toEqual([]);

    const good = await t.app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: { activity, zone },
    });
    expect(good.statusCode).toBe(201);
    expect(json(good)).toMatchObject({ activity, zone, hotel: hotelId });
  });
});
