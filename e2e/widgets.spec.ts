import { expect, test } from '@playwright/test';

import { expectChunkOnlyOn, expectMenuPagesClean } from './helpers';

/**
 * The widget pages (issue 17): each opens from the menu's Widget section, renders with no console
 * error and no axe violation (WCAG 2.1 A and AA); their chunk, with nivo's bar and pie, never
 * loads on the player's pages.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Statistics', url: '/widget/statistics', ready: 'Revenue' },
  { link: 'Data', url: '/widget/data', ready: 'To-do list' },
  { link: 'Chart', url: '/widget/chart', ready: 'Total growth' },
] as const;

test('every widget page opens from the menu with no console error and no axe violation', async ({ page }) => {
  await expectMenuPagesClean(page, 'Widget', pages, async (url) => {
    // The charts are drawn before the page is checked.
    if (url === '/widget/chart') await expect(page.locator('svg[role="presentation"]')).toHaveCount(4);
  });
});

test('the widget pages (and nivo bar and pie with them) never load on the player’s pages', async ({
  page,
}) => {
  await expectChunkOnlyOn(page, 'features/src/widget/screens.ts', pages[2]);
});
