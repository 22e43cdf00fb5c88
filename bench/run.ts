/**
 * npm run bench: measures the API against the ceiling of its own stack, in one run.
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set):
 * seeds a data set (users, hotels attached to them, a heavy user with 50 hotels), then runs
 * autocannon against a bare Fastify hello-world and against the product's main reads, with and
 * without pipelining; reports requests/s, p50/p99 latency, errors, the share of hello-world and
 * the SQL statements per request (counted by the database client). Then the same reads with ten
 * times the data. Writes bench/results/<date>.md and .json. Timings are never asserted.
 */
import { writeFileSync } from 'node:fs';
import { cpus, totalmem, type } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { hotels, userHotels, users } from '../apps/server/src/db/schema/index.ts';
import { PasswordHasher } from '../apps/server/src/modules/auth/passwords.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
const BASE_USERS = Number(process.env.BENCH_USERS ?? 2000);
const HOTELS_PER_USER = 2.5;
const PASSWORD = 'Bench-password-2026';

interface Measure {
  name: string;
  pipelining: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  share?: number;
  statements?: number;
}

async function load(
  url: string,
  pipelining: number,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining,
    duration: DURATION_S,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    method: method as 'GET',
    body,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function helloWorld(): Promise<Measure[]> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const out: Measure[] = [];
  for (const pipelining of [1, 10])
    out.push({ name: 'hello-world', pipelining, ...(await load(`http://127.0.0.1:${port}/`, pipelining)) });
  await app.close();
  return out;
}

/** Users with hotels attached, plus one heavy user with 50 hotels; answers the heavy user's email. */
async function seed(database: Database, userCount: number, offset: number): Promise<void> {
  const hash = await new PasswordHasher(19456).hash(PASSWORD);
  const { db } = database;
  for (let start = 0; start < userCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, userCount - start) }, (_, i) => {
      const n = offset + start + i;
      return {
        name: `Bench user ${n}`,
        email: `bench${n}@example.com`,
        phone: '+34 600000000',
        passwordHash: hash,
      };
    });
    const created = await db.insert(users).values(batch).returning({ id: users.id });
    const hotelRows = created.flatMap((user, i) =>
      Array.from({ length: (start + i) % 2 === 0 ? 2 : 3 }, (_, h) => ({
        name: `Bench hotel ${offset + start + i}-${h}`,
        rawCode: String(offset + start + i),
        code: `BENCH-${offset + start + i}-${h}`,
        createdBy: user.id,
        city: 'Madrid',
      })),
    );
    const createdHotels = await db
      .insert(hotels)
      .values(hotelRows)
      .returning({ id: hotels.id, createdBy: hotels.createdBy });
    await db
      .insert(userHotels)
      .values(createdHotels.map((hotel) => ({ userId: hotel.createdBy ?? 0, hotelId: hotel.id })));
  }
}

async function seedHeavyUser(database: Database): Promise<void> {
  const hash = await new PasswordHasher(19456).hash(PASSWORD);
  const [heavy] = await database.db
    .insert(users)
    .values({ name: 'Heavy user', email: 'heavy@example.com', phone: '+34 600000000', passwordHash: hash })
    .returning({ id: users.id });
  if (!heavy) throw new Error('heavy user not created');
  const created = await database.db
    .insert(hotels)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `Heavy hotel ${i}`,
        rawCode: String(i),
        code: `HEAVY-${i}`,
        createdBy: heavy.id,
      })),
    )
    .returning({ id: hotels.id });
  await database.db
    .insert(userHotels)
    .values(created.map((hotel) => ({ userId: heavy.id, hotelId: hotel.id })));
}

async function measureProduct(label: string, database: Database, hello: Measure[]): Promise<Measure[]> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/hotel-extranet-bench',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const loginAnswer = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: 'heavy@example.com', password: PASSWORD },
  });
  const token = (loginAnswer.json() as { auth_id: string }).auth_id;
  const auth = { authorization: `Token ${token}` };
  const list = await app.inject({ method: 'GET', url: '/api/hotel/', headers: auth });
  const hotelId = (list.json() as { id: number }[])[0]?.id;
  const targets: {
    name: string;
    path: string;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  }[] = [
    { name: 'health', path: '/api/health' },
    { name: 'hotel read (auth)', path: `/api/hotel/${hotelId}`, headers: auth },
    { name: 'hotel list, 50 hotels (auth)', path: '/api/hotel/', headers: auth },
    { name: 'reference: services', path: '/api/hotel/service' },
    { name: 'reference: hotel types', path: '/api/hotel/type' },
    {
      name: 'autocomplete search',
      path: '/api/catalogue/hotels?q=hotel%20mad&count=100&type=HOT&format=json',
    },
  ];
  const out: Measure[] = [];
  const helloRps = (pipelining: number) => hello.find((m) => m.pipelining === pipelining)?.rps ?? 1;
  // Statements are counted before any load: requests still in flight after a load run would count too.
  const statementsOf = new Map<string, number>();
  for (const target of targets) {
    const before = database.statements.count;
    await app.inject({
      method: (target.method ?? 'GET') as 'GET',
      url: target.path,
      headers: target.headers,
    });
    statementsOf.set(target.name, database.statements.count - before);
  }
  for (const target of targets) {
    const statements = statementsOf.get(target.name);
    for (const pipelining of [1, 10]) {
      const figures = await load(`${base}${target.path}`, pipelining, target.headers);
      out.push({
        name: `${label}: ${target.name}`,
        pipelining,
        ...figures,
        share: figures.rps / helloRps(pipelining),
        statements,
      });
    }
  }
  await app.close();
  return out;
}

async function freshPostgres(adminUrl: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `hx_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 20 });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function main() {
  const started = Date.now();
  const hello = await helloWorld();
  const measures: Measure[] = [...hello];
  const engines: { label: string; open(): Promise<{ database: Database; drop(): Promise<void> }> }[] = [
    {
      label: 'PGlite',
      async open() {
        const database = await openDatabase({ dataDir: 'memory://' });
        return { database, drop: () => database.close() };
      },
    },
  ];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) engines.push({ label: 'PostgreSQL', open: () => freshPostgres(postgresUrl) });

  for (const engine of engines) {
    const { database, drop } = await engine.open();
    await seed(database, BASE_USERS, 0);
    await seedHeavyUser(database);
    measures.push(...(await measureProduct(`${engine.label} ×1`, database, hello)));
    await seed(database, BASE_USERS * 9, BASE_USERS);
    measures.push(...(await measureProduct(`${engine.label} ×10`, database, hello)));
    await drop();
  }

  const machine = `${type()} ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Benchmark ${date}`,
    '',
    `Machine: ${machine}. autocannon ${CONNECTIONS} connections, ${DURATION_S} s per run; data ×1 = ${BASE_USERS} users and ~${Math.round(BASE_USERS * HOTELS_PER_USER)} hotels plus a user with 50 hotels; ×10 = ten times that. Total time ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
    '| target | pipelining | req/s | p50 ms | p99 ms | errors | non-2xx | share of hello-world | SQL statements/request |',
    '|---|---|---|---|---|---|---|---|---|',
    ...measures.map(
      (m) =>
        `| ${m.name} | ${m.pipelining} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} | ${m.share === undefined ? '100 %' : `${(m.share * 100).toFixed(1)} %`} | ${m.statements ?? ''} |`,
    ),
    '',
  ];
  const base = join(import.meta.dirname, 'results', date);
  writeFileSync(`${base}.md`, lines.join('\n'));
  writeFileSync(
    `${base}.json`,
    JSON.stringify(
      { date, machine, durationSeconds: DURATION_S, connections: CONNECTIONS, measures },
      null,
      2,
    ),
  );
  console.log(lines.join('\n'));
}

await main();
process.exit(0);
