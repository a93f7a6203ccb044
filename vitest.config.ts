import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';

import { chromiumArgs, chromiumPath, screenshotArgs } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const baselineDir = path.join(root, '.storybook', '__screenshots__');

/** Says plainly when the browser differs from the one the baselines were taken with. */
function reportBrowserVersion(): void {
  const recordFile = path.join(baselineDir, 'chromium-version.txt');
  if (!existsSync(chromiumPath) || !existsSync(recordFile)) return;
  const recorded = readFileSync(recordFile, 'utf8').trim();
  let current: string;
  try {
    current = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return;
  }
  if (recorded !== current) {
    console.warn(
      `\n[visual regression] Baselines were taken with "${recorded}" but this machine runs "${current}".\n` +
        '  Anti-aliasing can move by a few pixels between Chromium versions. If screenshot tests fail on\n' +
        '  text edges only, look at the diffs and refresh with `npm run test:update-baselines`.\n',
    );
  }
}
reportBrowserVersion();

/**
 * Real headless Chromium (Debian's) for the story tests and the DOM tests: a fresh object for each
 * project, since Vitest names the instances after the project that uses them.
 */
const browser = (): BrowserConfigOptions => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...screenshotArgs] },
    contextOptions: {
      // Tall enough that a story grown to its full height (up to 8,000 px, .storybook/vitest.setup.ts)
      // is never scaled down.
      viewport: { width: 1280, height: 8200 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'Asia/Bangkok',
    },
  }),
  instances: [{ browser: 'chromium' }],
  // Vitest's page with one change: React's development build skips the profiler's tracks.
  testerHtmlPath: path.join(root, '.storybook', 'tester.html'),
  viewport: { width: 1280, height: 1000 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch',
      // At most 100 differing pixels, however tall the story (decision 0016): the story runs render
      // the same pixels run after run, and a share of the image let a 4,000 px story change 9,600.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 100 },
      resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDir, `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results', 'visual', `${arg}${ext}`),
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/app/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Pre-bundle everything the stories import, so Vite never discovers a dependency mid-run and
        // reloads the page (which makes a clean clone's first run flaky).
        optimizeDeps: {
          entries: [
            'packages/*/src/**/*.stories.tsx',
            '.storybook/preview.tsx',
            '.storybook/decorators/*.tsx',
          ],
          // Found by the scan too; listed so that a scan that stops early (a file mid-edit) never
          // makes Vite re-bundle and reload in the middle of a run.
          include: [
            '@tanstack/query-core',
            'jotai-tanstack-query',
            'jwt-decode',
            'react-hook-form',
            '@hookform/resolvers/yup',
            'yup',
            'i18next',
            'react-i18next',
            'promptparse/generate',
            'qrcode.react',
            '@fullcalendar/react',
            '@fullcalendar/react/daygrid',
            '@fullcalendar/react/timegrid',
            '@fullcalendar/react/list',
            '@fullcalendar/react/interaction',
            '@fullcalendar/react/themes/classic',
            '@fullcalendar/react/locales/fr',
            '@fullcalendar/react/locales/ro',
            '@fullcalendar/react/locales/th',
            '@fullcalendar/react/locales/zh-cn',
            '@hello-pangea/dnd',
            '@nivo/bar',
            '@nivo/pie',
            // What the material icon gallery's generated chunks import (`packages/app/iconGallery.ts`):
            // no story imports it, so the scan cannot find it.
            '@mui/material/SvgIcon',
            '@mui/x-data-grid',
            '@mui/x-data-grid/locales',
            '@mui/x-tree-view/RichTreeView',
            '@mui/x-tree-view/SimpleTreeView',
            '@mui/x-tree-view/TreeItem',
          ],
        },
        test: {
          name: 'storybook',
          maxWorkers: 2,
          setupFiles: [path.join(root, '.storybook', 'vitest.setup.ts')],
          testTimeout: 30_000,
          browser: browser(),
        },
      },
      {
        // Hooks and components whose behaviour needs React in a real DOM, outside any story.
        extends: true,
        test: {
          name: 'dom',
          include: ['packages/*/src/**/*.dom.test.tsx'],
          testTimeout: 30_000,
          browser: browser(),
        },
      },
    ],
  },
});
