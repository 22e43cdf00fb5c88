import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import {
  createWebhookDispatcher,
  parseAllowedHosts,
  WebhookTargets,
} from '../apps/server/src/modules/distribution/webhooks/index.ts';
import { freshDatabase } from './database.ts';

export interface WebhookFigures {
  engine: 'pglite' | 'postgres';
  deliveries: number;
  /** Seconds from the dispatcher's start until every delivery is recorded as delivered. */
  secondsUntilAllDelivered: number;
  /** Requests the receiver got (2xx and 500). */
  requests: number;
  /** Requests for an id received after a 2xx for that id was answered: must be 0. */
  receivedAfter2xx: number;
  health: {
    idle: { p50: number; p99: number; rps: number };
    whileDelivering: { p50: number; p99: number; rps: number };
  };
}

const HEALTH_SECONDS = Number(process.env.BENCH_WEBHOOK_HEALTH_SECONDS ?? 3);

function health(url: string, seconds: number, onStart?: (stop: () => void) => void) {
  return new Promise<{ p50: number; p99: number; rps: number }>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          p50: result.latency.p50,
          p99: result.latency.p99,
          rps: Math.round(result.requests.average),
        });
    });
    onStart?.(() => instance.stop());
  });
}

export async function webhooksBench(options: { deliveries?: number } = {}): Promise<WebhookFigures> {
  const total = options.deliveries ?? Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 1_000);
  // The receiver: every other request answers 500; a request for an id already answered 2xx is counted.
  let requests = 0;
  let afterSuccess = 0;
  const succeeded = new Set<string>();
  const receiver = createServer((request, response) => {
    const id = String(request.headers['x-hotel-delivery']);
    request.resume();
    request.on('end', () => {
      requests++;
      if (succeeded.has(id)) afterSuccess++;
      const ok = requests % 2 === 0;
      if (ok) succeeded.add(id);
      response.statusCode = ok ? 200 : 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const { database, url, drop } = await freshDatabase('hooks');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/hotel-extranet-bench-hooks-${process.pid}`,
    WEB_DIST_DIR: '/nonexistent',
    CATALOGUE_SEED_SIZE: '400',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const { db } = database;
    await db.execute(
      sql`insert into hotels (name, raw_code, code) values ('Bench hooks', 'BH1', 'BENCHHOOKS1')`,
    );
    const [hotel] = (
      (await db.execute(sql`select id from hotels where code = 'BENCHHOOKS1'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await db.execute(
      sql`insert into webhook_endpoints (url, secret, events) values (${receiverUrl}, 'whsec_bench', array['rates.changed'])`,
    );
    for (let n = 0; n < total; n++) {
      await db.transaction((tx) =>
        app.services.distributionEvents.changed(tx, {
          hotelId: hotel?.id ?? 0,
          kind: 'rates',
          detail: { n },
        }),
      );
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const healthUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`;
    const idle = await health(healthUrl, HEALTH_SECONDS);

    // The product's dispatcher, its backoff shortened by its options (defaults: 30 s doubling to 1 h).
    const dispatcher = createWebhookDispatcher(db, {
      log: app.log,
      // The receiver is on this machine: allow-listed, as an operator would (decision 043).
      targets: new WebhookTargets(parseAllowedHosts('127.0.0.1')),
      retryBaseSeconds: 0.05,
      retryMaxSeconds: 0.5,
      ...(process.env.BENCH_WEBHOOK_PER_ENDPOINT
        ? { perEndpoint: Number(process.env.BENCH_WEBHOOK_PER_ENDPOINT) }
        : {}),
    });
    const pending = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int as n from webhook_deliveries where status <> 'delivered'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n ?? 0,
      );
    let stopHealth = () => {};
    const whileDelivering = health(healthUrl, 600, (stop) => {
      stopHealth = stop;
    });
    const started = performance.now();
    dispatcher.start(0.05);
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    const seconds = (performance.now() - started) / 1000;
    stopHealth();
    await dispatcher.close();
    return {
      engine: database.kind,
      deliveries: total,
      secondsUntilAllDelivered: Math.round(seconds * 1000) / 1000,
      requests,
      receivedAfter2xx: afterSuccess,
      health: { idle, whileDelivering: await whileDelivering },
    };
  } finally {
    await app.close();
    await drop();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await webhooksBench();
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `webhooks (${figures.engine}): ${figures.deliveries} delivered in ${figures.secondsUntilAllDelivered} s ` +
      `(${figures.requests} requests, ${figures.receivedAfter2xx} after a 2xx); /api/health p50/p99 ` +
      `${figures.health.idle.p50}/${figures.health.idle.p99} ms idle, ` +
      `${figures.health.whileDelivering.p50}/${figures.health.whileDelivering.p99} ms while delivering`,
  );
}
