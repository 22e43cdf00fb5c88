import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  FIRST_LOAD_BUDGET_ROUTES,
  FIRST_LOAD_JS_BUDGET,
  type Frame,
  formatTable,
  LOGIN_JS_BUDGET,
  type Manifest,
  routeSizes,
  STEP_BUDGET_ROUTES,
  staticClosure,
  unstyledMantineClasses,
  WIZARD_STEP_BUDGET,
  ZOD_FREE_ROUTES,
  ZOD_GROUP,
  zodInFirstLoad,
} from './bundle-budget.ts';

/**
 * A small build: the entry shares `react` with the routes; the dashboard shell is a lazy frame
 * around the wizard steps; `wizard/ubication` pulls a heavy map chunk; styles hang on chunks.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
    dynamicImports: [
      'src/app/routes/login.tsx',
      'src/app/routes/wizard/ubication.tsx',
      'src/app/routes/wizard/basic.tsx',
      'src/app/layouts/DashboardShell.tsx',
      'locales/es/common.json',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_map.js': { file: 'assets/map.js', css: ['assets/map.css'] },
  'src/app/layouts/DashboardShell.tsx': {
    file: 'assets/shell.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_form.js'],
  },
  'src/app/routes/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js'] },
  'src/app/routes/wizard/ubication.tsx': {
    file: 'assets/ubication.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_map.js'],
  },
  'src/app/routes/wizard/basic.tsx': { file: 'assets/basic.js', isDynamicEntry: true, imports: ['_form.js'] },
  'locales/es/common.json': { file: 'assets/common.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/index.css': 30_000,
  'assets/react.js': 50_000,
  'assets/form.js': 10_000,
  'assets/map.js': 45_000,
  'assets/map.css': 6_000,
  'assets/shell.js': 20_000,
  'assets/login.js': 5_000,
  'assets/ubication.js': 8_000,
  'assets/basic.js': 3_000,
  'assets/common.js': 2_000,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;
const frames = [
  { module: 'src/app/layouts/DashboardShell.tsx', routes: (route: string) => route.startsWith('wizard/') },
];

describe('routeSizes', () => {
  it('follows static imports transitively, once each', () => {
    expect([...staticClosure(manifest, 'src/app/routes/wizard/ubication.tsx')].sort()).toEqual(
      ['_form.js', '_map.js', '_react.js', 'src/app/routes/wizard/ubication.tsx'].sort(),
    );
    expect(() => staticClosure(manifest, 'missing')).toThrow(/missing/);
  });

  it('sums the entry, the frames and each route, counting a shared chunk once', () => {
    const byRoute = Object.fromEntries(routeSizes(manifest, sizeOf, frames).map((s) => [s.route, s]));
    expect(Object.keys(byRoute)).toEqual([
      '(entry)',
      '[frame] layouts/DashboardShell',
      'login',
      'wizard/ubication',
      'wizard/basic',
    ]);
    expect(byRoute['(entry)']).toEqual({
      route: '(entry)',
      js: 150_000,
      css: 30_000,
      chunkJs: 0,
      chunkCss: 0,
    });
    // Login: entry + its chunk + the form chunk; not the shell, not the catalogues (dynamic).
    expect(byRoute.login).toEqual({ route: 'login', js: 165_000, css: 30_000, chunkJs: 15_000, chunkCss: 0 });
    expect(byRoute['[frame] layouts/DashboardShell']?.chunkJs).toBe(30_000);
    // A step inside the shell: the form chunk came with the shell, only the map is its own.
    expect(byRoute['wizard/ubication']).toEqual({
      route: 'wizard/ubication',
      js: 233_000,
      css: 36_000,
      chunkJs: 53_000,
      chunkCss: 6_000,
    });
    expect(byRoute['wizard/basic']?.chunkJs).toBe(3_000);
  });

  it("finds a frame inside a code-splitting group by the group's name, and the routes the entry's chunks import", () => {
    // As vite.config.ts builds it: index.html's script imports a table of screens (`_entry.js`),
    // which imports the routes; the shell is inside the `dashboard` group's chunk.
    const grouped: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_entry.js'] },
      '_entry.js': {
        file: 'assets/entry.js',
        name: 'entry',
        dynamicImports: ['_dashboard.js', 'src/app/routes/wizard/basic.tsx'],
      },
      '_dashboard.js': { file: 'assets/shell.js', name: 'dashboard', imports: ['_react.js', '_form.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
      'src/app/routes/wizard/basic.tsx': {
        file: 'assets/basic.js',
        isDynamicEntry: true,
        imports: ['_form.js', '_dashboard.js'],
      },
    };
    const shell = {
      module: 'src/app/layouts/DashboardShell.tsx',
      routes: (route: string) => route.startsWith('wizard/'),
    };
    const inGroup: Frame[] = [{ ...shell, group: 'dashboard' }];
    const basic = routeSizes(grouped, sizeOf, inGroup).find((s) => s.route === 'wizard/basic');
    expect(basic?.chunkJs).toBe(3_000);
    expect(() => routeSizes(grouped, sizeOf, [{ ...shell, group: 'shell' }])).toThrow(/group shell/);
  });

  it('without frames, a route carries the chunks it shares with nothing loaded before', () => {
    const basic = routeSizes(manifest, sizeOf, []).find((s) => s.route === 'wizard/basic');
    expect(basic?.chunkJs).toBe(13_000);
  });
});

describe('budgetViolations', () => {
  const step = (route: string, chunkJs: number) => ({ route, js: 0, css: 0, chunkJs, chunkCss: 0 });
  const withinBudget = [
    { route: 'login', js: LOGIN_JS_BUDGET, css: 0, chunkJs: 0, chunkCss: 0 },
    ...STEP_BUDGET_ROUTES.map((route) => step(route, WIZARD_STEP_BUDGET)),
    ...FIRST_LOAD_BUDGET_ROUTES.map((route) => ({
      route,
      js: FIRST_LOAD_JS_BUDGET,
      css: 0,
      chunkJs: 0,
      chunkCss: 0,
    })),
  ];

  it('accepts sizes exactly at the budgets', () => {
    expect(budgetViolations(withinBudget)).toEqual([]);
  });

  it('names the login route past 170 kB and a step chunk past 60 kB', () => {
    const over = withinBudget.map((s) =>
      s.route === 'login'
        ? { ...s, js: LOGIN_JS_BUDGET + 1 }
        : s.route === 'wizard/photos' || s.route === 'rates/calendar'
          ? { ...s, chunkJs: WIZARD_STEP_BUDGET + 1 }
          : s,
    );
    expect(budgetViolations(over)).toEqual([
      'login: 170.0 kB of gzipped JS, budget 170.0 kB',
      'wizard/photos: chunk of 60.0 kB gzipped JS, budget 60.0 kB',
      'rates/calendar: chunk of 60.0 kB gzipped JS, budget 60.0 kB',
    ]);
  });

  it('names a route held to the 200 kB first load (issue 21) that passes it', () => {
    const over = withinBudget.map((s) =>
      s.route === 'contact' ? { ...s, js: FIRST_LOAD_JS_BUDGET + 1 } : s,
    );
    expect(budgetViolations(over)).toEqual(['contact: 200.0 kB of gzipped JS, budget 200.0 kB']);
    expect(budgetViolations(withinBudget.filter((s) => s.route !== 'not-found'))).toEqual([
      'route not-found is not in the build',
    ]);
  });

  it('counts a budgeted route missing from the build as a failure (a rename must not silence it)', () => {
    const violations = budgetViolations(withinBudget.filter((s) => s.route !== 'wizard/room'));
    expect(violations).toEqual(['step wizard/room is not in the build']);
  });

  it('prints one table row per route with its budget', () => {
    const table = formatTable(routeSizes(manifest, sizeOf, frames));
    expect(table).toContain('| login | 165.0 kB | 30.0 kB | 15.0 kB | 0.0 kB | JS ≤ 170.0 kB |');
    expect(table).toContain('| wizard/basic | 183.0 kB | 30.0 kB | 3.0 kB | 0.0 kB | chunk JS ≤ 60.0 kB |');
    expect(table.split('\n')).toHaveLength(2 + 5);
  });
});

describe('zodInFirstLoad', () => {
  /** Login, register, second factor, home and photos; the dashboard frame and the photos screen share `_screens`, and zod is prefetched. */
  const build = (screensImports: string[]): Manifest => ({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_zod.js': { file: 'assets/zod.js', name: ZOD_GROUP },
    '_screens.js': { file: 'assets/screens.js', name: 'screens', imports: screensImports },
    '_shell.js': { file: 'assets/shell.js', name: 'dashboard', imports: ['_react.js'] },
    'src/app/routes/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/app/routes/register.tsx': {
      file: 'assets/register.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
    'src/app/routes/second-factor.tsx': {
      file: 'assets/second-factor.js',
      isDynamicEntry: true,
      imports: ['_react.js'],
    },
    'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true },
    'src/app/routes/wizard/photos.tsx': {
      file: 'assets/photos.js',
      isDynamicEntry: true,
      imports: ['_screens.js'],
    },
  });
  const zodFrames: Frame[] = [
    {
      module: 'src/app/layouts/DashboardShell.tsx',
      group: 'dashboard',
      routes: (route) => !['login', 'register', 'second-factor'].includes(route),
    },
    {
      module: 'node_modules/zod/index.js',
      group: ZOD_GROUP,
      prefetched: true,
      routes: (route) => route !== 'login',
    },
  ];

  it('passes when zod is only prefetched', () => {
    expect(zodInFirstLoad(build([]), zodFrames)).toEqual([]);
  });

  it('names a measured route whose static imports reach the zod chunk', () => {
    expect(zodInFirstLoad(build(['_zod.js']), zodFrames)).toEqual([
      `wizard/photos: its first load includes zod (group ${ZOD_GROUP})`,
    ]);
  });

  it('counts zod brought by a frame loaded with the route, and a measured route missing from the build', () => {
    const manifest = build([]);
    manifest['_shell.js'] = { file: 'assets/shell.js', name: 'dashboard', imports: ['_zod.js'] };
    delete manifest['src/app/routes/login.tsx'];
    expect(zodInFirstLoad(manifest, zodFrames)).toEqual([
      'route login is not in the build',
      `home: its first load includes zod (group ${ZOD_GROUP})`,
      `wizard/photos: its first load includes zod (group ${ZOD_GROUP})`,
    ]);
    expect(ZOD_FREE_ROUTES).toEqual(['login', 'register', 'second-factor', 'home', 'wizard/photos']);
  });
});

describe('unstyledMantineClasses', () => {
  const styled = new Set(['m_11111111', 'm_22222222', 'm_33333333']);

  it('passes when every Mantine class of the scripts has its rules in a stylesheet', () => {
    const scripts = ['var a={root:`m_11111111`}', 'var b={root:`m_22222222`,label:`m_99999999`}'];
    const stylesheets = ['.m_11111111{color:red}', '.m_22222222:where(.x){}'];
    expect(unstyledMantineClasses(scripts, stylesheets, styled)).toEqual([]);
  });

  it('names each class used without its stylesheet once, ignoring strings that are not Mantine classes', () => {
    const scripts = ['{root:`m_33333333`}', '{root:`m_33333333`,x:`m_22222222`,y:`m_abcdef12`}'];
    expect(unstyledMantineClasses(scripts, ['.m_22222222{}'], styled)).toEqual([
      'Mantine classes used without their stylesheet (add it to apps/web/src/app/mantine.css): m_33333333',
    ]);
  });
});
