import { expect, test, type Page } from '@playwright/test';

const heading = 'ยินดีต้อนรับกลับมา';

/** The page as it paints before the app's scripts run: they are held back, the HTML's own run. */
async function withoutAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

test.describe('the prerendered login card', () => {
  test('/login paints the card from the HTML alone, inert until the app takes over', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText('เบอร์โทรศัพท์').first()).toBeVisible();
    await expect(page.locator('#pp-guest-shell')).toHaveAttribute('inert', '');
  });

  test('no other page shows it, nor a visit without scripts', async ({ page, browser }) => {
    await withoutAppScripts(page);
    for (const path of ['/register', '/dashboard/analytics', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('#pp-guest-shell')).toHaveCount(0);
    }
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto('/login');
    await expect(plain.getByRole('heading', { name: heading })).toBeHidden();
    await noScripts.close();
  });

  for (const [key, value] of [
    ['serviceToken', 'a-stored-session'],
    ['berry-config', '{"mode":"dark"}'],
  ] as const) {
    test(`a visit with ${key} stored skips it (the app draws something else)`, async ({ page }) => {
      await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
      await withoutAppScripts(page);
      await page.goto('/login');
      await expect(page.locator('#pp-guest-shell')).toHaveCount(0);
    });
  }

  test('the app replaces it: one card, and what is typed is kept', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#pp-guest-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(1);
    await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  });
});
