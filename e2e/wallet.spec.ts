import { expect, test, type Page } from '@playwright/test';

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
    await expect(header).toContainText('฿1,250.50');
    await page.goto('/player/withdraw');
    await page.getByRole('textbox', { name: 'จำนวนเงิน' }).fill('300');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
    await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByText('ส่งรายการถอนเงินแล้ว')).toBeVisible();
    await expect(header).toContainText('฿950.50');
  });
});

test.describe('two tabs writing the same wallet', () => {
  test('deposits sent from both tabs at once are all recorded: no update is lost', async ({ context }) => {
    const first = await context.newPage();
    await login(first);
    const second = await context.newPage();
    await second.goto('/player/history');
    await expect(second.getByRole('heading', { name: 'ประวัติการทำรายการ' }).first()).toBeVisible();
    await first.goto('/player/history');
    await expect(first.getByRole('heading', { name: 'ประวัติการทำรายการ' }).first()).toBeVisible();

    const historyLength = (page: Page) =>
      page.evaluate(async () => {
        const token = localStorage.getItem('serviceToken') ?? '';
        const response = await fetch('/player-api/userbalance/history/100001', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data: unknown[] }).data.length;
      });
    /** Each tab's own mock answers its requests; both write the wallet in localStorage. */
    const depositMany = (page: Page, tab: string) =>
      page.evaluate(async (name) => {
        const token = localStorage.getItem('serviceToken') ?? '';
        const statuses = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            fetch('/player-api/userbalance/deposit/100001', {
              method: 'POST',
              headers: {
                Authorization: `Bearer ${token}`,
                'Content-Type': 'application/json',
                'Idempotency-Key': `${name}-${index}`,
              },
              body: JSON.stringify({ amount: 100 + index, bankCode: 'KBANK' }),
            }).then((response) => response.status),
          ),
        );
        return statuses;
      }, tab);

    const before = await historyLength(first);
    const [fromFirst, fromSecond] = await Promise.all([
      depositMany(first, 'first'),
      depositMany(second, 'second'),
    ]);
    expect([...fromFirst, ...fromSecond].every((status) => status === 201)).toBe(true);
    expect(await historyLength(first)).toBe(before + 20);
    expect(await historyLength(second)).toBe(before + 20);
  });
});
