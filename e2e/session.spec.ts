import { expect, test } from '@playwright/test';

import { DEMO_PLAYER_ID, signToken } from '@pp/mocks';

import { demoPlayer, login } from './helpers';

test.describe('sessions across tabs', () => {
  test('a logout in one tab ends the session in the other, which asks to log in again and comes back', async ({
    context,
  }) => {
    await context.route('**/external-site', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External site</h1>' }),
    );
    const first = await context.newPage();
    await login(first);
    const second = await context.newPage();
    await second.goto('/player/history');
    await expect(second.getByRole('heading', { name: 'ประวัติการทำรายการ' }).first()).toBeVisible();

    await first.getByRole('button', { name: /บัญชีผู้ใช้|โปรไฟล์|profile/i }).click();
    await first.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(first).toHaveURL(/\/external-site$/);

    // The other tab stays in the app: on /login, saying why, and back on its page after a login.
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByText('คุณออกจากระบบในแท็บอื่นแล้ว กรุณาเข้าสู่ระบบอีกครั้ง')).toBeVisible();
    await second.getByLabel('เบอร์โทรศัพท์').fill(demoPlayer.username);
    await second.getByLabel('รหัสผ่าน', { exact: true }).fill(demoPlayer.password);
    await second.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(second).toHaveURL(/\/player\/history$/);
  });

  test('a login in one tab logs in the other', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/login');
    const second = await context.newPage();
    await second.goto('/login');
    await expect(second.getByRole('heading', { name: 'ยินดีต้อนรับกลับมา' })).toBeVisible();
    await login(first);
    await expect(second).toHaveURL(/\/dashboard\/analytics$/);
  });
});

test.describe('a session that expires mid-use', () => {
  test('lands on /login saying so, and a login comes back to the page', async ({ page }) => {
    // A real token of the demo player whose two hours end 4 seconds from now.
    const ttlMs = 2 * 60 * 60 * 1000;
    const token = await signToken(DEMO_PLAYER_ID, 'player', Date.now() - ttlMs + 4000);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('serviceToken', value);
      }
    }, token);
    await page.goto('/player/history');
    await expect(page.getByRole('heading', { name: 'ประวัติการทำรายการ' }).first()).toBeVisible();

    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page.getByText('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง ระบบจะพากลับไปยังหน้าเดิม')).toBeVisible();
    await page.getByLabel('เบอร์โทรศัพท์').fill(demoPlayer.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demoPlayer.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/player\/history$/);
  });
});
