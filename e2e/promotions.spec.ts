import { expect, test } from '@playwright/test';

import { login } from './helpers';

/** The turnover demo account (README, "Demo accounts"): its promotion's turnover is not met. */
const turnoverPlayer = { username: '0823456789', password: 'demo1234' };

test.describe('promotions and credit codes', () => {
  test('the demo player redeems WELCOME100 and the header balance rises by ฿100', async ({ page }) => {
    await login(page);
    const header = page.getByRole('banner');
    await expect(header).toContainText('฿1,250.50');
    await page.goto('/player/promotions');
    await page.getByRole('textbox', { name: 'โค้ดเครดิต' }).fill('welcome100');
    await expect(page.getByRole('textbox', { name: 'โค้ดเครดิต' })).toHaveValue('WELCOME100');
    await page.getByRole('button', { name: 'รับเครดิต' }).click();
    await expect(page.getByText('รับเครดิต 100 บาทเรียบร้อย')).toBeVisible();
    await expect(header).toContainText('฿1,350.50');
    // Once per player: the same code again is refused at the field.
    await page.getByRole('textbox', { name: 'โค้ดเครดิต' }).fill('WELCOME100');
    await page.getByRole('button', { name: 'รับเครดิต' }).click();
    await expect(page.getByText('คุณใช้โค้ดนี้แล้ว')).toBeVisible();
    await expect(header).toContainText('฿1,350.50');
  });

  test('the turnover account is refused a withdrawal with the turnover still to play', async ({ page }) => {
    await login(page, turnoverPlayer);
    await page.goto('/player/withdraw');
    const amount = page.getByRole('textbox', { name: 'จำนวนเงิน' });
    await amount.fill('500');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expect(page.getByText('ต้องทำเทิร์นอีก 2,050 บาท จึงจะถอนได้')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(amount).toHaveValue('500');
    await page.goto('/player/promotions');
    await expect(page.getByRole('progressbar', { name: 'ความคืบหน้าการทำเทิร์น' })).toBeVisible();
    await expect(page.getByText('ทำแล้ว ฿1,250.00 จาก ฿3,300.00')).toBeVisible();
  });
});
