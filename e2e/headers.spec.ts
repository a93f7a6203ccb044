import { expect, test } from '@playwright/test';

import { login } from './helpers';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.describe('security headers', () => {
  test('the built app is served with a strict CSP and the other headers', async ({ request }) => {
    const response = await request.get('/login');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('a player logs in, deposits and reads the history with no CSP violation', async ({ page }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await login(page);
    await page.goto('/player/deposit');
    await expect(page.getByRole('heading', { name: 'ฝากเงิน' }).first()).toBeVisible();
    await page.goto('/player/history');
    await expect(page.getByRole('heading', { name: 'ประวัติการทำรายการ' }).first()).toBeVisible();
    await page.goto('/e-commerce/products');
    await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('another site cannot frame the app (the withdraw confirmation cannot be clickjacked)', async ({
    page,
    baseURL,
  }) => {
    await page.setContent(`<iframe title="framed" src="${baseURL}/login" width="400" height="400"></iframe>`);
    await page.waitForTimeout(1500);
    const framed = page.frameLocator('iframe[title="framed"]');
    await expect(framed.getByRole('heading', { name: 'ยินดีต้อนรับกลับมา' })).toHaveCount(0);
  });
});
