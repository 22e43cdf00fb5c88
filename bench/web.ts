/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
/**
 * The web's size and speed (issue 9, item 5): bundle size per route with its budgets, Lighthouse on
 * login, the dashboard and the photos step (desktop and mobile), and the yearly rates calendar's
 * interaction delay under 4× CPU throttling. Runs against the real server (built web, PGlite in a
 * DATA_DIR of its own, a port of its own). `npx tsx bench/web.ts` runs it alone; `npm run bench`
 * calls webBench() and puts its section into the same report. Timings are never asserted.
 *
 * Environment: WEB_DIST_DIR (a build to measure; default: a fresh build in a temporary dir),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_PORT (default: any free port),
 * BENCH_WEB_TOGGLES (calendar clicks per kind, default 9), BENCH_WEB_PARTS (lighthouse,calendar:
 * both by default; the bundle table always), BENCH_LIGHTHOUSE_DIR (where to keep each run's full
 * Lighthouse report and its trace as JSON, to read in detail; none kept by default).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { signUp } from '../apps/server/src/test/app.ts';
import { budgetViolations, formatTable, measureBuild, type RouteSize } from './bundle-budget.ts';
import { median, medianRun } from './median.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const TOGGLES = Number(process.env.BENCH_WEB_TOGGLES ?? 9);
/**
 * Lighthouse runs per page: a single mobile run moves by a few points from run to run (whether the
 * first paint lands before or after the scripts have run decides which tasks count as blocking), so
 * mobile reports the median of three, as Lighthouse's documentation advises; desktop stays far from
 * its target and runs once.
 */
const RUNS = {
  mobile: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  desktop: 1,
};

export interface LighthouseRun {
  page: string;
  formFactor: 'desktop' | 'mobile';
  /** The run reported is the median by performance; these are the scores of all its runs. */
  runs: number[];
  performance: number;
  accessibility: number;
  /** Milliseconds (CLS: unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Why Lighthouse could not measure the page, when it could not. */
  error?: string;
  /** Audits below 0.9 in either category, worst first. */
  failing: { id: string; title: string; score: number; displayValue?: string }[];
}

export interface CalendarRun {
  action: string;
  /** Event Timing durations (input to next paint), ms, one per interaction. */
  samples: number[];
  median: number;
}

export interface WebMeasures {
  bundle: RouteSize[];
  budgetViolations: string[];
  lighthouse: LighthouseRun[];
  calendar: CalendarRun[];
  cpuThrottling: number;
}

async function buildWeb(): Promise<{ distDir: string; cleanup(): void }> {
  if (process.env.WEB_DIST_DIR) return { distDir: process.env.WEB_DIST_DIR, cleanup() {} };
  const distDir = mkdtempSync(join(tmpdir(), 'hx-bench-web-'));
  await build({
    root: join(import.meta.dirname, '..', 'apps', 'web'),
    configFile: join(import.meta.dirname, '..', 'apps', 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  });
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** The product's server on the build, with one user who has a hotel, a contract and a rate. */
export async function startServer(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hx-bench-web-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    CATALOGUE_SEED_SIZE: '400',
    ARGON2_MEMORY_KIB: '19456',
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_WEB_PORT ?? 0) });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const user = await signUp(app);
  const hotel = await app.inject({
    method: 'POST',
    url: '/api/hotel',
    headers: user.headers,
    payload: { name: 'Hotel Bench Mirador', raw_code: '1', code: `BENCH-WEB-${user.userId}` },
  });
  const hotelId = (hotel.json() as { id: number }).id;
  const base = `/api/rates/contracts/${user.userId}/${hotelId}/`;
  const contract = await app.inject({
    method: 'POST',
    url: base,
    headers: user.headers,
    payload: { name: 'Contrato bench' },
  });
  const contractId = (contract.json() as { id: number }).id;
  const rate = await app.inject({
    method: 'POST',
    url: `${base}${contractId}/rates/`,
    headers: user.headers,
    payload: {
      kind: 'rate',
      name: 'Temporada alta',
      rateType: 'net',
      priceRoomType: 'room',
      currency: 'EUR',
      method: 'hotel',
      quotaType: 'allotment_release',
      releaseDays: 7,
      market: { all: true, markets: [] },
      childsAge: 12,
      infantAge: 3,
      babyAge: 1,
      expenditureChange: ['names'],
      expenditureCancellation: 'd2',
    },
  });
  if (rate.statusCode !== 201) throw new Error(`bench seed: rate refused ${rate.body}`);
  return {
    origin,
    token: user.token,
    hotelId,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session as the app keeps it (apps/web/src/lib/session.ts), set on the origin. */
export async function signIn(page: Page, origin: string, token: string, hotelId: number) {
  await page.goto(`${origin}/404`);
  await page.evaluate(
    ([auth, hotel]) => {
      localStorage.setItem('auth_id', auth);
      localStorage.setItem('selected_hotel', hotel);
    },
    [token, String(hotelId)] as const,
  );
}

async function runLighthouse(origin: string, token: string, hotelId: number): Promise<LighthouseRun[]> {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const out: LighthouseRun[] = [];
  let browser: Browser | undefined;
  try {
    const pages = [
      { name: 'login', path: '/auth/login', signedIn: false },
      { name: 'dashboard', path: '/dash/home', signedIn: true },
      { name: 'photos step', path: '/photos', signedIn: true },
    ];
    // The token goes into the profile's localStorage, so Lighthouse must keep storage
    // (disableStorageReset); that would keep the HTTP cache too, and every page after the first
    // would be measured with the app's scripts already on disk. The cache is emptied before each
    // run instead, so each figure is a first visit.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const clearHttpCache = async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.close();
    };
    let signedIn = false;
    for (const target of pages) {
      if (target.signedIn && !signedIn) {
        const page = await context.newPage();
        await signIn(page, origin, token, hotelId);
        await page.close();
        signedIn = true;
      }
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseRun[] = [];
        for (let run = 1; run <= RUNS[formFactor]; run++) {
          // A trace Lighthouse could not read (NO_NAVSTART and friends) is its own failure, not the
          // page's: measured once more before it is reported.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt++) {
            await clearHttpCache();
            result = await lighthouse(
              `${origin}${target.path}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility'],
                disableStorageReset: true,
              },
              formFactor === 'desktop' ? desktopConfig : undefined,
            );
            if (!result?.lhr.runtimeError || attempt === 2) break;
          }
          if (!result) throw new Error(`lighthouse gave no result for ${target.path}`);
          const { lhr } = result;
          if (process.env.BENCH_LIGHTHOUSE_DIR) {
            const name = join(
              process.env.BENCH_LIGHTHOUSE_DIR,
              `${target.name.replace(/\W+/g, '-')}.${formFactor}.${run}`,
            );
            writeFileSync(`${name}.json`, JSON.stringify(lhr));
            writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
          }
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const audited = new Set(
            ['performance', 'accessibility'].flatMap(
              (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
            ),
          );
          runs.push({
            page: target.name,
            formFactor,
            runs: [],
            ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            metrics: {
              fcp: Math.round(numeric('first-contentful-paint')),
              lcp: Math.round(numeric('largest-contentful-paint')),
              tbt: Math.round(numeric('total-blocking-time')),
              cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
              speedIndex: Math.round(numeric('speed-index')),
            },
            failing: Object.values(lhr.audits)
              .filter(
                (audit) =>
                  audited.has(audit.id) &&
                  audit.score !== null &&
                  audit.score < 0.9 &&
                  ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
              )
              .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
              .slice(0, 6)
              .map((audit) => ({
                id: audit.id,
                title: audit.title,
                score: audit.score ?? 0,
                ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
              })),
          });
        }
        out.push(medianRun(runs));
      }
    }
  } finally {
    // A CDP connection only: closing it leaves Chrome to chrome-launcher.
    await browser?.close().catch(() => undefined);
    chrome.kill();
  }
  return out;
}

/**
 * Clicks in the yearly calendar under CPU throttling; each interaction's duration is the Event
 * Timing entry of the click (from the input to the next paint, as INP counts it).
 */
async function measureCalendar(
  origin: string,
  token: string,
  hotelId: number,
  rate: number,
): Promise<CalendarRun[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, origin, token, hotelId);
    const year = new Date().getFullYear() + 1;
    await page.goto(`${origin}/dash/rates/calendar?year=${year}`);
    const grid = page.getByTestId('rates-calendar');
    await grid.waitFor();
    await page.locator('[data-testid="rates-calendar"][aria-busy="false"]').waitFor();
    await page.evaluate(() => {
      const store = window as unknown as { __interactions: Map<number, number> };
      store.__interactions = new Map();
      new PerformanceObserver((list) => {
        // interactionId: Chromium has it, TypeScript 5.9's DOM types do not yet.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (!entry.interactionId) continue;
          const seen = store.__interactions.get(entry.interactionId) ?? 0;
          store.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    const key = (month: number, day: number) =>
      `${year}_${String(month).padStart(2, '0')}_${String(day).padStart(2, '0')}`;
    const lastDay = (month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
    /** One interaction: its duration, or the threshold when it stayed under it (no entry). */
    async function interact(act: () => Promise<void>): Promise<number> {
      const before = await page.evaluate(
        () => (window as unknown as { __interactions: Map<number, number> }).__interactions.size,
      );
      await act();
      // Event Timing entries arrive after the next paint; wait for two frames and a task.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
          ),
      );
      const durations = await page.evaluate(() => [
        ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
      ]);
      return durations.length > before ? Math.max(...durations.slice(before)) : 16;
    }

    const days: number[] = [];
    const months: number[] = [];
    for (let i = 0; i < TOGGLES; i++) {
      const month = (i % 12) + 1;
      days.push(await interact(() => page.locator(`[data-day="${key(month, 10 + (i % 15))}"]`).click()));
    }
    for (let i = 0; i < TOGGLES; i++) {
      const month = (i % 12) + 1;
      await page.locator(`[data-day="${key(month, 1)}"]`).click();
      months.push(
        await interact(() =>
          page.locator(`[data-day="${key(month, lastDay(month))}"]`).click({ modifiers: ['Shift'] }),
        ),
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return [
      { action: 'toggle one day', samples: days, median: median(days) },
      { action: 'toggle a whole month (Shift+click)', samples: months, median: median(months) },
    ];
  } finally {
    await browser.close();
  }
}

export async function measureWeb(): Promise<WebMeasures> {
  const web = await buildWeb();
  try {
    const bundle = measureBuild(web.distDir);
    const server = await startServer(web.distDir);
    try {
      const cpuThrottling = 4;
      const parts = (process.env.BENCH_WEB_PARTS ?? 'lighthouse,calendar').split(',');
      const lighthouseRuns = parts.includes('lighthouse')
        ? await runLighthouse(server.origin, server.token, server.hotelId)
        : [];
      const calendar = parts.includes('calendar')
        ? await measureCalendar(server.origin, server.token, server.hotelId, cpuThrottling)
        : [];
      return {
        bundle,
        budgetViolations: budgetViolations(bundle),
        lighthouse: lighthouseRuns,
        calendar,
        cpuThrottling,
      };
    } finally {
      await server.close();
    }
  } finally {
    web.cleanup();
  }
}

export function webReport(measures: WebMeasures): string[] {
  const target = (run: LighthouseRun) => (run.formFactor === 'desktop' ? 95 : 90);
  return [
    '## The web',
    '',
    '### Bundle size per route (gzipped; budgets: login JS ≤ 170 kB, each wizard step chunk ≤ 60 kB)',
    '',
    formatTable(measures.bundle),
    '',
    measures.budgetViolations.length === 0
      ? 'Budgets hold.'
      : `Budgets passed: ${measures.budgetViolations.join('; ')}.`,
    '',
    '### Lighthouse 12 (targets: performance ≥ 95 desktop, ≥ 90 mobile; accessibility 100)',
    '',
    `Mobile: the median of ${RUNS.mobile} runs (every run's score in brackets; the metrics are the median run's). Desktop: one run.`,
    '',
    '| page | form factor | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | audits below 0.9 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...measures.lighthouse.map(
      (run) =>
        `| ${run.page} | ${run.formFactor} | ${run.performance}${run.performance < target(run) ? ' (short)' : ''}${run.runs.length > 1 ? ` (${run.runs.join(', ')})` : ''} | ${run.accessibility}${run.accessibility < 100 ? ' (short)' : ''} | ${run.metrics.fcp} | ${run.metrics.lcp} | ${run.metrics.tbt} | ${run.metrics.cls} | ${run.metrics.speedIndex} | ${
          run.failing
            .map(
              (audit) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
            )
            .join('; ') ||
          (run.error ?? '—')
        } |`,
    ),
    '',
    `### Rates calendar, interaction to next paint under ${measures.cpuThrottling}× CPU throttling (target < 200 ms)`,
    '',
    '| action | interactions | median ms | samples ms |',
    '|---|---|---|---|',
    ...measures.calendar.map(
      (run) => `| ${run.action} | ${run.samples.length} | ${run.median} | ${run.samples.join(', ')} |`,
    ),
    '',
    'An interaction under 16 ms has no Event Timing entry and is counted as 16 ms.',
    '',
  ];
}

const resultsFile = (extension: string) =>
  join(
    process.env.BENCH_RESULTS_DIR ?? join(import.meta.dirname, 'results'),
    `${new Date().toISOString().slice(0, 10)}.web.${extension}`,
  );

/** For bench/run.ts: measures, writes bench/results/<date>.web.json, answers the report's section. */
export async function webBench(): Promise<string[]> {
  const measures = await measureWeb();
  writeFileSync(resultsFile('json'), `${JSON.stringify(measures, null, 2)}\n`);
  return webReport(measures);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const lines = await webBench();
  // Alone, the section is a report of its own; under npm run bench it goes into <date>.md.
  writeFileSync(
    resultsFile('md'),
    [`# The web, ${new Date().toISOString().slice(0, 10)}`, '', ...lines].join('\n'),
  );
  console.log(lines.join('\n'));
  process.exit(0);
}
