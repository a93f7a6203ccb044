import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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

// axe-core goes into the page as a script of its own: a spec that uses it sets `bypassCSP` (the
// app's CSP would refuse the script).
let axeSource: string | undefined;

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/** The axe violations of the page, each as `rule: selectors`. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** A page of a menu section: its link, its address and a heading that shows it has rendered. */
export interface MenuPage {
  link: string;
  url: string;
  ready: string;
}

/**
 * Logs in, opens the menu section `section` and each of its pages from the menu: each shows its
 * title and `ready` heading (then `settle`, if given) with no axe violation, and no page logs a
 * console error or warning.
 */
export async function expectMenuPagesClean(
  page: Page,
  section: string,
  pages: readonly MenuPage[],
  settle?: (url: string) => Promise<void>,
): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page);
  const toggle = page.getByRole('button', { name: section, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const { link, url, ready } of pages) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    await settle?.(url);
    expect(await axeViolations(page), url).toEqual([]);
  }
  expect(errors).toEqual([]);
}

/**
 * The lazy chunk built from the module whose path ends with `source` is never requested on the
 * player's pages, and is on `page` (a `MenuPage` of it).
 */
export async function expectChunkOnlyOn(page: Page, source: string, { url, ready }: MenuPage): Promise<void> {
  const manifest = JSON.parse(
    readFileSync(path.resolve('packages/app/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  const entry = Object.values(manifest).find((candidate) => candidate.src?.endsWith(source));
  expect(entry?.file).toBeTruthy();
  const chunk = `/${entry?.file ?? '-'}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await login(page);
  for (const address of ['/player/deposit', '/player/history']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(requested).not.toContain(chunk);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: ready })).toBeVisible();
  expect(requested).toContain(chunk);
}
