import { test } from '@playwright/test';

import { expectChunkOnlyOn, expectMenuPagesClean } from './helpers';

/**
 * The component pages (issue 17): each opens from the menu's Components section, renders with no
 * console error and no axe violation (WCAG 2.1 A and AA); their chunk, with MUI X's pickers and
 * dayjs, never loads on the player's pages.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Autocomplete', url: '/components/autocomplete', ready: 'Grouped options' },
  { link: 'Button', url: '/components/button', ready: 'Button group' },
  { link: 'Checkbox', url: '/components/checkbox', ready: 'Helper text and errors' },
  { link: 'Date & Time', url: '/components/date-time', ready: 'Calendar' },
  { link: 'Radio', url: '/components/radio', ready: 'Label placement' },
  { link: 'Slider', url: '/components/slider', ready: 'Steps and marks' },
  { link: 'Switch', url: '/components/switch', ready: 'Label placement' },
  { link: 'Text Field', url: '/components/text-field', ready: 'Adornments' },
] as const;

test('every component page opens from the menu with no console error and no axe violation', async ({
  page,
}) => {
  await expectMenuPagesClean(page, 'Components', pages);
});

test('the component pages (and the date pickers with them) never load on the player’s pages', async ({
  page,
}) => {
  await expectChunkOnlyOn(page, 'features/src/templateScreens.ts', pages[3]);
});
