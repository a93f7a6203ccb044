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

test.describe('an account banned mid-session', () => {
  test('its next call is refused: the player lands on /login with the banned message', async ({ page }) => {
    // A registered player kept by the mock in browser storage, logged in with a real token.
    const id = '200001';
    const account = {
      id,
      username: '0861112222',
      bank_name: 'SCB',
      book_number: '9876543210',
      book_name: 'มานี มีนา',
      name: 'มานี มีนา',
      inviterID: '',
      passwordHash: '0'.repeat(64),
      salt: '0'.repeat(32),
      role: 'player',
      status: 'active',
      credit: 0,
      PromotionID: null,
      PromotionDetail: null,
      PromotionStatus: null,
    };
    const token = await signToken(id, 'player');
    await page.addInitScript(
      ({ record, value }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mock:users', JSON.stringify([record]));
        localStorage.setItem('serviceToken', value);
      },
      { record: account, value: token },
    );
    await page.goto('/player/deposit');
    await expect(page.getByRole('heading', { name: 'ฝากเงิน' }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'จำนวนเงิน' })).toBeVisible();
    // Every call of the page answered before the ban: a late one (the header's balance, the banks)
    // would end the session before the deposit is sent (seen once in CI).
    await page.waitForLoadState('networkidle');

    // An admin bans the account (the mock's data is in this browser's storage).
    await page.evaluate((userId) => {
      const users = JSON.parse(localStorage.getItem('mock:users') ?? '[]') as {
        id: string;
        status: string;
      }[];
      localStorage.setItem(
        'mock:users',
        JSON.stringify(users.map((user) => (user.id === userId ? { ...user, status: 'banned' } : user))),
      );
    }, id);

    // The next deposit is refused, nothing is recorded, and the session ends with the reason.
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('500');
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน');
    const wallet = await page.evaluate((userId) => localStorage.getItem(`mock:wallet:${userId}`), id);
    expect(wallet ?? '').not.toContain('"amountSatang":50000');
  });
});
