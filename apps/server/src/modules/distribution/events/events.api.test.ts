import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHotel,
  createTestApp,
  json,
  rows,
  signUp,
  type TestApp,
  verifyHotel,
} from '../../../test/app.ts';
import { rateBody } from '../../../test/fixtures.ts';
import { completeWizard, makeStaff, userWithHotel } from '../../../test/media.test-helpers.ts';

let t: TestApp;
let endpointId: number;
beforeAll(async () => {
  t = await createTestApp();
  // One endpoint for rates and approvals, one inactive: only the first gets deliveries.
  const [endpoint] = await rows<{ id: number }>(
    t.app,
    sql`insert into webhook_endpoints (url, secret, events)
        values ('https://hooks.example.com/a', 's', array['rates.changed', 'contract.approved'])
        returning id`,
  );
  endpointId = endpoint?.id ?? 0;
  await rows(
    t.app,
    sql`insert into webhook_endpoints (url, secret, events, active)
        values ('https://hooks.example.com/off', 's', array['rates.changed', 'content.changed', 'contract.approved'], false)`,
  );
});
afterAll(() => t.close());

const year = new Date().getFullYear() + 1;

interface Change {
  kind: string;
  detail: Record<string, unknown> | null;
}
const changesOf = (hotelId: number) =>
  rows<Change>(
    t.app,
    sql`select kind, detail from distribution_changes where hotel_id = ${hotelId} order by id`,
  );
const deliveriesOf = (hotelId: number) =>
  rows<{ endpoint: number; event: string; body: string }>(
    t.app,
    sql`select endpoint_id as endpoint, event, body from webhook_deliveries
        where (body::jsonb -> 'hotel' ->> 'id')::int = ${hotelId} order by id`,
  );

/** A hotel with one room type, a rate contract and a rate selling it with BB in July. */
async function setUp({ verified = true } = {}) {
  const user = await signUp(t.app);
  const hotel = await createHotel(t.app, user.headers);
  // Machines hear only of verified hotels' changes (decision 044); verified here without the
  // change a verification records (below), so that the writes' own rows are the only ones.
  if (verified) await rows(t.app, sql`update hotels set verified = true where id = ${hotel}`);
  const roomResponse = await t.app.inject({
    method: 'POST',
    url: `/api/hotel/${hotel}/room/`,
    headers: user.headers,
    payload: { name: 'Doble' },
  });
  expect(roomResponse.statusCode).toBe(201);
  const room = json<{ id: number }>(roomResponse).id;
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = json<{ id: number }>(
    await t.app.inject({ method: 'POST', url: base, headers: user.headers, payload: { name: 'C' } }),
  ).id;
  return { user, hotel, room, base, contract };
}
type Ctx = Awaited<ReturnType<typeof setUp>>;

async function createRate(ctx: Ctx, period = true) {
  const created = await t.app.inject({
    method: 'POST',
    url: `${ctx.base}${ctx.contract}/rates/`,
    headers: ctx.user.headers,
    payload: period
      ? rateBody({
          roomTypes: [ctx.room],
          boards: ['BB'],
          period: { start: `${year}_07_01`, end: `${year}_07_31` },
          basePrices: [{ room: ctx.room, board: 'BB', price: { amounts: ['100'] } }],
        })
      : rateBody({ name: 'Sin periodo' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return json<{ id: number }>(created).id;
}

describe('distribution events at their sources', () => {
  it('records one rates change per write of a rate, its days, its ARI and its CSV, in the write', async () => {
    const ctx = await setUp();
    expect(await changesOf(ctx.hotel)).toEqual([]);

    const rate = await createRate(ctx);
    expect(await changesOf(ctx.hotel)).toEqual([
      { kind: 'rates', detail: { rate, from: `${year}-07-01`, to: `${year}-07-31` } },
    ]);

    const ari = `/api/rates/contracts/ari/${ctx.user.userId}/${ctx.hotel}/${rate}/`;
    const written = await t.app.inject({
      method: 'POST',
      url: ari,
      headers: ctx.user.headers,
      payload: {
        changes: [
          {
            start: `${year}_07_10`,
            end: `${year}_07_12`,
            roomTypes: [ctx.room],
            boards: ['BB'],
            price: { amounts: ['120'] },
          },
          { start: `${year}_07_05`, end: `${year}_07_06`, roomTypes: [ctx.room], allotment: 3 },
        ],
      },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({
      kind: 'rates',
      detail: { rate, from: `${year}-07-05`, to: `${year}-07-12` },
    });

    // A refused write records nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: ari,
      headers: ctx.user.headers,
      payload: { changes: [{ start: `${year}_07_10`, end: `${year}_07_12`, minStay: 5, maxStay: 2 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(await changesOf(ctx.hotel)).toHaveLength(2);

    const csv = `room_type_id,room_type,board,date,price\n${ctx.room},Doble,BB,${year}-07-20,99.50\n${ctx.room},Doble,BB,${year}-07-21,99.50\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: `${ari}${year}/csv`,
      headers: ctx.user.headers,
      payload: { csv },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({
      kind: 'rates',
      detail: { rate, from: `${year}-07-20`, to: `${year}-07-21` },
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${ctx.base}${ctx.contract}/rates/${rate}/`,
      headers: ctx.user.headers,
      payload: { roomTypes: [ctx.room], boards: ['BB', 'HB'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({ kind: 'rates', detail: { rate } });

    const other = await createRate(ctx, false);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({ kind: 'rates', detail: { rate: other } });
    const calendar = await t.app.inject({
      method: 'PUT',
      url: `/api/rates/contracts/calendar/${ctx.user.userId}/${ctx.hotel}/${year}/`,
      headers: ctx.user.headers,
      payload: {
        rates: [
          { id: rate, days: [`${year}_07_01`] },
          { id: other, days: [`${year}_08_01`] },
        ],
      },
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({
      kind: 'rates',
      detail: { rates: [rate, other], from: `${year}-01-01`, to: `${year}-12-31` },
    });

    const url = `${ctx.base}${ctx.contract}/rates/${other}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: ctx.user.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ctx.user.headers })).statusCode).toBe(404);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({ kind: 'rates', detail: { rate: other } });

    const roomDeleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${ctx.hotel}/room/${ctx.room}`,
      headers: ctx.user.headers,
    });
    expect(roomDeleted.statusCode, roomDeleted.body).toBe(204);
    expect((await changesOf(ctx.hotel)).at(-1)).toEqual({ kind: 'rates', detail: { roomType: ctx.room } });

    // Exactly one change per write: create, ARI, CSV, PATCH, create, calendar, delete, room delete.
    expect(await changesOf(ctx.hotel)).toHaveLength(8);
    // One delivery per change to the active endpoint subscribed to rates.changed, none to the other.
    const deliveries = await deliveriesOf(ctx.hotel);
    expect(deliveries).toHaveLength(8);
    expect(new Set(deliveries.map((delivery) => delivery.endpoint))).toEqual(new Set([endpointId]));
    const body = JSON.parse(deliveries[0]?.body ?? '{}');
    expect(Object.keys(body)).toEqual(['id', 'event', 'occurredAt', 'hotel', 'data']);
    expect(body).toMatchObject({
      event: 'rates.changed',
      hotel: { id: ctx.hotel },
      data: { rate, from: `${year}-07-01`, to: `${year}-07-31` },
    });
    expect(body.hotel.code).toEqual(expect.any(String));
    expect(new Set(deliveries.map((delivery) => JSON.parse(delivery.body).id)).size).toBe(8);
  });

  it('records a content change and the contract.approved delivery with the approval, and nothing when refused', async () => {
    const { user, hotelId } = await userWithHotel(t.app, { verified: true });
    await completeWizard(t.app, user, hotelId);
    const staff = await signUp(t.app, { name: 'Marta Staff' });
    await makeStaff(t.app, staff, hotelId);
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/contract/save-approbe`,
        headers: staff.headers,
      });
    expect((await approve()).statusCode).toBe(409);
    // The verification's own change (decision 044), then nothing for the refused approval.
    const verification = { kind: 'rates', detail: { verified: true } };
    expect(await changesOf(hotelId)).toEqual([verification]);

    await t.app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/contract/send`, headers: user.headers });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await changesOf(hotelId)).toEqual([verification, { kind: 'content', detail: null }]);
    const deliveries = await deliveriesOf(hotelId);
    // The endpoint listens to contract.approved, not to content.changed.
    expect(deliveries.map((delivery) => [delivery.endpoint, delivery.event])).toEqual([
      [endpointId, 'rates.changed'],
      [endpointId, 'contract.approved'],
    ]);
    expect(JSON.parse(deliveries[1]?.body ?? '{}')).toMatchObject({
      event: 'contract.approved',
      hotel: { id: hotelId },
      data: {},
    });
  });
});

describe('only verified hotels are distributed (decision 044)', () => {
  it("records an unverified hotel's rate writes in the feed but makes no delivery; its verification records one rates change, delivered", async () => {
    const ctx = await setUp({ verified: false });
    const rate = await createRate(ctx);
    const days = { rate, from: `${year}-07-01`, to: `${year}-07-31` };
    // The row is kept (the feed filters it while the hotel is unverified); no webhook hears of it.
    expect(await changesOf(ctx.hotel)).toEqual([{ kind: 'rates', detail: days }]);
    expect(await deliveriesOf(ctx.hotel)).toEqual([]);

    await verifyHotel(t.app, ctx.hotel, ctx.user.userId);
    expect(await changesOf(ctx.hotel)).toEqual([
      { kind: 'rates', detail: days },
      { kind: 'rates', detail: { verified: true } },
    ]);
    const deliveries = await deliveriesOf(ctx.hotel);
    expect(deliveries.map((delivery) => [delivery.endpoint, delivery.event])).toEqual([
      [endpointId, 'rates.changed'],
    ]);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
      event: 'rates.changed',
      hotel: { id: ctx.hotel },
      data: { verified: true },
    });

    // Verified now: the next write is delivered at once.
    await createRate(ctx);
    expect((await deliveriesOf(ctx.hotel)).map((delivery) => delivery.event)).toEqual([
      'rates.changed',
      'rates.changed',
    ]);
  });
});
