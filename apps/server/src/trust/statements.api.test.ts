import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  createApiKey,
  createHotel,
  createTestApp,
  json,
  signUp,
  type TestApp,
} from '../test/app.ts';
import { rateBody } from '../test/fixtures.ts';

/**
 * SQL statements per request of the hot read routes (issue 35 item 3), on both engines: warm (the
 * read cache filled by earlier requests) and cold (the cache emptied just before). The bench
 * measures their speed; these counts are what an N+1 or a lost cache would change, so a change of
 * a count is a change to explain in review, not a figure to update blindly.
 */
let t: TestApp;
let routes: { name: string; url: string; headers?: Record<string, string> }[];
/** A booking of 7 nights × 2 rooms of one rate through a key (issue 32's accept path). */
let book: (reference: string) => Promise<void>;

const year = new Date().getFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUp(t.app);
  const choice = await catalogueChoice(t.app);
  const hotel = await createHotel(t.app, user.headers, choice);
  const rooms: number[] = [];
  for (const name of ['Doble', 'Suite']) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/hotel/${hotel}/room/`,
      headers: user.headers,
      payload: { name },
    });
    expect(created.statusCode, created.body).toBe(201);
    rooms.push(json<{ id: number }>(created).id);
  }
  const base = `/api/rates/contracts/${user.userId}/${hotel}/`;
  const contract = await t.app.inject({
    method: 'POST',
    url: base,
    headers: user.headers,
    payload: { name: 'C' },
  });
  const rate = await t.app.inject({
    method: 'POST',
    url: `${base}${json<{ id: number }>(contract).id}/rates/`,
    headers: user.headers,
    payload: rateBody({
      roomTypes: rooms,
      boards: ['BB'],
      period: { start: `${year}_06_01`, end: `${year}_09_30` },
      basePrices: rooms.map((room) => ({ room, board: 'BB', price: { amounts: ['100'] } })),
    }),
  });
  expect(rate.statusCode, rate.body).toBe(201);
  const rateId = json<{ id: number }>(rate).id;
  const allotted = await t.app.inject({
    method: 'POST',
    url: `/api/rates/contracts/ari/${user.userId}/${hotel}/${rateId}/`,
    headers: user.headers,
    payload: { changes: [{ start: `${year}_06_01`, end: `${year}_09_30`, roomTypes: rooms, allotment: 50 }] },
  });
  expect(allotted.statusCode, allotted.body).toBe(200);
  const key = await createApiKey(t.app, { scopes: ['reservations:write'], hotels: [hotel] });
  book = async (reference) => {
    const stay = (room: number | undefined) => ({
      roomTypeId: room,
      rateId,
      board: 'BB',
      arrival: `${year}-07-01`,
      departure: `${year}-07-08`,
      guests: [{ name: 'Ana', age: 40 }, { age: 38 }],
      nightlyPrices: Array.from({ length: 7 }, () => '100'),
      total: '700',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/distribution/hotels/${hotel}/reservations`,
      headers: key.headers,
      payload: {
        reference,
        leadGuest: { name: 'Ana Pérez', email: 'ana@example.com' },
        stays: [stay(rooms[0]), stay(rooms[1])],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  };
  const word = encodeURIComponent(choice.name.split(' ').slice(0, 2).join(' '));
  // On PostgreSQL, the set-up's write notifications reach the listener before anything is counted.
  await t.app.database.fence();
  routes = [
    { name: 'hotel read', url: `/api/hotel/${hotel}`, headers: user.headers },
    { name: 'hotel list', url: '/api/hotel/', headers: user.headers },
    { name: 'room list', url: `/api/hotel/${hotel}/room/`, headers: user.headers },
    { name: 'reference list', url: '/api/hotel/service' },
    { name: 'autocomplete', url: `/api/catalogue/hotels?q=${word}&count=10&type=HOT&format=json` },
    {
      name: 'rate calendar',
      url: `/api/rates/contracts/calendar/${user.userId}/${hotel}/${year}/`,
      headers: user.headers,
    },
    {
      name: 'ARI year',
      url: `/api/rates/contracts/ari/${user.userId}/${hotel}/${rateId}/${year}/`,
      headers: user.headers,
    },
  ];
});
afterAll(() => t.close());

const PROBES = 3;

async function read(route: (typeof routes)[number]) {
  const response = await t.app.inject({ method: 'GET', url: route.url, headers: route.headers });
  expect(response.statusCode, `${route.name}: ${response.body}`).toBe(200);
}

/** Statements per request over a few warm requests, and over as many each after emptying the cache. */
async function statementsOf(route: (typeof routes)[number]) {
  // Two requests warm up: the first may also touch the session, which the second reads again.
  await read(route);
  await read(route);
  const before = t.app.database.statements.count;
  for (let i = 0; i < PROBES; i++) await read(route);
  const warm = (t.app.database.statements.count - before) / PROBES;
  let cold = 0;
  for (let i = 0; i < PROBES; i++) {
    t.app.database.readCache.clear();
    const start = t.app.database.statements.count;
    await read(route);
    cold += t.app.database.statements.count - start;
  }
  return { warm, cold: cold / PROBES };
}

describe('SQL statements per request of the hot read routes', () => {
  it('are what each route needs, warm and cold', async () => {
    const counts: Record<string, { warm: number; cold: number }> = {};
    for (const route of routes) counts[route.name] = await statementsOf(route);
    expect(counts).toEqual({
      // Warm, the session, the tenant check and the hotel come from the read cache; cold, the
      // session and the hotel (whose read also answers the tenant check).
      'hotel read': { warm: 0, cold: 2 },
      // Cold: the session, the hotels, their room types, step reviews and media counts.
      'hotel list': { warm: 0, cold: 5 },
      // The room types are read each time; cold adds the session and the tenant check.
      'room list': { warm: 1, cold: 3 },
      // Reference lists are held in memory from start-up, not in the read cache.
      'reference list': { warm: 0, cold: 0 },
      // The answer is kept until the catalogue is written (decision 051); cold: the search's three.
      autocomplete: { warm: 0, cold: 3 },
      // The rate days are read each time; cold adds the session and the tenant check.
      'rate calendar': { warm: 1, cold: 3 },
      // The year is cached as its serialised answer (decision 020); cold: the session, the tenant
      // check, the rate, its room types, prices, inventory, restrictions, days and product controls.
      'ARI year': { warm: 0, cold: 9 },
    });
  });
});

describe('SQL statements of accepting a reservation (issue 32)', () => {
  it('are what 7 nights × 2 rooms of one rate need', async () => {
    await book('STATEMENTS-1');
    await t.app.database.fence();
    const before = t.app.database.statements.count;
    await book('STATEMENTS-2');
    // The key: its use, the rate limit (lock, count, hit) and its hotel (5); the reference (1);
    // the stays' one priced read: the rate, its room types, days, prices, inventory, restrictions,
    // product controls, policies, terms and taxes (10); a `book` update per room type (2); the
    // ARI change for distribution and its webhooks (2); the reservation, its nights and revision
    // (3); the reservation's change and its webhooks (2); the e-mail's contact (1). Before the
    // stays were priced together and the booking stopped reading back and locking first: 39.
    // PostgreSQL's driver also sends the begin and commit of the two transactions (rate limit, booking).
    expect(t.app.database.statements.count - before).toBe(t.app.database.kind === 'pglite' ? 26 : 30);
  });
});
