/* global document, requestAnimationFrame, window */
/**
 * Measures the mail app with 5,000 mails in the production build (mock mode), in headless
 * Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`):
 *   node packages/features/src/mail/bench/run.mjs [runs] [--no-build] [--cpu=1]
 * The mock's switch `localStorage['mock:mail:size'] = '5000'` (docs/demo-api.md, "Mail") seeds the
 * mailbox. Each run logs in in a fresh context, then records the long tasks (over 50 ms) and the
 * frames of two phases: opening (the menu's Mail link clicked until the list's first row is on
 * screen: the server's first page of the folder and every folder's count read and shown) and
 * scrolling (a page of 1,000 rows, once the server has sent it, scrolled to its end in 200 steps, one
 * per frame: 380 px a frame, a fast fling). Prints the median, best and worst of the runs.
 */

import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';
import {
  buildMockApp,
  cpuArg,
  freshPlayer,
  printPhases,
  runsArg,
  slowCpu,
  startRecording,
  tapWhenStill,
} from '../../../../../scripts/bench-kit.mjs';
import { serveDist } from '../../../../../scripts/serve-dist.mjs';

const dist = buildMockApp('mail-bench-dist');
const runs = runsArg(5);
const CPU_SLOWDOWN = cpuArg(4);
const port = 4191;
const origin = `http://127.0.0.1:${port}`;
const MAILS = 5000;

/** In the page: scrolls the mail list to its end in `steps` frames. */
function scrollList(steps) {
  return new Promise((resolve) => {
    const scroller = document.querySelector('[data-testid="mail-scroller"]');
    const end = scroller.scrollHeight - scroller.clientHeight;
    let step = 0;
    const next = () => {
      step += 1;
      scroller.scrollTop = (end * step) / steps;
      if (step < steps) requestAnimationFrame(next);
      else requestAnimationFrame(() => resolve(scroller.scrollTop));
    };
    requestAnimationFrame(next);
  });
}

const server = await serveDist({ port, dir: dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = { open: [], scroll: [] };
try {
  for (let run = 0; run < runs; run += 1) {
    // The home has finished loading (its charts, the mock backend) before the mail opens.
    const { context, page } = await freshPlayer(browser, origin, {
      storage: { 'mock:mail:size': String(MAILS) },
    });
    const cdp = await slowCpu(context, page, CPU_SLOWDOWN);

    // A tap, then CSS waits: a role query would run Playwright's accessibility walk in the page
    // and count among its long tasks (`tapWhenStill`).
    await page.evaluate(startRecording);
    await tapWhenStill(page, 'nav a[href="/app/mail"]');
    await page.waitForSelector('[data-testid="mail-scroller"] [role="listitem"]');
    samples.open.push(await page.evaluate(() => window.__benchStop()));

    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '1000' }).click();
    await page.getByText(/^1–1,000 of /).waitFor();
    // The server sends the page of 1,000: scrolling starts once it is in the list.
    await page.waitForFunction(
      (rows) => document.querySelector('[data-testid="mail-scroller"]')?.scrollHeight >= rows * 76,
      1000,
    );
    await page.waitForTimeout(300);
    await page.evaluate(startRecording);
    await page.evaluate(scrollList, 200);
    samples.scroll.push(await page.evaluate(() => window.__benchStop()));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

printPhases(
  `Mail, ${MAILS.toLocaleString('en-US')} mails, production build, 1280 px, CPU ${CPU_SLOWDOWN}x slower, ${runs} runs`,
  samples,
);
