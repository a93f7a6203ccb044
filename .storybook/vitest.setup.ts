import './devSpeed';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

import { storyFontsLoaded } from '@pp/ui/storybook';

import type { PortalParameters } from './parameters';

/**
 * A play function's `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): the
 * suite runs two story pages at once on two cores with the dev server beside them, and a step that
 * takes a second there passes in a tenth of that alone (decision 0025). A failing step fails 4 s later.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * Every story is a test: a console error or warning fails it, and a screenshot of what it rendered
 * is compared with the committed baseline (`npm run test:update-baselines` refreshes them on purpose).
 */
const logged: string[] = [];
const originals = { error: console.error, warn: console.warn };

beforeEach(() => {
  logged.length = 0;
  console.error = (...args: unknown[]) => {
    logged.push(`console.error: ${args.map(String).join(' ')}`);
    originals.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    logged.push(`console.warn: ${args.map(String).join(' ')}`);
    originals.warn(...args);
  };
});

/**
 * How far down a screenshot reaches, in CSS pixels (vitest.config.ts gives the browser's page room
 * for it). A taller story (a phone's list of a hundred cards) is compared on its top part.
 */
const MAX_SHOT_HEIGHT = 8000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the story's frame has its new height and the story has settled in it: the runner
 * resizes the frame from outside, and a screenshot taken before the frame's next paint showed the
 * part below the old height blank (the kanban board, 1 run in 2); a list that renders only the rows
 * in view grows some frames later, when it has measured the rows the taller frame shows.
 */
async function settledAtHeight(height: number, bottomEdge: () => number): Promise<void> {
  for (let frame = 0; frame < 60 && window.innerHeight < height; frame += 1) await nextFrame();
  // Settled: the same bottom edge for 8 frames in a row (at most 2 s).
  let last = -1;
  for (let frame = 0, same = 0; same < 8 && frame < 120; frame += 1) {
    await nextFrame();
    const edge = bottomEdge();
    same = edge === last ? same + 1 : 0;
    last = edge;
  }
}

/**
 * A story reaching below the viewport would be captured half blank: the viewport grows to the
 * story's bottom edge, again while the story grows with it (a list that renders the rows in view
 * measures them and grows), up to MAX_SHOT_HEIGHT. Past it, the story is compared on its top part:
 * the frame cannot grow further, and what lay below its end would be captured blank. Returns what
 * puts the standard viewport back, so no story depends on the size the one before it left.
 */
async function fitViewport(target: HTMLElement): Promise<() => Promise<void>> {
  const bottomEdge = () =>
    Math.ceil(
      Math.max(0, target.getBoundingClientRect().top + window.scrollY) +
        Math.max(target.scrollHeight, target.getBoundingClientRect().height),
    );
  let grown = false;
  for (let growth = 0; growth < 5 && bottomEdge() > window.innerHeight; growth += 1) {
    if (window.innerHeight >= MAX_SHOT_HEIGHT) break;
    const height = Math.min(bottomEdge(), MAX_SHOT_HEIGHT);
    await page.viewport(window.innerWidth, height);
    await settledAtHeight(height, bottomEdge);
    grown = true;
  }
  const style = target.style.cssText;
  const clipped = bottomEdge() > window.innerHeight;
  if (clipped) {
    target.style.maxHeight = `${window.innerHeight - Math.max(0, target.getBoundingClientRect().top + window.scrollY)}px`;
    target.style.overflow = 'hidden';
  }
  return async () => {
    if (clipped) target.style.cssText = style;
    if (grown) await page.viewport(1200, 900);
  };
}

interface StoryContext {
  story?: { id: string; parameters: PortalParameters };
}

afterEach(async (context) => {
  console.error = originals.error;
  console.warn = originals.warn;
  if (logged.length > 0) {
    throw new Error(`The story logged to the console:\n${logged.join('\n')}`);
  }
  const story = (context as unknown as StoryContext).story;
  if (!story || story.parameters.screenshot === false) return;
  // Every bundled face loaded, so no screenshot is taken while a font (Thai above all) is swapping in.
  await storyFontsLoaded();
  const target =
    story.parameters.screenshot && story.parameters.screenshot.target === 'body'
      ? document.body
      : document.querySelector<HTMLElement>('[data-testid="story-root"]');
  if (!target) throw new Error('The story root was not rendered; nothing to compare.');
  const restore = await fitViewport(target);
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    await restore();
  }
});
