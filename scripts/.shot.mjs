import { chromium } from 'playwright-core';
const [, , url, out, ...actions] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const logs = [];
page.on('console', (m) => {
  if (['error', 'warning'].includes(m.type())) logs.push(`${m.type()}: ${m.text()}`);
});
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url);
await page.waitForTimeout(2500);
if (actions.includes('login')) {
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForTimeout(3000);
}
await page.screenshot({ path: out });
console.log(page.url());
console.log(logs.join('\n'));
await browser.close();
