import { existsSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { login } from './helpers';

/**
 * The menu's "Design system" link opens the static Storybook the app serves at /storybook/
 * (`npm run build-storybook`, which the test command runs before this file): a designer needs no
 * terminal and no other server.
 */
test.skip(!existsSync('storybook-static/index.html'), 'needs `npm run build-storybook` first');

test('the design system link opens the static Storybook at its introduction', async ({ page, context }) => {
  await login(page);
  const link = page.getByRole('link', { name: 'Design system' });
  await expect(link).toHaveAttribute('href', '/storybook/');
  const [storybook] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await storybook.waitForLoadState();
  await expect(storybook).toHaveURL(/\/storybook\//);
  // The sidebar lists the introduction first, then the tokens.
  await expect(storybook.getByRole('link', { name: 'Introduction' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await storybook.goto('/storybook/?path=/docs/introduction--docs');
  const docs = storybook.frameLocator('#storybook-preview-iframe');
  await expect(docs.getByRole('heading', { name: 'Player Portal design system' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(docs.getByRole('heading', { name: 'The toolbar' })).toBeVisible();
});
