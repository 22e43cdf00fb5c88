/**
 * A CPU profile of one route under load (issue 35): the product server (bench/server.ts, app mode,
 * PGlite or BENCH_DATABASE_URL) runs with --cpu-prof while autocannon sends 10 connections for
 * BENCH_SECONDS (default 5) twice; the profile lands in bench/tmp/ (open it in Chromium's
 * DevTools) and the functions that took the most time are printed.
 *
 *   npx tsx bench/profile.ts '/api/catalogue/hotels?q=Barcel&count=10&type=HOT&format=json'
 *   npx tsx bench/profile.ts '/api/hotel/{hotel}' auth     # as the seeded heavy user, on its hotel
 */
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ChildMessage } from './server.ts';

const [path = '/api/health', as] = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dir = join(import.meta.dirname, 'tmp');
const child = fork(join(import.meta.dirname, 'server.ts'), {
  execArgv: ['--import', 'tsx', '--cpu-prof', `--cpu-prof-dir=${dir}`],
  env: { ...process.env, BENCH_MODE: 'app', BENCH_USERS: process.env.BENCH_USERS ?? '50' },
});
const ready = await new Promise<ChildMessage>((resolve) => child.once('message', resolve));
if (ready.type !== 'ready' || !ready.heavy) throw new Error('the bench server did not start');
const headers: Record<string, string> = as === 'auth' ? { authorization: `Token ${ready.heavy.token}` } : {};
const url = `http://127.0.0.1:${ready.port}${path.replace('{hotel}', String(ready.heavy.hotelId))}`;
const started = Date.now();
for (let run = 0; run < 2; run++) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  console.log(
    `${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
}
child.send({ type: 'close' });
await new Promise((resolve) => child.once('exit', resolve));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const newest = readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => join(dir, name))
  .filter((file) => statSync(file).mtimeMs >= started)
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (!newest) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(newest, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const name = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const time = profile.timeDeltas[index] ?? 0;
  total += time;
  const node = nodes.get(id);
  if (!node) return;
  self.set(name(node), (self.get(name(node)) ?? 0) + time);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
    const key = name(nodes.get(current) as ProfileNode);
    if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    seen.add(key);
  }
});
const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
console.log(`\n${newest}\n\nSelf time:\n${top(self, 20)}\n\nInclusive time:\n${top(inclusive, 40)}`);
