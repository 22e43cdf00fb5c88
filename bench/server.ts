/**
 * The server under test, in a process of its own (started by bench/run.ts through fork): the
 * load generator must not share the server's event loop, or every figure would include
 * autocannon's own work. Three modes, chosen by BENCH_MODE:
 * - `hello`: a bare Fastify hello-world, the ceiling of the stack;
 * - `app`: the product (buildApp) on PGlite (in memory) or on a fresh PostgreSQL database
 *   (BENCH_DATABASE_URL), seeded with the bench data set;
 * - `catalogue`: the product with only its hotel catalogue, of BENCH_CATALOGUE_SIZE hotels.
 * It answers the parent over IPC: `{ ready, port }` once listening, then the messages below.
 */
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { PasswordHasher } from '../apps/server/src/modules/auth/index.ts';
import { freshDatabase } from './database.ts';
import {
  BENCH_PASSWORD,
  benchRateBody,
  countRows,
  HEAVY_EMAIL,
  seedHeavyUser,
  seedHotelContents,
  seedUsers,
} from './seed.ts';

export type ParentMessage =
  | { type: 'statements' }
  | { type: 'clear-read-cache' }
  | { type: 'seed'; from: number; to: number }
  | { type: 'close' };
export type ChildMessage =
  | { type: 'ready'; port: number; heavy?: HeavyUser }
  | { type: 'statements'; count: number }
  | { type: 'cleared' }
  | { type: 'seeded'; rows: Record<string, number>; seconds: number }
  | { type: 'error'; message: string };

/** What the targets need: the heavy user's token and the ids their paths name. */
export interface HeavyUser {
  token: string;
  userId: number;
  hotelId: number;
  year: number;
  /** A second hotel of the heavy user with a rate selling 10 room types × 5 boards, priced every day of `year`. */
  ari: { hotelId: number; rateId: number; roomIds: number[]; boards: string[]; createMs: number };
}

const ARGON2_MEMORY_KIB = 19456;

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function hello(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  send({ type: 'ready', port: await listen(app) });
  process.on('message', async (message: ParentMessage) => {
    if (message.type === 'close') {
      await app.close();
      process.exit(0);
    }
  });
}

async function product(): Promise<void> {
  const { database, url, drop } = await freshDatabase('server', process.env.BENCH_DATABASE_URL);
  const dataDir = `/tmp/hotel-extranet-bench-${process.pid}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    ARGON2_MEMORY_KIB: String(ARGON2_MEMORY_KIB),
    ...(url ? { DATABASE_URL: url } : {}),
    // The media storage the parent chose (MEDIA_STORAGE=s3 and S3_* for the photos through S3).
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name === 'MEDIA_STORAGE' || name.startsWith('S3_')),
    ),
  });
  const app = await buildApp(config, { database, logger: false });
  const passwordHash = await new PasswordHasher(ARGON2_MEMORY_KIB).hash(BENCH_PASSWORD);
  const year = new Date().getUTCFullYear();

  await seedHeavyUser(database, passwordHash);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: HEAVY_EMAIL, password: BENCH_PASSWORD },
  });
  const { auth_id: token, user } = login.json() as { auth_id: string; user: { id: number } };
  const headers = { authorization: `Token ${token}` };
  const hotels = (await app.inject({ method: 'GET', url: '/api/hotel/', headers })).json() as {
    id: number;
  }[];
  const hotelId = hotels[0]?.id;
  if (!hotelId) throw new Error(`the heavy user has no hotels: ${login.body}`);
  // The template of every seeded room: a complete room detail created through the API.
  const room = await app.inject({
    method: 'POST',
    url: `/api/hotel/${hotelId}/room/`,
    headers,
    payload: {
      name: 'Doble estándar',
      names: { en: 'Standard double' },
      type: 2,
      structure: 2,
      hotelroom_rooms: [
        { order: 0, hoteltypebeds: [{ rbed: 13, quantity: 1 }] },
        { order: 1, hoteltypebeds: [{ rbed: 14, quantity: 2 }] },
      ],
      lounges: [{ order: 0, hoteltypebeds: [{ rbed: 15, quantity: 1 }] }],
      default_adults: 2,
      total_occupancy: 4,
      bath: 1,
      view_type: 1,
      views: [1, 2],
      view_names: { es: 'Vistas al mar' },
    },
  });
  if (room.statusCode !== 201) throw new Error(`template room refused: ${room.body}`);
  const templateRoomId = (room.json() as { id: number }).id;

  const ari = await seedAriRate(app, headers, user.id, hotels[1]?.id, year);

  /** Users [from, to) and their hotels; the first call also fills the heavy user's hotels. */
  const seed = async (from: number, to: number) => {
    const started = Date.now();
    const before = await seedUsers(database, passwordHash, from, to);
    await seedHotelContents(database, from === 0 ? 0 : before, templateRoomId, year);
    return { rows: await countRows(database), seconds: Math.round((Date.now() - started) / 1000) };
  };

  process.on('message', async (message: ParentMessage) => {
    try {
      if (message.type === 'statements') send({ type: 'statements', count: database.statements.count });
      if (message.type === 'clear-read-cache') {
        database.readCache.clear();
        send({ type: 'cleared' });
      }
      if (message.type === 'seed') send({ type: 'seeded', ...(await seed(message.from, message.to)) });
      if (message.type === 'close') {
        await app.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'error', message: String(error) });
    }
  });
  send({ type: 'ready', port: await listen(app), heavy: { token, userId: user.id, hotelId, year, ari } });
}

/**
 * The ARI target of issue 15: 10 room types, a rate selling them with 5 boards, created through
 * the API with a base price per room type and board for the whole year (18 250 price cells).
 */
async function seedAriRate(
  app: FastifyInstance,
  headers: Record<string, string>,
  userId: number,
  hotelId: number | undefined,
  year: number,
): Promise<HeavyUser['ari']> {
  if (!hotelId) throw new Error('the heavy user has no second hotel');
  const roomIds: number[] = [];
  for (let index = 1; index <= 10; index++) {
    const room = await app.inject({
      method: 'POST',
      url: `/api/hotel/${hotelId}/room/`,
      headers,
      payload: { name: `Tipo ${index}` },
    });
    if (room.statusCode !== 201) throw new Error(`ARI room refused: ${room.body}`);
    roomIds.push((room.json() as { id: number }).id);
  }
  const base = `/api/rates/contracts/${userId}/${hotelId}/`;
  const contract = await app.inject({ method: 'POST', url: base, headers, payload: { name: 'ARI' } });
  const contractId = (contract.json() as { id: number }).id;
  const boards = ['RO', 'BB', 'HB', 'FB', 'AI'];
  const started = performance.now();
  const rate = await app.inject({
    method: 'POST',
    url: `${base}${contractId}/rates/`,
    headers,
    payload: benchRateBody({
      name: 'ARI 10 × 5',
      roomTypes: roomIds,
      boards,
      period: { start: `${year}_01_01`, end: `${year}_12_31` },
      basePrices: roomIds.flatMap((room, r) =>
        boards.map((board, b) => ({ room, board, price: { amounts: [`${80 + r * 10 + b * 15}.00`] } })),
      ),
    }),
  });
  const createMs = Math.round(performance.now() - started);
  if (rate.statusCode !== 201) throw new Error(`ARI rate refused: ${rate.body}`);
  return { hotelId, rateId: (rate.json() as { id: number }).id, roomIds, boards, createMs };
}

/**
 * The catalogue search alone (bench/catalogue.ts): a fresh database whose catalogue the product
 * seeds at its first start with BENCH_CATALOGUE_SIZE generated hotels; `ready` once listening.
 */
async function catalogue(): Promise<void> {
  const { database, url, drop } = await freshDatabase('server', process.env.BENCH_DATABASE_URL);
  const dataDir = `/tmp/hotel-extranet-bench-${process.pid}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: process.env.BENCH_CATALOGUE_SIZE ?? '6000',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  process.on('message', async (message: ParentMessage) => {
    if (message.type !== 'close') return;
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  send({ type: 'ready', port: await listen(app) });
}

try {
  if (process.env.BENCH_MODE === 'hello') await hello();
  else if (process.env.BENCH_MODE === 'catalogue') await catalogue();
  else await product();
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
