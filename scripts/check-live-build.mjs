/**
 * Builds the app in live mode (`VITE_API_MODE=live`) into a temporary directory and fails when the
 * output holds anything of the mock backend: its service worker, its chunk (MSW, the handlers),
 * its demo files. Part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const outDir = mkdtempSync(path.join(tmpdir(), 'pp-live-'));
try {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.resolve('packages/app'),
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MODE: 'live', VITE_PLAYER_API_URL: 'https://api.example.com/player' },
  });
  const problems = [];
  for (const file of ['mockWorker.js', 'mockServiceWorker.js', 'demo-game.html', 'images']) {
    if (existsSync(path.join(outDir, file))) problems.push(`ships ${file}`);
  }
  const assets = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of assets) {
    const code = readFileSync(path.join(outDir, 'assets', file), 'utf8');
    if (/startMockBackend|mockServiceWorker|setupWorker/.test(file + code))
      problems.push(`mock code in ${file}`);
  }
  const csp = JSON.parse(readFileSync(path.join(outDir, 'security-headers.json'), 'utf8'))[
    'Content-Security-Policy'
  ];
  if (!csp.includes("connect-src 'self' https://api.example.com"))
    problems.push('CSP does not allow the live API');
  if (problems.length > 0) {
    console.error(`Live build: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.info(
    `Live build: no mock worker, chunk or demo files (${assets.length} chunks checked); CSP allows the API host.`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
