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
/** A hotel with room types sold BB in July at 90 by an allotment rate, `allotment` rooms each, and a key. */
async function hotelWithRooms(names: string[], allotment: number) {
  const user = await signUp(t.app);
  const hotel = await createHotel(t.app, user.headers);
  const roomIds: number[] = [];
  for (const name of names)
    roomIds.push(
      json<{ id: number }>(
        await t.app.inject({
          method: 'POST',
          url: `/api/hotel/${hotel}/room/`,
          headers: user.headers,
          payload: { name },
        }),
      ).id,
    );
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
        roomTypes: roomIds,
        boards: ['BB'],
        period: { start: `${year}_07_01`, end: `${year}_07_31` },
        basePrices: roomIds.map((room) => ({ room, board: 'BB', price: { amounts: ['90'] } })),
      }),
    }),
  ).id;
  const written = await t.app.inject({
    method: 'POST',
    url: `/api/rates/contracts/ari/${user.userId}/${hotel}/${rate}/`,
    headers: user.headers,
    payload: { changes: [{ start: `${year}_07_01`, end: `${year}_07_31`, roomTypes: roomIds, allotment }] },
  });
  expect(written.statusCode, written.body).toBe(200);
  const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel] });
  const second = await t.openSecondInstance?.();
  const instances: FastifyInstance[] = second ? [t.app, second] : [t.app];
  return { hotel, rooms: roomIds, rate, key, instances };
}

/** Rooms booked per room type and day, and nights reservations hold: they must be equal. */
async function counters(hotel: number, rooms: number[]) {
  const booked = await rows<{ room: number; day: string; booked: number; allotment: number }>(
    t.app,
    sql`select room_id as room, day::text as day, booked, allotment from room_inventory
        where room_id in (${sql.join(rooms, sql`, `)}) and booked > 0 order by room_id, day`,
  );
  const nights = await rows<{ room: number; day: string; count: number }>(
    t.app,
    sql`select n.room_id as room, n.day::text as day, count(*)::int as count from reservation_nights n
        join reservations r on r.id = n.reservation_id
        where r.hotel_id = ${hotel} and n.consumes group by n.room_id, n.day order by n.room_id, n.day`,
  );
  return { booked, nights };
}

describe('concurrent bookings for the last rooms', () => {
  it(`accepts exactly ${ROOMS} of ${ATTEMPTS} and never books past the allotment`, async () => {
    const { hotel, rooms: roomIds, rate, key, instances } = await hotelWithRooms(['Doble'], ROOMS);
    const room = roomIds[0] as number;
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

  it('modifies reservations across room types at once, the counters always the nights held', async () => {
    const { hotel, rooms, rate, key, instances } = await hotelWithRooms(['Doble', 'Suite'], 50);
    const PAIRS = 20;
    const stay = (room: number, arrival: number, departure: number) => ({
      roomTypeId: room,
      rateId: rate,
      board: 'BB',
      arrival: `${year}-07-${String(arrival).padStart(2, '0')}`,
      departure: `${year}-07-${String(departure).padStart(2, '0')}`,
      guests: [{ age: 30 }],
      nightlyPrices: Array(departure - arrival).fill('90'),
      total: String(90 * (departure - arrival)),
    });
    const bodies = Array.from({ length: PAIRS * 2 }, (_, index) => ({
      reference: `SWAP-${index}`,
      leadGuest: { name: `Guest ${index}`, email: 'swap@example.com' },
      stays: [stay(rooms[index % 2] as number, 10, 13)],
    }));
    for (const body of bodies) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/distribution/hotels/${hotel}/reservations`,
        headers: key.headers,
        payload: body,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // Each moves to the other room type and a day later: half give back A and take B, half the reverse.
    const answers = await Promise.all(
      bodies.map((body, index) =>
        (instances[index % instances.length] as FastifyInstance).inject({
          method: 'PUT',
          url: `/api/distribution/hotels/${hotel}/reservations/${body.reference}`,
          headers: key.headers,
          payload: { ...body, revision: 2, stays: [stay(rooms[(index + 1) % 2] as number, 11, 14)] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 200));
    const { booked, nights } = await counters(hotel, rooms);
    expect(booked.map((row) => [row.room, row.day, row.booked])).toEqual(
      nights.map((row) => [row.room, row.day, row.count]),
    );
    expect(booked.map((row) => row.day)).not.toContain(`${year}-07-10`);
    expect(booked.every((row) => row.booked === PAIRS)).toBe(true);
  }, 120_000);
});
