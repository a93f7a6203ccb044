import { expect, test } from '@playwright/test';

import { bannedPlayer, demoPlayer, expiredTokenFor, login } from './helpers';

test.describe('authentication', () => {
  test('the demo player logs in, sees the greeting and balance, and stays logged in after a reload', async ({
    page,
  }) => {
    await login(page);
    const header = page.getByRole('banner');
    await expect(header.getByText(`สวัสดีคุณ ${demoPlayer.name}`)).toBeVisible();
    await expect(header).toContainText('฿1,250.50');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByRole('banner').getByText(`สวัสดีคุณ ${demoPlayer.name}`)).toBeVisible();
  });

  test('a logged-in player opening a guest route is sent to the landing page', async ({ page }) => {
    await login(page);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  });

  test('a guest opening the protected area is sent to login', async ({ page }) => {
    await page.goto('/player/history');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logout forgets the session, keeps the mock backend's data: a new player logs in again", async ({
    page,
  }) => {
    await page.route('**/external-site', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External site</h1>' }),
    );
    const player = { username: '0834567890', password: 'secret12' };
    await page.goto('/register');
    await page.getByLabel('เบอร์โทรศัพท์').fill(player.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(player.password);
    await page.getByLabel('ยืนยันรหัสผ่าน').fill(player.password);
    await page.getByRole('combobox', { name: 'ธนาคาร' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('เลขบัญชี').fill('9876543210');
    await page.getByLabel('ชื่อบัญชี').fill('ทดสอบ ระบบ');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, player);
    await page.getByRole('button', { name: /บัญชีผู้ใช้|โปรไฟล์|profile/i }).click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page).toHaveURL(/\/external-site$/);
    // The external page has loaded (reading storage while it still loads can lose its context).
    await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible();
    const keys = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: sessionStorage.length,
    }));
    expect(keys.session).toBe(0);
    expect(keys.local.length).toBeGreaterThan(0);
    expect(keys.local.filter((key) => !key.startsWith('mock:'))).toEqual([]);

    await login(page, player);
  });

  test('the banned account sees its message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('เบอร์โทรศัพท์').fill(bannedPlayer.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(bannedPlayer.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page.getByRole('alert')).toContainText('เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน');
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue(bannedPlayer.username);
  });

  test('an expired token lands on login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('serviceToken', token), expiredTokenFor('100001'));
    await page.goto('/dashboard/analytics');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  });

  test('registration errors appear in Thai', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page.getByText('กรุณากรอกเบอร์โทรศัพท์', { exact: false }).first()).toBeVisible();
    await page.getByLabel('เบอร์โทรศัพท์').fill(demoPlayer.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('secret12');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('secret13');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect(page.getByText('รหัสผ่านไม่ตรงกัน').first()).toBeVisible();
  });
});
