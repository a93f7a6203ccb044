import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** User pages (issue 16): user card 1 and user list 1 open from the menu, search and page. */
test('user card 1 and user list 1 open from the menu', async ({ page }) => {
  await login(page);
  const section = page.getByRole('button', { name: 'Users', exact: true });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('link', { name: 'User Card 1', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/card\/card1$/);
  await expect(page.getByText('12 people')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search users' }).fill('qa engineer');
  await expect(page.getByText('1 person')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ratchanee Pongsak' })).toBeVisible();

  await page.getByRole('link', { name: 'User List 1', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/list\/list1$/);
  await expect(page.getByText('20 people')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('11–20 of 20')).toBeVisible();
  await expect(page.getByRole('table', { name: 'User list' })).toContainText('Yuki Tanaka');
});
