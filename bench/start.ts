/**
 * How long `npm start` takes to serve its first request (issue 21, decision 025), run by hand:
 *
 *   npx tsx bench/start.ts           restarts of a built checkout (target ≤ 3 s), and, to compare,
 *                                    the server run through tsx as `npm start` did before
 *   npx tsx bench/start.ts --cold    first the start of a checkout with nothing built (what follows
 *                                    `npm ci`): the build of the server and the web is included
 *
 * Each start is the real `npm start` on a port and a DATA_DIR of its own (PGlite, created by one
 * start that is not counted), timed from the spawn to the first 200 of /api/health, then stopped
 * with SIGTERM. The web is built into a folder of this run (WEB_DIST_DIR), never apps/web/dist;
 * `--cold` removes the server's compiled output (apps/server/dist, packages/{domain,i18n}/dist),
 * so do not run it while something else runs the compiled server. Writes
 * bench/results/<date>-start.md (BENCH_RESULTS_DIR) and prints it. BENCH_START_RUNS: timed restarts (5).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const PORT = Number(process.env.BENCH_START_PORT ?? 19_421);
const TARGET_MS = 3000;
const cold = process.argv.includes('--cold');

const work = mkdtempSync(join(tmpdir(), 'hx-bench-start-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  WEB_DIST_DIR: join(work, 'web'),
  LOG_LEVEL: 'warn',
};

/**
 * CPU time spent so far by a process group (npm, its shell, the build check, the server), from
 * /proc: what the start costs on an idle machine, whatever else the cores are doing meanwhile.
 */
function groupCpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, pgrp, …; utime, stime, cutime, cstime are the 12th to 15th.
      if (Number(fields[2]) !== group) continue;
      for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0);
    } catch {
      // the process has gone
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

interface Start {
  wallMs: number;
  cpuMs: number;
}

/** Spawns `command`, answers the time until /api/health answers 200 (wall and CPU), then stops it. */
async function timeToHealth(command: string, args: readonly string[]): Promise<Start> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${stderr}`);
      if (performance.now() - started > 600_000) throw new Error(`no answer after 10 minutes:\n${stderr}`);
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (response.ok) return { wallMs: performance.now() - started, cpuMs: groupCpuMs(child.pid ?? 0) };
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    // npm runs the server in a shell of its own: the whole process group is stopped.
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const lines: string[] = [];
const npmStart = ['npm', ['start']] as const;
try {
  let coldStart: Start | undefined;
  if (cold) {
    for (const dir of ['apps/server/dist', 'packages/domain/dist', 'packages/i18n/dist'])
      rmSync(join(ROOT, dir), { recursive: true, force: true });
    coldStart = await timeToHealth(...npmStart);
  } else {
    // Builds what is missing and creates the database: not a restart, not counted.
    await timeToHealth(...npmStart);
  }
  const load = loadavg()[0] ?? 0;
  const restarts: Start[] = [];
  for (let run = 0; run < RUNS; run++) restarts.push(await timeToHealth(...npmStart));
  const throughTsx: Start[] = [];
  for (let run = 0; run < RUNS; run++)
    throughTsx.push(await timeToHealth(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']));

  const row = (label: string, starts: Start[], target: string) => {
    const wall = starts.map((start) => start.wallMs);
    const cpu = median(starts.map((start) => start.cpuMs));
    return `| ${label} | ${starts.length} | ${seconds(median(wall))} | ${seconds(Math.max(...wall))} | ${seconds(cpu)} | ${target} |`;
  };
  const restartMedian = median(restarts.map((start) => start.wallMs));
  lines.push(
    `# npm start: time to the first answer (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `PGlite in a fresh DATA_DIR; load average ${load.toFixed(1)} when the restarts began.`,
    `Measured by \`npx tsx bench/start.ts${cold ? ' --cold' : ''}\`: from the spawn to the first 200 of \`/api/health\`; ` +
      'CPU: the processes of the start together (what the wall time is on idle cores).',
    '',
    '| start | runs | median | slowest | CPU (median) | target |',
    '|---|---|---|---|---|---|',
    ...(coldStart ? [row('nothing built (server and web built first)', [coldStart], 'reported')] : []),
    row('`npm start`, built checkout', restarts, `≤ 3 s: ${restartMedian <= TARGET_MS ? 'met' : 'NOT met'}`),
    row('`node --import tsx apps/server/src/main.ts` (before; no web build)', throughTsx, '–'),
  );
  const report = `${lines.join('\n')}\n`;
  const dir = process.env.BENCH_RESULTS_DIR ?? join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().slice(0, 10)}-start.md`);
  writeFileSync(file, report);
  console.log(report);
  console.log(`written to ${file}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
