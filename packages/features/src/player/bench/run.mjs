/* global process, console, window */
/**
 * Measures the history screen with 10,000 records in a production build, in headless Chromium:
 *   node packages/features/src/player/bench/run.mjs [runs]
 * Prints the median and the best of the runs (the machine is shared: the best is the cleanest).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(process.env.TMPDIR ?? '/tmp', 'player-history-bench');
const runs = Number(process.argv[2] ?? 7);

mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(here, 'historyBench.tsx')],
  bundle: true,
  minify: true,
  format: 'iife',
  jsx: 'automatic',
  outdir: out,
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
  loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.svg': 'empty' },
  logLevel: 'error',
});
writeFileSync(
  path.join(out, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="historyBench.css"></head>' +
    '<body><script src="historyBench.js"></script></body></html>',
);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (error) => console.error(error));
  await page.goto(`file://${path.join(out, 'index.html')}`);
  await page.waitForFunction(() => typeof window.runHistoryBench === 'function');
  const samples = await page.evaluate((n) => window.runHistoryBench(n), runs);
  const keys = Object.keys(samples[0]);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.info(`History screen, 10,000 records, production build, ${runs} runs (ms, median / best):`);
  for (const key of keys) {
    const values = samples.map((sample) => sample[key]);
    console.info(
      `  ${key.padEnd(13)} ${median(values).toFixed(1).padStart(7)} / ${Math.min(...values).toFixed(1)}`,
    );
  }
} finally {
  await browser.close();
}
