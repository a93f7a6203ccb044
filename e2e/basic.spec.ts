import { test } from '@playwright/test';

import { expectMenuPagesClean } from './helpers';

/**
 * The basic UI element pages (issue 18): each opens from the menu's Basic section (UI Elements),
 * renders with no console error and no axe violation (WCAG 2.1 A and AA).
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Accordion', url: '/basic/accordion', ready: 'Nested' },
  { link: 'Avatar', url: '/basic/avatar', ready: 'With badge' },
  { link: 'Badges', url: '/basic/badges', ready: 'Overlap' },
  { link: 'Breadcrumb', url: '/basic/breadcrumb', ready: 'Page header' },
  { link: 'Cards', url: '/basic/cards', ready: 'Outlined and raised' },
  { link: 'Chip', url: '/basic/chip', ready: 'Multiline' },
  { link: 'List', url: '/basic/list', ready: 'Checkbox list' },
  { link: 'Tabs', url: '/basic/tabs', ready: 'Full width' },
] as const;

test('every basic UI element page opens from the menu with no console error and no axe violation', async ({
  page,
}) => {
  await expectMenuPagesClean(page, 'Basic', pages);
});
