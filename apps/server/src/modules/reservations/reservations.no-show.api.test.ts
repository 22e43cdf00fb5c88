import { ariGridSchema } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createTestApp, json, rows, signUp, type TestApp } from '../../test/app.ts';
import { hotelSellingJuly, julyDay, reservationYear } from '../../test/reservations.ts';

/** The reservations' clock, moved by each test (sessions keep the real one). */
let now: Date | undefined;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { reservationsClock: () => now ?? new Date() });
});
afterAll(() => t.close());

/** A moment of a July day of next year in Madrid's summer time (UTC+2). */
const madrid = (date: number, time: string) => new Date(`${julyDay(date)}T${time}+02:00`);

async function booked(hotel: Awaited<ReturnType<typeof hotelSellingJuly>>, date: number) {
  const grid = ariGridSchema.parse(
    json(
      await t.app.inject({
        method: 'GET',
        url: `${hotel.ari}${reservationYear}/`,
        headers: hotel.user.headers,
      }),
    ),
  );
  const index = Math.round(
    (Date.UTC(reservationYear, 6, date) - Date.UTC(reservationYear, 0, 1)) / 86_400_000,
  );
  return grid.inventory.find((row) => row.room === hotel.room)?.booked?.[index] ?? 0;
}

async function bookedStay(policy: 'd2' | 'non_refundable') {
  now = undefined;
  const hotel = await hotelSellingJuly(t.app, { allotment: 3, rate: { expenditureCancellation: policy } });
  const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel.hotel] });
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/distribution/hotels/${hotel.hotel}/reservations`,
    headers: key.headers,
    payload: {
      reference: `NS-${policy}-${Date.now()}`,
      leadGuest: { name: 'Marta Ruiz', email: 'marta@example.com' },
      stays: [
        {
          roomTypeId: hotel.room,
          rateId: hotel.rate,
          board: 'BB',
          arrival: julyDay(10),
          departure: julyDay(13),
          guests: [{ age: 40 }],
          nightlyPrices: ['100', '100', '100'],
          total: '300',
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = json<{ id: number }>(created);
  const noShow = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotel.hotel}/reservations/${id}/no-show`,
      headers: { ...hotel.user.headers, 'accept-language': 'en' },
    });
  return { hotel, id, noShow };
}

describe('a no-show reported by the hotel', () => {
  it('is refused before the arrival day starts in the hotel, then charges the first night and frees the later nights', async () => {
    const { hotel, noShow } = await bookedStay('d2');
    expect([await booked(hotel, 10), await booked(hotel, 11), await booked(hotel, 12)]).toEqual([1, 1, 1]);

    // 23:59 in Madrid on the 9th is still before the arrival day.
    now = madrid(9, '23:59:00');
    const early = await noShow();
    expect(early.statusCode, early.body).toBe(409);
    expect(early.body).toContain('has not started yet');

    // The evening of the arrival day: the guest did not come.
    now = madrid(10, '22:00:00');
    const marked = await noShow();
    expect(marked.statusCode, marked.body).toBe(200);
    const reservation = json<{
      status: string;
      penalty: string;
      revisions: { kind: string; penalty: string }[];
    }>(marked);
    expect(reservation.status).toBe('no_show');
    // D-2's no-show penalty: the first night.
    expect(reservation.penalty).toBe('100.00');
    expect(reservation.revisions.at(-1)).toMatchObject({ kind: 'no_show', penalty: '100.00' });
    // The arrival night stays taken; the 11th and 12th can be sold again.
    expect([await booked(hotel, 10), await booked(hotel, 11), await booked(hotel, 12)]).toEqual([1, 0, 0]);

    // Once is enough.
    const again = await noShow();
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already marked as a no-show');

    // The group hears of it: the webhook event is queued with the change feed's row.
    const [change] = await rows<{ kind: string }>(
      t.app,
      sql`select kind from distribution_changes where hotel_id = ${hotel.hotel} order by id desc limit 1`,
    );
    expect(change?.kind).toBe('reservations');
  });

  it('charges the whole stay on a non-refundable rate, and is refused for a cancelled reservation', async () => {
    const { id: first, noShow } = await bookedStay('non_refundable');
    now = madrid(11, '09:00:00');
    const marked = await noShow();
    expect(marked.statusCode, marked.body).toBe(200);
    expect(json<{ id: number; penalty: string }>(marked)).toMatchObject({ id: first, penalty: '300.00' });

    const cancelled = await bookedStay('d2');
    await rows(t.app, sql`update reservations set status = 'cancelled' where id = ${cancelled.id}`);
    now = madrid(10, '22:00:00');
    const refused = await cancelled.noShow();
    expect(refused.statusCode).toBe(409);
  });

  it("is the hotel's own: another user gets 404, an anonymous caller 401", async () => {
    const { hotel, id } = await bookedStay('d2');
    now = madrid(10, '22:00:00');
    const stranger = await signUp(t.app);
    const url = `/api/hotel/${hotel.hotel}/reservations/${id}/no-show`;
    const foreign = await t.app.inject({ method: 'POST', url, headers: stranger.headers });
    expect([403, 404]).toContain(foreign.statusCode);
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(401);
  });
});
