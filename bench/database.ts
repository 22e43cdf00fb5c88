/**
 * A fresh database for a bench: a new PostgreSQL database on the server of `adminUrl` (dropped at
 * the end), or in-memory PGlite when there is none. The pool is the product's default
 * (DATABASE_POOL_SIZE 10), as a deployment would run it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';

export interface BenchDatabase {
  database: Database;
  /** The new database's URL; undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the benches create their databases on, if any. */
export const benchPostgresUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function freshDatabase(
  prefix: string,
  adminUrl: string | undefined = benchPostgresUrl(),
): Promise<BenchDatabase> {
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `hx_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 10 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
