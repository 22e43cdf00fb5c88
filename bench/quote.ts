/**
 * The quote route (issue 33, decisions 064 and 066) in `npm run bench`, on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database dropped at the end): a quote of 14
 * nights × 2 rooms with 3 applicable offers, a half-board supplement, a city tax (and VAT
 * included) through the keys' route, at 10 connections, on a hotel with a year of ARI on 10 room
 * types × 5 boards (target p99 ≤ 5 ms), beside a bare Fastify hello-world measured in the same
 * process and minutes; the SQL statements of one quote; and the engine alone on such stays
 * (bench/pricing-engine.ts). The terms and taxes are the engine bench's (`benchTerms`,
 * `benchTaxes`), saved through the API. Timings are reported, never asserted.
 *
 * BENCH_QUOTE=0 leaves the section out of `npm run bench`; BENCH_QUOTE_CONNECTIONS=1 measures one
 * quote at a time (what a quote costs without waiting for others). Alone: `npx tsx bench/quote.ts`.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createApiKey, createVerifiedHotel, signUp } from '../apps/server/src/test/app.ts';
import { benchPostgresUrl, freshDatabase } from './database.ts';
import { benchPricingEngine, benchTaxes, benchTerms, NIGHTS, pricingEngineLines } from './pricing-engine.ts';
import { yearRateThroughApi } from './seed.ts';

const ROOM_TYPES = 10;
const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_P99_MS = 5;
/** Connections of the quote's run (BENCH_QUOTE_CONNECTIONS, default 10: the target's). */
const CONNECTIONS = Number(process.env.BENCH_QUOTE_CONNECTIONS ?? 10);
const DAY_MS = 86_400_000;

export interface QuoteBench {
  quote: { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };
  hello: { rps: number; p50: number; p99: number };
  statements: number;
  /** Terms applied in the warm quote (3 offers and the supplement expected). */
  applied: number;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function quoteBench(): Promise<QuoteBench | undefined> {
  const adminUrl = benchPostgresUrl();
  if (!adminUrl) return undefined;
  const { database, url, drop } = await freshDatabase('quote', adminUrl);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/hotel-extranet-bench-quote-${process.pid}`,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '1024',
    DATABASE_URL: url ?? '',
  });
  const app = await buildApp(config, { database, logger: false });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    const user = await signUp(app);
    const hotelId = await createVerifiedHotel(app, user);
    const roomIds: number[] = [];
    for (let index = 1; index <= ROOM_TYPES; index++) {
      const room = await app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/room/`,
        headers: user.headers,
        payload: { name: `Tipo ${index}` },
      });
      if (room.statusCode !== 201) throw new Error(`room refused: ${room.body}`);
      roomIds.push((room.json() as { id: number }).id);
    }
    const { year, contractId, rateId } = await yearRateThroughApi(
      app,
      { headers: user.headers, userId: user.userId, hotelId },
      { contractName: 'Q', name: 'Quote 10 × 5', roomIds: roomIds, boards: BOARDS },
    );
    const allotment = await app.inject({
      method: 'POST',
      url: `/api/rates/contracts/ari/${user.userId}/${hotelId}/${rateId}/`,
      headers: user.headers,
      payload: {
        changes: [{ start: `${year}_01_01`, end: `${year}_12_31`, roomTypes: roomIds, allotment: 999 }],
      },
    });
    if (allotment.statusCode !== 200) throw new Error(`allotment refused: ${allotment.body}`);
    for (const [path, payload] of [
      [
        `/api/rates/contracts/${user.userId}/${hotelId}/${contractId}/rates/${rateId}/terms/`,
        { terms: benchTerms() },
      ],
      [`/api/rates/contracts/taxes/${user.userId}/${hotelId}/`, { taxes: benchTaxes() }],
    ] as const) {
      const saved = await app.inject({ method: 'PUT', url: path, headers: user.headers, payload });
      if (saved.statusCode !== 200) throw new Error(`terms or taxes refused: ${saved.body}`);
    }
    const key = await createApiKey(app, { scopes: ['ari:read'], hotels: [hotelId], rateLimit: 100_000 });
    const path = `/api/distribution/hotels/${hotelId}/quote`;
    // 14 nights from a random arrival of the year (ending before its last day), booked 60 days ahead.
    const body = () => {
      const arrivalAt = Date.UTC(year, 1, 1) + Math.floor(Math.random() * 300) * DAY_MS;
      const first = roomIds[Math.floor(Math.random() * ROOM_TYPES)] as number;
      const other = roomIds[(roomIds.indexOf(first) + 1) % ROOM_TYPES] as number;
      return JSON.stringify({
        rateId,
        board: 'HB',
        arrival: isoDay(arrivalAt),
        departure: isoDay(arrivalAt + NIGHTS * DAY_MS),
        rooms: [
          { roomTypeId: first, ages: [40, 38, 7] },
          { roomTypeId: other, ages: [70, 68] },
        ],
        bookedAt: `${isoDay(arrivalAt - 60 * DAY_MS)}T12:00:00Z`,
      });
    };
    const quoteOnce = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { ...key.headers, 'content-type': 'application/json' },
        payload: body(),
      });
    const warm = await quoteOnce();
    const answer = warm.json() as { sells: boolean; terms?: { applied: boolean }[] };
    if (!answer.sells) throw new Error(`the bench stay does not sell: ${warm.body}`);
    const applied = (answer.terms ?? []).filter((outcome) => outcome.applied).length;
    const before = app.database.statements.count;
    await quoteOnce();
    const statements = app.database.statements.count - before;

    const [baseUrl, helloUrl] = [await listen(app), await listen(hello)];
    // The hello-world first, then the quote, each after a warm-up of the same length not counted.
    await cannon({ url: helloUrl, connections: 10, duration: DURATION_S });
    const ceiling = await cannon({ url: helloUrl, connections: 10, duration: DURATION_S });
    const request = {
      method: 'POST' as const,
      path,
      headers: { ...key.headers, 'content-type': 'application/json' },
      setupRequest: (next: autocannon.Request) => ({ ...next, body: body() }),
    };
    await cannon({ url: baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests: [request] });
    const quoted = await cannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [request],
    });
    return {
      quote: {
        rps: Math.round(quoted.requests.average),
        p50: quoted.latency.p50,
        p99: quoted.latency.p99,
        requests: quoted.requests.total,
        non2xx: quoted.non2xx,
        errors: quoted.errors,
      },
      hello: {
        rps: Math.round(ceiling.requests.average),
        p50: ceiling.latency.p50,
        p99: ceiling.latency.p99,
      },
      statements,
      applied,
    };
  } finally {
    await hello.close();
    await app.close();
    await drop();
  }
}

/** The report's section (`npm run bench`, BENCH_QUOTE=0 leaves it out); `engine`: the engine's row too. */
export function quoteLines(
  figures: QuoteBench | undefined,
  engine?: ReturnType<typeof benchPricingEngine>,
): string[] {
  // The engine's row when measured here (alone); `npm run bench` has it in its pricing section.
  const engineLines = engine ? pricingEngineLines(engine).slice(4, 5) : [];
  if (!figures)
    return [
      '## Quote (issue 33)',
      '',
      'Route not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL.',
      '',
      '| Measure | Figure | Target |',
      '|---|---|---|',
      ...engineLines,
      '',
    ];
  const { quote, hello } = figures;
  return [
    '## Quote (issue 33), PostgreSQL',
    '',
    '| Measure | Figure | Target |',
    '|---|---|---|',
    `| Bare Fastify hello-world, 10 connections, same process and minutes | ${hello.rps} req/s, p50 ${hello.p50} ms, p99 ${hello.p99} ms | ceiling |`,
    `| Quote of ${NIGHTS} nights × 2 rooms (HB, 3 offers and the board supplement applied: ${figures.applied} terms; city tax capped at 7 nights, VAT included), keys' route, ${CONNECTIONS} connections, ${ROOM_TYPES} room types × ${BOARDS.length} boards × a year | ${quote.rps} req/s (${((100 * quote.rps) / Math.max(1, hello.rps)).toFixed(1)} % of the hello-world), p50 ${quote.p50} ms, p99 ${quote.p99} ms; ${quote.requests} requests, ${quote.non2xx} non-2xx, ${quote.errors} errors; ${figures.statements} SQL statements each | p99 ≤ ${TARGET_P99_MS} ms |`,
    ...engineLines,
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  quoteBench()
    .then((figures) => {
      console.log(quoteLines(figures, benchPricingEngine()).join('\n'));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
