import { expect, test, type Page } from '@playwright/test';

/** Families whose faces the page has downloaded and uses. */
const loadedFamilies = (page: Page) =>
  page.evaluate(() =>
    [
      ...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)),
    ].sort(),
  );

test.describe('fonts', () => {
  test('the built app draws Thai and Latin text with its bundled fonts, never a system fallback', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ยินดีต้อนรับกลับมา' })).toBeVisible();
    await expect.poll(() => loadedFamilies(page)).toEqual(['Noto Sans Thai Variable', 'Roboto Variable']);
  });

  test('a family picked in the settings loads on demand', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('berry-config'))
        localStorage.setItem('berry-config', JSON.stringify({ fontFamily: 'Poppins' }));
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ยินดีต้อนรับกลับมา' })).toBeVisible();
    await expect.poll(() => loadedFamilies(page)).toContain('Poppins');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toMatch(/^"?Poppins/);
  });
});
