import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { login } from './helpers';

/**
 * The widget and charts pages (issue 17): each opens from the menu's Widget or Charts section,
 * renders with no console error and no axe violation (WCAG 2.1 A and AA); their chunks, with nivo,
 * never load on the player's pages.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/** The axe violations of the page, each as `rule: selectors`. */
async function axeViolations(page: Page): Promise<string[]> {
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

const pages = [
  { section: 'Widget', link: 'Statistics', url: '/widget/statistics', ready: 'Revenue', charts: 0 },
  { section: 'Widget', link: 'Data', url: '/widget/data', ready: 'To-do list', charts: 0 },
  { section: 'Widget', link: 'Chart', url: '/widget/chart', ready: 'Total growth', charts: 4 },
  // The charts pages (the path of the template's ApexCharts page stays; drawn with nivo).
  {
    section: 'Charts',
    link: 'Chart gallery',
    url: '/charts/apexchart',
    ready: 'Visits per channel',
    charts: 6,
  },
  {
    section: 'Charts',
    link: 'Organization chart',
    url: '/charts/orgchart',
    ready: 'Organization',
    charts: 0,
  },
];

test('every widget and charts page opens from the menu with no console error and no axe violation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page);
  for (const { section: name, link, url, ready, charts } of pages) {
    const section = page.getByRole('button', { name, exact: true });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    // The charts are drawn before the page is checked.
    if (charts > 0) await expect(page.locator('svg[role="presentation"]')).toHaveCount(charts);
    expect(await axeViolations(page), url).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the widget and charts pages (and nivo with them) never load on the player’s pages', async ({
  page,
}) => {
  const manifest = JSON.parse(
    readFileSync(path.resolve('packages/app/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  // One chunk for both sections.
  const screens = Object.values(manifest).find((entry) =>
    entry.src?.endsWith('features/src/templateScreens.ts'),
  );
  expect(screens?.file).toBeTruthy();
  const chunk = `/${screens?.file ?? '-'}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await login(page);
  for (const address of ['/player/deposit', '/player/history']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(requested).not.toContain(chunk);
  await page.goto('/charts/apexchart');
  await expect(page.getByRole('heading', { name: 'Visits per channel' })).toBeVisible();
  expect(requested).toContain(chunk);
});
