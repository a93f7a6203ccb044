import { expect, test } from '@playwright/test';

import { expectMenuPagesClean, login } from './helpers';

/**
 * The form pages (issue 17): each opens from the menu's Forms section, renders with no console
 * error and no axe violation (WCAG 2.1 A and AA); the wizard can be completed.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Plugins', url: '/forms/plugins', ready: 'Rich-text editor' },
  { link: 'Layouts', url: '/forms/layouts', ready: 'Sticky action bar' },
  { link: 'Validation', url: '/forms/validation', ready: 'Create an account' },
  { link: 'Wizard', url: '/forms/wizard', ready: 'Open an account' },
] as const;

test('every form page opens from the menu with no console error and no axe violation', async ({ page }) => {
  await expectMenuPagesClean(page, 'Forms', pages, async (url) => {
    // The editor loads in its own chunk: check the page once it is there.
    if (url === '/forms/plugins')
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: 10_000 });
  });
});

test('the wizard can be completed, Back keeping what was typed', async ({ page }) => {
  await login(page);
  await page.goto('/forms/wizard');
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('textbox', { name: 'Email' }).fill('somchai@example.com');
  await page.getByRole('textbox', { name: 'Username' }).fill('somchai');
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await next.click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Somchai');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('somchai@example.com');
  await next.click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Somchai');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Jaidee');
  await page.getByRole('textbox', { name: 'Mobile number' }).pressSequentially('0812345678');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('081-234-5678');
  await page.getByLabel('Birthday').fill('1990-05-01');
  await next.click();
  await expect(page.getByText('Somchai Jaidee')).toBeVisible();
  await page.getByRole('checkbox', { name: 'The details above are correct' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
});
