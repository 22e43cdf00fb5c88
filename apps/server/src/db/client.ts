import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ReadCache, WRITES_CHANNEL } from './read-cache.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts SQL statements sent, for the benchmarks' statements-per-request figure. */
  statements: { count: number };
  /** Hot reads kept in memory until a write makes them stale (read-cache.ts). */
  readCache: ReadCache;
  /**
   * Resolves once the write notifications sent before it have reached this instance's listener
   * (PostgreSQL; at once on PGlite). A write request awaits it before answering, so that the
   * notification of its write is already at the other instances when the client's next request
   * reaches one of them (the two-instance fault script's warm logouts).
   */
  fence(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by all instances: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 72_010_001;

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  /** Entries of the read cache; 0 turns it off. */
  readCacheEntries?: number;
}

const DEFAULT_READ_CACHE_ENTRIES = 10_000;

/** Opens the database named by the options and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statements = { count: 0 };
  const entries = options.readCacheEntries ?? DEFAULT_READ_CACHE_ENTRIES;
  // On PostgreSQL the cache stays off until the listener receives the other instances' writes.
  const readCache = new ReadCache(entries, { enabled: !options.url });
  const logger = {
    logQuery(query: string) {
      statements.count++;
      readCache.noteStatement(query);
    },
  };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, a dropped database) is removed
    // by the pool and the next query gets a fresh one; without a listener it would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    const listener = entries > 0 ? await listenForWrites(options.url, readCache) : undefined;
    return {
      db,
      kind: 'postgres',
      statements,
      readCache,
      fence: () => (listener ? listener.fence(pool) : Promise.resolve()),
      async close() {
        await listener?.close();
        await pool.end();
      },
    };
  }
  const onDisk = !options.dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(options.dataDir, { recursive: true });
  const release = onDisk ? lockDataDir(options.dataDir) : () => undefined;
  let client: PGlite;
  try {
    // pg_trgm: the reservations' text search (migration 0025) indexes trigrams, as on PostgreSQL.
    client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const pglite = drizzlePglite(client, { schema, logger });
  await migratePglite(pglite, { migrationsFolder });
  // PGlite is one connection in this process that runs one statement or transaction at a time:
  // the writes the logger notes are all the writes there are.
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    statements,
    readCache,
    // One process, one connection: there are no other instances to wait for.
    fence: () => Promise.resolve(),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Another live process holds the embedded database (a server, or another command). */
export class DatabaseLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database is in use by process ${pid} (${lockFile}): stop that server first, ` +
        'or run against PostgreSQL (DATABASE_URL).',
    );
  }
}

/** Whether a process with this id is alive (EPERM: alive, owned by another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite admits one process per data directory: a second one (the admin command line while the
 * server runs) corrupts it or reads stale pages. `<dataDir>.lock` holds the pid of the process
 * that has it open, created with O_EXCL; a lock whose process is dead (a crash, a kill -9) is
 * taken over. Answers the release, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      } catch {
        // Removed in between: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        throw new DatabaseLockedError(holder, lockFile);
      }
      // A stale lock (dead process, or an empty file of a process killed while writing it).
      if (attempt >= 2) throw new DatabaseLockedError(holder, lockFile);
      try {
        unlinkSync(lockFile);
      } catch {
        // Another process took it over first; the next attempt sees its pid.
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (Number.parseInt(readFileSync(lockFile, 'utf8'), 10) === process.pid) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

const LISTENER_RETRY_MS = 1_000;

/**
 * Listens to the write notifications of every instance sharing the database (the triggers of
 * migration 0006) and notes them in the read cache; while the connection is down the cache is
 * off, and it reconnects every second.
 */
/** The payload prefix of a fence's own notification, which is not a write. */
const FENCE_PREFIX = 'fence:';
/** How long a write request waits for its fence at most (a listener that is reconnecting). */
const FENCE_TIMEOUT_MS = 100;

async function listenForWrites(
  url: string,
  readCache: ReadCache,
): Promise<{ fence(pool: pg.Pool): Promise<void>; close(): Promise<void> }> {
  let closed = false;
  let fences = 0;
  const waiting = new Map<string, () => void>();
  const instance = randomUUID();
  const onNotification = (payload: string) => {
    if (payload.startsWith(FENCE_PREFIX)) {
      waiting.get(payload)?.();
      return;
    }
    readCache.noteWrite(payload || undefined);
  };
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', (message) => onNotification(message.payload ?? ''));
      await client.query(`listen ${WRITES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, LISTENER_RETRY_MS).unref();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    client.on('end', () => {
      readCache.setEnabled(false);
      current = undefined;
      if (!closed) retry = setTimeout(connect, LISTENER_RETRY_MS).unref();
    });
    readCache.setEnabled(true);
  };
  await connect();
  return {
    /**
     * PostgreSQL delivers a channel's notifications in commit order to every listener: once this
     * instance receives its own fence, sent after the request's writes committed, their
     * notifications were queued for every instance's listener before it.
     */
    async fence(pool: pg.Pool) {
      if (!current) return;
      const payload = `${FENCE_PREFIX}${instance}:${++fences}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        waiting.set(payload, resolve);
        timer = setTimeout(resolve, FENCE_TIMEOUT_MS);
      });
      try {
        await pool.query('select pg_notify($1, $2)', [WRITES_CHANNEL, payload]);
        await arrived;
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      readCache.setEnabled(false);
      await current?.end().catch(() => undefined);
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
