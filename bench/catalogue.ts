/**
 * Catalogue search at size (issue 21): the hotel autocomplete against a catalogue of
 * BENCH_CATALOGUE_SIZE generated hotels (the product's own seed at its first start), beside the
 * default 6 000, on each engine. Every query of a fixed set runs alone for BENCH_CATALOGUE_SECONDS
 * at 10 connections (p99 per query), then all of them together, each connection taking the next
 * query of the rotation (p99 overall). `npm run bench` runs it when BENCH_CATALOGUE_SIZE is set
 * (BENCH_CATALOGUE_ONLY=1: nothing else); alone: `BENCH_CATALOGUE_SIZE=1000000 npx tsx
 * bench/catalogue.ts`. Writes bench/results/<date>-catalogue-<size>.md and .json. Knobs:
 * BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL: a fresh
 * database is created in it and dropped), BENCH_RESULTS_DIR.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { ChildMessage, ParentMessage } from './server.ts';

/** One- to four-word queries: common words, rare ones, accents, cities, words cut short. */
export const CATALOGUE_BENCH_QUERIES = [
  'hotel',
  'hostal',
  'apartamentos',
  'gran',
  'sol',
  'playa',
  'centro',
  'madrid',
  'barcelona',
  'córdoba',
  'málaga',
  'ÁVILA',
  'sevilla',
  'posada',
  'zzzq',
  'hotel sol',
  'hotel mar',
  'hotel ma',
  'hotel spa',
  'gran hotel',
  'hostal centro',
  'apartamentos playa',
  'casa rural',
  'santa maria',
  'málaga playa',
  'alicante playa',
  'la cigüeña',
  'hotel gran via',
  'hotel playa mar',
  'hotel barcelona centro',
  'hotel sol madrid',
  'gran hotel sol',
  'puerta del sol',
  'hotel boutique madrid',
  'hotel de la playa',
  'hotel spa playa mar',
  'apartamentos mar sol playa',
] as const;

/** The issue's targets: p99 at 10 connections. */
const TARGET_MS: Record<string, number> = { PostgreSQL: 50, PGlite: 200 };
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 2);
const MIXED_SECONDS = Number(process.env.BENCH_CATALOGUE_MIXED_SECONDS ?? 10);

/** The path the web's autocomplete asks (features/catalogue/api/search-hotels.ts). */
export function cataloguePath(query: string): string {
  const params = new URLSearchParams({ language: 'ES', type: 'HOT', count: '100', format: 'json', q: query });
  return `/api/catalogue/hotels?${params}`;
}

export interface CatalogueFigures {
  engine: string;
  size: number;
  query: string;
  /** Suggestions answered (a single request before the load). */
  answers: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

export interface CatalogueRun {
  engine: string;
  size: number;
  seedSeconds: number;
  /** Load average (1 min) when the run started and ended: the machine is shared. */
  load: [number, number];
  queries: CatalogueFigures[];
  mixed: CatalogueFigures;
}

/** A catalogue server (bench/server.ts, BENCH_MODE=catalogue) in a process of its own. */
async function startServer(env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, BENCH_MODE: 'catalogue', ...env };
  // The engine is what `env` says (as in run.ts): the caller's BENCH_DATABASE_URL must not leak in.
  if (env.BENCH_DATABASE_URL === undefined) delete childEnv.BENCH_DATABASE_URL;
  // PGlite holds a million hotels in the server's own memory.
  const child = fork(join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx', '--max-old-space-size=6144'],
    env: childEnv,
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`catalogue bench server exited (${code})`)));
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else reject(new Error(message.type === 'error' ? message.message : 'unexpected message'));
    });
  });
  return { port, child };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.send({ type: 'close' } satisfies ParentMessage);
  });
}

async function load(base: string, paths: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // Each request takes the next query of the rotation, whichever connection sends it.
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next++ % paths.length] ?? '/';
          return { ...request, path };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Seeds a catalogue of `size` on `engine`, then measures every query and the rotation. */
export async function catalogueRun(
  engine: { label: string; env: Record<string, string> },
  size: number,
): Promise<CatalogueRun> {
  const started = Date.now();
  const { port, child } = await startServer({ ...engine.env, BENCH_CATALOGUE_SIZE: String(size) });
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const queries: CatalogueFigures[] = [];
    for (const query of CATALOGUE_BENCH_QUERIES) {
      const response = await fetch(`${base}${cataloguePath(query)}`);
      if (!response.ok) throw new Error(`"${query}" answers ${response.status}`);
      const answers = ((await response.json()) as unknown[]).length;
      const figures = await load(base, [cataloguePath(query)], SECONDS);
      const measure = { engine: engine.label, size, query, answers, ...figures };
      console.log(row(measure));
      queries.push(measure);
    }
    const mixed = {
      engine: engine.label,
      size,
      query: `all ${CATALOGUE_BENCH_QUERIES.length}, rotating`,
      answers: 0,
      ...(await load(base, CATALOGUE_BENCH_QUERIES.map(cataloguePath), MIXED_SECONDS)),
    };
    console.log(row(mixed));
    return { engine: engine.label, size, seedSeconds, load: [loadBefore, loadavg()[0] ?? 0], queries, mixed };
  } finally {
    await stopServer(child);
  }
}

function row(f: CatalogueFigures): string {
  return `| ${f.engine} | ${f.size.toLocaleString('en')} | ${f.query} | ${f.answers} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.max} | ${f.errors + f.non2xx} |`;
}

/** The checks of the issue: every query's p99, and the rotation's, within the engine's target. */
export function catalogueChecks(runs: CatalogueRun[]) {
  return runs.map((run) => {
    const target = TARGET_MS[run.engine] ?? 50;
    const over = run.queries.filter((q) => q.p99 > target || q.errors + q.non2xx > 0);
    const worst = [...run.queries].sort((a, b) => b.p99 - a.p99)[0];
    return {
      what: `${run.engine}, ${run.size.toLocaleString('en')} hotels: every query p99 ≤ ${target} ms at ${CONNECTIONS} connections, no error`,
      figure: `worst "${worst?.query}" ${worst?.p99} ms; rotation p99 ${run.mixed.p99} ms${over.length > 0 ? `; over: ${over.map((q) => `${q.query} ${q.p99}`).join(', ')}` : ''}`,
      met: over.length === 0 && run.mixed.p99 <= target && run.mixed.errors + run.mixed.non2xx === 0,
    };
  });
}

/** Markdown of the runs (sizes side by side in one table per engine). */
export function catalogueReport(runs: CatalogueRun[]): string[] {
  const checks = catalogueChecks(runs);
  return [
    '## Catalogue search',
    '',
    `Method: the autocomplete route as the web asks it (count=100, language ES); each query alone for ${SECONDS} s at ${CONNECTIONS} connections, then the ${CATALOGUE_BENCH_QUERIES.length} queries together for ${MIXED_SECONDS} s (each request the next query of the rotation). Server in a process of its own, autocannon in the bench process, one shared machine (the load average is that of the whole machine).`,
    '',
    ...runs.map(
      (run) =>
        `- ${run.engine}, ${run.size.toLocaleString('en')} hotels: server ready (catalogue generated, seeded, counted, analysed) in ${run.seedSeconds} s; load average ${run.load[0].toFixed(1)} at the start, ${run.load[1].toFixed(1)} at the end.`,
    ),
    '',
    '| target | figure | met |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.what} | ${c.figure} | ${c.met ? 'yes' : '**no**'} |`),
    '',
    '| engine | hotels | query | suggestions | req/s | p50 ms | p99 ms | max ms | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.flatMap((run) => [...run.queries, run.mixed].map(row)),
    '',
  ];
}

/** The engines asked (BENCH_ENGINES), in that order; PostgreSQL only with a URL. */
export function catalogueEngines(): { label: string; env: Record<string, string> }[] {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engines: { label: string; env: Record<string, string> }[] = [];
  for (const wanted of (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')) {
    if (wanted === 'pglite') engines.push({ label: 'PGlite', env: {} });
    if (wanted === 'postgres' && url) engines.push({ label: 'PostgreSQL', env: { BENCH_DATABASE_URL: url } });
  }
  return engines;
}

/** Every engine at 6 000 hotels and at BENCH_CATALOGUE_SIZE; writes <date>-catalogue-<size>.md/.json. */
export async function catalogueBench(): Promise<string[]> {
  const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 1_000_000);
  const runs: CatalogueRun[] = [];
  for (const engine of catalogueEngines()) {
    for (const hotels of [...new Set([6000, size])]) runs.push(await catalogueRun(engine, hotels));
  }
  const lines = catalogueReport(runs);
  const machine = `${type()} ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const name = `${date}-catalogue-${size >= 1_000_000 && size % 1_000_000 === 0 ? `${size / 1_000_000}m` : size}`;
  const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `${name}.md`),
    [`# Catalogue search ${date}`, '', `Machine: ${machine}.`, '', ...lines.slice(2)].join('\n'),
  );
  writeFileSync(
    join(resultsDir, `${name}.json`),
    JSON.stringify(
      { date, machine, connections: CONNECTIONS, seconds: SECONDS, checks: catalogueChecks(runs), runs },
      null,
      2,
    ),
  );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await catalogueBench()).join('\n'));
  process.exit(0);
}
