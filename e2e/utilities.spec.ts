import { expect, test } from '@playwright/test';

import { login } from './helpers';

/**
 * The utility, pricing and sample pages (issue 18): each opens from the menu's Support group and
 * renders its title and content with no console error. (The axe check joins when the shared
 * `axeViolations` helper is in `./helpers`.)
 */

const sections = [
  {
    section: 'Utilities',
    pages: [
      { link: 'Typography', url: '/utils/util-typography', ready: 'Type styles' },
      { link: 'Color', url: '/utils/util-color', ready: 'Palette of preset default (light mode)' },
      { link: 'Shadow', url: '/utils/util-shadow', ready: 'Elevations' },
      { link: 'Animation', url: '/utils/util-animation', ready: 'Fade' },
      { link: 'Grid', url: '/utils/util-grid', ready: 'Nested grid' },
    ],
  },
  {
    section: 'Pricing',
    pages: [
      { link: 'Price 1', url: '/pricing/price1', ready: 'Standard' },
      { link: 'Price 2', url: '/pricing/price2', ready: 'Compare the plans' },
    ],
  },
];

test('every utility, pricing and sample page opens from the menu with no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page);
  for (const { section, pages } of sections) {
    const button = page.getByRole('button', { name: section, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const { link, url, ready } of pages) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    }
  }
  await page.getByRole('link', { name: 'Sample Page', exact: true }).click();
  await expect(page).toHaveURL(/\/sample-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sample card' })).toBeVisible();
  // The pricing switch works in the built app too.
  await page.getByRole('link', { name: 'Price 1', exact: true }).click();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('You save $69.60 a year')).toBeVisible();
  expect(errors).toEqual([]);
});
