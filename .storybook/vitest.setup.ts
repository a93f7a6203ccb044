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
  // A story taller than the viewport would be captured half blank: grow the viewport to fit it.
  const height = Math.ceil(Math.max(target.scrollHeight, target.getBoundingClientRect().height));
  const grown = height > window.innerHeight;
  if (grown) await page.viewport(window.innerWidth, Math.min(height, 4000));
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    // Back to the standard viewport, so no story depends on the size the one before it left.
    if (grown) await page.viewport(1200, 900);
  }
});
