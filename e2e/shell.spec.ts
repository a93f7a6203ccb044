import { expect, test, type Page } from '@playwright/test';

import { expiredTokenFor, login } from './helpers';

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

test.describe('the prerendered page shells (decision 0028)', () => {
  const phone = { width: 375, height: 812 };
  const codeHint = 'กรอกโค้ดเพื่อรับเครดิตเข้ายอดเงินทันที ใช้ได้ 1 ครั้งต่อโค้ด';
  const withSession = (page: Page) =>
    page.addInitScript(() => localStorage.setItem('serviceToken', 'a-stored-session'));

  test('a logged-in player on a phone gets the page from the HTML alone, inert', async ({ page }) => {
    await page.setViewportSize(phone);
    await withSession(page);
    await withoutAppScripts(page);
    await page.goto('/player/promotions');
    await expect(page.getByText(codeHint)).toBeVisible();
    await expect(page.locator('#pp-page-shell')).toHaveAttribute('inert', '');
    await page.goto('/player/wheel');
    await expect(page.getByText(/^ใช้แต้มสะสมหมุนกงล้อ/)).toBeVisible();
  });

  test('not for a guest, a wide screen, saved display settings, or another page', async ({ page }) => {
    await withoutAppScripts(page);
    await page.setViewportSize(phone);
    await page.goto('/player/promotions');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await withSession(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/player/promotions');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await page.setViewportSize(phone);
    await page.goto('/player/deposit');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await page.addInitScript(() => localStorage.setItem('berry-config', '{"mode":"dark"}'));
    await page.goto('/player/promotions');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
  });

  test('the app takes over without a second copy, and the page works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    await page.setViewportSize(phone);
    await login(page);
    await page.goto('/player/promotions');
    await expect(page.getByText(codeHint)).toHaveCount(1);
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await expect(page.getByText('สมาชิกใหม่รับโบนัส 100%').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'โค้ดเครดิต' }).fill('WELCOME100');
    await expect(page.getByRole('textbox', { name: 'โค้ดเครดิต' })).toHaveValue('WELCOME100');
    await page.goto('/player/wheel');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'หมุนกงล้อ' })).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test('a session that has ended goes to the login page, with no shell left', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(
      (token) => localStorage.setItem('serviceToken', token),
      expiredTokenFor('100001'),
    );
    await page.goto('/player/promotions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await expect(page.getByText(codeHint)).toHaveCount(0);
  });
});

test.describe("the landing's prerendered page (decision 0028)", () => {
  const title = 'ทุกเกมที่คุณชอบ ในบัญชีเดียว';

  test('a visitor gets the landing from the HTML alone, at any width, inert', async ({ page }) => {
    await withoutAppScripts(page);
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/pages/landing');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'สมัครสมาชิกเลย' }).first()).toBeVisible();
      await expect(page.locator('#pp-page-shell')).toHaveAttribute('inert', '');
      // No site's name before the website setting has answered.
      await expect(page.getByText('Player Portal')).toHaveCount(0);
    }
  });

  test('not from an invite link (the page says whose), nor with saved display settings', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/pages/landing?inviter=AGENT01');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await page.addInitScript(() => localStorage.setItem('berry-config', '{"mode":"dark"}'));
    await page.goto('/pages/landing');
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
  });

  test('the app takes over without a second copy: the brand, games and promotions arrive', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    await page.goto('/pages/landing');
    await expect(page.getByRole('link', { name: 'Lucky Star: หน้าแรก' })).toBeVisible();
    await expect(page.locator('#pp-page-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'เกมแนะนำ' })).toHaveCount(1);
    await page.getByRole('link', { name: 'สมัครสมาชิกเลย' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    expect(problems).toEqual([]);
  });
});
