/* global console, document, window */
/**
 * Measures the chart gallery (`/charts/apexchart`, six nivo charts) rendering in the production build
 * (mock mode), in headless Chromium with the CPU slowed 4x (Lighthouse's mobile throttle, CDP
 * `Emulation.setCPUThrottlingRate`):
 *   node packages/features/src/charts/bench/run.mjs [runs] [--no-build] [--cpu=1]
 * Each run logs in in a fresh context, then records the long tasks (over 50 ms) and the frames of
 * two phases: opening the page from the menu (the first visit: the template chunk loads) until the
 * six charts are drawn, and switching the theme to dark (every chart redraws in its new colours)
 * until the page has settled. Prints the median, best and worst of the runs. Issue 17's bar: no
 * long task over 100 ms. The taps are mouse clicks at the element's place, found without a role query while
 * recording (`tapWhenStill` in scripts/bench-kit.mjs): Playwright's accessibility-tree walk in the
 * page is not the app's work.
 */

import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';
import {
  buildMockApp,
  cpuArg,
  logInAsDemoPlayer,
  printPhases,
  runsArg,
  startRecording,
  tapWhenStill,
} from '../../../../../scripts/bench-kit.mjs';
import { serveDist } from '../../../../../scripts/serve-dist.mjs';

const dist = buildMockApp('charts-bench-dist');
const runs = runsArg(5);
const CPU_SLOWDOWN = cpuArg(4);
const port = 4194;
const origin = `http://127.0.0.1:${port}`;
const CHARTS = 6;
const BAR_MS = 100;

/** In the page: whether every chart has drawn its SVG. */
const drawn = (count) => document.querySelectorAll('svg[role="presentation"]').length >= count;

/** Waits until the page had a quiet moment (network idle, then 500 ms). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

const server = await serveDist({ port, dir: dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = { open: [], darkMode: [] };
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(error));
    await logInAsDemoPlayer(page, origin);
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // What the user taps is found before the recording (a role query is Playwright's work in the
    // page, not the app's: see `tapWhenStill`); the menu's link, once its group is open.
    await page.getByRole('button', { name: 'Charts', exact: true }).evaluate((button) => {
      button.dataset.bench = 'charts-group';
    });
    await page.getByRole('button', { name: 'Open theme settings' }).evaluate((button) => {
      button.dataset.bench = 'settings';
    });
    await page.evaluate(startRecording);
    await tapWhenStill(page, '[data-bench="charts-group"]');
    await tapWhenStill(page, 'nav a[href="/charts/apexchart"]');
    await page.waitForFunction(drawn, CHARTS, { timeout: 60_000 });
    await settle(page);
    samples.open.push(await page.evaluate(() => window.__benchStop()));

    // The theme: every chart takes its dark colours.
    await page.evaluate(startRecording);
    await tapWhenStill(page, '[data-bench="settings"]');
    await tapWhenStill(page, '[role="dialog"] input[type="radio"][value="dark"]');
    await page.waitForFunction(() => document.documentElement.style.colorScheme === 'dark');
    await settle(page);
    samples.darkMode.push(await page.evaluate(() => window.__benchStop()));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

printPhases(
  `Chart gallery, ${CHARTS} nivo charts, production build, 1280 px, CPU ${CPU_SLOWDOWN}x slower, ${runs} runs, bar: no task over ${BAR_MS} ms`,
  samples,
);
