/**
 * Distribution (issue 17, decision 029) in `npm run bench`: OTA in (a year × 10 room types × 3
 * boards of daily prices, target ≤ 500 ms), the change feed read by one client on PostgreSQL
 * (target ≥ 2 000 changes/s, constant statements per page) and 1 000 webhook deliveries to a
 * receiver failing half of the time (all delivered, none twice after a 2xx, the API's latency
 * beside them). Answers the report's lines; also writes `<date>-distribution.md/.json`.
 * Alone: `npx tsx bench/distribution.ts`. Timings are reported, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distributionFeedBench, type FeedFigures } from './distribution-feed.ts';
import { otaInBench } from './ota-in.ts';
import { webhooksBench } from './webhooks.ts';

export async function distributionBench(): Promise<string[]> {
  const onPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  const ota = await otaInBench();
  const feed: FeedFigures | undefined = onPostgres ? await distributionFeedBench() : undefined;
  const hooks = await webhooksBench();
  const lines = [
    '## Distribution (issue 17)',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB.`,
    '',
    '| Measure | Engine | Figure | Target |',
    '|---|---|---|---|',
    `| ${ota.name} (${ota.bodyBytes} bytes, ${ota.cells} cells): median of ${ota.ms.length} | ${ota.engine} | ${ota.medianMs} ms (runs ${ota.ms.join(', ')}) | ≤ ${ota.targetMs} ms |`,
    feed
      ? `| Change feed, one client, ${feed.changes} changes over ${feed.hotels} hotels, pages of ${feed.pageSize} | postgres | ${Math.round(feed.changesPerSecond)} changes/s, ${feed.statementsPerPage} statements a page, slowest page ${feed.slowestPageMs} ms | ≥ 2 000 changes/s |`
      : '| Change feed | — | not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL | ≥ 2 000 changes/s |',
    `| ${hooks.deliveries} webhook deliveries, receiver answering 500 half of the time | ${hooks.engine} | all delivered in ${hooks.secondsUntilAllDelivered} s, ${hooks.requests} requests, ${hooks.receivedAfter2xx} after a 2xx | all delivered, 0 after a 2xx |`,
    `| /api/health while they are delivered (p50/p99) | ${hooks.engine} | ${hooks.health.whileDelivering.p50}/${hooks.health.whileDelivering.p99} ms, idle ${hooks.health.idle.p50}/${hooks.health.idle.p99} ms | unchanged |`,
    '',
  ];
  const dir = process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const base = join(dir, `${new Date().toISOString().slice(0, 10)}-distribution`);
  writeFileSync(`${base}.md`, `# Distribution benchmarks\n\n${lines.slice(2).join('\n')}`);
  writeFileSync(`${base}.json`, JSON.stringify({ ota, feed, webhooks: hooks }, null, 2));
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log((await distributionBench()).join('\n'));
}
