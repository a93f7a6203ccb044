import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/** Files of the public directory every build keeps: the app's own. */
const APP_FILES = new Set(['favicon.svg']);

/**
 * A live build (`VITE_API_MODE=live`) ships none of the mock backend's static files (its service
 * worker, the demo game page and images): the public directory is the mock's, so they are removed
 * from the output once it is written. The mock's chunk is not built at all (see main.tsx).
 */
export function withoutMockFiles(publicDir: string): Plugin {
  let outDir = '';
  return {
    name: 'pp-without-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const name of readdirSync(publicDir)) {
        if (!APP_FILES.has(name)) rmSync(path.join(outDir, name), { recursive: true, force: true });
      }
    },
  };
}
