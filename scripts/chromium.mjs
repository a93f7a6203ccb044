// The browser every headless run here uses (story tests, DOM tests, e2e, benchmarks): Debian's
// Chromium, or CHROMIUM_PATH. Playwright cannot download its own browsers on this network.

/** Path of the Chromium binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags of every run: no sandbox (root in CI), no GPU, and no background traffic or updates. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Added for screenshots compared with baselines: the same pixels on every machine. */
export const screenshotArgs = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
