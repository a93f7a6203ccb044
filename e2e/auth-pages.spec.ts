import { expect, test, type Page } from '@playwright/test';

import { AUTH_PAGE_KINDS, pathTo } from '@pp/features/paths';

import { axeViolations, demoPlayer, login } from './helpers';

/**
 * The template's authentication pages (`/pages/login/login1` and the rest): each of the 18 opens
 * for a visitor outside the main layout with no console error and no axe violation; login1 logs
 * the demo player in through the account API; the menu's Authentication section links them.
 */
test.use({ bypassCSP: true });

const headings = {
  login: 'ยินดีต้อนรับกลับมา',
  register: 'สมัครสมาชิก',
  'forgot-password': 'ลืมรหัสผ่าน',
  'check-mail': 'ตรวจสอบอีเมลของคุณ',
  'reset-password': 'ตั้งรหัสผ่านใหม่',
  'code-verification': 'ยืนยันรหัส OTP',
} as const;

/** Console errors and warnings of the page, and errors it threw. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const url of AUTH_PAGE_KINDS.flatMap((kind) =>
  ([1, 2, 3] as const).map((layout) => pathTo.authPage(kind, layout)),
)) {
  const heading = headings[AUTH_PAGE_KINDS.find((kind) => url.startsWith(`/pages/${kind}/`)) ?? 'login'];
  test(`${url} opens for a visitor with no console error and no axe violation`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('login1 logs the demo player in and opens the landing page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(pathTo.authPage('login', 1));
  await page.getByLabel('เบอร์โทรศัพท์').fill(demoPlayer.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demoPlayer.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByText(`สวัสดีคุณ ${demoPlayer.name}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the menu links each kind of page in its first layout', async ({ page }) => {
  await login(page);
  const toggle = page.getByRole('button', { name: 'Authentication', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: 'Code verification', exact: true });
  await expect(link).toBeVisible();
  // One CI run saw this click change nothing (the section still opening under the pointer, never
  // reproduced in 20 runs here): like a user, click again when the page did not move.
  const target = new RegExp(`${pathTo.authPage('code-verification', 1)}$`);
  await expect(async () => {
    if (!target.test(page.url())) await link.click({ timeout: 2000 });
    await expect(page).toHaveURL(target, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: headings['code-verification'] })).toBeVisible();
});
