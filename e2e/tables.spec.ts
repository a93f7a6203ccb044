import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { expectChunkOnlyOn, expectMenuPagesClean, login } from './helpers';

/**
 * The table pages (issue 17): each opens from the menu's Tables section, renders with no console
 * error and no axe violation (WCAG 2.1 A and AA). MUI X's data grid loads on the data-grid page
 * only: never on the player's pages, nor with the other table pages (decision 0024).
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { link: 'Basic', url: '/tables/basic', ready: 'Basic table' },
  { link: 'Dense', url: '/tables/dense', ready: 'Dense table' },
  { link: 'Enhanced', url: '/tables/enhanced', ready: 'Enhanced table' },
  { link: 'Data Grid', url: '/tables/data', ready: 'MUI X Data Grid' },
  { link: 'Customized', url: '/tables/customized', ready: 'Customized table' },
  { link: 'Sticky Header', url: '/tables/sticky-header', ready: 'Sticky header' },
  { link: 'Collapse', url: '/tables/collapse', ready: 'Collapsible table' },
] as const;
const dataGrid = pages[3];
const GRID_SOURCE = 'features/src/tablePages/DataGridView.tsx';

test('every table page opens from the menu with no console error and no axe violation', async ({ page }) => {
  await expectMenuPagesClean(page, 'Tables', pages, async (url) => {
    // The grid's chunk comes after the page: check it once the grid is there.
    if (url === dataGrid.url) await expect(page.getByRole('grid', { name: 'Members' })).toBeVisible();
  });
});

test('the data grid never loads on the player’s pages', async ({ page }) => {
  await expectChunkOnlyOn(page, GRID_SOURCE, dataGrid);
});

type Manifest = Record<string, { file: string; src?: string; imports?: string[] }>;

/** The chunks the grid's module brings that neither the template pages nor the layout already load. */
function gridOnlyChunks(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve('packages/app/dist/.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const keyOf = (source: string) => Object.keys(manifest).find((key) => manifest[key]?.src?.endsWith(source));
  const closure = (key: string | undefined, seen: Set<string>): Set<string> => {
    const entry = key === undefined ? undefined : manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const dependency of entry.imports ?? []) closure(dependency, seen);
    return seen;
  };
  const template = closure('src/layout/AppLayout.tsx', new Set());
  closure(keyOf('features/src/templateScreens.ts'), template);
  const grid = closure(keyOf(GRID_SOURCE), new Set());
  return [...grid].filter((file) => !template.has(file)).map((file) => `/${file}`);
}

test('the data grid does not load with the other table pages', async ({ page }) => {
  const gridChunks = gridOnlyChunks();
  expect(gridChunks.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await login(page);
  for (const { url, ready } of pages.filter((candidate) => candidate !== dataGrid)) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
  }
  for (const chunk of gridChunks) expect(requested).not.toContain(chunk);
  await page.goto(dataGrid.url);
  await expect(page.getByRole('grid', { name: 'Members' })).toBeVisible();
  for (const chunk of gridChunks) expect(requested).toContain(chunk);
});
