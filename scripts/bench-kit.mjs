// What the browser benchmarks share: their arguments, a mock-mode build of their own, the demo
// player's login, the recording of long tasks and frames in the page, and the median. Each bench
// keeps only what it measures.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/app');

/** The number of runs (the first bare number of the command line), or `fallback`. */
export const runsArg = (fallback) => Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? fallback);

/** The CPU slowdown of `--cpu=N`, or `fallback`. */
export const cpuArg = (fallback) =>
  Number(process.argv.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length) ?? fallback);

/**
 * Builds the app in mock mode into `<tmp>/<name>` (skipped with `--no-build`) and returns that
 * folder. The mock answers at once: its artificial latency is the mock's, not the app's.
 */
export function buildMockApp(name) {
  const dist = path.join(process.env.TMPDIR ?? tmpdir(), name);
  if (!process.argv.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, VITE_MOCK_LATENCY_MS: '0' },
    });
  }
  return dist;
}

/** Logs the demo player in on `origin` and waits for the player home. */
export async function logInAsDemoPlayer(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(/\/dashboard\/analytics$/);
}

/** Waits until the page had a quiet moment: the network idle, then 500 ms. */
export async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/**
 * A fresh visitor: a new context (1280 x 900 unless `viewport` says otherwise), `storage` written
 * to localStorage before the app starts (each key unless already set: the app's own later writes
 * stay), page errors printed, the demo player logged in and the home settled. The CPU is not
 * slowed yet: see `slowCpu`.
 */
export async function freshPlayer(browser, origin, { storage = {}, viewport, locale } = {}) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 900 }, locale });
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    }
  }, Object.entries(storage));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(error));
  await logInAsDemoPlayer(page, origin);
  await settle(page);
  return { context, page };
}

/** Slows the page's CPU `rate` times (CDP `Emulation.setCPUThrottlingRate`); returns the session. */
export async function slowCpu(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints `title`, then each phase's recorded figures (`startRecording`) over the runs: median /
 * best / worst, so that a run that missed the bar shows even when the median passes.
 */
export function printPhases(title, samples) {
  console.info(`${title} (median / best / worst):`);
  for (const [phase, list] of Object.entries(samples)) {
    console.info(`  ${phase}`);
    for (const key of ['ms', 'longestTaskMs', 'longTasks', 'worstFrameMs']) {
      const values = list.map((sample) => sample[key]);
      const figures = [median(values), Math.min(...values), Math.max(...values)];
      console.info(
        `    ${key.padEnd(14)} ${figures.map((value) => value.toFixed(1).padStart(8)).join(' /')}`,
      );
    }
  }
}

/* global requestAnimationFrame, window */
/**
 * In the page (pass it to `page.evaluate`): starts recording long tasks and frames; `window.__benchStop()` gives the
 * figures: the time, the longest task and the count of long tasks (over 50 ms), the worst gap
 * between two frames.
 */
export function startRecording() {
  const tasks = [];
  const frames = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const start = performance.now();
  let recording = true;
  const frame = (time) => {
    frames.push(time);
    if (recording) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__benchStop = () => {
    recording = false;
    observer.disconnect();
    const gaps = frames.slice(1).map((at, i) => at - (frames[i] ?? at));
    return {
      ms: performance.now() - start,
      longestTaskMs: Math.max(0, ...tasks),
      longTasks: tasks.length,
      worstFrameMs: Math.max(0, ...gaps),
    };
  };
}

/**
 * Clicks the element of a CSS `selector` the way a user taps it: once it is shown, scrolled to and
 * has stopped moving (a menu that slides open), a press and release of the mouse at its centre. Meant for the
 * measured phases: a role locator (`getByRole`) computes the accessibility tree in the page, and
 * that script of Playwright's would be counted among the page's long tasks (measured on the chart
 * gallery at 4x CPU: 70-240 ms tasks of `isElementHiddenForAria`).
 */
export async function tapWhenStill(page, selector) {
  const element = await page.waitForSelector(selector, { state: 'visible', timeout: 60_000 });
  // Below the fold (a long menu), the user scrolls to it first.
  await element.scrollIntoViewIfNeeded();
  let box = await element.boundingBox();
  for (;;) {
    await page.waitForTimeout(120);
    const next = await element.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y && next.width === box.width) break;
    box = next;
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
