/**
 * Property-based fuzzing of every write route (docs/decisions/014-fuzzing.md).
 *
 * Each write route registered by buildApp has a model (test/fuzz/models.ts) that reaches it as a
 * signed-in owner with real objects; fast-check then mutates the body (boundary values from the
 * route's zod schema as published in the OpenAPI document, hostile values, extra and
 * prototype-pollution keys, malformed JSON), the path and query params (hostile text, another
 * tenant's ids) and the headers (Accept-Language garbage, Content-Type mismatches). Properties:
 * - never a 5xx;
 * - another tenant's id never succeeds;
 * - another spelling of a real path id (`01`, `+1`, `1.0`, `1e0`, `0x1`, ` 1`) answers 404;
 * - a refused request (4xx) changes nothing in the database;
 * - every message of a 4xx body is a message of the catalogue of the answered language (never a
 *   raw key, never zod's English default in a Spanish answer), in the API's error shape.
 * Seeds are fixed (FUZZ_SEED overrides the base); fast-check prints seed and path on failure.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { EXCLUDED_ROUTES, FUZZ_MODELS, type FuzzContext, World } from '../test/fuzz/models.ts';
import {
  changedTables,
  type Fingerprint,
  fingerprint,
  listTables,
  messageProblems,
  paramText,
  payloadOf,
  type RequestCase,
  type RouteContract,
  requestCaseArbitrary,
  routeContracts,
} from '../test/fuzz/support.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Runs per route, sized for about 90 s per project on the shared 2-core machine. Measured
 * 2026-11-24 (load average 10 to 17 from the other suites): PostgreSQL 20 runs × 50 routes in
 * 37 s and 50 runs in 149 s; PGlite, whose fingerprints cost more, 12 runs in 33 s and 30 runs in
 * 70 s. With the back office's routes (issue 16), 2026-11-25: 65 routes, PostgreSQL 2 275 runs in
 * 37 s, PGlite 1 625 runs in 43 s. With distribution's API key and webhook routes (issue 17),
 * 2026-11-25: 71 routes, PostgreSQL 2 485 runs in 53 s, PGlite 1 775 runs in 67 s (its XML route,
 * POST /api/distribution/ota, has a suite of its own). FUZZ_RUNS overrides both.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 35 : 25));
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

let t: TestApp;
let owner: World;
let stranger: World;
let contracts: Map<string, RouteContract>;
let tables: string[];
/** The fingerprint after the last request, reused as the next one's "before" when no fixture wrote since. */
let lastFingerprint: Fingerprint | undefined;

interface RouteStats {
  runs: number;
  statuses: Record<string, number>;
  checkedEs: number;
  checkedEn: number;
}
const stats = new Map<string, RouteStats>();

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_HOUR: '100000' });
  owner = await World.create(t.app);
  stranger = await World.create(t.app);
  contracts = await routeContracts(t.app);
  tables = await listTables(t.app);
}, 120_000);

afterAll(async () => {
  const lines = [...stats.entries()].map(
    ([route, s]) =>
      `${route.padEnd(64)} runs ${String(s.runs).padStart(4)}  es ${String(s.checkedEs).padStart(3)}  en ${String(s.checkedEn).padStart(3)}  ${JSON.stringify(s.statuses)}`,
  );
  const total = [...stats.values()].reduce((sum, s) => sum + s.runs, 0);
  console.log(
    `fuzz summary (${process.env.TEST_DB}): ${stats.size} routes, ${total} runs\n${lines.join('\n')}`,
  );
  await t?.close();
});

function writeRoutes(): string[] {
  return [
    ...new Set(
      t.app.registeredRoutes
        .filter((route) => WRITE_METHODS.has(route.method))
        .map((r) => `${r.method} ${r.url}`),
    ),
  ];
}

describe('fuzz coverage', () => {
  it('has a model for every write route, and excludes only routes that exist', () => {
    const routes = writeRoutes();
    const missing = routes.filter((route) => !FUZZ_MODELS[route] && !EXCLUDED_ROUTES[route]);
    expect(missing, 'write routes without a fuzz model: add them to test/fuzz/models.ts').toEqual([]);
    const stale = [...Object.keys(FUZZ_MODELS), ...Object.keys(EXCLUDED_ROUTES)].filter(
      (r) => !routes.includes(r),
    );
    expect(stale, 'models or exclusions of routes that do not exist').toEqual([]);
    const both = Object.keys(EXCLUDED_ROUTES).filter((route) => FUZZ_MODELS[route]);
    expect(both).toEqual([]);
  });
});

function seedOf(route: string): number {
  return (BASE_SEED ^ createHash('sha256').update(route).digest().readInt32BE(0)) | 0;
}

const foreignContexts = new Map<string, Promise<FuzzContext>>();

function remoteAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Sends one case; answers the problems found (empty: every property holds). */
async function exercise(route: string, request: RequestCase): Promise<string[]> {
  const model = FUZZ_MODELS[route];
  const contract = contracts.get(route);
  if (!model || !contract) return [`no model or contract for ${route}`];
  const [method = 'GET', template = '/'] = route.split(' ');
  const context = await model.prepare(owner);
  let foreignPromise = foreignContexts.get(route);
  if (!foreignPromise) {
    foreignPromise = model.prepare(stranger);
    foreignContexts.set(route, foreignPromise);
  }
  const foreign = await foreignPromise;
  const text = (name: string) => paramText(request.params[name], context.params[name], foreign.params[name]);
  const url = template.replace(/:(\w+)/g, (_, name: string) => text(name));
  const query = contract.parameters
    .filter((parameter) => parameter.in === 'query' && context.params[parameter.name] !== undefined)
    .map((parameter) => `${parameter.name}=${text(parameter.name)}`)
    .join('&');
  const headers: Record<string, string> =
    request.authorization === 'owner' ? { ...context.headers } : { authorization: 'Token not-a-real-token' };
  if (request.language !== undefined) headers['accept-language'] = request.language;
  const payload = payloadOf(request.body, context.body);
  if (payload !== undefined && request.contentType !== undefined)
    headers['content-type'] = request.contentType;
  // Only for an otherwise well-formed request: no other parameter is hostile text (which may
  // route elsewhere: '../', ''), and the body is the valid one as JSON, since Fastify refuses an
  // unparsable or unstorable body (400, 415) before the params are validated.
  const wellFormed =
    request.body.kind === 'valid' &&
    (context.body === undefined || /^application\/json\s*(;|$)/i.test(request.contentType ?? ''));
  const respelledPathId =
    wellFormed &&
    Object.entries(request.params).some(
      ([name, mutation]) => mutation.kind === 'respelled' && template.includes(`:${name}`),
    ) &&
    !Object.values(request.params).some((mutation) => mutation.kind === 'hostile');
  const usedForeign = Object.entries(request.params).some(
    ([name, mutation]) => mutation.kind === 'foreign' && foreign.params[name] !== context.params[name],
  );

  const before =
    lastFingerprint && !owner.dirty && !stranger.dirty ? lastFingerprint : await fingerprint(t.app, tables);
  owner.dirty = false;
  stranger.dirty = false;
  const response = await t.app.inject({
    method: method as 'POST',
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: remoteAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
  await t.app.services.mail.flush();
  const status = response.statusCode;
  // A success may write anything: its "after" is taken lazily, as the next request's "before".
  const after = status >= 300 ? await fingerprint(t.app, tables) : undefined;
  lastFingerprint = after;

  const routeStats = stats.get(route) ?? { runs: 0, statuses: {}, checkedEs: 0, checkedEn: 0 };
  routeStats.runs += 1;
  routeStats.statuses[status] = (routeStats.statuses[status] ?? 0) + 1;
  stats.set(route, routeStats);

  const problems: string[] = [];
  if (status >= 500) problems.push(`${status}: ${response.body}`);
  if (usedForeign && status < 400) problems.push(`another tenant's id answered ${status}`);
  if (respelledPathId && status !== 404) problems.push(`a respelled path id answered ${status}, not 404`);
  if (status >= 400 && status < 500) {
    const changed = after ? changedTables(before, after) : [];
    if (changed.length) problems.push(`refused with ${status} but changed ${changed.join(', ')}`);
    const language = response.headers['content-language'] as string | undefined;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      problems.push(`${status} body is not JSON: ${response.body.slice(0, 200)}`);
    }
    if (body !== undefined) problems.push(...messageProblems(status, body, language));
    if (language === 'es') routeStats.checkedEs += 1;
    if (language === 'en') routeStats.checkedEn += 1;
  }
  if (status >= 200 && status < 300) {
    for (const key of model.consumes?.(owner) ?? []) owner.forget(key);
  }
  if (problems.length) {
    problems.unshift(
      `${method} ${query ? `${url}?${query}` : url} → ${status} ${response.body.slice(0, 300)}`,
    );
  }
  return problems;
}

describe('fuzzing the write routes', () => {
  it.each(Object.keys(FUZZ_MODELS))(
    '%s',
    async (route) => {
      const contract = contracts.get(route);
      expect(contract, `${route} is not in the OpenAPI document`).toBeDefined();
      const paramNames = (contract?.parameters ?? []).map((parameter) => parameter.name);
      await fc.assert(
        fc.asyncProperty(
          requestCaseArbitrary(contract ?? { parameters: [] }, paramNames),
          async (request) => {
            const problems = await exercise(route, request);
            if (problems.length) throw new Error(problems.join('\n'));
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: seedOf(route) },
      );
    },
    120_000,
  );

  it('checked Spanish and English answers on every route', () => {
    const total = [...stats.values()].reduce((sum, s) => sum + s.runs, 0);
    expect(total).toBe(RUNS_PER_ROUTE * Object.keys(FUZZ_MODELS).length);
    for (const [route, s] of stats) {
      expect(s.checkedEs, `${route}: Spanish 4xx answers checked`).toBeGreaterThan(0);
      expect(s.checkedEn, `${route}: English 4xx answers checked`).toBeGreaterThan(0);
    }
  });
});
