/**
 * Builds what `npm start` runs (decision 025): the server and the two workspace packages it
 * imports compiled to JavaScript by tsc (type errors are `npm run typecheck`'s business, so the
 * emit skips the check), and the web app by Vite.
 *
 *   node scripts/build.mjs                      server and web, always
 *   node scripts/build.mjs --if-stale           only the parts whose inputs changed since they were built
 *   node scripts/build.mjs --if-stale --server  the server alone (the command-line tools)
 *
 * A part is stale when the fingerprint of its inputs (every path with its size and mtime, so an
 * edit, a new file or a removed one all count) differs from the one written into its output
 * folder when it was last built. The fingerprint is written last: an interrupted build is rebuilt.
 * The web goes to WEB_DIST_DIR (the folder the server serves), apps/web/dist by default.
 * Plain JavaScript on purpose: it runs before anything is compiled, and without tsx.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
const args = new Set(process.argv.slice(2));
const ifStale = args.has('--if-stale');
const serverOnly = args.has('--server');

/** The server's build: three tsc projects, each with its own dist folder; the stamp lives in the server's. */
const server = {
  name: 'server',
  out: join(ROOT, 'apps/server/dist'),
  inputs: [
    'apps/server/src',
    'apps/server/tsconfig.build.json',
    'packages/domain/src',
    'packages/domain/tsconfig.build.json',
    'packages/domain/package.json',
    'packages/i18n/src',
    'packages/i18n/tsconfig.build.json',
    'packages/i18n/package.json',
    'tsconfig.base.json',
    'scripts/build.mjs',
  ],
  async build() {
    const projects = ['packages/domain', 'packages/i18n', 'apps/server'];
    // Leftovers of removed sources must not linger in the output.
    for (const project of projects) rmSync(join(ROOT, project, 'dist'), { recursive: true, force: true });
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    await Promise.all(
      projects.map((project) => run(process.execPath, [tsc, '-p', `${project}/tsconfig.build.json`], ROOT)),
    );
    // Read at run time next to the compiled client (apps/server/src/db/client.ts: ./migrations).
    cpSync(join(ROOT, 'apps/server/src/db/migrations'), join(this.out, 'db/migrations'), { recursive: true });
  },
};

const webOut = resolve(ROOT, process.env.WEB_DIST_DIR || 'apps/web/dist');
const web = {
  name: 'web',
  out: webOut,
  inputs: [
    'apps/web',
    'packages/domain/src',
    'packages/i18n',
    'tsconfig.base.json',
    'package-lock.json',
    'scripts/build.mjs',
  ],
  async build() {
    const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
    // The same as `npm run build -w @hotel/web` (vite build in apps/web), into WEB_DIST_DIR.
    await run(process.execPath, [vite, 'build', '--outDir', webOut, '--emptyOutDir'], join(ROOT, 'apps/web'));
  },
};

/** Folders never read as inputs: outputs, dependencies, and tests (they do not change the build). */
function skipped(path, name) {
  return (
    name === 'node_modules' ||
    name === 'dist' ||
    name.startsWith('.') ||
    /\.test\.tsx?$/.test(name) ||
    resolve(path) === webOut
  );
}

function collect(path, into) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (!skipped(child, name)) collect(child, into);
    }
  } else {
    into.push(`${relative(ROOT, path)}\t${stat.size}\t${stat.mtimeMs}`);
  }
}

function fingerprint(part) {
  const lines = [];
  for (const input of part.inputs) collect(join(ROOT, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function builtWith(part) {
  try {
    return readFileSync(join(part.out, STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

function run(command, argv, cwd) {
  return new Promise((done, fail) => {
    // Output goes to stderr: the command-line tools print their answers on stdout after this.
    const child = spawn(command, argv, { cwd, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${argv.slice(0, 2).join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const parts = serverOnly ? [server] : [server, web];
await Promise.all(
  parts.map(async (part) => {
    const wanted = fingerprint(part);
    if (ifStale && builtWith(part) === wanted && existsSync(part.out)) return;
    const started = Date.now();
    console.error(`build: ${part.name}…`);
    await part.build();
    writeFileSync(join(part.out, STAMP), `${wanted}\n`);
    console.error(`build: ${part.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }),
);
