import { expect, test } from '@playwright/test';

test.describe('failures a player can recover from', () => {
  test('a page whose chunk is gone (a new release) offers to reload in Thai, and the reload shows it', async ({
    page,
  }) => {
    // The release this tab was built with is gone from the server: the register page's chunk 404s.
    // (A first visit: the mock's service worker is not in the way of the page's routes yet.)
    await page.route('**/assets/auth-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'มีเวอร์ชันใหม่ของระบบ' })).toBeVisible();
    await expect(page.getByText(/Failed to fetch|dynamically imported/)).toHaveCount(0);

    await page.unroute('**/assets/auth-*.js');
    await page.getByRole('button', { name: 'โหลดหน้าใหม่' }).click();
    await expect(page.getByRole('heading', { name: 'สมัครสมาชิก' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'มีเวอร์ชันใหม่ของระบบ' })).toHaveCount(0);
  });
});
