/**
 * The hotel the reservations tests book into (issue 32): a user's hotel with one room type ("Doble")
 * and a rate selling it BB in July of next year at 100 a night, per room; rooms allotted for the
 * month when `allotment` is given; the hotel's code for OTA messages.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createHotel, createVerifiedHotel, json, rows, signUp } from './app.ts';
import { rateBody } from './fixtures.ts';

export const reservationYear = new Date().getFullYear() + 1;
/** An ISO day of July next year. */
export const julyDay = (date: number) => `${reservationYear}-07-${String(date).padStart(2, '0')}`;

export async function hotelSellingJuly(
  app: FastifyInstance,
  {
    verified = false,
    allotment,
    rate = {},
  }: { verified?: boolean; allotment?: number; rate?: Record<string, unknown> } = {},
) {
  const user = await signUp(app);
  // Only a verified hotel is distributed (decision 044): ARI out and webhooks need it.
  const hotel = verified ? await createVerifiedHotel(app, user) : await createHotel(app, user.headers);
  const room = json<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: `/api/hotel/${hotel}/room/`,
      headers: user.headers,
      payload: { name: 'Doble' },
    }),
  ).id;
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = json<{ id: number }>(
    await app.inject({ method: 'POST', url: base, headers: user.headers, payload: { name: 'C' } }),
  ).id;
  const created = await app.inject({
    method: 'POST',
    url: `${base}${contract}/rates/`,
    headers: user.headers,
    payload: rateBody({
      releaseDays: 2,
      roomTypes: [room],
      boards: ['BB'],
      period: { start: `${reservationYear}_07_01`, end: `${reservationYear}_07_31` },
      basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
      ...rate,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const rateId = json<{ id: number }>(created).id;
  const ari = `/api/rates/contracts/ari/${user.userId}/${hotel}/${rateId}/`;
  if (allotment !== undefined) {
    const written = await app.inject({
      method: 'POST',
      url: ari,
      headers: user.headers,
      payload: {
        changes: [
          {
            start: `${reservationYear}_07_01`,
            end: `${reservationYear}_07_31`,
            roomTypes: [room],
            allotment,
          },
        ],
      },
    });
    expect(written.statusCode, written.body).toBe(200);
  }
  const [found] = await rows<{ code: string }>(app, sql`select code from hotels where id = ${hotel}`);
  return { user, hotel, code: found?.code ?? '', room, rate: rateId, ari, contract };
}
