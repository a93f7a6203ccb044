/* global process, console */
/**
 * The back office's transactions list with 100,000 transactions (docs/player-api.md, 7.15):
 *   node mocks/bench/admin-transactions.bench.mjs [runs]
 * Bundles adminTransactionsBench.ts with esbuild, seeds 1,000 players x 100 transactions through
 * the wallet store's own code (memory storage) and prints the median and the best time of the
 * first page, a type+status filter, a player search and the next page, in the store and through
 * the HTTP handler. Printed figures only: no timed assertion.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside the repository, so that Node finds msw (left out of the bundle) in its node_modules.
const out = path.join(here, '../../node_modules/.cache/admin-transactions-bench');
const runs = Number(process.argv[2] ?? 7);

mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(here, 'adminTransactionsBench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: path.join(out, 'bench.mjs'),
  external: ['msw', 'msw/*'],
  define: { 'import.meta.env': '{}' },
  loader: { '.css': 'empty', '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.svg': 'empty' },
  logLevel: 'error',
});
const { runAdminTransactionsBench } = await import(pathToFileURL(path.join(out, 'bench.mjs')).href);
const samples = await runAdminTransactionsBench(runs);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.info(`Back-office transactions, 100,000 rows over 1,000 players, ${runs} runs (ms, median / best):`);
for (const [name, values] of Object.entries(samples)) {
  console.info(
    `  ${name.padEnd(36)} ${median(values).toFixed(1).padStart(7)} / ${Math.min(...values).toFixed(1)}`,
  );
}
