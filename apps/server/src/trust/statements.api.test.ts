import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChoice, createHotel, createTestApp, json, signUp, type TestApp } from '../test/app.ts';
import { rateBody } from '../test/fixtures.ts';

/**
 * SQL statements per request of the hot read routes (issue 35 item 3), on both engines: warm (the
 * read cache filled by earlier requests) and cold (the cache emptied just before). The bench
 * measures their speed; these counts are what an N+1 or a lost cache would change, so a change of
 * a count is a change to explain in review, not a figure to update blindly.
 */
let t: TestApp;
let routes: { name: string; url: string; headers?: Record<string, string> }[];

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
