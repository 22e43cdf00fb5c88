/**
 * Import boundaries, checked by `npm run lint`. Biome's `noRestrictedImports` matches the import
 * specifier as written, so it cannot tell `../rooms/x.ts` (another feature) from `./rooms/x.ts`
 * (the same one): this check resolves every relative import to a path in the repository first.
 *
 * - A web feature (`apps/web/src/features/<a>`) imports no other feature.
 * - The web's shared folders (`lib/`, `components/`, `api/`) import no feature and not the app shell.
 * - The server's `lib/` and `plugins/` import no module: modules build on them, never the reverse.
 * - A server module (each folder under `apps/server/src/modules/`, a sub-folder being a module of
 *   its own) is entered through its door, `index.ts`: no file outside the folder imports any other
 *   file of it (decision 049).
 * - A web feature imports no part of the app shell (`app/`); the web `lib/` imports no `api/`.
 * - `packages/domain` imports nothing from the apps.
 * - A web data hook (a `use…` function that calls useQuery, useMutation, useSuspenseQuery or
 *   another of React Query's query hooks) is defined in a feature's `api/` folder, or in the
 *   shared `api/` when several features or the app shell use it; nowhere else.
 *
 * Tests follow the same rules. Why: docs/decisions/037-import-boundaries.md and
 * docs/decisions/048-web-hooks-beside-their-queries.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** A source file, its path relative to the repository root with `/` separators. */
export interface SourceFile {
  path: string;
  text: string;
}

/** The folders the check reads; every rule is about files in them. */
export const CHECKED_FOLDERS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

const featureOf = (path: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** Layers that must not import the layers below `to`, whatever the feature. */
const layerRules = [
  {
    from: /^apps\/web\/src\/(lib|components|api)\//,
    to: /^apps\/web\/src\/(features|app)\//,
    why: 'the web lib/, components/ and api/ are shared by the features and must not import a feature or app/',
  },
  {
    from: /^apps\/web\/src\/features\//,
    to: /^apps\/web\/src\/app\//,
    why: 'a feature must not import the app shell (app/): the shell imports the features, never the reverse',
  },
  {
    from: /^apps\/web\/src\/lib\//,
    to: /^apps\/web\/src\/api\//,
    why: 'the web lib/ must not import api/: the API layer builds on lib/, never the reverse',
  },
  {
    from: /^packages\/domain\//,
    to: /^apps\//,
    why: 'packages/domain must not import the apps: both apps build on the domain, never the reverse',
  },
  {
    from: /^apps\/server\/src\/(lib|plugins)\//,
    to: /^apps\/server\/src\/modules\//,
    why: 'the server lib/ and plugins/ must not import a module (types go in lib/, services come in through options)',
  },
];

const MODULES = 'apps/server/src/modules/';

/** The server module a file belongs to: its folder under `modules/` (`rates`, `distribution/ota-in`). */
const moduleOf = (path: string) =>
  path.startsWith(MODULES) ? posix.dirname(path.slice(MODULES.length)) : undefined;

/** Why importing `to` from `from` breaks a server module's door, or undefined when it does not. */
function brokenDoor(from: string, to: string): string | undefined {
  const target = moduleOf(to);
  if (target === undefined || target === moduleOf(from) || posix.basename(to) === 'index.ts') return;
  return `module ${target} is entered through its door, modules/${target}/index.ts, which exports its services and types (never its repository)`;
}

/** Why importing `to` from `from` breaks a boundary, or undefined when it does not. */
export function brokenBoundary(from: string, to: string): string | undefined {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature ${fromFeature} must not import feature ${toFeature} (move the shared piece to api/, lib/ or components/)`;
  }
  // A layer rule first: lib/ and plugins/ import no module at all, not even its door.
  return layerRules.find((rule) => rule.from.test(from) && rule.to.test(to))?.why ?? brokenDoor(from, to);
}

/** The apps as packages: `packages/domain` imports neither, by name or by path. */
const APP_PACKAGES = /^@hotel\/(server|web)(\/|$)/;

/** One line per import of an app package by name from `packages/domain`. */
export function domainPackageViolations(files: Iterable<SourceFile>): string[] {
  const violations: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('packages/domain/')) continue;
    for (const { fileName } of ts.preProcessFile(file.text, true, true).importedFiles) {
      if (APP_PACKAGES.test(fileName)) {
        violations.push(`${file.path} imports ${fileName}: packages/domain must not import the apps`);
      }
    }
  }
  return violations;
}

/** The repository paths a file imports (static, type-only, re-exports and `import()`); packages are skipped. */
export function relativeImports(file: SourceFile): string[] {
  const { importedFiles } = ts.preProcessFile(file.text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.join(posix.dirname(file.path), specifier));
}

/** One line per import that breaks a boundary: `file imports target: why`. */
export function boundaryViolations(files: Iterable<SourceFile>): string[] {
  const violations: string[] = [];
  for (const file of files) {
    for (const target of relativeImports(file)) {
      const why = brokenBoundary(file.path, target);
      if (why) violations.push(`${file.path} imports ${target}: ${why}`);
    }
  }
  return violations;
}

/** React Query's hooks that read or write server data: a `use…` function calling one is a data hook. */
const QUERY_HOOKS = new Set([
  'useQuery',
  'useSuspenseQuery',
  'useQueries',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useMutation',
]);

/** Where the web's data hooks live: a feature's `api/` folder, or the shared `api/` (decision 048). */
const DATA_HOOK_HOME = /^apps\/web\/src\/(api|features\/[^/]+\/api)\//;

/** The names of the `use…` functions a file defines that call one of React Query's query hooks. */
export function dataHooksDefined(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const callsQueryHook = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      QUERY_HOOKS.has(node.expression.text)) ||
    (ts.forEachChild(node, callsQueryHook) ?? false);
  const hooks: string[] = [];
  const visit = (node: ts.Node) => {
    let name: ts.Node | undefined;
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(node)) {
      name = node.name;
      body = node.body;
    } else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name;
      body = node.initializer.body;
    }
    if (name && ts.isIdentifier(name) && /^use[A-Z0-9]/.test(name.text) && body && callsQueryHook(body)) {
      hooks.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hooks;
}

/** One line per data hook defined outside a feature's `api/` or the shared `api/`. */
export function dataHookViolations(files: Iterable<SourceFile>): string[] {
  const violations: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('apps/web/src/') || DATA_HOOK_HOME.test(file.path)) continue;
    for (const hook of dataHooksDefined(file)) {
      violations.push(
        `${file.path} defines the data hook ${hook}: data hooks live in features/<feature>/api/, or in api/ when several features share them (decision 048)`,
      );
    }
  }
  return violations;
}

function* sourceFiles(root: string): Generator<SourceFile> {
  for (const folder of CHECKED_FOLDERS) {
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|mts)$/.test(name) || name.split(/[\\/]/).includes('node_modules')) continue;
      const path = posix.join(folder, name.replaceAll('\\', '/'));
      yield { path, text: readFileSync(join(root, path), 'utf8') };
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const files = [...sourceFiles(resolve(import.meta.dirname, '..'))];
  const violations = [
    ...boundaryViolations(files),
    ...domainPackageViolations(files),
    ...dataHookViolations(files),
  ];
  if (violations.length > 0) {
    console.error(`Import boundaries broken (scripts/check-boundaries.ts):\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log('Import boundaries hold; data hooks are in api/ folders.');
}
