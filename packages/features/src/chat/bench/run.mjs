/* global console, document, performance, PerformanceObserver, requestAnimationFrame */
/**
 * Measures the chat with a 5,000-message conversation in the production build (mock mode), in
 * headless Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`; `--cpu=1` for none):
 *   node packages/features/src/chat/bench/run.mjs [runs] [--no-build] [--cpu=4]
 * The mock's switch `mock:chat:long-conversation` = 5000 (docs/demo-api.md, "Chat") gives the
 * first contact 5,000 messages. Each run logs in in a fresh browser context, opens /app/chat on
 * another contact, then records:
 * - open: from the click on the long conversation's contact until its newest message shows;
 * - scroll: the message list scrolled from the newest to the oldest message, 1,500 px a frame.
 * For each: the longest task and the count of long tasks (PerformanceObserver 'longtask', over
 * 50 ms), and for the scroll the frames per second and the longest gap between two frames.
 * Prints the median, the best and the worst of the runs.
 */

import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';
import {
  buildMockApp,
  cpuArg,
  freshPlayer,
  median,
  runsArg,
  slowCpu,
} from '../../../../../scripts/bench-kit.mjs';
import { serveDist } from '../../../../../scripts/serve-dist.mjs';

const dist = buildMockApp('chat-bench-dist');
const runs = runsArg(5);
const port = 4192;
const origin = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = cpuArg(4);
const MESSAGES = 5000;

/** In the page: long tasks from the click on the contact until the newest message is in the DOM. */
function recordOpen(newest) {
  return new Promise((resolve) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const start = performance.now();
    const frame = () => {
      const log = document.querySelector('[role="log"]');
      if (log && log.textContent.includes(newest)) {
        // One more frame: the work of the paint that shows it counts too.
        requestAnimationFrame(() => {
          observer.disconnect();
          resolve({
            openMs: performance.now() - start,
            longestTaskMs: Math.max(0, ...tasks),
            longTasks: tasks.length,
          });
        });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    document.querySelector('[data-bench="contact"]')?.click();
  });
}

/** In the page: scrolls the message list from the end to the start, a step a frame. */
function recordScroll(step) {
  return new Promise((resolve) => {
    const log = document.querySelector('[role="log"]');
    const tasks = [];
    const frames = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frame = (time) => {
      frames.push(time);
      if (log.scrollTop <= 0) {
        observer.disconnect();
        const gaps = frames.slice(1).map((at, i) => at - (frames[i] ?? at));
        const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
        resolve({
          scrollLongestTaskMs: Math.max(0, ...tasks),
          scrollLongTasks: tasks.length,
          fps: (frames.length - 1) / seconds,
          worstFrameMs: Math.max(0, ...gaps),
          rowsInDom: log.querySelectorAll('[data-index]').length,
        });
        return;
      }
      log.scrollTop = Math.max(0, log.scrollTop - step);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const server = await serveDist({ port, dir: dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await freshPlayer(browser, origin, {
      storage: { 'mock:chat:long-conversation': String(MESSAGES) },
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    });
    // Another contact first: the chat's code and the contacts are loaded before the measure.
    await page.goto(`${origin}/app/chat?user=u-3`);
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.waitFor();
    await page.getByRole('log').getByText('Perfect, thank you!').waitFor();
    await contacts
      .getByRole('button')
      .first()
      .evaluate((button) => button.setAttribute('data-bench', 'contact'));
    const cdp = await slowCpu(context, page, CPU_SLOWDOWN);
    const open = await page.evaluate(recordOpen, `(#${MESSAGES})`);
    const scroll = await page.evaluate(recordScroll, 1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    samples.push({ ...open, ...scroll });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const best = {
  openMs: Math.min,
  longestTaskMs: Math.min,
  longTasks: Math.min,
  scrollLongestTaskMs: Math.min,
  scrollLongTasks: Math.min,
  fps: Math.max,
  worstFrameMs: Math.min,
  rowsInDom: Math.min,
};
console.info(
  `Chat, ${MESSAGES} messages, production build, 1280 px, CPU ${CPU_SLOWDOWN}x slower, ${runs} runs (median / best / worst):`,
);
for (const [key, pick] of Object.entries(best)) {
  const values = samples.map((sample) => sample[key]);
  const worst = pick === Math.min ? Math.max : Math.min;
  const figures = [median(values), pick(...values), worst(...values)];
  console.info(`  ${key.padEnd(20)} ${figures.map((value) => value.toFixed(1).padStart(8)).join(' /')}`);
}
