/**
 * Two trees of the product side by side in the same minutes (issue 35): for each tree given, its
 * compiled server (`node --conditions=hotel-dist apps/server/dist/main.js`, built first; a tree
 * older than decision 025 runs its TypeScript through tsx, as it was then deployed) on a
 * fresh PostgreSQL database, against a bare Fastify hello-world started between them. A user
 * registers with a hotel of the catalogue, then autocannon (10 connections, no pipelining,
 * BENCH_SECONDS each, default 10) reads the owner's hotel and runs the autocomplete ("Barcel",
 * 10); the trees alternate ROUNDS times (default 2). Prints req/s, p99 and the share of the
 * hello-world of the same round.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/side-by-side.ts ../old-tree .
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server to create databases on) is required');
const trees = process.argv.slice(2).map((tree) => resolve(tree));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 2);

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function hello(): Promise<number> {
  const child = fork(resolve(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_MODE: 'hello' },
  });
  const ready = await new Promise<{ port: number }>((done) => child.once('message', done));
  const { rps } = await measure(`http://127.0.0.1:${ready.port}/`);
  child.send({ type: 'close' });
  await new Promise((done) => child.once('exit', done));
  return rps;
}

async function startTree(
  tree: string,
  port: number,
): Promise<{ child: ChildProcess; drop(): Promise<void> }> {
  const name = `hx_side_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const child = spawn(process.execPath, serverArgs(tree), {
    cwd: tree,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: `/tmp/${name}`,
      REGISTRATIONS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await wait(500);
  }
  return {
    child,
    async drop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A user who registered with a hotel the autocomplete suggests: its token and the hotel's id. */
async function owner(base: string) {
  const [suggestion, created] = (await (
    await fetch(`${base}/api/catalogue/hotels?q=hotel&count=2`)
  ).json()) as {
    title: string;
    description: { id: string; value: string };
  }[];
  if (!suggestion || !created) throw new Error('the catalogue suggests nothing');
  const email = `side.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Tortilla-de-patatas-42';
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/user/data/', {
    name: 'Ana García',
    email,
    phone: '+34 600123456',
    password,
    hotels: [
      { name: suggestion.title, raw_code: suggestion.description.id, code: suggestion.description.value },
    ],
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = (await (await post('/api/auth/login/', { email, password })).json()) as { auth_id: string };
  const headers = { authorization: `Token ${login.auth_id}` };
  // The hotel the owner creates once signed in (POST /api/hotel/, as the autocomplete suggests it).
  const hotel = await fetch(`${base}/api/hotel/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: created.title,
      raw_code: created.description.id,
      code: created.description.value,
    }),
  });
  if (hotel.status !== 201) throw new Error(`create hotel: ${hotel.status} ${await hotel.text()}`);
  return { headers, hotelId: ((await hotel.json()) as { id: number }).id };
}

/** The compiled server where the tree builds one (since decision 025), else its TypeScript through tsx. */
const compiles = (tree: string) => existsSync(join(tree, 'scripts/build.mjs'));
function serverArgs(tree: string): string[] {
  return compiles(tree)
    ? ['--conditions=hotel-dist', 'apps/server/dist/main.js']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

for (const tree of trees.filter(compiles)) {
  execFileSync('node', ['scripts/build.mjs', '--if-stale', '--server'], { cwd: tree, stdio: 'inherit' });
}
const rows: string[] = [];
for (let round = 1; round <= rounds; round++) {
  const ceiling = await hello();
  rows.push(`| ${round} | hello-world | | ${ceiling} | | 100 % |`);
  for (const [index, tree] of trees.entries()) {
    const port = 18_080 + index;
    const server = await startTree(tree, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const { headers, hotelId } = await owner(base);
      for (const [what, url, h] of [
        ['hotel read', `${base}/api/hotel/${hotelId}`, headers],
        ['autocomplete Barcel 10', `${base}/api/catalogue/hotels?q=Barcel&count=10&type=HOT&format=json`, {}],
      ] as const) {
        await measure(url, h); // warm-up of the same length, not counted
        const figure = await measure(url, h);
        const row = `| ${round} | ${what} | ${tree} | ${figure.rps} | ${figure.p99} | ${((100 * figure.rps) / ceiling).toFixed(1)} % |`;
        console.log(row);
        rows.push(row);
      }
    } finally {
      await server.drop();
    }
  }
}
console.log(
  [
    '',
    '| round | what | tree | req/s | p99 ms | share of hello-world |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
