// Benchmark: the history screen with 10,000 records, in the production build on the mock backend.
// Seeds the demo player's mock wallet with 10,000 deterministic transactions, logs in, opens
// /player/history and prints how long the first page takes to appear, and how long paging takes.
// It prints figures; it does not fail on them (timed tests flake on a busy 2-core machine).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

const port = 4174;
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

function manyRecords(count) {
  const types = ['deposit', 'withdraw', 'bonus'];
  const statuses = ['approved', 'approved', 'pending', 'rejected'];
  const start = Date.UTC(2026, 10, 20, 12);
  return Array.from({ length: count }, (_, i) => ({
    id: `TX${String(count - i).padStart(8, '0')}`,
    type: types[i % 3],
    amountSatang: 10_000 + ((i * 7919) % 500_000),
    status: statuses[i % 4],
    description: ['ฝากเงินผ่านธนาคารกสิกรไทย', 'ถอนเงินเข้าบัญชี', 'โบนัสคืนยอดเสีย'][i % 3],
    bankCode: i % 3 === 0 ? 'KBANK' : null,
    createdAt: new Date(start - i * 13 * 60_000).toISOString(),
  }));
}

const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: 'packages/app',
  stdio: 'inherit',
  env: { ...process.env, VITE_MOCK_LATENCY_MS: '0' },
});
await new Promise((resolve, reject) =>
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`)))),
);
const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { cwd: 'packages/app', stdio: 'ignore' },
);
try {
  await waitFor(`${base}/login`);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/login`);
  const history = manyRecords(10_000);
  await page.evaluate((state) => localStorage.setItem('mock:wallet:100001', JSON.stringify(state)), {
    playerId: '100001',
    balanceSatang: 125_050,
    history,
    nextSeq: history.length + 1,
  });
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(/dashboard\/analytics/);

  const results = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${base}/dashboard/analytics`);
    const started = await page.evaluate(() => performance.now());
    await page.goto(`${base}/player/history`);
    await page.locator('table tbody tr').first().waitFor();
    const render = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation');
      return performance.now() - (entry ? entry.startTime : 0);
    });
    const next = page.getByRole('button', { name: /next page|หน้าถัดไป/i });
    const t0 = await page.evaluate(() => performance.now());
    await next.click();
    await page.waitForFunction(() => document.querySelector('table tbody tr') !== null);
    const paging = (await page.evaluate(() => performance.now())) - t0;
    results.push({ render, paging, started });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nHistory with 10,000 records (production build, mock backend, median of 3)');
  console.log(`  page load to first rows visible: ${median(results.map((r) => r.render)).toFixed(0)} ms`);
  console.log(`  next page:                       ${median(results.map((r) => r.paging)).toFixed(0)} ms\n`);
  await browser.close();
} finally {
  server.kill();
}
