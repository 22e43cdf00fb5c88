/**
 * npm run bench: measures the API against the ceiling of its own stack, in one run.
 *
 * The servers under test run in processes of their own (bench/server.ts), autocannon in this
 * one: a bare Fastify hello-world first (the ceiling), then, for PGlite and for PostgreSQL (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set), the product seeded with the bench data set
 * (bench/seed.ts), at ×1 and at ×10. Each target runs at 10 connections without pipelining and
 * with 10 requests pipelined per connection; the report gives requests/s, p50/p99 latency,
 * errors, non-2xx answers, the share of the hello-world at the same connections and pipelining,
 * and the SQL statements per request (counted by the database client over a few warm requests,
 * and over as many made with the read cache emptied: "0 (2 cold)").
 * Then photos per second through the upload route against sharp alone, with the disk storage
 * and with MEDIA_STORAGE=s3 against s3rver started here (bench/photos-s3.ts). Writes
 * bench/results/<date>.md and .json. Timings are never asserted, only reported.
 *
 * Knobs: BENCH_SECONDS (per run, default 5), BENCH_USERS (×1 size, default 2000),
 * BENCH_PHOTOS (default 24), BENCH_ENGINES (pglite,postgres), BENCH_RESULTS_DIR (bench/results),
 * BENCH_WEB=0 (no web section), BENCH_CATALOGUE_SIZE (the catalogue search at that size and at
 * 6 000, bench/catalogue.ts) with BENCH_CATALOGUE_ONLY=1 (only that), BENCH_DISTRIBUTION=0 (no
 * distribution section: OTA in, the change feed, webhooks, bench/distribution.ts) and
 * BENCH_DISTRIBUTION_ONLY=1 (only that); BENCH_PRICING=0 (no pricing engine section, issue 33);
 * BENCH_RESERVATIONS_RUN=0 (no reservations section,
 * bench/reservations.ts, PostgreSQL only); BENCH_QUOTE=0 (no quote route section, bench/quote.ts,
 * PostgreSQL only).
 *
 * Every run ends with the regression guard (bench/guard.ts): each figure's share of the
 * hello-world against the last committed results of the same machine kind; a fall past the
 * threshold exits 1. BENCH_QUICK=1 (`npm run bench:quick`) measures only the read paths, without
 * pipelining, on a small data set, in under two minutes, and is guarded the same way.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, type } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { catalogueBench } from './catalogue.ts';
import { distributionBench } from './distribution.ts';
import {
  compareShares,
  formatMovements,
  type GuardedMeasure,
  lastCommittedBaseline,
  machineKind,
} from './guard.ts';
import { measurePhotos, type PhotoFigures } from './photos.ts';
import { photosS3Check, startBenchS3 } from './photos-s3.ts';
import { pricingEngineLines } from './pricing-engine.ts';
import { quoteBench, quoteLines } from './quote.ts';
import { reservationsBench, reservationsLines } from './reservations.ts';
import { BENCH_PASSWORD, HEAVY_EMAIL } from './seed.ts';
import type { ChildMessage, HeavyUser, ParentMessage } from './server.ts';

/** `npm run bench:quick`: the read paths only, without pipelining, on a small data set. */
const QUICK = process.env.BENCH_QUICK === '1';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? process.env.BENCH_DURATION ?? (QUICK ? 3 : 5));
const CONNECTIONS = 10;
const PIPELINING = QUICK ? [1] : [1, 10];
const BASE_USERS = Number(process.env.BENCH_USERS ?? (QUICK ? 200 : 2000));
const SCALE = 10;
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 24);
/** Warm requests over which statements per request are counted. */
const PROBES = 5;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface Measure extends Figures {
  engine: string;
  scale: string;
  name: string;
  connections: number;
  pipelining: number;
  share?: number;
  /** Statements per warm request (read cache filled). */
  statements?: number;
  /** Statements per request with the read cache emptied before it (what a first request costs). */
  coldStatements?: number;
}

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Argon2-bound targets run without pipelining only: 100 hashes queued say nothing more. */
  pipelining?: number[];
}

/** A server process (bench/server.ts) and its IPC. */
class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly heavy: HeavyUser | undefined,
  ) {}

  static start(env: Record<string, string>): Promise<ServerProcess> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    // The engine is what `env` says: a BENCH_DATABASE_URL of the caller's own environment must not
    // turn the PGlite runs into PostgreSQL ones.
    if (env.BENCH_DATABASE_URL === undefined) delete childEnv.BENCH_DATABASE_URL;
    const child = fork(join(import.meta.dirname, 'server.ts'), {
      execArgv: ['--import', 'tsx'],
      env: childEnv,
    });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      child.once('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve(new ServerProcess(child, message.port, message.heavy));
        else reject(new Error(message.type === 'error' ? message.message : 'unexpected message'));
      });
    });
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private ask<T extends ChildMessage['type']>(
    message: ParentMessage,
    answer: T,
  ): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: ChildMessage) => {
        if (reply.type === answer) resolve(reply as Extract<ChildMessage, { type: T }>);
        else reject(new Error(reply.type === 'error' ? reply.message : `expected ${answer}`));
      });
      this.child.send(message);
    });
  }

  async statements(): Promise<number> {
    return (await this.ask({ type: 'statements' }, 'statements')).count;
  }

  async clearReadCache(): Promise<void> {
    await this.ask({ type: 'clear-read-cache' }, 'cleared');
  }

  seed(from: number, to: number) {
    return this.ask({ type: 'seed', from, to }, 'seeded');
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.removeAllListeners('exit');
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'close' } satisfies ParentMessage);
    });
  }
}

async function load(base: string, target: Target, pipelining: number): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    pipelining,
    duration: DURATION_S,
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    body: target.body,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

async function request(base: string, target: Target): Promise<number> {
  const response = await fetch(`${base}${target.path}`, {
    method: target.method ?? 'GET',
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    body: target.body,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Waits until the server has sent no statement for 300 ms: requests still queued from the last
 * run (100 are in flight with pipelining) would otherwise count in the next figures.
 */
async function settle(server: ServerProcess): Promise<void> {
  let last = await server.statements();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await server.statements();
    if (now === last) return;
    last = now;
  }
}

/**
 * Statements per request over a few warm requests (the first ones fill the caches), and over as
 * many requests each made after the read cache was emptied.
 */
async function statementsPerRequest(server: ServerProcess, target: Target) {
  await settle(server);
  // Two requests warm up: the first may also touch the session (once a minute), which the second reads again.
  for (let i = 0; i < 2; i++) {
    const status = await request(server.base, target);
    if (status >= 300) throw new Error(`${target.name} answers ${status}`);
  }
  const before = await server.statements();
  for (let i = 0; i < PROBES; i++) await request(server.base, target);
  const warm = ((await server.statements()) - before) / PROBES;
  let cold = 0;
  for (let i = 0; i < PROBES; i++) {
    await server.clearReadCache();
    const start = await server.statements();
    await request(server.base, target);
    cold += (await server.statements()) - start;
  }
  return { warm, cold: cold / PROBES };
}

/** The read paths `npm run bench:quick` measures (issue 35): what a change to a hot path must not slow. */
const QUICK_TARGETS = new Set([
  'hotel read (auth)',
  'hotel list, 50 hotels (auth)',
  'room list (auth)',
  'yearly calendar (auth)',
  'ARI year, 10 room types × 5 boards (auth)',
  'autocomplete search',
  'autocomplete, Barcel, 10 (6 000 hotels)',
]);

function targetsOf(heavy: HeavyUser): Target[] {
  const all = allTargets(heavy);
  return QUICK ? all.filter((target) => QUICK_TARGETS.has(target.name)) : all;
}

function allTargets(heavy: HeavyUser): Target[] {
  const auth = { authorization: `Token ${heavy.token}` };
  return [
    { name: 'health', path: '/api/health' },
    { name: 'hotel read (auth)', path: `/api/hotel/${heavy.hotelId}`, headers: auth },
    { name: 'hotel list, 50 hotels (auth)', path: '/api/hotel/', headers: auth },
    { name: 'room list (auth)', path: `/api/hotel/${heavy.hotelId}/room/`, headers: auth },
    { name: 'reference: services', path: '/api/hotel/service' },
    { name: 'reference: hotel types', path: '/api/hotel/type' },
    {
      name: 'yearly calendar (auth)',
      path: `/api/rates/contracts/calendar/${heavy.userId}/${heavy.hotelId}/${heavy.year}/`,
      headers: auth,
    },
    {
      name: 'ARI year, 10 room types × 5 boards (auth)',
      path: `/api/rates/contracts/ari/${heavy.userId}/${heavy.ari.hotelId}/${heavy.ari.rateId}/${heavy.year}/`,
      headers: auth,
    },
    {
      name: 'autocomplete search',
      path: '/api/catalogue/hotels?q=hotel%20mad&count=100&type=HOT&format=json',
    },
    {
      // What a person types: a prefix of one word, the first ten suggestions (issue 35's figure).
      name: 'autocomplete, Barcel, 10 (6 000 hotels)',
      path: '/api/catalogue/hotels?q=Barcel&count=10&type=HOT&format=json',
    },
    {
      name: 'login (argon2id, 19 MiB)',
      path: '/api/auth/login/',
      method: 'POST',
      body: JSON.stringify({ email: HEAVY_EMAIL, password: BENCH_PASSWORD }),
      pipelining: [1],
    },
  ];
}

async function measureProduct(
  server: ServerProcess,
  engine: string,
  scale: string,
  hello: Measure[],
): Promise<Measure[]> {
  if (!server.heavy) throw new Error('the product server did not answer its heavy user');
  const helloRps = (pipelining: number) => hello.find((m) => m.pipelining === pipelining)?.rps ?? 1;
  const out: Measure[] = [];
  const targets = targetsOf(server.heavy);
  // Counted before any load, on a quiet server.
  const statements = new Map<Target, { warm: number; cold: number }>();
  for (const target of targets) statements.set(target, await statementsPerRequest(server, target));
  for (const target of targets) {
    for (const pipelining of target.pipelining ?? PIPELINING) {
      await settle(server);
      const figures = await load(server.base, target, pipelining);
      const measure: Measure = {
        engine,
        scale,
        name: target.name,
        connections: CONNECTIONS,
        pipelining,
        ...figures,
        share: figures.rps / helloRps(pipelining),
        statements: statements.get(target)?.warm,
        coldStatements: statements.get(target)?.cold,
      };
      console.log(row(measure));
      out.push(measure);
    }
  }
  return out;
}

/** Sequential bulk writes of issue 15's size: one change of 10 room types × 5 boards × 180 days. */
const ARI_WRITES = 20;

export interface AriWriteFigures {
  engine: string;
  scale: string;
  cells: number;
  p50: number;
  max: number;
  statements: number;
  failures: number;
}

async function measureAriWrite(
  server: ServerProcess,
  engine: string,
  scale: string,
): Promise<AriWriteFigures> {
  const heavy = server.heavy;
  if (!heavy) throw new Error('the product server did not answer its heavy user');
  const url = `${server.base}/api/rates/contracts/ari/${heavy.userId}/${heavy.ari.hotelId}/${heavy.ari.rateId}/`;
  const headers = { authorization: `Token ${heavy.token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let failures = 0;
  let statements = 0;
  for (let index = 0; index < ARI_WRITES; index++) {
    const body = JSON.stringify({
      changes: [
        {
          start: `${heavy.year}_03_01`,
          end: `${heavy.year}_08_27`,
          roomTypes: heavy.ari.roomIds,
          boards: heavy.ari.boards,
          price: { amounts: [`${100 + index}.50`] },
        },
      ],
    });
    const before = await server.statements();
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statements = (await server.statements()) - before;
    if (response.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  const figures = {
    engine,
    scale,
    cells: heavy.ari.roomIds.length * heavy.ari.boards.length * 180,
    p50: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    max: Math.round(times[times.length - 1] ?? 0),
    statements,
    failures,
  };
  console.log(ariWriteRow(figures));
  return figures;
}

function ariWriteRow(f: AriWriteFigures): string {
  return `| ${f.engine} | ${f.scale} | ${f.cells} | ${f.p50} | ${f.max} | ${f.statements} | ${f.failures} |`;
}

function row(m: Measure): string {
  const share = m.share === undefined ? '100 %' : `${(m.share * 100).toFixed(1)} %`;
  const statements =
    m.coldStatements === undefined || m.coldStatements === m.statements
      ? `${m.statements ?? ''}`
      : `${m.statements} (${m.coldStatements} cold)`;
  return `| ${m.engine} | ${m.scale} | ${m.name} | ${m.connections} × ${m.pipelining} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} | ${share} | ${statements} |`;
}

interface Check {
  what: string;
  figure: string;
  met: boolean;
}

/** The targets of issues 9 and 15 against the figures of this run. */
function checks(
  measures: Measure[],
  photos: PhotoFigures | undefined,
  ariWrites: AriWriteFigures[],
): Check[] {
  const out: Check[] = [];
  const find = (engine: string, scale: string, name: string, pipelining = 1) =>
    measures.find(
      (m) => m.engine === engine && m.scale === scale && m.name === name && m.pipelining === pipelining,
    );
  for (const [engine, share] of [
    ['PostgreSQL', 0.25],
    ['PGlite', 0.08],
  ] as const) {
    const read = find(engine, '×1', 'hotel read (auth)');
    if (!read) continue;
    out.push({
      what: `${engine}: authenticated hotel read ≥ ${share * 100} % of hello-world (10 × 1)`,
      figure: `${((read.share ?? 0) * 100).toFixed(1)} %`,
      met: (read.share ?? 0) >= share,
    });
    if (engine === 'PostgreSQL') {
      out.push({
        what: 'PostgreSQL: authenticated hotel read p99 < 20 ms (10 × 1)',
        figure: `${read.p99} ms`,
        met: read.p99 < 20,
      });
    }
  }
  for (const scale of ['×1', `×${SCALE}`]) {
    const grid = find('PostgreSQL', scale, 'ARI year, 10 room types × 5 boards (auth)');
    if (grid) {
      out.push({
        what: `PostgreSQL ${scale}: ARI year of 18 250 cells p99 ≤ 50 ms (10 × 1)`,
        figure: `${grid.p99} ms`,
        met: grid.p99 <= 50,
      });
    }
    const write = ariWrites.find((f) => f.engine === 'PostgreSQL' && f.scale === scale);
    if (write) {
      out.push({
        what: `PostgreSQL ${scale}: bulk write of ${write.cells} cells ≤ 300 ms, one transaction, no failure`,
        figure: `p50 ${write.p50} ms, slowest of ${ARI_WRITES} ${write.max} ms, ${write.statements} statements`,
        met: write.max <= 300 && write.failures === 0,
      });
    }
  }
  const failing = measures.filter((m) => m.errors > 0 || m.non2xx > 0);
  out.push({
    what: 'zero errors and zero non-2xx answers everywhere',
    figure: failing.length === 0 ? 'none' : failing.map((m) => `${m.engine} ${m.scale} ${m.name}`).join('; '),
    met: failing.length === 0,
  });
  const drifting = measures.filter((m) => {
    const small = find(m.engine, '×1', m.name, m.pipelining);
    return (
      m.scale !== '×1' &&
      small &&
      (small.statements !== m.statements || small.coldStatements !== m.coldStatements)
    );
  });
  out.push({
    what: 'statements per request the same at ×1 and ×10 (no N+1)',
    figure: drifting.length === 0 ? 'constant' : drifting.map((m) => `${m.engine} ${m.name}`).join('; '),
    met: drifting.length === 0,
  });
  if (photos) {
    out.push({
      what: 'photos: ≥ 5 photos/s through the upload route',
      figure: `${photos.pipeline.toFixed(2)} photos/s`,
      met: photos.pipeline >= 5,
    });
    out.push({
      what: 'photos: within 2× of sharp alone',
      figure: `${(photos.ceiling / photos.pipeline).toFixed(2)}× (ceiling ${photos.ceiling.toFixed(2)} photos/s)`,
      met: photos.ceiling / photos.pipeline <= 2,
    });
  }
  return out;
}

async function main() {
  const started = Date.now();
  // BENCH_CATALOGUE_SIZE: the catalogue search at that size beside 6 000 (bench/catalogue.ts, its
  // own results file too); BENCH_CATALOGUE_ONLY=1 runs nothing else.
  const catalogueLines = process.env.BENCH_CATALOGUE_SIZE ? await catalogueBench() : [];
  if (process.env.BENCH_CATALOGUE_ONLY === '1') {
    console.log(catalogueLines.join('\n'));
    return;
  }
  if (process.env.BENCH_DISTRIBUTION_ONLY === '1') {
    console.log((await distributionBench()).join('\n'));
    return;
  }
  const helloServer = await ServerProcess.start({ BENCH_MODE: 'hello' });
  const hello: Measure[] = [];
  for (const pipelining of PIPELINING) {
    const figures = await load(helloServer.base, { name: 'hello-world', path: '/' }, pipelining);
    hello.push({
      engine: 'Fastify',
      scale: '',
      name: 'hello-world',
      connections: CONNECTIONS,
      pipelining,
      ...figures,
    });
  }
  await helloServer.close();
  for (const m of hello) console.log(row(m));

  const measures: Measure[] = [...hello];
  const seeding: string[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const engines: { label: string; env: Record<string, string> }[] = [];
  if (wanted.includes('pglite')) engines.push({ label: 'PGlite', env: {} });
  if (postgresUrl && wanted.includes('postgres'))
    engines.push({ label: 'PostgreSQL', env: { BENCH_DATABASE_URL: postgresUrl } });

  if (QUICK) {
    for (const engine of engines) {
      const server = await ServerProcess.start({ BENCH_MODE: 'app', ...engine.env });
      await server.seed(0, BASE_USERS);
      measures.push(...(await measureProduct(server, engine.label, 'quick', hello)));
      await server.close();
    }
    finish(measures, `# Quick bench ${new Date().toISOString().slice(0, 10)}`, 'quick', []);
    return;
  }

  let photos: PhotoFigures | undefined;
  let photosEngine = '';
  let photosS3: PhotoFigures | undefined;
  const ariWrites: AriWriteFigures[] = [];
  for (const engine of engines) {
    const server = await ServerProcess.start({ BENCH_MODE: 'app', ...engine.env });
    const small = await server.seed(0, BASE_USERS);
    seeding.push(`${engine.label} ×1: ${describeRows(small.rows)} (seeded in ${small.seconds} s)`);
    measures.push(...(await measureProduct(server, engine.label, '×1', hello)));
    ariWrites.push(await measureAriWrite(server, engine.label, '×1'));
    if (server.heavy)
      seeding.push(
        `${engine.label}: the ARI rate (10 room types × 5 boards, a year of base prices: 18 250 cells) created through the API in ${server.heavy.ari.createMs} ms`,
      );
    // Photos once, on the last engine (PostgreSQL when there is one, as deployed at scale).
    if (engine === engines[engines.length - 1] && server.heavy) {
      const hotelIds = (
        (await (
          await fetch(`${server.base}/api/hotel/`, {
            headers: { authorization: `Token ${server.heavy.token}` },
          })
        ).json()) as { id: number }[]
      ).map((hotel) => hotel.id);
      photos = await measurePhotos({
        baseUrl: server.base,
        token: server.heavy.token,
        hotelIds,
        photos: PHOTOS,
        concurrency: 2,
      });
      photosEngine = engine.label;
      // The same measure with the media in an S3 bucket (s3rver started here), on a server of its own.
      const bucket = await startBenchS3();
      try {
        const s3Server = await ServerProcess.start({ BENCH_MODE: 'app', ...engine.env, ...bucket.env });
        const token = s3Server.heavy?.token ?? '';
        const s3Hotels = (await (
          await fetch(`${s3Server.base}/api/hotel/`, { headers: { authorization: `Token ${token}` } })
        ).json()) as { id: number }[];
        photosS3 = await measurePhotos({
          baseUrl: s3Server.base,
          token,
          hotelIds: s3Hotels.map((hotel) => hotel.id),
          photos: PHOTOS,
          concurrency: 2,
        });
        await s3Server.close();
      } finally {
        await bucket.close();
      }
    }
    const large = await server.seed(BASE_USERS, BASE_USERS * SCALE);
    seeding.push(`${engine.label} ×${SCALE}: ${describeRows(large.rows)} (seeded in ${large.seconds} s)`);
    measures.push(...(await measureProduct(server, engine.label, `×${SCALE}`, hello)));
    ariWrites.push(await measureAriWrite(server, engine.label, `×${SCALE}`));
    await server.close();
  }

  const results = checks(measures, photos, ariWrites);
  if (photosS3) results.push(photosS3Check(photosS3));
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `# Benchmark ${date}`,
    '',
    `Machine: ${machine}. Total time ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
    `Method: every server runs in a process of its own, autocannon in the bench process; ${DURATION_S} s per run, ${CONNECTIONS} connections, without pipelining (${CONNECTIONS} × 1) and with 10 requests in flight per connection (${CONNECTIONS} × 10). The share compares with the hello-world at the same connections and pipelining. Statements per request: counted by the database client over ${PROBES} warm requests, and over ${PROBES} made each with the read cache emptied ("0 (2 cold)": what a first request costs; both must be the same at ×1 and ×10). Login is bound by Argon2id (19 MiB, by design) and runs without pipelining only.`,
    '',
    'Data:',
    '',
    ...seeding.map((line) => `- ${line}`),
    '',
    '## Targets',
    '',
    '| target | figure | met |',
    '|---|---|---|',
    ...results.map((c) => `| ${c.what} | ${c.figure} | ${c.met ? 'yes' : '**no**'} |`),
    '',
    '## API',
    '',
    ...apiTable(measures),
    '## ARI bulk writes',
    '',
    `${ARI_WRITES} sequential POSTs of one change setting the price of 10 room types × 5 boards × 180 days (the rate's cells exist, so every cell is an update), measured from the bench process.`,
    '',
    '| engine | data | cells | p50 ms | slowest ms | SQL statements/write | failures |',
    '|---|---|---|---|---|---|---|',
    ...ariWrites.map(ariWriteRow),
    '',
  ];
  if (photos) {
    lines.push(
      '## Photos',
      '',
      `A ${photos.width} × ${photos.height} JPEG of ${(photos.jpegBytes / 2 ** 20).toFixed(1)} MiB, ${photos.photos} photos, ${photos.concurrency} at a time, on ${photosEngine}.`,
      '',
      '| path | photos/s |',
      '|---|---|',
      `| upload route (multipart, checks, renditions, quality, storage, insert) | ${photos.pipeline.toFixed(2)} |`,
      `| sharp alone (decode, orient, resize, WebP renditions) | ${photos.ceiling.toFixed(2)} |`,
      `| ratio ceiling / pipeline | ${(photos.ceiling / photos.pipeline).toFixed(2)} × |`,
      ...(photosS3
        ? [
            `| upload route with MEDIA_STORAGE=s3 (s3rver in the bench process) | ${photosS3.pipeline.toFixed(2)} |`,
            `| sharp alone, measured before it | ${photosS3.ceiling.toFixed(2)} |`,
            `| ratio ceiling / pipeline through S3 | ${(photosS3.ceiling / photosS3.pipeline).toFixed(2)} × |`,
          ]
        : []),
      '',
      `Upload errors: ${photos.errors}${photosS3 ? `; through S3: ${photosS3.errors}` : ''}.`,
      '',
    );
  }
  lines.push(...catalogueLines);
  if (process.env.BENCH_DISTRIBUTION !== '0') lines.push(...(await distributionBench()));
  if (process.env.BENCH_RESERVATIONS_RUN !== '0') lines.push(...reservationsLines(await reservationsBench()));
  if (process.env.BENCH_PRICING !== '0') lines.push(...pricingEngineLines());
  if (process.env.BENCH_QUOTE !== '0') lines.push(...quoteLines(await quoteBench()));
  // BENCH_WEB=0 leaves the web out (a short API-only run while developing).
  if (process.env.BENCH_WEB !== '0') lines.push(...(await (await import('./web.ts')).webBench())); // the web: bundle, Lighthouse, calendar
  finish(measures, lines, '', { seeding, checks: results, photos, photosS3, ariWrites });
}

const machine = `${type()} ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/**
 * Guards the run against the last committed results of this machine kind (bench/guard.ts), writes
 * `<date><suffix>.md` and `.json` and prints the report; exits 1 when a figure dropped.
 */
function finish(measures: Measure[], report: string | string[], suffix: string, extra: object | []): void {
  const date = new Date().toISOString().slice(0, 10);
  const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results');
  const lines =
    typeof report === 'string' ? [report, '', `Machine: ${machine}.`, '', ...apiTable(measures)] : report;
  const guarded: GuardedMeasure[] = measures.filter((m) => m.engine !== 'Fastify');
  const baseline = lastCommittedBaseline(resultsDir, machineKind(machine), guarded);
  const movements = baseline ? compareShares(guarded, baseline.measures) : [];
  lines.push(
    ...(baseline
      ? formatMovements(movements, baseline)
      : [
          `No committed results of this machine kind (${machineKind(machine)}) hold these figures: nothing to guard against.`,
          '',
        ]),
  );
  mkdirSync(resultsDir, { recursive: true });
  const base = join(resultsDir, `${date}${suffix ? `.${suffix}` : ''}`);
  writeFileSync(`${base}.md`, lines.join('\n'));
  writeFileSync(
    `${base}.json`,
    JSON.stringify(
      { date, machine, durationSeconds: DURATION_S, connections: CONNECTIONS, measures, ...extra },
      null,
      2,
    ),
  );
  console.log(lines.join('\n'));
  if (movements.some((m) => m.dropped)) {
    console.error('The bench guard failed: a figure fell past the threshold (table above).');
    process.exit(1);
  }
}

function apiTable(measures: Measure[]): string[] {
  return [
    '| engine | data | target | connections × pipelining | req/s | p50 ms | p99 ms | errors | non-2xx | share of hello-world | SQL statements/request |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...measures.map(row),
    '',
  ];
}

function describeRows(rows: Record<string, number>): string {
  return Object.entries(rows)
    .map(([table, count]) => `${count} ${table.replaceAll('_', ' ')}`)
    .join(', ');
}

await main();
process.exit(0);
