import { expect, type Page } from '@playwright/test';

export const demoPlayer = { username: '0812345678', password: 'demo1234', name: 'สมชาย ใจดี' };
export const bannedPlayer = { username: '0899999999', password: 'demo1234' };

/** Logs in through the real login form and waits for the player home. */
export async function login(
  page: Page,
  account: { username: string; password: string } = demoPlayer,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(account.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
}

/** Signs a token like the mock backend does, but already expired (for the expired-token journey). */
export function expiredTokenFor(sub: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, role: 'player', iat: now - 7300, exp: now - 100 })}.invalid-signature`;
}
