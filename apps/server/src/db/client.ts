import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts SQL statements sent, for the benchmarks' statements-per-request figure. */
  statements: { count: number };
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
}

/** Opens the database named by the options and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statements = { count: 0 };
  const logger = {
    logQuery() {
      statements.count++;
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
    return { db, kind: 'postgres', statements, close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const pglite = drizzlePglite(client, { schema, logger });
  await migratePglite(pglite, { migrationsFolder });
  return { db: pglite as unknown as Db, kind: 'pglite', statements, close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
