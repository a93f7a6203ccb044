import { test } from '@playwright/test';

import { expectChunkOnlyOn, expectMenuPagesClean } from './helpers';

/**
 * The advanced UI element pages (issue 18): each opens from the menu's Advance section, renders
 * with no console error and no axe violation (WCAG 2.1 A and AA); their chunk never loads on the
 * player's pages.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Alert', url: '/advance/alert', ready: 'With a title' },
  { link: 'Dialog', url: '/advance/dialog', ready: 'Scrolling content' },
  { link: 'Pagination', url: '/advance/pagination', ready: 'Ranges' },
  { link: 'Progress', url: '/advance/progress', ready: 'Buffer' },
  { link: 'Rating', url: '/advance/rating', ready: 'Hover feedback' },
  { link: 'Snackbar', url: '/advance/snackbar', ready: 'Ready-made' },
  { link: 'Skeleton', url: '/advance/skeleton', ready: 'Placeholder card' },
  { link: 'Speed Dial', url: '/advance/speeddial', ready: 'Labels shown' },
  { link: 'Timeline', url: '/advance/timeline', ready: 'Order tracking' },
  { link: 'Toggle Button', url: '/advance/toggle-button', ready: 'Standalone and disabled' },
  // The tree view's own chunk has loaded once its last demo is there.
  { link: 'Tree View', url: '/advance/treeview', ready: 'Custom icons' },
] as const;

test('every advanced element page opens from the menu with no console error and no axe violation', async ({
  page,
}) => {
  await expectMenuPagesClean(page, 'Advance', pages);
});

test('the advanced element pages never load on the player’s pages', async ({ page }) => {
  await expectChunkOnlyOn(page, 'features/src/advancePages/TreeViewDemos.tsx', pages[10]);
});
