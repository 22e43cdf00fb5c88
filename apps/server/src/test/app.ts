import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '@hotel/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import type { HostAddress, HostResolver } from '../modules/distribution/index.ts';
import { totpAt } from '../modules/security/index.ts';

export interface TestApp {
  app: FastifyInstance;
  /**
   * On PostgreSQL, a second instance on the same database (as production runs several), closed
   * with the first; undefined on PGlite, which one process owns.
   */
  openSecondInstance?(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A public address that the tests' `*.example.com` names resolve to (never looked up for real). */
export const EXAMPLE_COM_ADDRESS: HostAddress = { address: '93.184.215.14', family: 4 };

/**
 * Webhook targets' host names in the tests (decision 043): a table, never the real DNS. The
 * `example.com` names resolve to a public address; any other name is not found.
 */
export const testHosts: HostResolver = async (name) => {
  if (name === 'example.com' || name.endsWith('.example.com')) return [EXAMPLE_COM_ADDRESS];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/**
 * A fresh app on a fresh database: in-memory PGlite, or, in the api-postgres project, a new
 * PostgreSQL database created from TEST_DATABASE_URL and dropped at the end. Webhook targets'
 * names resolve through `resolveHost` (default `testHosts`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    resolveHost = testHosts,
    reservationsClock,
  }: { resolveHost?: HostResolver; reservationsClock?: () => Date } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: `/tmp/hotel-extranet-test-${randomBytes(6).toString('hex')}`,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `hx_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
    const postgresConfig = { ...config, DATABASE_URL: url.toString() };
    const app = await buildApp(postgresConfig, { database, logger: false, resolveHost, reservationsClock });
    const others: FastifyInstance[] = [];
    return {
      app,
      async openSecondInstance() {
        const other = await buildApp(postgresConfig, { logger: false, resolveHost });
        others.push(other);
        return other;
      },
      async close() {
        for (const other of others) await other.close();
        await app.close();
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, { database, logger: false, resolveHost, reservationsClock });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const VALID_PASSWORD = 'Tortilla-de-patatas-42';

export function registration(overrides: Record<string, unknown> = {}) {
  const unique = randomBytes(4).toString('hex');
  return {
    name: 'Ana García',
    email: `ana.${unique}@example.com`,
    phone: '+34 600123456',
    password: VALID_PASSWORD,
    hotels: [{ name: 'Hotel Miramar', raw_code: '100001', code: `ES-TST-${unique}` }],
    ...overrides,
  };
}

/** Registers a user and signs in; answers the token and the user's id. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  // Each sign-up comes from an address of its own, so login rate limits of one test never reach another.
  const remoteAddress = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/user/data/',
    payload: body,
    remoteAddress,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  const { auth_id, user } = login.json() as { auth_id: string; user: { id: number } };
  return {
    token: auth_id,
    userId: user.id,
    email: body.email,
    headers: { authorization: `Token ${auth_id}` },
  };
}

/** A hotel as the autocomplete suggests it: the body of POST /api/hotel/ (and of a registration's hotels). */
export interface CatalogueChoice {
  name: string;
  raw_code: string;
  code: string;
}

/** The codes catalogueChoice handed out, per app: two calls before either hotel exists differ. */
const handedOut = new WeakMap<FastifyInstance, Set<string>>();

/**
 * A hotel of the app's seeded catalogue that no hotel record holds and no earlier call handed
 * out, as the autocomplete suggests it (decision 027: a hotel is created from the catalogue's own
 * name, raw code and code only). Each call answers another, concurrent calls included.
 */
export async function catalogueChoice(app: FastifyInstance): Promise<CatalogueChoice> {
  let taken = handedOut.get(app);
  if (!taken) {
    taken = new Set();
    handedOut.set(app, taken);
  }
  // Room for the calls running meanwhile: the pick below is synchronous once the rows arrive.
  const candidates = await rows<CatalogueChoice>(
    app,
    sql`select title as name, raw_id as raw_code, code from catalogue_hotels c
        where not exists (select 1 from hotels h where h.code = c.code)
        order by id limit ${taken.size + 50}`,
  );
  const choice = candidates.find((candidate) => !taken.has(candidate.code));
  if (!choice) throw new Error('the seeded catalogue has no hotel left for catalogueChoice');
  taken.add(choice.code);
  return choice;
}

/**
 * Creates a hotel of the catalogue through the API for the user of `headers` (the choice given,
 * else catalogueChoice's next); answers its id.
 */
export async function createHotel(
  app: FastifyInstance,
  headers: Record<string, string>,
  choice?: CatalogueChoice,
) {
  choice ??= await catalogueChoice(app);
  const response = await app.inject({ method: 'POST', url: '/api/hotel/', headers, payload: choice });
  if (response.statusCode !== 201)
    throw new Error(`hotel ${choice.code}: ${response.statusCode} ${response.body}`);
  return json<{ id: number }>(response).id;
}

/** Staff of each app who verify claims in tests (verifyHotel). */
const verifiers = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/**
 * Staff verify the user's pending claim of the hotel through the back office (POST
 * /api/staff/claims/{id}/verify, decision 027), as a hotel must be before its contract is sent.
 * The verifier is a staff user of its own (approbe_contract_perm, second factor on), attached to
 * no hotel.
 */
export async function verifyHotel(app: FastifyInstance, hotelId: number, userId: number) {
  let verifier = verifiers.get(app);
  if (!verifier) {
    verifier = (async () => {
      const staff = await signUp(app, { name: 'Verificadora' });
      await rows(app, sql`update users set approbe_contract_perm = true where id = ${staff.userId}`);
      await rows(
        app,
        sql`insert into user_totp (user_id, secret, enabled) values (${staff.userId}, 'JBSWY3DPEHPK3PXP', true)`,
      );
      return staff.headers;
    })();
    verifiers.set(app, verifier);
  }
  const [claim] = await rows<{ id: number }>(
    app,
    sql`select id from hotel_claims where hotel_id = ${hotelId} and user_id = ${userId}`,
  );
  if (!claim) throw new Error(`no claim of hotel ${hotelId} by user ${userId}`);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/staff/claims/${claim.id}/verify`,
    headers: await verifier,
  });
  if (verified.statusCode !== 204)
    throw new Error(`claim ${claim.id}: ${verified.statusCode} ${verified.body}`);
}

/**
 * A hotel the user claims from the catalogue and staff verify (`createHotel`, then
 * `verifyHotel`): what distribution needs before any key reads its ARI (decision 044).
 */
export async function createVerifiedHotel(
  app: FastifyInstance,
  user: { headers: Record<string, string>; userId: number },
  choice?: CatalogueChoice,
) {
  const hotelId = await createHotel(app, user.headers, choice);
  await verifyHotel(app, hotelId, user.userId);
  return hotelId;
}

/**
 * An API key for the distribution routes, created through the service as staff would (decision
 * 029); answers its id and the key itself, ready for `Authorization: Bearer …`.
 */
export async function createApiKey(
  app: FastifyInstance,
  options: {
    scopes: ApiKeyScope[];
    allHotels?: boolean;
    hotels?: number[];
    rateLimit?: number;
    expiresAt?: string;
  },
): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  const created = await app.services.apiKeys.create(null, {
    name: `test key ${randomBytes(3).toString('hex')}`,
    scopes: options.scopes,
    allHotels: options.allHotels ?? false,
    hotels: options.hotels ?? [],
    rateLimit: options.rateLimit ?? 100_000,
    expiresAt: options.expiresAt ?? null,
  });
  return { id: created.key.id, token: created.token, headers: { authorization: `Bearer ${created.token}` } };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Rows of a raw SQL statement, on PGlite and node-postgres alike. */
export async function rows<T>(app: FastifyInstance, statement: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Waits until the change feed can answer every change written so far. The feed answers only rows
 * older than every transaction still running (decision 029), and on PostgreSQL transaction ids
 * are the cluster's: another test file's transaction, in another database of the same server, holds
 * this database's newest rows back for as long as it runs. Fails after `timeoutMs`.
 */
export async function feedSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await rows<{ settled: boolean }>(
      app,
      sql`select coalesce(max(xid) < pg_snapshot_xmin(pg_current_snapshot()), true) as settled
          from distribution_changes`,
    );
    if (state?.settled) return;
    if (Date.now() > deadline) throw new Error('the change feed did not settle');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function randomOctet(): number {
  return randomBytes(1)[0] ?? 1;
}

/**
 * Turns a user's second factor on, as the profile does (setup, then the current step's code);
 * answers the secret, the otpauth URL and the first recovery codes.
 */
export async function enableSecondFactor(app: FastifyInstance, headers: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/user/totp/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`totp setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret, otpauth_url } = json<{ secret: string; otpauth_url: string }>(setup);
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/user/totp/enable',
    headers,
    payload: { code: totpAt(secret, Date.now()) },
  });
  if (enabled.statusCode !== 200)
    throw new Error(`totp enable answered ${enabled.statusCode}: ${enabled.body}`);
  return { secret, otpauth_url, recoveryCodes: json<{ recovery_codes: string[] }>(enabled).recovery_codes };
}
