import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** Mail (issue 15): open it from the menu, star a mail (the counts follow), read it, and send one. */
test('the mail opens from the menu, flags a mail, opens it and sends a reply', async ({ page }) => {
  await login(page);
  await page.locator('nav a[href="/app/mail"]').first().click();
  await expect(page).toHaveURL(/\/app\/mail/);

  const folders = page.getByRole('navigation', { name: 'Folders' });
  const mails = page.getByRole('list', { name: 'Mails' });
  await expect(mails.getByText('Launch plan for the spring campaign')).toBeVisible();
  await expect(folders.getByTestId('unread-starred')).toContainText('2');

  await page.getByRole('button', { name: 'Star: นัดประชุมลูกค้ารายใหม่' }).click();
  await expect(folders.getByTestId('unread-starred')).toContainText('3');
  await expect(page.getByRole('button', { name: 'Star: นัดประชุมลูกค้ารายใหม่' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The list is virtualised: starring a lower mail scrolled it, and the first mail comes back into
  // the page when the list is scrolled to its top, as a user would.
  await page.getByTestId('mail-scroller').evaluate((scroller) => scroller.scrollTo({ top: 0 }));
  await mails.getByText('Launch plan for the spring campaign').click();
  await expect(page).toHaveURL(/mail=mail-01/);
  await expect(page.getByRole('heading', { name: 'Launch plan for the spring campaign' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Sales chart.svg' })).toBeVisible();
  await expect(folders.getByTestId('unread-inbox')).toContainText('6');

  await page.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  await expect(dialog.getByRole('textbox', { name: /To/ })).toHaveValue('ava.thompson@example.com');
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Looks good to me.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent to ava.thompson@example.com')).toBeVisible();

  await page.goBack();
  await expect(mails).toBeVisible();
  await folders.getByRole('button', { name: /^Sent/ }).click();
  await expect(mails.getByText('Re: Launch plan for the spring campaign')).toBeVisible();
});
