import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** Chat (issue 15): open it from the menu, send a message, and it is still there after a reload. */
test('the chat opens from the menu and sends a message with Enter', async ({ page }) => {
  await login(page);
  await page.locator('nav a[href="/app/chat"]').first().click();
  await expect(page).toHaveURL(/\/app\/chat/);

  const contacts = page.getByRole('list', { name: 'Contacts' });
  await expect(contacts.getByText('Keefe Bennett')).toBeVisible();
  await contacts.getByText('Keefe Bennett').click();
  await expect(page).toHaveURL(/\/app\/chat\?user=u-3$/);
  const messages = page.getByRole('log', { name: 'Messages with Keefe Bennett' });
  await expect(messages.getByText('Perfect, thank you!')).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Message to Keefe Bennett' });
  await field.fill('   ');
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  await field.fill('Is the menu ready?');
  await field.press('Shift+Enter');
  await field.pressSequentially('Vegetarian options too, please.');
  await field.press('Enter');
  await expect(messages.getByText(/Is the menu ready\?\s+Vegetarian options too, please\./)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(contacts.getByText(/Is the menu ready\?/)).toBeVisible();

  // The mock keeps its state in the browser: the message survives a reload.
  await page.reload();
  await expect(
    page.getByRole('log', { name: 'Messages with Keefe Bennett' }).getByText(/Vegetarian options too/),
  ).toBeVisible();
});
