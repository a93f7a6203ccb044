import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = 4173;

/**
 * End-to-end tests: the production build of the app in mock mode, in Debian's headless Chromium.
 * The mock backend answers without its 500 ms latency so the journeys stay quick.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: on the two-core CI machine two workers made each journey about twice as slow (the
  // build's pages keep the CPU busy), and two journeys ran past their time limit (measured
  // 2026-11-28).
  workers: 1,
  // In CI a journey that fails is run once more, and the report lists it as flaky (read it: each
  // flaky journey so far was a race in the test, fixed since). One red run costs a whole landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: 'packages/app',
    env: { VITE_MOCK_LATENCY_MS: '0', VITE_EXTERNAL_SITE_URL: `http://127.0.0.1:${port}/external-site` },
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
