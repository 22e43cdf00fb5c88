import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear() + 1;
const ATTEMPTS = 200;
const ROOMS = 5;

/**
 * The last rooms, fought over (issue 32, decision 052): 200 bookings of the same nights at once for
 * 5 rooms left, spread over two instances on one PostgreSQL database (one PGlite instance
 * otherwise). Exactly 5 are accepted, the others refused as sold out, and no night is booked past
 * its allotment.
 */
describe('concurrent bookings for the last rooms', () => {
  it(`accepts exactly ${ROOMS} of ${ATTEMPTS} and never books past the allotment`, async () => {
    const user = await signUp(t.app);
    const hotel = await createHotel(t.app, user.headers);
    const room = json<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotel}/room/`,
        headers: user.headers,
        payload: { name: 'Doble' },
      }),
    ).id;
    const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
    const contract = json<{ id: number }>(
      await t.app.inject({ method: 'POST', url: base, headers: user.headers, payload: { name: 'C' } }),
    ).id;
    const rate = json<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: `${base}${contract}/rates/`,
        headers: user.headers,
        payload: rateBody({
          releaseDays: 1,
          roomTypes: [room],
          boards: ['BB'],
          period: { start: `${year}_07_01`, end: `${year}_07_31` },
          basePrices: [{ room, board: 'BB', price: { amounts: ['90'] } }],
        }),
      }),
    ).id;
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/rates/contracts/ari/${user.userId}/${hotel}/${rate}/`,
      headers: user.headers,
      payload: {
        changes: [{ start: `${year}_07_01`, end: `${year}_07_31`, roomTypes: [room], allotment: ROOMS }],
      },
    });
    expect(written.statusCode, written.body).toBe(200);
    const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel] });

    const second = await t.openSecondInstance?.();
    const instances: FastifyInstance[] = second ? [t.app, second] : [t.app];
    const attempt = (index: number) =>
      (instances[index % instances.length] as FastifyInstance).inject({
        method: 'POST',
        url: `/api/distribution/hotels/${hotel}/reservations`,
        headers: key.headers,
        payload: {
          reference: `RUSH-${index}`,
          leadGuest: { name: `Guest ${index}`, email: 'rush@example.com' },
          stays: [
            {
              roomTypeId: room,
              rateId: rate,
              board: 'BB',
              // Overlapping stays: every one holds the 11th.
              arrival: `${year}-07-${10 + (index % 2)}`,
              departure: `${year}-07-12`,
              guests: [{ age: 30 }],
              nightlyPrices: index % 2 === 0 ? ['90', '90'] : ['90'],
              total: index % 2 === 0 ? '180' : '90',
            },
          ],
        },
      });
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => attempt(index)));
    const statuses: Record<number, number> = {};
    for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    expect(statuses).toEqual({ 201: ROOMS, 409: ATTEMPTS - ROOMS });
    const refusals = answers.filter((answer) => answer.statusCode === 409).map((answer) => json(answer).code);
    expect(new Set(refusals)).toEqual(new Set(['sold_out']));

    const inventory = await rows<{ day: string; allotment: number; booked: number }>(
      t.app,
      sql`select day::text as day, allotment, booked from room_inventory
          where room_id = ${room} and day between ${`${year}-07-10`} and ${`${year}-07-11`} order by day`,
    );
    const nights = await rows<{ day: string; count: number }>(
      t.app,
      sql`select n.day::text as day, count(*)::int as count from reservation_nights n
          join reservations r on r.id = n.reservation_id
          where r.hotel_id = ${hotel} group by n.day order by n.day`,
    );
    // The 11th is in every stay: exactly the rooms there were; no day past its allotment.
    expect(inventory.find((row) => row.day === `${year}-07-11`)?.booked).toBe(ROOMS);
    for (const row of inventory) expect(row.booked).toBeLessThanOrEqual(row.allotment);
    // The counter is the nights the reservations hold.
    expect(nights.map((row) => [row.day, row.count])).toEqual(
      inventory.filter((row) => row.booked > 0).map((row) => [row.day, row.booked]),
    );
  }, 120_000);
});
