/**
 * What the fault scripts share: the server as a child process (exactly as `npm start` runs it:
 * the compiled server, built first when stale, without the web build), throw-away PostgreSQL
 * databases, and a signed-up user with hotels.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'apps/server/dist/main.js');
let built = false;

/** `npm start`'s build of the server (scripts/build.mjs), once per script run; quick when up to date. */
function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale', '--server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  built = true;
}

/** PostgreSQL used by the scripts: FAULTS_DATABASE_URL, else TEST_DATABASE_URL, else the local server. */
export const ADMIN_URL =
  process.env.FAULTS_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export function tempDir(tag: string): string {
  return mkdtempSync(join(tmpdir(), `hx-faults-${tag}-`));
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  mediaDir?: string;
  env?: Record<string, string>;
}

/** Servers still running; killed when the script exits, whatever the reason, so none outlives it. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** A server process; `output` keeps its last lines for the report when something goes wrong. */
export class Server {
  child: ChildProcess | null = null;
  output: string[] = [];
  readonly base: string;

  constructor(readonly options: ServerOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
  }

  async start(timeoutMs = 240_000): Promise<void> {
    const { port, dataDir, databaseUrl, mediaDir, env } = this.options;
    buildServer();
    const child = spawn(process.execPath, ['--conditions=hotel-dist', MAIN], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        CATALOGUE_SEED_SIZE: '200',
        // The scripts measure the server, not the password hash: the minimum cost keeps sign-ups quick.
        ARGON2_MEMORY_KIB: '1024',
        REGISTRATIONS_PER_HOUR: '100000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
        ...env,
      },
    });
    this.child = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      if (this.output.length > 200) this.output.splice(0, this.output.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${this.tail()}`);
      try {
        const response = await fetch(`${this.base}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server on ${port} not healthy after ${timeoutMs} ms:\n${this.tail()}`);
  }

  get pid(): number {
    const pid = this.child?.pid;
    if (!pid) throw new Error('server not started');
    return pid;
  }

  /** SIGKILL: no shutdown hook, no flush, no goodbye. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  /** Resident memory of the server process in MiB, from /proc. */
  rssMiB(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kib / 1024;
  }

  tail(lines = 30): string {
    return this.output.slice(-lines).join('\n');
  }
}

/** A fresh PostgreSQL database; `drop` removes it even while connections remain. */
export async function createDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hx_faults_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const PASSWORD = 'Tortilla-de-patatas-42';

export interface User {
  id: number;
  email: string;
  token: string;
  headers: Record<string, string>;
}

export async function request(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}

/** Registers and signs in a user; answers their token. */
export async function signUp(base: string, tag: string): Promise<User> {
  const unique = `${tag}.${randomBytes(4).toString('hex')}`;
  const email = `faults.${unique}@example.com`;
  const registered = await request(base, 'POST', '/api/auth/user/data/', {
    body: {
      name: 'Ana García',
      email,
      phone: '+34 600123456',
      password: PASSWORD,
      hotels: [{ name: 'Hotel Miramar', raw_code: '100001', code: `ES-FLT-${unique}` }],
    },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await request(base, 'POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const { auth_id, user } = login.body as { auth_id: string; user: { id: number } };
  return { id: user.id, email, token: auth_id, headers: { authorization: `Token ${auth_id}` } };
}

/** Cities of the seeded catalogue whose hotels the scripts claim, in turn (up to 100 each). */
const CATALOGUE_QUERIES = [
  'madrid',
  'barcelona',
  'sevilla',
  'valencia',
  'malaga',
  'bilbao',
  'granada',
  'toledo',
  'zaragoza',
  'alicante',
];
const usedCodes = new Set<string>();
let queryAt = 0;

/**
 * Creates a hotel from the next catalogue suggestion this process has not used: a hotel is
 * created from the catalogue's own name and code (decision 027), and one taken by another user
 * meanwhile (409) or not there (400) makes it try the next one.
 */
export async function createHotel(base: string, user: User): Promise<number> {
  while (queryAt < CATALOGUE_QUERIES.length) {
    const query = CATALOGUE_QUERIES[queryAt] as string;
    const found = await request(base, 'GET', `/api/catalogue/hotels?q=${query}&count=100`, {});
    const suggestions = (found.body ?? []) as { title: string; description: { id: string; value: string } }[];
    for (const suggestion of suggestions) {
      if (usedCodes.has(suggestion.description.value)) continue;
      usedCodes.add(suggestion.description.value);
      const created = await request(base, 'POST', '/api/hotel/', {
        headers: user.headers,
        body: {
          name: suggestion.title,
          raw_code: suggestion.description.id,
          code: suggestion.description.value,
        },
      });
      if (created.status === 201) return (created.body as { id: number }).id;
      if (created.status !== 409 && created.status !== 400)
        throw new Error(`hotel: ${created.status} ${JSON.stringify(created.body)}`);
    }
    queryAt++;
  }
  throw new Error('hotel: no unused catalogue hotel left for the fault scripts');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A condition that must hold; the scripts collect failures instead of stopping at the first. */
export class Checks {
  readonly failures: string[] = [];
  check(ok: boolean, message: string): void {
    if (!ok) this.failures.push(message);
  }
}

/** True when the file is the script node was asked to run (not imported by run.ts). */
export function isMain(filename: string): boolean {
  return resolve(process.argv[1] ?? '') === filename;
}
