import { defineConfig } from '@playwright/test';

/** A port of its own per run, and an empty data dir, so a journey never meets another run's data. */
// Set once in the runner; the workers inherit it, so they all reach the same server.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
// Inherited by the workers too, so that a journey can read the mail the server wrote there.
process.env.E2E_DATA_DIR ??= `/tmp/hotel-extranet-e2e-${port}-${Date.now()}`;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // Transitions end at once (theme.respectReducedMotion): axe and screenshots see settled screens.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The seed first (a staff user, hotel links): PGlite admits one process per data dir (decision 011).
    command: 'node --import tsx apps/web/e2e/support/seed.ts && node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    // Seed and server start one after the other; on shared, loaded cores that takes a while.
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_SEED_SIZE: '3000',
      // Every journey registers from 127.0.0.1: more than a real office would in an hour.
      REGISTRATIONS_PER_HOUR: '1000',
      // The journeys' webhook receiver listens on 127.0.0.1 (decision 043: local receivers are allow-listed).
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A build of one's own (vite build --outDir …) lets parallel runs not race on apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
