import { expect, test } from '@playwright/test';

import { paths } from '@pp/features/paths';

/**
 * The template's public status pages open without a login, outside the main layout (no menu), with
 * no console error; the coming-soon pages count down to the configured opening.
 */
const pages = [
  { url: paths.pages.error, heading: 'Page not found' },
  { url: paths.pages.comingSoon1, heading: 'Coming soon' },
  { url: paths.pages.comingSoon2, heading: 'Something new is on its way' },
  { url: paths.pages.underConstruction, heading: 'Under construction' },
];

for (const { url, heading } of pages) {
  test(`${url} opens for a visitor, with no menu and no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    if (url.includes('coming-soon')) {
      await expect(page.getByRole('timer', { name: 'Time left until the opening' })).toBeVisible();
    }
    // The home button leads into the site: the login for a visitor.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });
}
