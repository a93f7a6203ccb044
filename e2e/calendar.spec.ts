import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** A marker of FullCalendar's code (its theme's generated class names). */
const FULLCALENDAR = 'fc-classic-';

/**
 * Calendar (issue 15): open it from the menu, add an event, find it again after a reload, delete
 * it; FullCalendar's code arrives with the calendar's page and not before.
 */
test('the calendar opens from the menu, adds an event and deletes it', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  const loadedFullCalendar = async (from = 0) => {
    const bodies = await Promise.all(scripts.slice(from).map((script) => script.body));
    return bodies.some((body) => body.includes(FULLCALENDAR));
  };

  await login(page);
  expect(await loadedFullCalendar()).toBe(false);
  const before = scripts.length;

  await page.locator('nav a[href="/app/calendar"]').first().click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  const add = page.getByRole('button', { name: 'Add event' });
  await expect(add).toBeVisible();
  expect(await loadedFullCalendar(before)).toBe(true);

  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Playwright planning');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('“Playwright planning” added')).toBeVisible();
  const event = page.getByText('Playwright planning', { exact: true }).locator('visible=true').first();
  await expect(event).toBeVisible();

  // The mock keeps its state in the browser: the event survives a reload.
  await page.reload();
  await expect(
    page.getByText('Playwright planning', { exact: true }).locator('visible=true').first(),
  ).toBeVisible();

  await page.getByText('Playwright planning', { exact: true }).locator('visible=true').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Playwright planning');
  await edit.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete event?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Playwright planning” deleted')).toBeVisible();
  await expect(page.getByText('Playwright planning', { exact: true }).locator('visible=true')).toHaveCount(0);
});
