import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { makeStaff, type User } from '../../test/media.test-helpers.ts';

/**
 * The staff scope (decision 027): staff reach every hotel through the hotel routes without being
 * attached; their reads are counted per person, hotel and day, and what they change is logged as
 * a domain event (decision 061); hotel
 * users keep the 404 for hotels not theirs; the back office's own routes answer 403 to anyone
 * without the permission.
 */
let t: TestApp;
let owner: User;
let staff: User;
let hotelId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  hotelId = await createHotel(t.app, owner.headers);
  staff = await signUp(t.app, { name: 'Rosa Martín' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

const activityOf = (userId: number) =>
  rows<{ hotel_id: number; kind: string; action: string }>(
    t.app,
    sql`select hotel_id, kind, action from hotel_activity where user_id = ${userId} order by id`,
  );
const readsOf = (userId: number) =>
  rows<{ hotel_id: number; reads: number }>(
    t.app,
    sql`select hotel_id, reads from staff_reads where user_id = ${userId} order by hotel_id`,
  );

describe('staff scope', () => {
  it('lets staff read and write a hotel not attached to them, counting the reads and logging the change in words', async () => {
    const reads = [
      ['/api/hotel/:hotelId', `/api/hotel/${hotelId}`],
      ['/api/hotel/:hotelId/room/', `/api/hotel/${hotelId}/room/`],
      ['/api/hotel/:hotelId/photo/', `/api/hotel/${hotelId}/photo/`],
    ] as const;
    for (const [, url] of reads) {
      const read = await t.app.inject({ method: 'GET', url, headers: staff.headers });
      expect(read.statusCode, `${url}: ${read.body}`).toBe(200);
    }
    const hotel = await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: staff.headers });
    expect(json(hotel)).toMatchObject({ id: hotelId, contacts: [] });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/hotel/${hotelId}`,
      headers: staff.headers,
      payload: { city: 'Salamanca' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json(patched)).toMatchObject({ id: hotelId, city: 'Salamanca' });
    const ownerRead = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}`,
      headers: owner.headers,
    });
    expect(json(ownerRead)).toMatchObject({ city: 'Salamanca' });

    // Four reads, one count; the write is the step saved, not its route.
    expect(await readsOf(staff.userId)).toEqual([{ hotel_id: hotelId, reads: 4 }]);
    expect(await activityOf(staff.userId)).toEqual([
      { hotel_id: hotelId, kind: 'content', action: 'hotel.step_saved' },
    ]);
    // The staff member is still not attached: the scope is theirs, not an attachment.
    const [attached] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from user_hotels where user_id = ${staff.userId}`,
    );
    expect(attached?.n).toBe(0);
    // Hotel users' reads are not counted.
    expect(await readsOf(owner.userId)).toEqual([]);
  });

  it('answers staff 404 for a hotel that does not exist, logging nothing', async () => {
    const before = await activityOf(staff.userId);
    const readsBefore = await readsOf(staff.userId);
    for (const url of [`/api/hotel/${hotelId + 100_000}`, `/api/hotel/${hotelId + 100_000}/room/`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(404);
    }
    expect(await activityOf(staff.userId)).toEqual(before);
    expect(await readsOf(staff.userId)).toEqual(readsBefore);
  });

  it("keeps the 404 for a hotel user on another user's hotel, reading or writing", async () => {
    const stranger = await signUp(t.app);
    await createHotel(t.app, stranger.headers);
    for (const [method, url] of [
      ['GET', `/api/hotel/${hotelId}`],
      ['GET', `/api/hotel/${hotelId}/room/`],
      ['GET', `/api/hotel/${hotelId}/photo/`],
      ['PATCH', `/api/hotel/${hotelId}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: stranger.headers,
        ...(method === 'PATCH' ? { payload: { city: 'Zamora' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [hotel] = await rows<{ city: string | null }>(
      t.app,
      sql`select city from hotels where id = ${hotelId}`,
    );
    expect(hotel?.city).not.toBe('Zamora');
    expect(await activityOf(stranger.userId)).toEqual([]);
  });

  it('answers 403 to a signed-in user without the permission on every back-office route, 401 to nobody', async () => {
    const plain = await signUp(t.app);
    const [claim] = await rows<{ id: number }>(
      t.app,
      sql`select id from hotel_claims where hotel_id = ${hotelId} and user_id = ${owner.userId}`,
    );
    const claimId = claim?.id ?? 0;
    for (const [method, url, payload] of [
      ['GET', '/api/staff/claims/', undefined],
      ['POST', `/api/staff/claims/${claimId}/verify`, undefined],
      ['POST', `/api/staff/claims/${claimId}/reject`, { reason: 'No es el titular.' }],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        headers: plain.headers,
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(json(refused)).toEqual({ detail: 'No tiene permiso para aprobar contratos', code: 'forbidden' });
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    // The claim is as it was; the user's own claims are open to them.
    const [after] = await rows<{ status: string }>(
      t.app,
      sql`select status from hotel_claims where id = ${claimId}`,
    );
    expect(after?.status).toBe('pending');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/claims/', headers: plain.headers })).statusCode,
    ).toBe(200);
  });
});
