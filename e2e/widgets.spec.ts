import { expect, test, type Page } from '@playwright/test';

import { expectChunkOnlyOn, expectMenuPagesClean } from './helpers';

/**
 * The widget and charts pages (issue 17): each opens from the menu's Widget or Charts section,
 * renders with no console error and no axe violation (WCAG 2.1 A and AA); their chunk, with nivo,
 * never loads on the player's pages.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const widgetPages = [
  { link: 'Statistics', url: '/widget/statistics', ready: 'Revenue' },
  { link: 'Data', url: '/widget/data', ready: 'To-do list' },
  { link: 'Chart', url: '/widget/chart', ready: 'Total growth' },
] as const;

// The path of the template's ApexCharts page stays; the charts are drawn with nivo.
const chartPages = [
  { link: 'Chart gallery', url: '/charts/apexchart', ready: 'Visits per channel' },
  { link: 'Organization chart', url: '/charts/orgchart', ready: 'Organization' },
] as const;

/** How many charts each page draws: the page is checked once they are drawn. */
const drawnCharts: Record<string, number> = { '/widget/chart': 4, '/charts/apexchart': 6 };
const chartsDrawn = (page: Page) => async (url: string) => {
  const count = drawnCharts[url];
  if (count) await expect(page.locator('svg[role="presentation"]')).toHaveCount(count);
};

test('every widget page opens from the menu with no console error and no axe violation', async ({ page }) => {
  await expectMenuPagesClean(page, 'Widget', widgetPages, chartsDrawn(page));
});

test('every charts page opens from the menu with no console error and no axe violation', async ({ page }) => {
  await expectMenuPagesClean(page, 'Charts', chartPages, chartsDrawn(page));
});

test('the widget and charts pages (and nivo with them) never load on the player’s pages', async ({
  page,
}) => {
  await expectChunkOnlyOn(page, 'features/src/templateScreens.ts', chartPages[0]);
});
