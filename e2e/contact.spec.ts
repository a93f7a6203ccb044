import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** Contacts (issue 15): open both views from the menu, add a contact, find it, edit it. */
test('the contacts open from the menu; a contact is added, found and edited', async ({ page }) => {
  await login(page);
  const section = page.getByRole('button', { name: 'Contact', exact: true });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Cards', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/contact\/c-card$/);
  await expect(page.getByRole('heading', { name: 'Contact cards' })).toBeVisible();
  await expect(page.getByText('18 contacts')).toBeVisible();

  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Nadia Rahman');
  await dialog.getByRole('textbox', { name: /^Work email/ }).fill('nadia@kiwi');
  await dialog.getByRole('textbox', { name: /^Work phone/ }).fill('+66 2 555 0199');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Work email/ }).fill('nadia@kiwilabs.example.com');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('19 contacts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contacts under N' })).toContainText('Nadia Rahman');

  // The list view shows the same contacts; the search finds the new one, and it can be edited.
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/contact\/c-list$/);
  // The cards page has a search field of the same name and stays until the list has loaded.
  await expect(page.getByRole('heading', { name: 'Contact list' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('kiwilabs');
  await expect(page.getByText('4 contacts')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Nadia Rahman' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await edit.getByRole('textbox', { name: /^Role/ }).fill('Designer');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'Contacts under N' })).toContainText('Designer');

  // The mock keeps its state in the browser: the contact survives a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contacts under N' })).toContainText('Nadia Rahman');
});
