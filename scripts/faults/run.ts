/**
 * npm run test:faults: crash durability, two instances on one database and the soak (issue 8
 * items 7 to 9), one after the other, then a summary with their figures. Exit code 1 when any
 * check failed. Needs PostgreSQL (FAULTS_DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432).
 */
import { crash } from './crash.ts';
import { soak } from './soak.ts';
import { twoInstances } from './two-instances.ts';

const started = Date.now();
const failures: string[] = [];
const lines: string[] = [];

async function step<T extends { failures: string[] }>(
  name: string,
  run: () => Promise<T>,
  summary: (figures: T) => string[],
) {
  const from = Date.now();
  console.log(`== ${name}`);
  try {
    const figures = await run();
    failures.push(...figures.failures.map((failure) => `${name}: ${failure}`));
    lines.push(
      `${name} (${Math.round((Date.now() - from) / 1000)} s, ${figures.failures.length === 0 ? 'pass' : 'FAIL'})`,
    );
    lines.push(...summary(figures).map((line) => `  ${line}`));
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message}`);
    lines.push(`${name}: FAIL (did not finish)`);
  }
}

await step(
  'crash durability',
  async () => {
    const runs = await crash();
    return {
      runs,
      failures: runs.flatMap((run) => run.failures.map((failure) => `${run.database}: ${failure}`)),
    };
  },
  ({ runs }) =>
    runs.map(
      (run) =>
        `${run.database}: ${run.sent} writes, ${run.acknowledged} acknowledged before SIGKILL, ` +
        `${run.acknowledged - run.acknowledgedMissing} of them found after restart, ` +
        `${run.unacknowledgedButComplete} unacknowledged but complete, ${run.halfWritten} half-written`,
    ),
);
await step('two instances', twoInstances, (figures) => [
  `session across: ${figures.sessionAcross}, logout across: ${figures.logoutAcross}, warm sessions refused at once: ${figures.warmLogouts.refusedAtOnce}/${figures.warmLogouts.rounds}`,
  `photo of ${figures.photoBytes} bytes uploaded through B served by A: ${figures.photoServedByOther}`,
  ...figures.restartLoops.map(
    (loop) => `${loop.restarted} restarted: ${loop.requests} calls to the other, ${loop.errors} errors`,
  ),
  `login failures before 429, alternating instances: ${figures.loginFailuresBefore429}`,
  `outbox: ${figures.outbox.messages} messages, ${figures.outbox.deliveries} SMTP deliveries ` +
    `(A ${figures.outbox.byA}, B ${figures.outbox.byB}), ${figures.outbox.duplicates} delivered twice`,
]);
await step('soak', soak, (figures) => [
  `${figures.seconds} s, ${figures.connections} connections on ${figures.database}: ${figures.requests} requests ` +
    `(${figures.reads} reads, ${figures.writes} writes), ${figures.rps} req/s, p99 ${figures.p99} ms`,
  `errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
  `RSS start ${figures.rssStartMiB} MiB, end ${figures.rssEndMiB} MiB, max ${figures.rssMaxMiB} MiB, ` +
    `growth after warm-up ${figures.rssGrowthMiB} MiB`,
  `written to ${figures.report}`,
]);

console.log(`\n== faults summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const line of lines) console.log(line);
for (const failure of failures) console.error(`FAIL ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
