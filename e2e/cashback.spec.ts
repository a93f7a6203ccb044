import { expect, test } from '@playwright/test';

import { login } from './helpers';

test.describe('cashback', () => {
  test('the demo player claims last week’s ฿120 once; a second claim is refused in Thai', async ({
    context,
  }) => {
    const first = await context.newPage();
    await login(first);
    await expect(first.getByRole('banner')).toContainText('฿1,250.50');

    // A second tab opened on the cashback page before the claim: it still offers the claim.
    const second = await context.newPage();
    await second.goto('/player/cashback');
    await expect(second.getByRole('button', { name: 'รับคืนยอดเสีย ฿120.00' })).toBeVisible();

    await first.goto('/player/cashback');
    await expect(first.getByText('16 พ.ย. 2569 – 22 พ.ย. 2569')).toBeVisible();
    await first.getByRole('button', { name: 'รับคืนยอดเสีย ฿120.00' }).click();
    await expect(first.getByText('รับคืนยอดเสีย ฿120.00 เข้ายอดเงินคงเหลือแล้ว')).toBeVisible();
    await expect(first.getByRole('banner')).toContainText('฿1,370.50');
    await expect(first.getByText('คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว')).toBeVisible();
    await expect(first.getByText('รับคืนยอดเสียครั้งถัดไปได้ตั้งแต่วันที่ 30 พ.ย. 2569')).toBeVisible();

    await second.getByRole('button', { name: 'รับคืนยอดเสีย ฿120.00' }).click();
    await expect(second.getByRole('alert')).toContainText('คุณรับคืนยอดเสียของสัปดาห์นี้ไปแล้ว รับได้อีกครั้งสัปดาห์หน้า');
    await expect(second.getByText('คุณรับคืนยอดเสียของสัปดาห์นี้แล้ว')).toBeVisible();

    // Paid once: the cashback row tops the history, and the balance is still ฿1,370.50 after a reload.
    await first.goto('/player/history');
    await expect(first.locator('table tbody tr').first()).toContainText('คืนยอดเสีย');
    await expect(first.locator('table tbody tr').first()).toContainText('120.00');
    await first.reload();
    await expect(first.getByRole('banner')).toContainText('฿1,370.50');
  });
});
