/**
 * Phone first, for every page the route registry knows (a page added later is checked too):
 * nothing scrolls sideways at 375 px or at 1440 px, and on a touch screen every control of the
 * player's pages is a thumb-sized target.
 */
import { expect, test, type Page } from '@playwright/test';

import { routes, type RouteDefinition } from '@pp/features/routes';

import { login } from './helpers';

/** A value for each `:param` of a route pattern (an item the mock has). */
const sampleParams: Record<string, string> = { id: '1' };

const urlOf = (route: RouteDefinition) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? '1');

/** Pages a visitor opens without logging in: the guest pages and the public ones. */
const guestRoutes = routes.filter((route) => route.area === 'guest' || route.area === 'public');
const protectedRoutes = routes.filter((route) => route.area === 'protected');
/** The player's own pages: the Thai ones (their titles are Thai copy, not template keys). */
const playerRoutes = protectedRoutes.filter((route) => !route.titleKey.startsWith('menu.'));

/** Opens a page and waits until its content has settled (data in, loading bar gone). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // The app's own loading bar ("Loading", "กำลังโหลด…"), not a page's demo of progress bars.
  await expect(page.getByRole('progressbar', { name: /^(loading|กำลังโหลด)\S*$/i })).toHaveCount(0);
  await expect(page.locator('h1, h2, h3, h4, h5, h6').first()).toBeVisible();
}

/** How far the page reaches past the window's right (or, in RTL, left) edge, in px. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`no page scrolls sideways at ${viewport.width} px`, () => {
    test.use({ viewport });

    /** The pages that reach past the window's edge, with by how much. */
    async function overflowing(page: Page, pages: readonly RouteDefinition[]): Promise<string[]> {
      const found: string[] = [];
      for (const route of pages) {
        await open(page, urlOf(route));
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) found.push(`${route.path}: ${overflow} px too wide`);
      }
      return found;
    }

    test('guest pages', async ({ page }) => {
      // About 40 public pages: 45 s here, close to the default minute.
      test.setTimeout(150_000);
      expect(await overflowing(page, guestRoutes)).toEqual([]);
    });

    // Every page of the registry (about 140) opened afresh and let settle, about 1.5 s each: in
    // halves, so a failure names the half and each has its own time limit.
    const half = Math.ceil(protectedRoutes.length / 2);
    for (const [part, pages] of [protectedRoutes.slice(0, half), protectedRoutes.slice(half)].entries()) {
      test(`pages of the logged-in area, part ${part + 1} of 2`, async ({ page }) => {
        test.setTimeout(300_000);
        await login(page);
        expect(await overflowing(page, pages)).toEqual([]);
      });
    }
  });
}

interface Target {
  name: string;
  /** Indexes of the targets this one sits inside (a field's own button): not its neighbours. */
  inside: number[];
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every control a thumb may press: its clickable box (a text field's whole field, a checkbox's
 * ripple area), when it is on screen and enabled.
 */
const targetsOf = (page: Page) =>
  page.evaluate((): Target[] => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[tabindex="0"]',
    ].join(',');
    const boxes = new Map<Element, Target>();
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert], [disabled], .Mui-disabled')) continue;
      const box = element.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiSelect-root') ?? element;
      if (boxes.has(box)) continue;
      const rect = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // A tap area grown by an invisible ::before (ui's `touchTarget`) counts as the target.
      const before = getComputedStyle(box, '::before');
      const grow = (inset: string) => Math.max(0, -(Number.parseFloat(inset) || 0));
      const grown =
        before.content !== 'none' && before.position === 'absolute'
          ? {
              top: grow(before.top),
              right: grow(before.right),
              bottom: grow(before.bottom),
              left: grow(before.left),
            }
          : { top: 0, right: 0, bottom: 0, left: 0 };
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.tagName;
      boxes.set(box, {
        name: `${element.tagName.toLowerCase()} "${name}"`,
        inside: [],
        x: rect.x - grown.left,
        y: rect.y - grown.top,
        width: rect.width + grown.left + grown.right,
        height: rect.height + grown.top + grown.bottom,
      });
    }
    const elements = [...boxes.keys()];
    return elements.map((box, index) => {
      const target = boxes.get(box) as Target;
      target.inside = elements.flatMap((other, at) => (at !== index && other.contains(box) ? [at] : []));
      return target;
    });
  });

const TARGET = 44;
const MINIMUM = 24;

/**
 * WCAG 2.2 target size, at our 44 px: a target is 44 x 44 px, or at least 24 x 24 px with room
 * around it (a 44 px square centred on it touches no other target).
 */
function tooSmall(targets: readonly Target[]): string[] {
  const problems: string[] = [];
  for (const target of targets) {
    if (target.width >= TARGET - 0.5 && target.height >= TARGET - 0.5) continue;
    const small = target.width < MINIMUM - 0.5 || target.height < MINIMUM - 0.5;
    const cx = target.x + target.width / 2;
    const cy = target.y + target.height / 2;
    const crowded = targets.some(
      (other, at) =>
        other !== target &&
        !target.inside.includes(at) &&
        !other.inside.includes(targets.indexOf(target)) &&
        other.x < cx + TARGET / 2 &&
        other.x + other.width > cx - TARGET / 2 &&
        other.y < cy + TARGET / 2 &&
        other.y + other.height > cy - TARGET / 2,
    );
    if (small || crowded) {
      problems.push(
        `${target.name}: ${Math.round(target.width)} x ${Math.round(target.height)} px${crowded ? ', crowded' : ''}`,
      );
    }
  }
  return problems;
}

test.describe('thumb-sized targets on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('every control of the login page and of the player pages', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const route of guestRoutes) {
      await open(page, urlOf(route));
      problems.push(...tooSmall(await targetsOf(page)).map((problem) => `${route.path} ${problem}`));
    }
    await login(page);
    for (const route of playerRoutes) {
      await open(page, urlOf(route));
      problems.push(...tooSmall(await targetsOf(page)).map((problem) => `${route.path} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
