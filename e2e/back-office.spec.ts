import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { demoPlayer, login } from './helpers';

/**
 * The back office across roles in one browser (decisions sections 10 and 11): the player and the
 * admin take turns on the same mock data, which a logout keeps. The back office follows the
 * template locale (English by default); the player's screens are Thai.
 */
const admin = { username: 'admin', password: 'admin1234' };

/** A 1 x 1 PNG: the transfer slip the player attaches. */
const SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Logs out through the profile menu, then opens the login page again. */
async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /บัญชีผู้ใช้|โปรไฟล์|profile/i }).click();
  await page.getByRole('menuitem', { name: /ออกจากระบบ|log ?out/i }).click();
  // The logout leaves for the external site with a full page load. Here that site is the app
  // itself, which sends a visitor without a session on to /login remembering where they were: leave
  // it, so the next login starts afresh instead of reloading that page (and going back there).
  await page.waitForURL(/\/external-site$/, { waitUntil: 'load' });
  await page.goto('about:blank');
}

/** The queue row of the demo player's pending transaction of `amount`, found through the player search. */
async function queueRow(page: Page, amount: string) {
  await page.goto('/admin/transactions');
  await page.getByRole('textbox', { name: 'Search player (username or id)' }).fill(demoPlayer.username);
  const row = page.getByRole('row').filter({ hasText: amount });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('back office across roles', () => {
  test('a deposit with a slip, approved by the admin, reaches the player’s balance and history', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/player/deposit');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('700');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP });
    await expect(page.getByRole('img', { name: 'ตัวอย่างสลิป slip.png' })).toBeVisible();
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(page.getByText('รอดำเนินการ').first()).toBeVisible();
    await logout(page);

    await login(page, admin);
    const row = await queueRow(page, '฿700.00');
    await row.getByRole('button', { name: /^Review / }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /^Transfer slip of / })).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve ฿700.00' }).click();
    await expect(page.getByText(/ approved$/)).toBeVisible();
    await logout(page);

    await login(page);
    await expect(page.getByRole('banner')).toContainText('฿1,950.50');
    await page.goto('/player/history');
    const approved = page.getByRole('row').filter({ hasText: '+฿700.00' });
    await expect(approved).toContainText('สำเร็จ');
  });

  test('a withdrawal rejected by the admin gives the held amount back, with the reason', async ({ page }) => {
    await login(page);
    const header = page.getByRole('banner');
    await page.goto('/player/withdraw');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('300');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' }).getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(header).toContainText('฿950.50');
    await logout(page);

    await login(page, admin);
    const row = await queueRow(page, '฿300.00');
    await row.getByRole('button', { name: /^Review / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: /^Reject / });
    await reject.getByRole('textbox', { name: 'Reason' }).fill('ชื่อบัญชีไม่ตรงกับชื่อผู้ใช้');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText(/ rejected$/)).toBeVisible();
    await logout(page);

    await login(page);
    await expect(page.getByRole('banner')).toContainText('฿1,250.50');
    await page.goto('/player/history');
    await expect(page.getByText('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อผู้ใช้')).toBeVisible();
  });

  test('a player banned by the admin ends on the banned message', async ({ page }) => {
    await login(page, admin);
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Search username, name or id' }).fill(demoPlayer.username);
    const row = page.getByRole('row').filter({ hasText: demoPlayer.username });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Ban ${demoPlayer.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ban player' }).click();
    await expect(page.getByText(`${demoPlayer.name} is banned`)).toBeVisible();
    await logout(page);

    await page.goto('/login');
    await page.getByLabel('เบอร์โทรศัพท์').fill(demoPlayer.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demoPlayer.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page.getByRole('alert')).toContainText('เกิดปัญหาในการเข้าสู่ระบบ กรุณาติดต่อแอดมิน');
  });

  test('a credit code the admin creates is redeemed by the player', async ({ page }) => {
    await login(page, admin);
    await page.goto('/admin/credit-codes');
    await page.getByRole('button', { name: 'New code' }).click();
    const form = page.getByRole('dialog', { name: 'New credit code' });
    await form.getByRole('textbox', { name: 'Code' }).fill('e2ebonus50');
    await form.getByRole('textbox', { name: 'Credit per player' }).fill('50');
    await form.getByRole('textbox', { name: 'Use limit' }).fill('10');
    await form.getByRole('textbox', { name: 'Expires on' }).fill('31/12/2027');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('E2EBONUS50 created')).toBeVisible();
    await logout(page);

    await login(page);
    await page.goto('/player/promotions');
    await page.getByRole('textbox', { name: 'โค้ดเครดิต' }).fill('E2EBONUS50');
    await page.getByRole('button', { name: 'รับเครดิต' }).click();
    await expect(page.getByText('รับเครดิต 50 บาทเรียบร้อย')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('฿1,300.50');
  });

  test('a player typing an /admin address gets the 403 page, and neither admin data nor admin code', async ({
    page,
  }) => {
    // The back office's screens as the build lists them (one lazy chunk for the six).
    const manifest = JSON.parse(
      readFileSync(path.resolve('packages/app/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; src?: string }>;
    const adminChunk = Object.values(manifest).find((entry) =>
      entry.src?.endsWith('features/src/admin/screens.ts'),
    );
    expect(adminChunk?.file).toBeTruthy();

    const requested: string[] = [];
    const adminAnswers: number[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (
        /\/player-api\/(usersystem(\?|$)|usercount|adminsystem|promotionadmin|transaction|agentinfo|agentbalance$)/.test(
          response.url(),
        )
      ) {
        adminAnswers.push(response.status());
      }
    });
    await login(page);
    for (const address of ['/admin/transactions', '/admin/users', '/admin/agent']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: /Access denied|ไม่มีสิทธิ์/ })).toBeVisible();
    }
    // No back-office group in the player's menu either.
    await expect(page.getByText('ระบบหลังบ้าน')).toHaveCount(0);
    expect(requested.filter((file) => file.endsWith(adminChunk?.file ?? '\0'))).toEqual([]);
    expect(adminAnswers.filter((status) => status < 400)).toEqual([]);
  });
});
