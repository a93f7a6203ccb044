import { expect, test, type Page } from '@playwright/test';

import { login } from './helpers';

/** The titles of a column's cards, in order. */
const cardsIn = (page: Page, column: string) =>
  page.getByRole('region', { name: column, exact: true }).locator('[data-item-id] .MuiTypography-subtitle1');

/** Kanban (issue 16): open the board from the menu, move a card, find it there after a reload. */
test('a card moved on the board is still there after a reload', async ({ page }) => {
  await login(page);
  const section = page.getByRole('button', { name: 'Kanban', exact: true });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/kanban\/board$/);
  await expect(page.getByRole('heading', { name: 'Kanban board' })).toBeVisible();
  await expect(cardsIn(page, 'New')).toContainText(['Online payment checkout flow']);

  // With the keyboard: space lifts the card, the right arrow carries it to Active, space drops it.
  const card = page.getByRole('button', { name: /^Password reset email template/ });
  await card.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(cardsIn(page, 'Active')).toContainText(['Password reset email template']);

  // With the mouse: Weekly report chart goes from Resolved to Closed.
  const closed = page.getByRole('region', { name: 'Closed', exact: true });
  const from = await page.getByRole('button', { name: /^Weekly report chart/ }).boundingBox();
  if (!from) throw new Error('the card is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
  // The board scrolls sideways while a card is carried to its edge (the library's auto-scroll):
  // aim at the part of Closed that is on screen until the column stays where it is.
  let aim = { x: -1, y: -1 };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const to = await closed.boundingBox();
    if (!to) throw new Error('the column is not on screen');
    const next = { x: Math.round(to.x + 60), y: Math.round(to.y + 80) };
    if (next.x === aim.x && next.y === aim.y) break;
    aim = next;
    await page.mouse.move(aim.x, aim.y, { steps: 10 });
    await page.waitForTimeout(300);
  }
  await page.mouse.up();
  await expect(cardsIn(page, 'Closed')).toContainText(['Weekly report chart']);

  // The mock keeps the board in the browser: both moves survive a reload.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(cardsIn(page, 'Active')).toContainText(['Password reset email template']);
  await expect(cardsIn(page, 'New')).not.toContainText(['Password reset email template']);
  await expect(cardsIn(page, 'Closed')).toContainText(['Weekly report chart']);
  await expect(cardsIn(page, 'Resolved')).not.toContainText(['Weekly report chart']);
});

test('the backlogs open from the menu with their stories', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: 'Kanban', exact: true }).click();
  await page.getByRole('link', { name: 'Backlogs', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/kanban\/backlogs$/);
  await expect(page.getByRole('article', { name: 'As a player I pay online in one step' })).toBeVisible();
});
