import { expect, test } from '@playwright/test';

import { login } from './helpers';

test.describe('lucky wheel', () => {
  test('the demo player spins: 10 points spent, the wheel turns to the prize, the history shows it', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/player/wheel');
    const points = page.getByTestId('wheel-points');
    await expect(points).toHaveText('35 แต้ม');
    const spin = page.getByRole('button', { name: 'หมุนกงล้อ' });
    await spin.click();
    // The wheel turns (about 4 s): one spin at a time, the cost already taken off.
    await expect(page.getByRole('button', { name: 'กำลังหมุน...' })).toBeDisabled();
    await expect(points).toHaveText('25 แต้ม');
    // The mock's draw is seeded: the demo player's 46th spin lands on เครดิต ฿50.
    const dialog = page.getByRole('dialog', { name: 'ยินดีด้วย!' });
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    await expect(dialog).toContainText('คุณได้รับเครดิต ฿50.00 เข้ายอดเงินคงเหลือแล้ว');
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(points).toHaveText('25 แต้ม');
    const history = page.getByRole('list', { name: 'ประวัติการหมุน' });
    await expect(history.getByRole('listitem').first()).toContainText('เครดิต ฿50');
    await expect(history.getByRole('listitem').first()).toContainText('+฿50.00');
    await expect(page.getByRole('banner')).toContainText('฿1,300.50');
    await page.goto('/player/history');
    await expect(page.locator('table tbody tr').first()).toContainText('รางวัลกงล้อ');
  });
});
