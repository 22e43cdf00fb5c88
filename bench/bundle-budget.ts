/**
 * The web's size per route, from Vite's build manifest, and the budgets of issue 9.
 *
 * A route loads the entry (index.html's script) with its static imports, the lazy frames the router
 * puts around it (the app itself, the Spanish catalogue, the query cache's provider, the dashboard
 * shell) and its lazy chunk, each with its
 * static imports. Sizes are gzipped bytes of JS and CSS. The login route must stay under 170 kB of
 * gzipped JS in all; a wizard step's own chunk (what navigating to the step fetches on top of the
 * entry and the frames, already there when moving between steps) under 60 kB. Run `npx tsx bench/bundle-budget.ts [distDir]` after a build: prints
 * the table and exits 1 when a budget is passed (it runs in `npm test`, right after the build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of `.vite/manifest.json` (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a code-splitting group's chunks are known by it). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  /** The route module's path under src/app/routes, without extension ("login", "wizard/photos"). */
  route: string;
  /** Everything the route loads: entry and its static imports, lazy chunk and its static imports. */
  js: number;
  css: number;
  /** What the route fetches beyond the entry and its frames: its lazy chunk and the static imports they lack. */
  chunkJs: number;
  chunkCss: number;
}

export const LOGIN_ROUTE = 'login';
export const LOGIN_JS_BUDGET = 170_000;
export const WIZARD_STEP_BUDGET = 60_000;
/** The wizard's steps (spec §6–§15): basic, ubication, accesibility, services, activities, rooms, a room, photos, videos, opinions. */
export const WIZARD_STEPS = [
  'wizard/basic',
  'wizard/ubication',
  'wizard/accesibility',
  'wizard/services',
  'wizard/activities',
  'wizard/rooms',
  'wizard/room',
  'wizard/photos',
  'wizard/videos',
  'wizard/opinions',
];
/**
 * The routes held to the wizard step's budget: the steps, and the rates screens a manager works in
 * the same way (the three-step new-rate wizard, the ARI grid of the calendar; issue 15), and the
 * hotel's reservations (list, detail drawer and rooming list; issue 32).
 */
export const STEP_BUDGET_ROUTES = [...WIZARD_STEPS, 'rates/new', 'rates/calendar', 'reservations'];
/** Issue 21's first-load budget for every route: gzipped JS, the entry and frames included. */
export const FIRST_LOAD_JS_BUDGET = 200_000;
/**
 * The routes within FIRST_LOAD_JS_BUDGET today, held there. The others are over it on the stack
 * of docs/stack.md (React, react-router, i18next and Mantine alone are about 190 kB of a
 * signed-in screen's first load): docs/decisions/041-first-load-floor.md.
 */
export const FIRST_LOAD_BUDGET_ROUTES = [
  'register',
  'restore-password',
  'registered',
  'confirm-email',
  'contact',
  'not-found',
];
const ROUTES_DIR = 'src/app/routes/';

/** A lazy module the router loads together with some routes (apps/web/src/app/router.tsx). */
export interface Frame {
  module: string;
  /**
   * The code-splitting group (apps/web/vite.config.ts) that holds the module, when it has no chunk of
   * its own: the manifest then knows the group's chunk by name only. Such a frame must be in the build.
   */
  group?: string;
  /** Fetched after the first paint (a prefetch): there for later navigations, not in a first load. */
  prefetched?: boolean;
  routes(route: string): boolean;
}
/** The code-splitting group of zod and the login's validation (apps/web/vite.config.ts). */
export const ZOD_GROUP = 'zod';
/**
 * The pages Lighthouse measures (bench/web.ts): their first load must not include zod, which only
 * the forms need (about 24 kB gzipped, and its schemas' construction on a phone's CPU). The register
 * form loads its validation after its first paint (lib/lazy-resolver.ts, decision 040), and so does
 * the second factor's enrolment, where staff land after their first sign-in.
 */
export const ZOD_FREE_ROUTES = ['login', 'register', 'second-factor', 'home', 'wizard/photos'];
/** The routes under the auth layout (no dashboard shell; app/screens.ts: the /auth paths and /404). */
const AUTH_ROUTES = [
  'login',
  'register',
  'registered',
  'confirm-email',
  'restore-password',
  'contact',
  'second-factor',
  'facturation',
  'not-found',
];
export const APP_FRAMES: Frame[] = [
  // The app itself (router, providers): main.tsx imports it after starting the first screen's downloads.
  { module: 'src/app/start.tsx', group: 'boot', routes: () => true },
  // The Spanish catalogue (the default language), which the app awaits before its first render: with
  // the chunks it imports, or a shared helper placed in a screens' chunk would go unnoticed (it once
  // brought 110 kB of signed-in chunks into the login page's first load).
  { module: 'src/lib/catalogues/locale-es.ts', group: 'locale-es', routes: () => true },
  { module: 'src/app/QueryHost.tsx', group: 'query', routes: (route) => route !== LOGIN_ROUTE },
  {
    module: 'src/app/layouts/DashboardShell.tsx',
    group: 'dashboard',
    routes: (route) => !AUTH_ROUTES.includes(route),
  },
  // Zod, for the forms: in no screen's first load, but prefetched by index.html at the lowest
  // priority, so a wizard step finds it there. (The login route's budget is its load before the first
  // paint: without it.)
  {
    module: 'node_modules/zod/index.js',
    group: ZOD_GROUP,
    prefetched: true,
    routes: (route) => !AUTH_ROUTES.includes(route),
  },
];

/** The manifest key of the entry (index.html's script). */
function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('manifest has no entry');
  return key;
}

/**
 * A frame's chunk: its module's, or its group's. A frame that is in neither (not lazy) is in the
 * entry already; one that names a group must be found, or the routes would be measured without it.
 */
function frameChunkKey(manifest: Manifest, frame: Frame): string | undefined {
  if (manifest[frame.module]) return frame.module;
  if (!frame.group) return undefined;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === frame.group);
  if (!key) throw new Error(`no chunk for ${frame.module} (group ${frame.group}) in the manifest`);
  return key;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const stack = [key];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`manifest has no chunk ${next}`);
    seen.add(next);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function files(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as ManifestChunk;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

const sum = (names: Iterable<string>, sizeOf: (file: string) => number) =>
  [...names].reduce((total, name) => total + sizeOf(name), 0);

/**
 * Sizes of the entry (route "(entry)"), of each frame present in the build ("[frame] …", on top of
 * the entry) and of every lazy route the entry imports from src/app/routes. `sizeOf` answers a built
 * file's gzipped size (injected, so that the computation is pure).
 */
export function routeSizes(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  frames: Frame[] = APP_FRAMES,
): RouteSize[] {
  const entryKeys = staticClosure(manifest, entryKeyOf(manifest));
  const size = (keys: Set<string>, before: Set<string>) => {
    const all = files(manifest, new Set([...before, ...keys]));
    const base = files(manifest, before);
    const extraJs = [...all.js].filter((file) => !base.js.has(file));
    const extraCss = [...all.css].filter((file) => !base.css.has(file));
    return {
      js: sum(all.js, sizeOf),
      css: sum(all.css, sizeOf),
      chunkJs: sum(extraJs, sizeOf),
      chunkCss: sum(extraCss, sizeOf),
    };
  };
  const out: RouteSize[] = [{ route: '(entry)', ...size(entryKeys, new Set()), chunkJs: 0, chunkCss: 0 }];
  const present = frames.flatMap((frame) => {
    const key = frameChunkKey(manifest, frame);
    return key ? [{ ...frame, key }] : [];
  });
  for (const frame of present)
    out.push({
      route: `[frame] ${frame.module.replace(/^src\/app\//, '').replace(/\.[jt]sx?$/, '')}`,
      ...size(staticClosure(manifest, frame.key), entryKeys),
    });
  // The routes are imported lazily by the entry or by a chunk it imports (main.tsx's table of screens).
  const routeKeys = [...new Set([...entryKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
    (key) => key.startsWith(ROUTES_DIR),
  );
  for (const key of routeKeys) {
    const route = key.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
    const before = new Set(entryKeys);
    for (const frame of present.filter((candidate) => candidate.routes(route)))
      for (const frameKey of staticClosure(manifest, frame.key)) before.add(frameKey);
    out.push({ route, ...size(staticClosure(manifest, key), before) });
  }
  return out;
}

/**
 * The routes of ZOD_FREE_ROUTES whose first load (the entry, the frames loaded with the route and
 * the route's chunk, each with its static imports; not the prefetched frames) includes the zod group's
 * chunk, as sentences. A route missing from the build counts too.
 */
export function zodInFirstLoad(manifest: Manifest, frames: Frame[] = APP_FRAMES): string[] {
  const entryKey = entryKeyOf(manifest);
  const out: string[] = [];
  for (const route of ZOD_FREE_ROUTES) {
    const routeKey = `${ROUTES_DIR}${route}.tsx`;
    if (!manifest[routeKey]) {
      out.push(`route ${route} is not in the build`);
      continue;
    }
    const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, routeKey)]);
    for (const frame of frames.filter((candidate) => !candidate.prefetched && candidate.routes(route))) {
      const key = frameChunkKey(manifest, frame);
      if (key) for (const frameKey of staticClosure(manifest, key)) keys.add(frameKey);
    }
    if ([...keys].some((key) => manifest[key]?.name === ZOD_GROUP))
      out.push(`${route}: its first load includes zod (group ${ZOD_GROUP})`);
  }
  return out;
}

/** Mantine's class names: `m_` and eight hex digits (its CSS modules' stable names). */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

/**
 * The Mantine classes the built scripts use that no built stylesheet styles, as sentences. The app
 * imports Mantine's stylesheets one component at a time (apps/web/src/app/mantine.css), so a component
 * it starts using needs its file added there. `styled` holds every class Mantine's full stylesheet
 * styles: other strings of the same shape are not Mantine's classes.
 */
export function unstyledMantineClasses(
  scripts: string[],
  stylesheets: string[],
  styled: Set<string>,
): string[] {
  const inStylesheets = new Set(stylesheets.flatMap((css) => css.match(MANTINE_CLASS) ?? []));
  const missing = [
    ...new Set(scripts.flatMap((js) => js.match(MANTINE_CLASS) ?? []).filter((name) => styled.has(name))),
  ].filter((name) => !inStylesheets.has(name));
  return missing.length === 0
    ? []
    : [
        `Mantine classes used without their stylesheet (add it to apps/web/src/app/mantine.css): ${missing.sort().join(', ')}`,
      ];
}

/** unstyledMantineClasses on a build: its scripts and stylesheets, against @mantine/core/styles.css. */
function unstyledInBuild(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  const read = (extension: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(join(assets, file), 'utf8'));
  const mantine = createRequire(join(import.meta.dirname, '..', 'apps', 'web', 'package.json')).resolve(
    '@mantine/core/styles.css',
  );
  const styled = new Set(readFileSync(mantine, 'utf8').match(MANTINE_CLASS) ?? []);
  return unstyledMantineClasses(read('.js'), read('.css'), styled);
}

/** The budgets passed, as sentences; empty when all hold. A budgeted route missing from the build counts as passed. */
export function budgetViolations(sizes: RouteSize[]): string[] {
  const out: string[] = [];
  const byRoute = new Map(sizes.map((size) => [size.route, size]));
  const login = byRoute.get(LOGIN_ROUTE);
  if (!login) out.push(`route ${LOGIN_ROUTE} is not in the build`);
  else if (login.js > LOGIN_JS_BUDGET)
    out.push(`${LOGIN_ROUTE}: ${kb(login.js)} of gzipped JS, budget ${kb(LOGIN_JS_BUDGET)}`);
  for (const step of STEP_BUDGET_ROUTES) {
    const size = byRoute.get(step);
    if (!size) out.push(`step ${step} is not in the build`);
    else if (size.chunkJs > WIZARD_STEP_BUDGET)
      out.push(`${step}: chunk of ${kb(size.chunkJs)} gzipped JS, budget ${kb(WIZARD_STEP_BUDGET)}`);
  }
  for (const route of FIRST_LOAD_BUDGET_ROUTES) {
    const size = byRoute.get(route);
    if (!size) out.push(`route ${route} is not in the build`);
    else if (size.js > FIRST_LOAD_JS_BUDGET)
      out.push(`${route}: ${kb(size.js)} of gzipped JS, budget ${kb(FIRST_LOAD_JS_BUDGET)}`);
  }
  return out;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatTable(sizes: RouteSize[]): string {
  const budgetOf = (route: string) =>
    route === LOGIN_ROUTE
      ? `JS ≤ ${kb(LOGIN_JS_BUDGET)}`
      : STEP_BUDGET_ROUTES.includes(route)
        ? `chunk JS ≤ ${kb(WIZARD_STEP_BUDGET)}`
        : FIRST_LOAD_BUDGET_ROUTES.includes(route)
          ? `JS ≤ ${kb(FIRST_LOAD_JS_BUDGET)}`
          : '';
  return [
    '| route | JS (gzip) | CSS (gzip) | own chunk JS | own chunk CSS | budget |',
    '|---|---|---|---|---|---|',
    ...sizes.map(
      (s) =>
        `| ${s.route} | ${kb(s.js)} | ${kb(s.css)} | ${kb(s.chunkJs)} | ${kb(s.chunkCss)} | ${budgetOf(s.route)} |`,
    ),
  ].join('\n');
}

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Reads a build (default apps/web/dist) and answers its sizes per route. */
export function measureBuild(distDir: string): RouteSize[] {
  const manifest = readManifest(distDir);
  const cache = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
  return routeSizes(manifest, sizeOf);
}

export const defaultDistDir = () =>
  resolve(process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist'));

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.argv[2] ? resolve(process.argv[2]) : defaultDistDir();
  const sizes = measureBuild(distDir);
  console.log(formatTable(sizes));
  const violations = [
    ...budgetViolations(sizes),
    ...zodInFirstLoad(readManifest(distDir)),
    ...unstyledInBuild(distDir),
  ];
  if (violations.length > 0) {
    console.error(`\nBundle budget exceeded:\n${violations.map((v) => `- ${v}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nBundle budgets hold.');
}
