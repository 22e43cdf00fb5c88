import { ariGridSchema } from '@hotel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createHotel, createTestApp, json, signUp, type TestApp } from '../../test/app.ts';
import { rateBody } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear() + 1;
const day = (month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const key = (month: number, date: number) => day(month, date).replaceAll('-', '_');
type User = Awaited<ReturnType<typeof signUp>>;
type Key = Awaited<ReturnType<typeof createApiKey>>;

let counter = 0;
function nextReference() {
  counter += 1;
  return `GRP-${Date.now().toString(36)}-${counter}`;
}

/**
 * A hotel with a room type, a per-room rate selling it BB from June to September at 100 a night
 * (allotment with 2 days' release, D-2), 3 rooms allotted in July, and a key that writes
 * reservations for the hotel.
 */
async function setUp(overrides: Record<string, unknown> = {}, allotment: number | null = 3) {
  const user = await signUp(t.app);
  const hotel = await createHotel(t.app, user.headers);
  const roomResponse = await t.app.inject({
    method: 'POST',
    url: `/api/hotel/${hotel}/room/`,
    headers: user.headers,
    payload: { name: 'Doble' },
  });
  const room = json<{ id: number }>(roomResponse).id;
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = json<{ id: number }>(
    await t.app.inject({ method: 'POST', url: base, headers: user.headers, payload: { name: 'C' } }),
  ).id;
  const created = await t.app.inject({
    method: 'POST',
    url: `${base}${contract}/rates/`,
    headers: user.headers,
    payload: rateBody({
      releaseDays: 2,
      roomTypes: [room],
      boards: ['BB'],
      period: { start: key(6, 1), end: key(9, 30) },
      basePrices: [{ room, board: 'BB', price: { amounts: ['100'] } }],
      ...overrides,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const rate = json<{ id: number }>(created).id;
  const ari = `/api/rates/contracts/ari/${user.userId}/${hotel}/${rate}/`;
  const ctx = { user, hotel, room, rate, ari, key: await writer(hotel) };
  if (allotment !== null)
    await writeAri(ctx, [{ start: key(7, 1), end: key(7, 31), roomTypes: [room], allotment }]);
  return ctx;
}
type Ctx = Awaited<ReturnType<typeof setUp>>;

const writer = (hotel: number) =>
  createApiKey(t.app, { scopes: ['reservations:write', 'reservations:read'], hotels: [hotel] });

async function writeAri(ctx: Pick<Ctx, 'ari' | 'user'>, changes: object[], status = 200) {
  const response = await t.app.inject({
    method: 'POST',
    url: ctx.ari,
    headers: ctx.user.headers,
    payload: { changes },
  });
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** Rooms booked of the room type on a day of July, as the grid answers them. */
async function booked(ctx: Ctx, date: number): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${ctx.ari}${year}/`,
    headers: ctx.user.headers,
  });
  const grid = ariGridSchema.parse(json(response));
  const index = Math.round((Date.UTC(year, 6, date) - Date.UTC(year, 0, 1)) / 86_400_000);
  return grid.inventory.find((row) => row.room === ctx.room)?.booked?.[index] ?? 0;
}

function body(ctx: Ctx, overrides: Record<string, unknown> = {}, stay: Record<string, unknown> = {}) {
  return {
    reference: nextReference(),
    leadGuest: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+34600111222' },
    specialRequests: 'Cama de matrimonio',
    stays: [
      {
        roomTypeId: ctx.room,
        rateId: ctx.rate,
        board: 'BB',
        arrival: day(7, 10),
        departure: day(7, 12),
        guests: [{ name: 'Ana', age: 40 }, { age: 38 }],
        nightlyPrices: ['100.00', '100'],
        total: '200',
        ...stay,
      },
    ],
    ...overrides,
  };
}

const url = (ctx: Ctx, rest = '') => `/api/distribution/hotels/${ctx.hotel}/reservations${rest}`;
const send = (ctx: Ctx, payload: unknown, who: Key = ctx.key) =>
  t.app.inject({ method: 'POST', url: url(ctx), headers: who.headers, payload: payload as object });

describe('reservations from the group', () => {
  it('creates a reservation, takes a room a night, and answers the same message with the same reservation', async () => {
    const ctx = await setUp();
    const payload = body(ctx);
    const created = await send(ctx, payload);
    expect(created.statusCode, created.body).toBe(201);
    const reservation = json<{
      id: number;
      status: string;
      total: string;
      stays: { computed: { nightlyPrices: string[]; total: string }; terms: Record<string, unknown> }[];
      revisions: unknown[];
      confirmationNumber: string | null;
    }>(created);
    expect(reservation).toMatchObject({ status: 'confirmed', total: '200.00', confirmationNumber: null });
    expect(reservation.stays[0]?.computed).toEqual({
      nightlyPrices: ['100.00', '100.00'],
      total: '200.00',
      taxesAdded: '0.00',
      applied: [],
    });
    expect(reservation.stays[0]?.terms).toMatchObject({
      rateType: 'net',
      payment: 'hotel',
      currency: 'EUR',
      market: { all: false, markets: ['ES', 'FR'] },
      cancellationPolicy: { code: 'd2', tiers: [{ deadline: { from: 'before_arrival', days: 2 } }] },
    });
    expect(reservation.revisions).toHaveLength(1);
    expect([await booked(ctx, 10), await booked(ctx, 11), await booked(ctx, 12)]).toEqual([1, 1, 0]);

    const again = await send(ctx, payload);
    expect(again.statusCode).toBe(200);
    expect(json<{ id: number }>(again).id).toBe(reservation.id);
    expect(await booked(ctx, 10)).toBe(1);

    // The same reference with other content is not the same message.
    const other = await send(ctx, { ...payload, specialRequests: 'Otra cosa' });
    expect(other.statusCode).toBe(409);
    // Another key's reference space is its own.
    const second = await writer(ctx.hotel);
    expect((await send(ctx, payload, second)).statusCode).toBe(201);
    expect(await booked(ctx, 10)).toBe(2);
  });

  it('refuses the last room twice: rooms left never go below zero', async () => {
    const ctx = await setUp({}, 1);
    expect((await send(ctx, body(ctx))).statusCode).toBe(201);
    const refused = await send(ctx, body(ctx, {}, { arrival: day(7, 11), departure: day(7, 13) }));
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'sold_out', stay: 0, night: day(7, 11) });
    expect(json<{ detail: string }>(refused).detail).toBe('No quedan habitaciones esa noche');
    expect([await booked(ctx, 11), await booked(ctx, 12)]).toEqual([1, 0]);
    // Rooms allotted below those booked are refused on the grid.
    await writeAri(ctx, [{ start: key(7, 10), end: key(7, 10), roomTypes: [ctx.room], allotment: 0 }], 400);
  });

  it('says which night failed and why', async () => {
    const ctx = await setUp();
    await writeAri(ctx, [
      { start: key(7, 20), end: key(7, 20), roomTypes: [ctx.room], stopSale: true },
      { start: key(7, 22), end: key(7, 22), minStay: 3 },
      { start: key(7, 24), end: key(7, 24), maxStay: 1 },
      { start: key(7, 26), end: key(7, 26), closedArrival: true },
      { start: key(7, 29), end: key(7, 29), closedDeparture: true },
      { start: key(9, 30), end: key(9, 30), roomTypes: [ctx.room], allotment: 2 },
    ]);
    const cases: [Record<string, unknown>, string, string | null][] = [
      [
        { arrival: day(7, 19), departure: day(7, 21), nightlyPrices: ['100', '100'] },
        'stop_sale',
        day(7, 20),
      ],
      [{ arrival: day(7, 22), departure: day(7, 24), nightlyPrices: ['100', '100'] }, 'min_stay', day(7, 22)],
      [{ arrival: day(7, 24), departure: day(7, 26), nightlyPrices: ['100', '100'] }, 'max_stay', day(7, 24)],
      [{ arrival: day(7, 26), departure: day(7, 27), nightlyPrices: ['100'] }, 'closed_arrival', day(7, 26)],
      [
        { arrival: day(7, 27), departure: day(7, 29), nightlyPrices: ['100', '100'] },
        'closed_departure',
        day(7, 29),
      ],
      [{ arrival: day(8, 2), departure: day(8, 3), nightlyPrices: ['100'] }, 'sold_out', day(8, 2)],
      [
        { arrival: day(9, 30), departure: day(10, 2), nightlyPrices: ['100', '100'] },
        'rate_closed',
        day(10, 1),
      ],
      [{ board: 'HB' }, 'board_not_sold', null],
      [{ roomTypeId: 2_000_000 }, 'room_not_sold', null],
      [{ rateId: 2_000_000 }, 'rate_unknown', null],
      [{ arrival: day(7, 12), departure: day(7, 12) }, 'dates_invalid', null],
      [{ arrival: day(6, 1), departure: day(8, 5), nightlyPrices: ['100'] }, 'dates_invalid', null],
      [{ arrival: `${year - 2}-07-10`, departure: `${year - 2}-07-12` }, 'arrival_past', `${year - 2}-07-10`],
    ];
    const outcomes: unknown[] = [];
    for (const [stay, code, night] of cases) {
      const response = await send(ctx, body(ctx, {}, stay));
      const answer = json<{ code?: string; night?: string | null }>(response);
      if (response.statusCode !== 409 || answer.code !== code || answer.night !== night)
        outcomes.push({ stay, status: response.statusCode, answer, expected: { code, night } });
    }
    expect(outcomes).toEqual([]);
    expect(await booked(ctx, 20)).toBe(0);
  });

  it('refuses a booking past the release, and sells free sale without allotment until a stop sale', async () => {
    const release = await setUp({ releaseDays: 365 });
    const refused = await send(release, body(release));
    expect(json(refused)).toMatchObject({ code: 'release', night: day(7, 10) });

    const free = await setUp({ quotaType: 'free_sale', releaseDays: null }, null);
    const sold = await send(free, body(free, {}, { arrival: day(8, 1), departure: day(8, 3) }));
    expect(sold.statusCode, sold.body).toBe(201);
    await writeAri(free, [{ start: key(8, 5), end: key(8, 5), roomTypes: [free.room], stopSale: true }]);
    const stopped = await send(free, body(free, {}, { arrival: day(8, 4), departure: day(8, 6) }));
    expect(json(stopped)).toMatchObject({ code: 'stop_sale', night: day(8, 5) });
  });

  it('refuses a wrong count of nightly prices, a bad body, and keys without the scope or the hotel', async () => {
    const ctx = await setUp();
    expect((await send(ctx, body(ctx, {}, { nightlyPrices: ['100'] }))).statusCode).toBe(400);
    expect((await send(ctx, { ...body(ctx), stays: [] })).statusCode).toBe(400);
    const readOnly = await createApiKey(t.app, {
      scopes: ['reservations:read', 'ari:write'],
      hotels: [ctx.hotel],
    });
    expect((await send(ctx, body(ctx), readOnly)).statusCode).toBe(403);
    const ariOnly = await createApiKey(t.app, { scopes: ['ari:read'], hotels: [ctx.hotel] });
    const list = await t.app.inject({ method: 'GET', url: url(ctx), headers: ariOnly.headers });
    expect(list.statusCode).toBe(403);
    const other = await setUp();
    expect((await send(ctx, body(ctx), other.key)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: url(ctx), payload: body(ctx) })).statusCode).toBe(401);
  });

  it('modifies: the old nights go back and the new ones are taken, once per revision', async () => {
    const ctx = await setUp();
    const first = body(ctx);
    const created = json<{ id: number }>(await send(ctx, first));
    const second = {
      ...first,
      revision: 2,
      leadGuest: { ...first.leadGuest, name: 'Ana Pérez García' },
      stays: [
        {
          ...first.stays[0],
          arrival: day(7, 11),
          departure: day(7, 14),
          nightlyPrices: ['100', '100', '100'],
          total: '300',
        },
      ],
    };
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: url(ctx, `/${first.reference}`),
        headers: ctx.key.headers,
        payload: payload as object,
      });
    const modified = await put(second);
    expect(modified.statusCode, modified.body).toBe(200);
    expect(json(modified)).toMatchObject({
      id: created.id,
      status: 'modified',
      revision: 2,
      senderRevision: 2,
      total: '300.00',
    });
    expect([
      await booked(ctx, 10),
      await booked(ctx, 11),
      await booked(ctx, 13),
      await booked(ctx, 14),
    ]).toEqual([0, 1, 1, 0]);
    // The same revision again: the reservation as it is; an older one with other content: 409.
    expect((await put(second)).statusCode).toBe(200);
    expect(await booked(ctx, 11)).toBe(1);
    const stale = await put({ ...second, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<{ detail: string }>(stale).detail).toBe('Esa revisión es anterior a la última recibida');
    // The reference in the body is the path's.
    expect((await put({ ...second, revision: 3, reference: 'OTHER' })).statusCode).toBe(400);
    // A modification the ARI refuses changes nothing.
    await writeAri(ctx, [{ start: key(7, 20), end: key(7, 20), roomTypes: [ctx.room], allotment: 0 }]);
    const refused = await put({
      ...second,
      revision: 3,
      stays: [
        { ...second.stays[0], arrival: day(7, 19), departure: day(7, 21), nightlyPrices: ['100', '100'] },
      ],
    });
    expect(json(refused)).toMatchObject({ code: 'sold_out', night: day(7, 20) });
    expect([await booked(ctx, 11), await booked(ctx, 19)]).toEqual([1, 0]);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: url(ctx, '/NOPE'),
      headers: ctx.key.headers,
      payload: { ...second, reference: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('quotes the penalty, charges it as quoted and gives the rooms back', async () => {
    const ctx = await setUp({ expenditureCancellation: 'non_refundable' });
    const payload = body(ctx);
    await send(ctx, payload);
    const quote = await t.app.inject({
      method: 'GET',
      url: url(ctx, `/${payload.reference}/cancellation-quote`),
      headers: ctx.key.headers,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(json(quote)).toMatchObject({ reference: payload.reference, penalty: '200.00', currency: 'EUR' });
    const cancel = (penalty: string) =>
      t.app.inject({
        method: 'POST',
        url: url(ctx, `/${payload.reference}/cancel`),
        headers: ctx.key.headers,
        payload: { penalty },
      });
    expect((await cancel('0.00')).statusCode).toBe(409);
    expect(await booked(ctx, 10)).toBe(1);
    const cancelled = await cancel('200');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled)).toMatchObject({ status: 'cancelled', penalty: '200.00', revision: 2 });
    expect(await booked(ctx, 10)).toBe(0);
    expect((await cancel('200.00')).statusCode).toBe(200);
    expect(await booked(ctx, 10)).toBe(0);
    // A cancelled reservation is not modified.
    const put = await t.app.inject({
      method: 'PUT',
      url: url(ctx, `/${payload.reference}`),
      headers: ctx.key.headers,
      payload: { ...payload, revision: 2 },
    });
    expect(put.statusCode).toBe(409);
  });

  it('quotes nothing before the deadline of a D-2 rate', async () => {
    const ctx = await setUp();
    const payload = body(ctx);
    await send(ctx, payload);
    const quote = await t.app.inject({
      method: 'GET',
      url: url(ctx, `/${payload.reference}/cancellation-quote`),
      headers: ctx.key.headers,
    });
    expect(json(quote)).toMatchObject({ penalty: '0.00' });
  });

  it('reads a reservation with its revisions, and lists the hotel’s by change', async () => {
    const ctx = await setUp();
    const a = body(ctx);
    await send(ctx, a);
    const read = await t.app.inject({
      method: 'GET',
      url: url(ctx, `/${a.reference}`),
      headers: ctx.key.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(json<{ revisions: { kind: string; payload: unknown }[] }>(read).revisions).toMatchObject([
      { kind: 'created', payload: { reference: a.reference } },
    ]);
    const other = await writer(ctx.hotel);
    expect(
      (await t.app.inject({ method: 'GET', url: url(ctx, `/${a.reference}`), headers: other.headers }))
        .statusCode,
    ).toBe(404);
    await send(ctx, body(ctx, {}, { arrival: day(7, 1), departure: day(7, 2), nightlyPrices: ['100'] }));
    const list = async (query: string) =>
      json<{ reservations: { reference: string }[]; next: string | null }>(
        await t.app.inject({ method: 'GET', url: url(ctx, query), headers: ctx.key.headers }),
      );
    const page = await list('?limit=1');
    expect(page.reservations.map((entry) => entry.reference)).toEqual([a.reference]);
    expect(page.next).not.toBeNull();
    const rest = await list(`?since=${page.next}`);
    expect(rest.reservations).toHaveLength(1);
    expect((await list('?since=0')).reservations).toHaveLength(2);
    // A change moves a reservation to the end of the feed.
    await t.app.inject({
      method: 'GET',
      url: url(ctx, `/${a.reference}/cancellation-quote`),
      headers: ctx.key.headers,
    });
    const quote = json<{ penalty: string }>(
      await t.app.inject({
        method: 'GET',
        url: url(ctx, `/${a.reference}/cancellation-quote`),
        headers: ctx.key.headers,
      }),
    );
    await t.app.inject({
      method: 'POST',
      url: url(ctx, `/${a.reference}/cancel`),
      headers: ctx.key.headers,
      payload: { penalty: quote.penalty },
    });
    expect((await list(`?since=${page.next}`)).reservations.map((entry) => entry.reference).at(-1)).toBe(
      a.reference,
    );
  });
});

describe("the hotel's reservations", () => {
  it('lists with filters, search, sort and keyset pages; shows the detail; confirms with its number', async () => {
    const ctx = await setUp();
    const references: string[] = [];
    for (const [arrival, name] of [
      [5, 'Zoe Smith'],
      [3, 'Ana Pérez'],
      [8, 'Luis Gómez'],
    ] as const) {
      const payload = body(
        ctx,
        { leadGuest: { name, email: 'g@example.com' } },
        { arrival: day(7, arrival), departure: day(7, arrival + 1), nightlyPrices: ['100'] },
      );
      references.push(payload.reference);
      expect((await send(ctx, payload)).statusCode).toBe(201);
    }
    const list = async (query: string, who: User = ctx.user) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotel/${ctx.hotel}/reservations${query}`,
        headers: who.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<{
        reservations: {
          id: number;
          reference: string;
          leadGuest: { name: string };
          currency: string;
          stays: Record<string, unknown>[];
        }[];
        next: string | null;
      }>(response);
    };
    const names = (page: Awaited<ReturnType<typeof list>>) =>
      page.reservations.map((entry) => entry.leadGuest.name);
    const newest = await list('');
    expect(names(newest)).toEqual(['Luis Gómez', 'Ana Pérez', 'Zoe Smith']);
    // A list row carries what the lists read (decision 068); prices and terms are the detail's.
    expect(newest.reservations[0]?.currency).toBe('EUR');
    expect(Object.keys(newest.reservations[0]?.stays[0] ?? {}).sort()).toEqual([
      'arrival',
      'board',
      'departure',
      'guests',
      'rateId',
      'roomTypeId',
    ]);
    expect(names(await list('?sort=arrival'))).toEqual(['Ana Pérez', 'Zoe Smith', 'Luis Gómez']);
    expect(names(await list('?q=p%C3%A9rez'))).toEqual(['Ana Pérez']);
    expect(names(await list(`?q=${references[2]?.toLowerCase()}`))).toEqual(['Luis Gómez']);
    expect(names(await list(`?arrivalFrom=${day(7, 4)}&arrivalTo=${day(7, 6)}`))).toEqual(['Zoe Smith']);
    expect(names(await list('?status=cancelled'))).toEqual([]);
    const first = await list('?sort=arrival&limit=2');
    expect(names(first)).toEqual(['Ana Pérez', 'Zoe Smith']);
    const second = await list(`?sort=arrival&limit=2&after=${first.next}`);
    expect(names(second)).toEqual(['Luis Gómez']);
    expect(second.next).toBeNull();
    const byId = await list('?sort=-created&limit=2');
    expect(names(await list(`?sort=-created&limit=2&after=${byId.next}`))).toEqual(['Zoe Smith']);

    const target = first.reservations[0];
    if (!target) throw new Error('no reservation');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${ctx.hotel}/reservations/${target.id}`,
      headers: ctx.user.headers,
    });
    expect(detail.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${ctx.hotel}/reservations/${target.id}/confirm`,
      headers: ctx.user.headers,
      payload: { confirmationNumber: 'HTL-778' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(json<{ revisions: { kind: string }[] }>(confirm).revisions.map((entry) => entry.kind)).toEqual([
      'created',
      'confirmed',
    ]);
    // The number goes back to the group.
    const read = await t.app.inject({
      method: 'GET',
      url: url(ctx, `/${target.reference}`),
      headers: ctx.key.headers,
    });
    expect(json(read)).toMatchObject({ confirmationNumber: 'HTL-778' });
    expect(names(await list('?q=htl-778'))).toEqual(['Ana Pérez']);

    // Another hotel user: 404 on the list and the detail.
    const stranger = await signUp(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${ctx.hotel}/reservations/${target.id}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await setUp();
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${mine.hotel}/reservations/${target.id}`,
      headers: mine.user.headers,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
