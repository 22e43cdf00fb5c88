/**
 * Photos through S3 storage (issue 21): the photo measure of bench/photos.ts with the server's
 * MEDIA_STORAGE=s3, against s3rver started here (pure JavaScript, on 127.0.0.1, objects in a
 * temporary directory). `npm run bench` calls `startBenchS3` for its S3 row; run alone
 * (`npx tsx bench/photos-s3.ts`), it measures the disk and S3 on one fresh server each, and writes
 * bench/results/<date>-photos-s3.md. Knobs: BENCH_PHOTOS (default 24), BENCH_DATABASE_URL
 * (PostgreSQL instead of PGlite), BENCH_RESULTS_DIR.
 */

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';
import { measurePhotos, type PhotoFigures } from './photos.ts';
import type { ChildMessage, ParentMessage } from './server.ts';

export interface BenchS3 {
  /** The environment of a server storing its media in the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on a free port with one bucket; the server under test reaches it over HTTP, as a real store. */
export async function startBenchS3(): Promise<BenchS3> {
  const directory = `/tmp/hotel-extranet-bench-s3-${randomBytes(6).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'bench-media', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'bench-media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The check of the issue: the upload route within 2× of sharp alone. */
export function photosS3Check(photos: PhotoFigures) {
  return {
    what: 'photos through S3 storage: within 2× of sharp alone',
    figure: `${(photos.ceiling / photos.pipeline).toFixed(2)}× (${photos.pipeline.toFixed(2)} photos/s, ceiling ${photos.ceiling.toFixed(2)})`,
    met: photos.ceiling / photos.pipeline <= 2,
  };
}

/** One product server (bench/server.ts) with `env`; answers the photos measured through it. */
async function photosOn(env: Record<string, string>, photos: number): Promise<PhotoFigures> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, BENCH_MODE: 'app', ...env };
  const child = fork(join(import.meta.dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: childEnv,
  });
  try {
    const ready = await new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      child.once('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve(message);
        else reject(new Error(message.type === 'error' ? message.message : 'unexpected message'));
      });
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const token = ready.heavy?.token ?? '';
    const hotels = (await (
      await fetch(`${base}/api/hotel/`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { id: number }[];
    return await measurePhotos({
      baseUrl: base,
      token,
      hotelIds: hotels.map((hotel) => hotel.id),
      photos,
      concurrency: 2,
    });
  } finally {
    child.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send({ type: 'close' } satisfies ParentMessage);
    });
  }
}

async function main() {
  const count = Number(process.env.BENCH_PHOTOS ?? 24);
  // Other work on the machine moves every figure: its load is written beside them.
  const loadBefore = loadavg()[0] ?? 0;
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const disk = await photosOn({ MEDIA_STORAGE: 'disk' }, count);
  const s3 = await startBenchS3();
  let onS3: PhotoFigures;
  try {
    onS3 = await photosOn(s3.env, count);
  } finally {
    await s3.close();
  }
  const check = photosS3Check(onS3);
  const machine = `${type()} ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const row = (name: string, figures: PhotoFigures) =>
    `| ${name} | ${figures.pipeline.toFixed(2)} | ${figures.ceiling.toFixed(2)} | ${(figures.ceiling / figures.pipeline).toFixed(2)} × | ${figures.errors} |`;
  const lines = [
    `# Photos through S3 storage ${date}`,
    '',
    `Machine: ${machine}. Load average (1 min) ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
    '',
    `Method: \`npx tsx bench/photos-s3.ts\`. The photo measure of \`npm run bench\` (bench/photos.ts: a ${onS3.width} × ${onS3.height} JPEG of ${(onS3.jpegBytes / 2 ** 20).toFixed(1)} MiB, ${onS3.photos} photos, ${onS3.concurrency} at a time, multipart POST to the photo route: checks, renditions, quality, storage, insert), on a fresh product server on ${engine} in a process of its own, once with MEDIA_STORAGE=disk and once with MEDIA_STORAGE=s3 against s3rver started by the bench on 127.0.0.1 (in the bench process: its work shares the machine's cores with the server's, as it would not with a real store). Each row's ceiling is sharp alone measured in the bench process just before it.`,
    '',
    '| storage | photos/s through the route | sharp alone photos/s | ratio | upload errors |',
    '|---|---|---|---|---|',
    row('disk (MEDIA_DIR)', disk),
    row('S3 (s3rver)', onS3),
    '',
    `Target: ${check.what}: ${check.figure}: ${check.met ? 'met' : '**not met**'}.`,
    '',
  ];
  const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${date}-photos-s3.md`), lines.join('\n'));
  console.log(lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  process.exit(0);
}
