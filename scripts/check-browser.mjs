// Fails early, and clearly, when the browser the story and e2e tests need is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath as chromium } from './chromium.mjs';

if (!existsSync(chromium)) {
  console.error(
    [
      '',
      `Chromium was not found at ${chromium}.`,
      'The story tests, the visual regression and the end-to-end tests run in a real headless Chromium,',
      "and Playwright cannot download its own browsers on this network. Install Debian's build:",
      '',
      '    sudo apt-get update && sudo apt-get install -y chromium fonts-liberation',
      '',
      'or point CHROMIUM_PATH at another Chromium/Chrome binary. (`bash .ci/run` installs it for you.)',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
try {
  const version = execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Browser: ${version} (${chromium})`);
} catch (error) {
  console.error(`${chromium} exists but does not start: ${String(error)}`);
  process.exit(1);
}
