/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) of the production build in
 * mock mode, for the login page, the player home, the promotions, the lucky wheel and the public
 * landing, in Debian's Chromium:
 *   node scripts/bench-lighthouse.mjs [runs] [--no-build] [--reports=DIR] [--only=NAME,NAME]
 * Prints the median performance score with LCP, TBT, FCP and the JS the page transferred.
 *
 * The build is served gzip-compressed over HTTPS and HTTP/2 (scripts/serve-dist.mjs), as a real host
 * would: over HTTP/1.1 Lighthouse would simulate six connections for a page's hundred chunks. The player
 * home is measured logged in as the demo player: the browser logs in first, its HTTP cache is then
 * emptied, and Lighthouse keeps the storage (the session token) but loads everything afresh.
 * Lighthouse itself comes through npx (pinned below) so the repository's install stays small.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { buildMockApp, logInAsDemoPlayer, median, runsArg } from './bench-kit.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveDist } from './serve-dist.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const port = 4180;
const debugPort = 9333;
const runs = runsArg(3);
const origin = `https://127.0.0.1:${port}`;
/** `--reports=DIR` keeps the last JSON report of each page there (to read the details). */
const reportDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
if (reportDir) mkdirSync(reportDir, { recursive: true });
/** `--only=promotions,lucky wheel` measures only the pages of those names (see `pages` below). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Its own build directory: the end-to-end tests' build (packages/app/dist) is left alone. */
const dist = buildMockApp('lighthouse-dist');

const server = await serveDist({ port, dir: dist, http2: true });
const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
// Chromium is started by hand, not by Playwright: Lighthouse drives it alone (a Playwright
// connection would hold every new tab Lighthouse opens). Playwright only logs in, then lets go.
const browserProcess = spawn(
  chromiumPath,
  [
    '--headless',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    ...chromiumArgs,
    // The server's certificate is self-signed (serve-dist.mjs, `http2`).
    '--ignore-certificate-errors',
    'about:blank',
  ],
  { stdio: 'ignore' },
);
await waitForDebugger();

async function waitForDebugger() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${debugPort}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/** Runs the pinned Lighthouse CLI; its own log is shown only when it fails. */
// Asynchronous: the build is served from this very process, which must stay free to answer.
async function runLighthouse(args) {
  try {
    await promisify(execFile)('npx', ['--yes', LIGHTHOUSE, ...args], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(
      String(error.stderr ?? '')
        .split('\n')
        .slice(-30)
        .join('\n'),
    );
    throw new Error(`Lighthouse failed (exit ${error.status})`, { cause: error });
  }
}

/** One Lighthouse run through the browser above; returns the figures of its JSON report. */
async function lighthouse(url, keepStorage) {
  const out = path.join(profile, 'report.json');
  await runLighthouse([
    url,
    `--port=${debugPort}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ]);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (reportDir)
    copyFileSync(out, path.join(reportDir, `${new URL(url).pathname.replaceAll('/', '_')}.json`));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsDecoded: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

async function logInFresh() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await browser.contexts()[0].newPage();
  // A fresh session each time (the previous run's token would skip the login page).
  await page.goto(`${origin}/login`);
  await page.evaluate(() => localStorage.clear());
  await logInAsDemoPlayer(page, origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

const pages = [
  { name: '/login', url: `${origin}/login`, before: async () => {}, keepStorage: false },
  { name: 'player home', url: `${origin}/dashboard/analytics`, before: logInFresh, keepStorage: true },
  { name: 'promotions', url: `${origin}/player/promotions`, before: logInFresh, keepStorage: true },
  { name: 'lucky wheel', url: `${origin}/player/wheel`, before: logInFresh, keepStorage: true },
  { name: 'landing', url: `${origin}/pages/landing`, before: async () => {}, keepStorage: false },
];

const rows = [];
try {
  for (const target of pages.filter((page) => !only || only.includes(page.name))) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      await target.before();
      results.push(await lighthouse(target.url, target.keepStorage));
    }
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: target.name,
      score: pick('score'),
      scores: results.map((r) => r.score).join(' '),
      lcp: `${(pick('lcp') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(pick('tbt'))} ms`,
      fcp: `${(pick('fcp') / 1000).toFixed(2)} s`,
      cls: pick('cls').toFixed(3),
      'JS gzip / decoded': `${(pick('js') / 1024).toFixed(1)} KB / ${(pick('jsDecoded') / 1024).toFixed(0)} KB`,
    });
  }
} finally {
  const exited = once(browserProcess, 'exit');
  browserProcess.kill();
  await exited;
  server.close();
  rmSync(profile, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${runs} (target: score >= 90)`,
);
console.table(rows);
