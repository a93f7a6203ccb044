import { expect, test, type Page } from '@playwright/test';

import { paths, pathTo } from '@pp/features/paths';

import { axeViolations } from './helpers';

/**
 * The site's public pages for players (issue 18): each opens for a visitor (no login), Thai first,
 * with no console error and no axe violation (WCAG 2.1 A and AA); the landing opened from an invite
 * link leads to the register page with the inviter filled in.
 */

// axe-core goes into the page as a script of its own: the app's CSP would refuse it.
test.use({ bypassCSP: true });

const pages = [
  { url: paths.pages.landing, heading: 'ทุกเกมที่คุณชอบ ในบัญชีเดียว', ready: 'เกมแนะนำ' },
  { url: paths.pages.contactUs, heading: 'ติดต่อเรา', ready: 'ส่งข้อความถึงเรา' },
  { url: paths.pages.faqs, heading: 'คำถามที่พบบ่อย', ready: 'การฝากเงิน' },
  { url: paths.pages.privacyPolicy, heading: 'นโยบายความเป็นส่วนตัว', ready: 'สารบัญ' },
] as const;

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { url, heading, ready } of pages) {
  test(`${url} opens for a visitor in Thai, with no console error and no axe violation`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ready })).toBeVisible();
    await expect(page).toHaveURL(url);
    if (url === paths.pages.landing) {
      // The player API's public reads have answered: games and promotions are shown.
      await expect(page.getByRole('heading', { level: 3, name: 'ช้างทองมหาเฮง' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'สมาชิกใหม่รับโบนัส 100%' })).toBeVisible();
    }
    expect(await axeViolations(page), url).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the landing opened from an invite link leads to registration with the inviter filled in', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(pathTo.landingInvite('AGENT01'));
  await expect(page.getByText('รหัสผู้แนะนำ AGENT01 ของเพื่อนคุณจะถูกกรอกให้เมื่อสมัครสมาชิก')).toBeVisible();
  await page.getByRole('link', { name: 'สมัครสมาชิกเลย' }).first().click();
  await expect(page).toHaveURL(pathTo.invite('AGENT01'));
  await expect(page.getByLabel('รหัสผู้แนะนำ (ถ้ามี)')).toHaveValue('AGENT01');
  expect(errors).toEqual([]);
});

test('a visitor sends the contact form and gets a reference', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(paths.pages.contactUs);
  await page.getByLabel('ชื่อของคุณ').fill('สมชาย ใจดี');
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByRole('combobox', { name: 'หัวข้อ' }).click();
  await page.getByRole('option', { name: 'การถอนเงิน' }).click();
  await page
    .getByRole('textbox', { name: 'ข้อความ', exact: true })
    .fill('ถอนเงินเมื่อวานยังไม่เข้าบัญชี รบกวนตรวจสอบให้ด้วยครับ');
  await page.getByRole('button', { name: 'ส่งข้อความ' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'ส่งข้อความแล้ว' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/CU-\d{6}/);
  expect(errors).toEqual([]);
});
