/**
 * Reservations (issue 32) in `npm run bench`, on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; a fresh database dropped at the end):
 * - a reservation of 7 nights × 2 rooms accepted through the key's JSON route, at 10 connections,
 *   on a hotel with a year of ARI on 10 room types × 5 boards (target p99 ≤ 50 ms);
 * - 2 000 concurrent attempts on two instances for the last 50 rooms (target: exactly 50
 *   accepted, 0 nights over the allotment, no answer but 201 and the 409 refusal);
 * - the hotel's list with 100 000 reservations, filtered, sorted and paged (target p99 ≤ 50 ms).
 * The apps run in this process on real ports (autocannon and fetch over HTTP), as the group's
 * systems and the hotel's browser reach them. Timings are reported, never asserted.
 *
 * Alone: `npx tsx bench/reservations.ts` prints the report's lines.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createApiKey, createVerifiedHotel, rows, signUp } from '../apps/server/src/test/app.ts';
import { benchPostgresUrl, freshDatabase } from './database.ts';
import { yearRateThroughApi } from './seed.ts';

const ROOM_TYPES = 10;
const BOARDS = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
const NIGHTS = 7;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ATTEMPTS = 2_000;
const LAST_ROOMS = 50;
const LIST_SIZE = Number(process.env.BENCH_RESERVATIONS ?? 100_000);
const TARGET_P99_MS = 50;

export interface ReservationsBench {
  accept: {
    rps: number;
    p50: number;
    p99: number;
    requests: number;
    accepted: number;
    other: number;
    statements: number;
  };
  lastRooms: {
    attempts: number;
    accepted: number;
    refused: number;
    other: number;
    overAllotment: number;
    roomsLeft: number;
    seconds: number;
  };
  list: { name: string; rps: number; p50: number; p99: number; non2xx: number; statements: number }[];
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
    const { port } = app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  });
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function reservationsBench(): Promise<ReservationsBench | undefined> {
  const adminUrl = benchPostgresUrl();
  if (!adminUrl) return undefined;
  const { database, url, drop } = await freshDatabase('reservations', adminUrl);
  const dataDir = `/tmp/hotel-extranet-bench-reservations-${process.pid}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '1024',
    DATABASE_URL: url ?? '',
  });
  const app = await buildApp(config, { database, logger: false });
  // The second instance: its own pool on the same database, as a second server would have.
  const secondDatabase = await openDatabase({ url: url ?? '', dataDir: '', poolSize: 10 });
  const second = await buildApp(config, { database: secondDatabase, logger: false });
  try {
    const user = await signUp(app);
    const hotelId = await createVerifiedHotel(app, user);
    const roomIds: number[] = [];
    for (let index = 1; index <= ROOM_TYPES + 1; index++) {
      const room = await app.inject({
        method: 'POST',
        url: `/api/hotel/${hotelId}/room/`,
        headers: user.headers,
        payload: { name: index > ROOM_TYPES ? 'Última' : `Tipo ${index}` },
      });
      if (room.statusCode !== 201) throw new Error(`room refused: ${room.body}`);
      roomIds.push((room.json() as { id: number }).id);
    }
    const lastRoom = roomIds.pop() as number;
    const { year, rateId } = await yearRateThroughApi(
      app,
      { headers: user.headers, userId: user.userId, hotelId },
      { contractName: 'R', name: 'Reservas 10 × 5', roomIds: [...roomIds, lastRoom], boards: BOARDS },
    );
    const ari = await app.inject({
      method: 'POST',
      url: `/api/rates/contracts/ari/${user.userId}/${hotelId}/${rateId}/`,
      headers: user.headers,
      payload: {
        changes: [
          { start: `${year}_01_01`, end: `${year}_12_31`, roomTypes: roomIds, allotment: 999 },
          { start: `${year}_06_01`, end: `${year}_06_02`, roomTypes: [lastRoom], allotment: LAST_ROOMS },
        ],
      },
    });
    if (ari.statusCode !== 200) throw new Error(`allotment refused: ${ari.body}`);
    const key = await createApiKey(app, {
      scopes: ['reservations:write', 'reservations:read'],
      hotels: [hotelId],
    });
    const path = `/api/distribution/hotels/${hotelId}/reservations`;
    const firstDay = Date.UTC(year, 0, 10);
    const stay = (room: number, arrivalAt: number, nights: number) => ({
      roomTypeId: room,
      rateId,
      board: BOARDS[Math.floor(Math.random() * BOARDS.length)],
      arrival: isoDay(arrivalAt),
      departure: isoDay(arrivalAt + nights * 86_400_000),
      guests: [{ name: 'Ana', age: 40 }, { age: 38 }],
      nightlyPrices: Array.from({ length: nights }, () => '80.00'),
      total: (80 * nights).toFixed(2),
    });
    const lead = { name: 'Ana García', email: 'ana@example.com', phone: '+34600111222' };

    // Statements of one reservation (warm: the key and the hotel already read once).
    const statementsOf = async (send: () => Promise<unknown>) => {
      const before = app.database.statements.count;
      await send();
      return app.database.statements.count - before;
    };
    const bookOnce = (reference: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: key.headers,
        payload: {
          reference,
          leadGuest: lead,
          stays: [
            stay(roomIds[0] as number, Date.UTC(year, 11, 20), NIGHTS),
            stay(roomIds[1] as number, Date.UTC(year, 11, 20), NIGHTS),
          ],
        },
      });
    await bookOnce('WARM-1');
    const acceptStatements = await statementsOf(() => bookOnce('WARM-2'));

    // 1. 7 nights × 2 rooms, at 10 connections.
    const [baseUrl, secondUrl] = [await listen(app), await listen(second)];
    const accepted = await cannon({
      url: baseUrl,
      connections: 10,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path,
          headers: { ...key.headers, 'content-type': 'application/json' },
          setupRequest: (request) => {
            const arrivalAt = firstDay + Math.floor(Math.random() * 330) * 86_400_000;
            const first = roomIds[Math.floor(Math.random() * ROOM_TYPES)] as number;
            const other = roomIds[(roomIds.indexOf(first) + 1) % ROOM_TYPES] as number;
            return {
              ...request,
              body: JSON.stringify({
                reference: `B-${randomBytes(8).toString('hex')}`,
                leadGuest: lead,
                stays: [stay(first, arrivalAt, NIGHTS), stay(other, arrivalAt, NIGHTS)],
              }),
            };
          },
        },
      ],
    });
    const [counted] = await rows<{ count: number }>(
      app,
      sql`select count(*)::int as count from reservations where hotel_id = ${hotelId}`,
    );

    // 2. The last 50 rooms, 2 000 attempts at once on two instances.
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        fetch(`${index % 2 === 0 ? baseUrl : secondUrl}${path}`, {
          method: 'POST',
          headers: { ...key.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            reference: `L-${index}`,
            leadGuest: lead,
            stays: [stay(lastRoom, Date.UTC(year, 5, 1), 2)],
          }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const [inventory] = await rows<{ over: number; left: number }>(
      app,
      sql`select count(*) filter (where booked > allotment)::int as over,
                 coalesce(sum(allotment - booked), 0)::int as left
          from room_inventory where room_id = ${lastRoom} and allotment is not null`,
    );

    // 3. The list of a hotel with 100 000 reservations.
    const [sample] = await rows<{ stays: unknown }>(
      app,
      sql`select stays from reservations where hotel_id = ${hotelId} limit 1`,
    );
    await app.database.db.execute(sql`
      insert into reservations (hotel_id, source, reference, status, sender_revision, lead_name, lead_email,
        arrival, departure, currency, total, stays, search, created_at)
      select ${hotelId}, 'bench', 'H-' || n, (array['confirmed','modified','cancelled'])[1 + n % 3], 1,
        name, 'guest' || n || '@example.com',
        (${`${year}-01-01`}::date + (n % 360)), (${`${year}-01-01`}::date + (n % 360) + 1 + n % 7),
        'EUR', '560.00', ${JSON.stringify(sample?.stays ?? [])}::jsonb,
        lower(name || ' H-' || n), now() - (n || ' minutes')::interval
      from (select n, (array['Ana','Luis','Marta','Jean','Paolo','Olga','Pedro','Sofía'])[1 + n % 8] || ' ' ||
              (array['García','Martín','Dubois','Rossi','Ivanova','Silva','López','Smith','Müller'])[1 + n % 9] ||
              ' ' || n as name
            from generate_series(1, ${LIST_SIZE}) as n) as guests`);
    await app.database.db.execute(sql`analyze reservations`);
    const listPath = `/api/hotel/${hotelId}/reservations`;
    const lists: [string, string][] = [
      ['newest first, page of 50', ''],
      ['arrivals of a month, by arrival', `?arrivalFrom=${year}-05-01&arrivalTo=${year}-05-31&sort=arrival`],
      ['cancelled, by departure, newest', '?status=cancelled&sort=-departure'],
      ['text search "garcía 12"', `?q=${encodeURIComponent('garcía 12')}`],
      ['text search "h-9999"', '?q=h-9999'],
    ];
    const list: ReservationsBench['list'] = [];
    for (const [name, query] of lists) {
      const read = () => app.inject({ method: 'GET', url: `${listPath}${query}`, headers: user.headers });
      await read();
      const statements = await statementsOf(read);
      const result = await cannon({
        url: `${baseUrl}${listPath}${query}`,
        connections: 10,
        duration: DURATION_S,
        headers: user.headers,
      });
      list.push({
        name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        statements,
      });
    }
    return {
      accept: {
        rps: Math.round(accepted.requests.average),
        p50: accepted.latency.p50,
        p99: accepted.latency.p99,
        requests: accepted.requests.total,
        accepted: counted?.count ?? 0,
        other: accepted.non2xx + accepted.errors,
        statements: acceptStatements,
      },
      lastRooms: {
        attempts: ATTEMPTS,
        accepted: answers.filter((status) => status === 201).length,
        refused: answers.filter((status) => status === 409).length,
        other: answers.filter((status) => status !== 201 && status !== 409).length,
        overAllotment: inventory?.over ?? -1,
        roomsLeft: inventory?.left ?? -1,
        seconds: Math.round(seconds * 10) / 10,
      },
      list,
    };
  } finally {
    await second.close();
    await secondDatabase.close();
    await app.close();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept ${url}`);
    else await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines: the section of `npm run bench` and of the results file. */
export function reservationsLines(figures: ReservationsBench | undefined): string[] {
  if (!figures)
    return ['## Reservations (issue 32)', '', 'Not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL.', ''];
  const { accept, lastRooms, list } = figures;
  return [
    '## Reservations (issue 32), PostgreSQL',
    '',
    '| Measure | Figure | Target |',
    '|---|---|---|',
    `| ${NIGHTS} nights × 2 rooms accepted, 10 connections, ${ROOM_TYPES} room types × ${BOARDS.length} boards × a year | ${accept.rps} req/s, p50 ${accept.p50} ms, p99 ${accept.p99} ms; ${accept.accepted} accepted of ${accept.requests}, ${accept.other} other answers; ${accept.statements} SQL statements each | p99 ≤ ${TARGET_P99_MS} ms |`,
    `| ${lastRooms.attempts} attempts at once on two instances for ${LAST_ROOMS} rooms left | ${lastRooms.accepted} accepted, ${lastRooms.refused} refused (409), ${lastRooms.other} other; ${lastRooms.overAllotment} nights over the allotment, ${lastRooms.roomsLeft} rooms left, ${lastRooms.seconds} s | exactly ${LAST_ROOMS} accepted, 0 over, 0 other |`,
    ...list.map(
      (entry) =>
        `| List of ${LIST_SIZE.toLocaleString('en')} reservations: ${entry.name}, 10 connections | ${entry.rps} req/s, p50 ${entry.p50} ms, p99 ${entry.p99} ms, ${entry.non2xx} non-2xx; ${entry.statements} SQL statements | p99 ≤ ${TARGET_P99_MS} ms |`,
    ),
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  reservationsBench()
    .then((figures) => {
      console.log(reservationsLines(figures).join('\n'));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
