import { expect, test } from '@playwright/test';

import { login } from './helpers';

test.describe('wallet', () => {
  test('a deposit shows as pending in the history', async ({ page }) => {
    await login(page);
    await page.goto('/player/deposit');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('500');
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(page.getByText('ส่งรายการฝากเงินแล้ว')).toBeVisible();
    await page.goto('/player/history');
    const firstRow = page.locator('table tbody tr').first();
    await expect(firstRow).toContainText('รอดำเนินการ');
    await expect(firstRow).toContainText('500.00');
  });

  test('a withdrawal over the balance is refused in Thai, nothing is sent', async ({ page }) => {
    await login(page);
    await page.goto('/player/withdraw');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('999999');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await expect(page.getByText('ยอดเงินไม่เพียงพอ').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveValue('999999');
  });

  test('a valid withdrawal drops the balance by the held amount', async ({ page }) => {
    await login(page);
    const header = page.getByRole('banner');
    await expect(header.getByText('ยอดเงินคงเหลือ 1,250.50 บาท')).toBeVisible();
    await page.goto('/player/withdraw');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('300');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByText('ส่งรายการถอนเงินแล้ว')).toBeVisible();
    await expect(header.getByText('ยอดเงินคงเหลือ 950.50 บาท')).toBeVisible();
  });
});
