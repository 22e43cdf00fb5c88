/**
 * The group's side of reservations (issue 32 item 6, decision 057): staff's list across hotels with
 * the hotel screen's filters and the overdue ones, rooms left, and phone bookings through the keys'
 * own create. The app runs with a threshold of 2 hours (RESERVATION_UNCONFIRMED_HOURS).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createTestApp,
  feedSettled,
  json,
  rows,
  signUp,
  type TestApp,
} from '../../test/app.ts';
import { makeStaff } from '../../test/media.test-helpers.ts';
import { hotelSellingJuly, julyDay, reservationYear } from '../../test/reservations.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ RESERVATION_UNCONFIRMED_HOURS: '2' });
  staff = await signUp(t.app, { name: 'Marta Staff' });
  await makeStaff(t.app, staff);
});
afterAll(() => t.close());

type Hotel = Awaited<ReturnType<typeof hotelSellingJuly>>;
interface Listed {
  id: number;
  hotelId: number;
  hotelName: string;
  reference: string;
  source: string;
  overdue: boolean;
  confirmationNumber: string | null;
}
interface List {
  reservations: Listed[];
  next: string | null;
  unconfirmedHours: number;
}

const phoneBooking = (hotel: Hotel, overrides: Record<string, unknown> = {}, stay: object = {}) => ({
  hotelId: hotel.hotel,
  leadGuest: { name: 'Lucía Pardo', email: 'lucia@example.com', phone: '+34600111222' },
  specialRequests: 'Llega tarde',
  stays: [
    {
      roomTypeId: hotel.room,
      rateId: hotel.rate,
      board: 'BB',
      arrival: julyDay(10),
      departure: julyDay(12),
      guests: [{ age: 40 }, { age: 38 }],
      ...stay,
    },
  ],
  ...overrides,
});

const book = (payload: object, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: '/api/staff/reservations/', headers, payload });

const list = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/reservations/${query}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<List>(response);
};

const roomsLeft = async (hotels: number[], from = julyDay(9), days = 4) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/reservations/rooms-left?hotels=${hotels.join(',')}&from=${from}&days=${days}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{
    days: string[];
    hotels: {
      hotelId: number;
      hotelName: string;
      rooms: { roomTypeId: number; name: string; left: number[] }[];
    }[];
  }>(response);
};

describe('staff reservations', () => {
  it('are for staff only: 401 signed out, 403 for a hotel user, on every route', async () => {
    const hotel = await hotelSellingJuly(t.app, { allotment: 2 });
    const calls = [
      { method: 'GET' as const, url: '/api/staff/reservations/' },
      {
        method: 'GET' as const,
        url: `/api/staff/reservations/rooms-left?hotels=${hotel.hotel}&from=${julyDay(1)}`,
      },
      { method: 'POST' as const, url: '/api/staff/reservations/', payload: phoneBooking(hotel) },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      // Even the hotel's own user: the back office is the group's.
      expect((await t.app.inject({ ...call, headers: hotel.user.headers })).statusCode, call.url).toBe(403);
    }
    expect((await roomsLeft([hotel.hotel])).hotels[0]?.rooms[0]?.left).toEqual([2, 2, 2, 2]);
  });

  it('enter a phone booking priced from the hotel ARI, taken from the allotment, idempotent on its reference, told to the group', async () => {
    // Verified: only a verified hotel is distributed (decision 044), its changes told to the group.
    const hotel = await hotelSellingJuly(t.app, { allotment: 2, verified: true });
    const reader = await createApiKey(t.app, { scopes: ['reservations:read'], hotels: [hotel.hotel] });
    const body = phoneBooking(hotel, { reference: 'PH-TEL-1' });
    const created = await book(body);
    expect(created.statusCode, created.body).toBe(201);
    const reservation = json<{
      id: number;
      source: string;
      reference: string;
      total: string;
      confirmationNumber: string | null;
      stays: { nightlyPrices: string[]; total: string; computed: { total: string } }[];
      revisions: { kind: string; by: string }[];
    }>(created);
    expect(reservation).toMatchObject({
      source: `staff:${staff.userId}`,
      reference: 'PH-TEL-1',
      total: '200.00',
      confirmationNumber: null,
    });
    expect(reservation.stays[0]).toMatchObject({
      nightlyPrices: ['100.00', '100.00'],
      total: '200.00',
      computed: { total: '200.00' },
    });
    expect(reservation.revisions).toEqual([
      expect.objectContaining({ kind: 'created', by: `staff:${staff.userId}` }),
    ]);
    // One room a night of the stay, through the one write path; the departure day keeps its two.
    expect((await roomsLeft([hotel.hotel])).hotels[0]?.rooms[0]?.left).toEqual([2, 1, 1, 2]);

    // Sent again (a double click, a retry): the same reservation, nothing taken twice.
    const again = await book(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ id: number }>(again).id).toBe(reservation.id);
    expect((await roomsLeft([hotel.hotel])).hotels[0]?.rooms[0]?.left).toEqual([2, 1, 1, 2]);
    // Other content under the same reference is refused.
    const other = await book({ ...body, specialRequests: 'Cuna' });
    expect(other.statusCode, other.body).toBe(409);

    // The group's systems see it in the hotel's list by change, and the change feed tells it.
    const byChange = json<{ reservations: { id: number; source: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/distribution/hotels/${hotel.hotel}/reservations`,
        headers: reader.headers,
      }),
    );
    expect(byChange.reservations.map((entry) => [entry.id, entry.source])).toEqual([
      [reservation.id, `staff:${staff.userId}`],
    ]);
    await feedSettled(t.app);
    const feed = json<{ changes: { hotelId: number; detail: Record<string, unknown> }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/distribution/changes', headers: reader.headers }),
    );
    expect(
      feed.changes
        .filter((change) => change.hotelId === hotel.hotel)
        .map((change) => [change.detail.event, change.detail.reservation]),
    ).toEqual([['reservation.created', reservation.id]]);
    // The phone booking in the hotel's activity log, among its reservations' events (decision 061).
    const [logged] = await rows<{ action: string; userId: number }>(
      t.app,
      sql`select action, user_id as "userId" from hotel_activity where hotel_id = ${hotel.hotel} and kind = 'reservations'`,
    );
    expect(logged).toEqual({ action: 'reservation.phone_booking', userId: staff.userId });
  });

  it('make a reference when none is typed', async () => {
    const hotel = await hotelSellingJuly(t.app, { allotment: 2 });
    const created = await book(phoneBooking(hotel));
    expect(created.statusCode, created.body).toBe(201);
    expect(json<{ reference: string }>(created).reference).toMatch(/^PH-\d{8}-[0-9A-F]{8}$/);
  });

  it('are refused as a key is: the translated reason, the stay and the failing night', async () => {
    const hotel = await hotelSellingJuly(t.app, { allotment: 1 });
    expect((await book(phoneBooking(hotel, { reference: 'PH-A' }))).statusCode).toBe(201);
    const soldOut = await book(phoneBooking(hotel, { reference: 'PH-B' }, { arrival: julyDay(11) }));
    expect(soldOut.statusCode, soldOut.body).toBe(409);
    expect(json(soldOut)).toEqual({
      detail: 'No quedan habitaciones esa noche',
      code: 'sold_out',
      stay: 0,
      night: julyDay(11),
    });
    // Past the rate's period: the night that has no rate, in the caller's language.
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/reservations/',
      headers: { ...staff.headers, 'accept-language': 'en' },
      payload: phoneBooking(
        hotel,
        { reference: 'PH-C' },
        { arrival: julyDay(30), departure: `${reservationYear}-08-02` },
      ),
    });
    expect(closed.statusCode, closed.body).toBe(409);
    const refusal = json<{ code: string; night: string; detail: string }>(closed);
    expect(refusal.code).toBe('rate_closed');
    expect(refusal.night).toBe(`${reservationYear}-08-01`);
    expect(refusal.detail).not.toBe(json<{ detail: string }>(soldOut).detail);
    expect(refusal.detail).toMatch(/[a-z]/);
    // Nothing of the refused stays was taken.
    expect((await roomsLeft([hotel.hotel], julyDay(10), 3)).hotels[0]?.rooms[0]?.left).toEqual([0, 0, 1]);
  });

  it('are validated, and an unknown hotel is 404', async () => {
    const hotel = await hotelSellingJuly(t.app);
    const missing = await book(phoneBooking(hotel, { hotelId: 2_000_000_000 }));
    expect(missing.statusCode, missing.body).toBe(404);
    const bad = await book(phoneBooking(hotel, { leadGuest: { name: '', email: 'no' } }));
    expect(bad.statusCode).toBe(400);
    for (const query of ['?overdue=maybe', '?hotelId=0', '?sort=price', '?arrivalFrom=07-01']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/reservations/${query}`,
        headers: staff.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    for (const query of [
      'hotels=&from=2026-07-01',
      'hotels=1,x&from=2026-07-01',
      'hotels=1&from=2026-07-01&days=99',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/reservations/rooms-left?${query}`,
        headers: staff.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('list every hotel with its name, filter by hotel, text and overdue, and page by the cursor', async () => {
    const first = await hotelSellingJuly(t.app, { allotment: 5 });
    const second = await hotelSellingJuly(t.app, { allotment: 5 });
    const [firstName, secondName] = await Promise.all(
      [first, second].map(async (hotel) => {
        const [row] = await rows<{ name: string }>(
          t.app,
          sql`select name from hotels where id = ${hotel.hotel}`,
        );
        return row?.name ?? '';
      }),
    );
    const make = async (hotel: Hotel, reference: string, name: string) => {
      const created = await book(
        phoneBooking(hotel, { reference, leadGuest: { name, email: 'g@example.com' } }),
      );
      expect(created.statusCode, created.body).toBe(201);
      return json<{ id: number }>(created).id;
    };
    const old = await make(first, 'LST-OLD', 'Ana Viejo');
    const fresh = await make(second, 'LST-NEW', 'Berta Nuevo');
    const confirmed = await make(second, 'LST-CONF', 'Carla Confirmada');
    // Booked three hours ago (the threshold is two), and one the hotel confirmed as long ago.
    await rows(
      t.app,
      sql`update reservations set created_at = now() - interval '3 hours' where id in (${old}, ${confirmed})`,
    );
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${second.hotel}/reservations/${confirmed}/confirm`,
      headers: second.user.headers,
      payload: { confirmationNumber: 'HTL-9' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const all = await list('?q=lst-');
    expect(all.unconfirmedHours).toBe(2);
    expect(all.reservations.map((row) => [row.id, row.hotelName, row.overdue])).toEqual([
      [confirmed, secondName, false],
      [fresh, secondName, false],
      [old, firstName, true],
    ]);
    expect((await list(`?q=lst-&hotelId=${first.hotel}`)).reservations.map((row) => row.id)).toEqual([old]);
    expect((await list('?overdue=true&q=lst-')).reservations.map((row) => row.id)).toEqual([old]);
    expect((await list('?q=berta')).reservations.map((row) => row.id)).toEqual([fresh]);

    const page1 = await list('?q=lst-&sort=created&limit=2');
    expect(page1.reservations.map((row) => row.id)).toEqual([old, fresh]);
    expect(page1.next).not.toBeNull();
    const page2 = await list(`?q=lst-&sort=created&limit=2&after=${page1.next}`);
    expect(page2.reservations.map((row) => row.id)).toEqual([confirmed]);
    expect(page2.next).toBeNull();

    // Each hotel's rooms left, by name; an id that is no hotel is left out.
    const panel = await roomsLeft([second.hotel, first.hotel, 2_000_000_000], julyDay(10), 2);
    expect(panel.days).toEqual([julyDay(10), julyDay(11)]);
    expect(
      panel.hotels.map((hotel) => [hotel.hotelName, hotel.rooms.map((room) => [room.name, room.left])]),
    ).toEqual([
      [secondName, [['Doble', [3, 3]]]],
      [firstName, [['Doble', [4, 4]]]],
    ]);
  });
});
