/**
 * The change feed at size (issue 17): on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a
 * fresh database is created in it and dropped), BENCH_FEED_CHANGES changes (default 50 000) over
 * BENCH_FEED_HOTELS hotels (default 5 000), written in transactions of 1 000 as writes would
 * (each its own xid), then read whole through HTTP by one all-hotels key at the default page size
 * (500), page after page with the cursor. Reports changes/s (the target is ≥ 2 000) and the SQL
 * statements per page (the database client's count: key check, rate limit, the page). Alone:
 * `npx tsx bench/distribution-feed.ts`. Timings are reported, never asserted.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export interface FeedFigures {
  engine: 'postgres';
  changes: number;
  hotels: number;
  pages: number;
  pageSize: number;
  seconds: number;
  changesPerSecond: number;
  statementsPerPage: number;
  /** The slowest page, in milliseconds. */
  slowestPageMs: number;
}

export async function distributionFeedBench(
  options: { changes?: number; hotels?: number } = {},
): Promise<FeedFigures> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('the feed bench runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const total = options.changes ?? Number(process.env.BENCH_FEED_CHANGES ?? 50_000);
  const hotelCount = options.hotels ?? Number(process.env.BENCH_FEED_HOTELS ?? 5_000);
  const name = `hx_bench_feed_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 10 });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/hotel-extranet-bench-feed-${process.pid}`,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: '400',
    DATABASE_URL: url.toString(),
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const { db } = database;
    const inserted = (await db.execute(
      sql`insert into hotels (name, raw_code, code)
          select 'Bench feed ' || g, 'BF' || g, 'BENCHFEED' || g from generate_series(1, ${hotelCount}::int) g
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const ids = inserted.rows.map((row) => row.id);
    const first = Math.min(...ids);
    const batch = 1_000;
    for (let at = 0; at < total; at += batch) {
      const size = Math.min(batch, total - at);
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into distribution_changes (hotel_id, kind, detail)
              select ${first}::int + (g % ${hotelCount}::int), case when g % 5 = 0 then 'content' else 'rates' end,
                     case when g % 5 = 0 then null
                          else jsonb_build_object('rate', g, 'from', '2027-07-01', 'to', '2027-07-31') end
              from generate_series(${at + 1}::int, ${at + size}::int) g`,
        );
      });
    }
    await db.execute(sql`analyze distribution_changes`);
    const key = await app.services.apiKeys.create(null, {
      name: 'bench feed',
      scopes: ['content:read', 'ari:read'],
      allHotels: true,
      hotels: [],
      rateLimit: 100_000,
      expiresAt: null,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/distribution/changes`;
    const headers = { authorization: `Bearer ${key.token}` };
    // One warm-up request (connections, plans), not counted.
    await (await fetch(`${base}?limit=1`, { headers })).arrayBuffer();

    let cursor = '';
    let pages = 0;
    let read = 0;
    let slowest = 0;
    let pageSize = 0;
    const statementsBefore = database.statements.count;
    const started = performance.now();
    for (;;) {
      const pageStarted = performance.now();
      const response = await fetch(`${base}${cursor ? `?cursor=${cursor}` : ''}`, { headers });
      if (response.status !== 200)
        throw new Error(`feed page ${pages + 1}: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as { changes: unknown[]; cursor: string; more: boolean };
      slowest = Math.max(slowest, performance.now() - pageStarted);
      pages++;
      read += page.changes.length;
      pageSize = Math.max(pageSize, page.changes.length);
      cursor = page.cursor;
      if (!page.more) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const statements = database.statements.count - statementsBefore;
    if (read !== total) throw new Error(`the feed answered ${read} changes of ${total}`);
    return {
      engine: 'postgres',
      changes: read,
      hotels: hotelCount,
      pages,
      pageSize,
      seconds: Math.round(seconds * 1000) / 1000,
      changesPerSecond: Math.round(read / seconds),
      statementsPerPage: Math.round((statements / pages) * 100) / 100,
      slowestPageMs: Math.round(slowest * 10) / 10,
    };
  } finally {
    await app.close();
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await distributionFeedBench();
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `feed: ${figures.changes} changes over ${figures.hotels} hotels in ${figures.pages} pages: ` +
      `${figures.changesPerSecond} changes/s (target ≥ 2 000), ${figures.statementsPerPage} statements a page`,
  );
}
