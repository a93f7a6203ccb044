/* global document, requestAnimationFrame, window */
/**
 * Measures a drag on a kanban board of 10 columns x 200 cards in the production build (mock mode),
 * in headless Chromium with the CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`):
 *   node packages/features/src/kanban/bench/run.mjs [runs] [--no-build] [--cpu=1]
 * The board is put in the mock's store before the app starts (`localStorage['mock:kanban:state']`,
 * docs/demo-api.md, "Kanban"). Each run logs in in a fresh context, opens the board from the menu,
 * then records the long tasks (over 50 ms) and the frames of two drags: with the mouse (pressed on
 * the first card of the first column, carried in 20 steps, one per frame, to the second column,
 * let go) and with the keyboard (space, right arrow, space); each until the server's answer is in
 * and the page has settled. Prints the median, best and worst of the runs.
 */

import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';
import {
  buildMockApp,
  cpuArg,
  freshPlayer,
  printPhases,
  runsArg,
  settle,
  slowCpu,
  startRecording,
  tapWhenStill,
} from '../../../../../scripts/bench-kit.mjs';
import { serveDist } from '../../../../../scripts/serve-dist.mjs';

const dist = buildMockApp('kanban-bench-dist');
const runs = runsArg(5);
const CPU_SLOWDOWN = cpuArg(4);
const port = 4193;
const origin = `http://127.0.0.1:${port}`;
const COLUMNS = 10;
const CARDS = 200;

/** The board: COLUMNS x CARDS cards, the same on every run (the shape of the mock's state). */
function bigBoard() {
  const profiles = Array.from({ length: 6 }, (_, index) => ({
    id: `profile-${index + 1}`,
    avatar: index < 5 ? `/apps/contact/avatar-${index + 1}.svg` : '',
    name: `Person ${index + 1}`,
    time: 'now',
  }));
  const items = [];
  const columns = Array.from({ length: COLUMNS }, (_, column) => ({
    id: `column-${column + 1}`,
    title: `Stage ${column + 1}`,
    itemIds: Array.from({ length: CARDS }, (_, card) => {
      const id = `item-${column + 1}-${card + 1}`;
      items.push({
        id,
        title: `Task ${card + 1} of stage ${column + 1}`,
        description: '',
        assign: `profile-${((column + card) % 6) + 1}`,
        attachments: card % 7 === 0 ? [{ name: 'notes.pdf', size: 20_480 }] : [],
        commentIds: [],
        dueDate: card % 4 === 0 ? '2026-12-04' : '',
        image: false,
        priority: ['low', 'medium', 'high'][(column + card) % 3],
      });
      return id;
    }),
  }));
  return {
    columns,
    columnsOrder: columns.map(({ id }) => id),
    comments: [],
    items,
    profiles,
    userStory: [],
    userStoryOrder: [],
    selectedItem: false,
  };
}

/** In the page: whether the column titled `title` says it holds `count` cards (its cards are virtualised). */
const holds = ({ title, count }) =>
  [...document.querySelectorAll('section')]
    .find((section) => section.querySelector('h3')?.textContent === title)
    ?.textContent.match(/Cards: (\d+)/)?.[1] === String(count);

const server = await serveDist({ port, dir: dist });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = { open: [], mouseDrag: [], keyboardDrag: [] };
const board = JSON.stringify(bigBoard());
try {
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await freshPlayer(browser, origin, { storage: { 'mock:kanban:state': board } });
    const cdp = await slowCpu(context, page, CPU_SLOWDOWN);

    // Taps and CSS waits while recording: a role query would run Playwright's accessibility walk
    // in the page and count among its long tasks (`tapWhenStill`).
    await page.getByRole('button', { name: 'Kanban', exact: true }).evaluate((button) => {
      button.dataset.bench = 'kanban-group';
    });
    await page.evaluate(startRecording);
    await tapWhenStill(page, '[data-bench="kanban-group"]');
    await tapWhenStill(page, 'nav a[href="/app/kanban/board"]');
    await page.waitForSelector('[data-item-id="item-1-1"]');
    samples.open.push(await page.evaluate(() => window.__benchStop()));
    await settle(page);

    // The mouse: the first card of Stage 1 to the top of Stage 2.
    const firstCardOf = (title) =>
      page.getByRole('region', { name: title, exact: true }).locator('[data-item-id]').first();
    const from = await firstCardOf('Stage 1').boundingBox();
    const to = await firstCardOf('Stage 2').boundingBox();
    await page.evaluate(startRecording);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5);
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(
        from.x + from.width / 2 + ((to.x - from.x) * step) / 20,
        from.y + from.height / 2 + ((to.y - from.y) * step) / 20,
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await page.mouse.up();
    await page.waitForFunction(holds, { title: 'Stage 1', count: CARDS - 1 });
    await settle(page);
    samples.mouseDrag.push(await page.evaluate(() => window.__benchStop()));

    // The keyboard: the new first card of Stage 1 one column to the right.
    await firstCardOf('Stage 1').focus();
    await page.evaluate(startRecording);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.waitForFunction(holds, { title: 'Stage 1', count: CARDS - 2 });
    await settle(page);
    samples.keyboardDrag.push(await page.evaluate(() => window.__benchStop()));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

printPhases(
  `Kanban, ${COLUMNS} columns x ${CARDS} cards, production build, 1280 px, CPU ${CPU_SLOWDOWN}x slower, ${runs} runs`,
  samples,
);
