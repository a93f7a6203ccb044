import { expect, test, type Locator, type Page } from '@playwright/test';

import { demoPlayer } from './helpers';

/**
 * Journeys a player does with the keyboard alone: Tab, Shift+Tab, typing, Enter, Space, Escape and
 * the arrow keys; no click, no fill. At each step the test says what has the focus and that the
 * player can see it (see `expectVisibleFocus`).
 */

const viewports = [
  { name: 'phone', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

/** What has the focus, for failure messages: tag, role and name. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing: the page itself)';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      (element as HTMLElement).innerText ??
      '';
    const role = element.getAttribute('role');
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  });
}

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 });

/**
 * Presses `key` (Tab by default) until `target` has the focus and returns how many presses it took;
 * fails after `max` presses listing every element the focus went to on the way.
 */
async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab'): Promise<number> {
  await target.waitFor({ state: 'attached' });
  const stops: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return presses;
    stops.push(await describeFocus(page));
  }
  throw new Error(
    `${max} presses of ${key} never reached ${target.toString()}; the focus went to:\n  ${stops.join('\n  ')}`,
  );
}

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lets the page paint twice: a focus ripple or a style set in an effect is on screen after it. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * The target's box once it stops moving (a drawer slides in, a page fades up, the page scrolls to
 * it), grown by 8 px (an outline or a ring is drawn round it) and kept inside the viewport.
 */
async function clipAround(page: Page, target: Locator): Promise<Clip & { perimeter: number }> {
  let box = await target.boundingBox();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await twoFrames(page);
    const next = await target.boundingBox();
    const still = JSON.stringify(next) === JSON.stringify(box);
    box = next;
    if (still) break;
  }
  if (!box) throw new Error(`${target.toString()} has no box on screen`);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const x = Math.max(0, Math.floor(box.x - 8));
  const y = Math.max(0, Math.floor(box.y - 8));
  const width = Math.min(viewport.width, Math.ceil(box.x + box.width + 8)) - x;
  const height = Math.min(viewport.height, Math.ceil(box.y + box.height + 8)) - y;
  return { x, y, width, height, perimeter: Math.round(2 * (box.width + box.height)) };
}

/** A screenshot of the area once it no longer changes (transitions finished, ripples settled). */
async function settledShot(page: Page, clip: Clip): Promise<Buffer> {
  await twoFrames(page);
  let previous = await page.screenshot({ clip, animations: 'disabled' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const next = await page.screenshot({ clip, animations: 'disabled' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** How many pixels differ clearly between two screenshots of the same area (decoded by the page). */
function changedPixels(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [left, right] = await Promise.all([pixels(a), pixels(b)]);
      if (left.length !== right.length) return -1;
      let changed = 0;
      for (let index = 0; index < left.length; index += 4) {
        // Red, green and blue together move by more than 30 of 765: a change one can see.
        let distance = 0;
        for (let channel = index; channel < index + 3; channel += 1)
          distance += Math.abs((left[channel] ?? 0) - (right[channel] ?? 0));
        if (distance > 30) changed += 1;
      }
      return changed;
    },
    [first.toString('base64'), second.toString('base64')] as const,
  );
}

/**
 * The focused control shows where the focus is. The test does not assume how the theme draws it
 * (an outline, a ring, a focus ripple, a field's thicker outline, a tinted menu link): it compares
 * what the player sees, the control's area with the focus and with the focus moved to the control
 * before it (Shift+Tab) and to the one after it (Tab). Both must differ by at least as many pixels
 * as a 1 px ring round the control.
 */
async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(
    await target.evaluate((element) => element.matches(':focus-visible')),
    'matches :focus-visible',
  ).toBe(true);
  const focusedClip = await clipAround(page, target);
  const focused = await settledShot(page, focusedClip);
  const changes: string[] = [];
  let seen = Number.POSITIVE_INFINITY;
  for (const [away, back] of [
    ['Shift+Tab', 'Tab'],
    ['Tab', 'Shift+Tab'],
  ] as const) {
    await page.keyboard.press(away);
    await expect(target).not.toBeFocused();
    // Where the control is now (moving the focus may scroll the page); the same area of the screen
    // when it has left it (the skip link hides above the top).
    const clip = await clipAround(page, target);
    const sameSize = clip.width === focusedClip.width && clip.height === focusedClip.height;
    const unfocused = await settledShot(page, sameSize ? clip : focusedClip);
    const changed = await changedPixels(page, focused, unfocused);
    changes.push(`${changed} with the focus moved by ${away}`);
    seen = Math.min(seen, changed);
    await page.keyboard.press(back);
    await expect(target).toBeFocused();
  }
  expect(
    seen,
    `${await describeFocus(page)} looks the same focused or not: pixels changed ${changes.join(', ')}; a 1 px ring round it is ${focusedClip.perimeter}`,
  ).toBeGreaterThanOrEqual(focusedClip.perimeter);
}

/** The app has taken over the prerendered login card (before that the card is inert). */
async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.locator('#pp-guest-shell')).toHaveCount(0);
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeEditable();
}

/** Logs in with the keyboard: Tab to each field, type, Enter. */
async function logInByKeyboard(page: Page): Promise<void> {
  await openLogin(page);
  await tabTo(page, page.getByLabel('เบอร์โทรศัพท์'), 3);
  await page.keyboard.type(demoPlayer.username);
  // Past the field's keyboard switch (ABC/123) to the password.
  await tabTo(page, page.getByLabel('รหัสผ่าน', { exact: true }), 2);
  await page.keyboard.type(demoPlayer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|เมนูหลัก)$/ });
/** Hidden from the accessibility tree while the drawer it opened is up (a modal), so included. */
const menuButton = (page: Page) =>
  page.getByRole('button', { name: /^(Toggle menu|เปิด\/ปิดเมนู)$/, includeHidden: true });

/**
 * Opens a page from the main menu with the keyboard: on a phone the menu is a drawer behind the
 * menu button (Enter opens it, the focus moves into it); on a desktop it is the open sidebar.
 */
async function goByMenu(page: Page, phone: boolean, title: string): Promise<void> {
  if (phone) {
    // Its focus ring is checked in the header test.
    await tabTo(page, menuButton(page));
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    // The drawer is a modal: the focus is inside it, not left on the page behind.
    await expect(page.getByRole('presentation').locator(':focus')).toHaveCount(1);
  }
  const link = mainMenu(page).getByRole('link', { name: title, exact: true });
  await tabTo(page, link);
  await expectVisibleFocus(page, link);
  await page.keyboard.press('Enter');
  if (phone) {
    // Choosing closes the drawer; the focus goes back to the menu button that opened it.
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  } else {
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
}

for (const { name, size } of viewports) {
  const phone = name === 'phone';

  test.describe(`keyboard only, ${name} (${size.width} px)`, () => {
    test.use({ viewport: size });

    test('log in: the first Tab is the phone field, Enter sends the form, then the skip link', async ({
      page,
    }) => {
      await openLogin(page);
      const phoneField = page.getByLabel('เบอร์โทรศัพท์');
      const password = page.getByLabel('รหัสผ่าน', { exact: true });
      // Nothing comes before the form: the first Tab is the phone field.
      expect(await tabTo(page, phoneField, 3)).toBe(1);
      await expectVisibleFocus(page, phoneField);
      await page.keyboard.type(demoPlayer.username);
      // The field's own keyboard switch (ABC/123, for staff usernames on a phone), then the password.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'ใช้แป้นตัวอักษร' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(password).toBeFocused();
      await expectVisibleFocus(page, password);
      await page.keyboard.type(demoPlayer.password);

      // The rest of the form in reading order: show password, forgot password, submit, register.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'ลืมรหัสผ่าน' })).toBeFocused();
      await page.keyboard.press('Tab');
      const submit = page.getByRole('button', { name: 'เข้าสู่ระบบ' });
      await expect(submit).toBeFocused();
      await expectVisibleFocus(page, submit);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'สมัครสมาชิก' })).toBeFocused();

      // Back in the password field, Enter sends the form.
      await tabTo(page, password, 6, 'Shift+Tab');
      await expect(phoneField).toHaveValue(demoPlayer.username);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/analytics$/);

      // On the home the first Tab is the skip link, shown when focused; Enter moves to the page.
      const skip = page.getByRole('link', { name: /^(Skip to content|ข้ามไปยังเนื้อหา)$/ });
      expect(await tabTo(page, skip, 3)).toBe(1);
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(page, skip);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
      // The next Tab is inside the page, past the header and the menu.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    });

    test('deposit: from the home by the menu, pick the bank, type, send, see it pending in the history', async ({
      page,
    }) => {
      await logInByKeyboard(page);
      await goByMenu(page, phone, 'ฝากเงิน');
      await expect(page).toHaveURL(/\/player\/deposit$/);

      // The account to transfer into: a radio group, the arrow keys choose.
      const kbank = page.getByRole('radio', { name: /กสิกรไทย/ });
      const scb = page.getByRole('radio', { name: /ไทยพาณิชย์/ });
      await tabTo(page, kbank);
      await expect(kbank).toBeChecked();
      await expectVisibleFocus(page, kbank);
      await page.keyboard.press('ArrowDown');
      await expect(scb).toBeFocused();
      await expect(scb).toBeChecked();

      const amount = page.getByRole('textbox', { name: 'จำนวนเงิน' });
      await tabTo(page, amount);
      await expectVisibleFocus(page, amount);
      await page.keyboard.type('500');
      await expect(amount).toHaveValue('500');

      const send = page.getByRole('button', { name: 'ยืนยัน', exact: true });
      await tabTo(page, send);
      await expectVisibleFocus(page, send);
      await page.keyboard.press('Space');

      // The confirmation takes the focus: its heading.
      const done = page.getByRole('heading', { name: 'ส่งรายการฝากเงินแล้ว' });
      await expect(done).toBeFocused();
      const history = page.getByRole('link', { name: 'ดูประวัติการทำรายการ' });
      await tabTo(page, history);
      await expectVisibleFocus(page, history);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/player\/history$/);
      // Newest first: the deposit just sent, to the bank chosen with the arrow key, pending.
      const newest = page
        .getByRole('main')
        .getByRole(phone ? 'listitem' : 'row')
        .filter({ hasText: 'ฝากเงินเข้าบัญชี' })
        .first();
      await expect(newest).toContainText('ไทยพาณิชย์');
      await expect(newest).toContainText('500.00');
      await expect(newest).toContainText('รอดำเนินการ');
    });

    test('withdraw: the dialog takes the focus, Escape gives it back with the amount kept, Enter confirms', async ({
      page,
    }) => {
      await logInByKeyboard(page);
      const header = page.getByRole('banner');
      await expect(header).toContainText('1,250.50');
      await goByMenu(page, phone, 'ถอนเงิน');
      await expect(page).toHaveURL(/\/player\/withdraw$/);

      const amount = page.getByRole('textbox', { name: 'จำนวนเงิน' });
      await tabTo(page, amount);
      await expectVisibleFocus(page, amount);
      await page.keyboard.type('300');
      // Then the withdraw-all button, then the submit button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'ถอนทั้งหมด' })).toBeFocused();
      const submit = page.getByRole('button', { name: 'ถอนเงิน', exact: true });
      await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await expectVisibleFocus(page, submit);
      await page.keyboard.press('Enter');

      // The dialog takes the focus, on Cancel (Enter never confirms by accident).
      const dialog = page.getByRole('dialog', { name: 'ยืนยันการถอนเงิน' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('฿300.00');
      const cancel = dialog.getByRole('button', { name: 'ยกเลิก' });
      await expect(cancel).toBeFocused();

      // Escape closes it: the focus is back on the submit button, the amount kept, nothing sent.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(submit).toBeFocused();
      await expect(amount).toHaveValue('300');
      await expect(header).toContainText('1,250.50');

      // Again, and this time Tab to Confirm and press Enter.
      await page.keyboard.press('Enter');
      await expect(cancel).toBeFocused();
      await expectVisibleFocus(page, cancel);
      const confirm = dialog.getByRole('button', { name: 'ยืนยัน' });
      await page.keyboard.press('Tab');
      await expect(confirm).toBeFocused();
      await expectVisibleFocus(page, confirm);
      // The dialog keeps the focus inside: Tab from its last button comes back to its first.
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(dialog).toBeHidden();
      const done = page.getByRole('heading', { name: 'ส่งรายการถอนเงินแล้ว' });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      // The balance in the header drops by the amount held.
      await expect(header).toContainText('950.50');
      await expect(header).not.toContainText('1,250.50');
    });

    test('the header: its controls show the focus, the profile menu opens and closes by keyboard', async ({
      page,
    }) => {
      await logInByKeyboard(page);
      await tabTo(page, menuButton(page), 3);
      await expectVisibleFocus(page, menuButton(page));
      const refresh = page.getByRole('button', { name: 'รีเฟรชยอดเงิน' });
      await tabTo(page, refresh, 3);
      await expectVisibleFocus(page, refresh);
      const profile = page.getByRole('button', { name: 'เมนูโปรไฟล์' });
      await tabTo(page, profile, 3);
      await expectVisibleFocus(page, profile);
      // Enter opens the menu on its item; Escape closes it and gives the focus back.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'ออกจากระบบ' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(profile).toBeFocused();
    });
  });
}
