import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

import { handlers, resetMockState } from '@pp/mocks';
import '@pp/ui/fonts/all';
import { loadRtlSupport } from '@pp/ui';

import { withI18n } from './decorators/withI18n';
import { withJotai } from './decorators/withJotai';
import { withRouter } from './decorators/withRouter';
import { withTheme } from './decorators/withTheme';
import { globalTypes, initialGlobals } from './globals';
import { loadStoryLocale, localeOf } from './i18n';

const isStorybookRequest = (request: Request) =>
  /\.(eot|mdx|woff2?|svg|png|webp|css)$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|icon-gallery:|\.stories\.|\/@fs\/|\/node_modules\//.test(
    request.url,
  );

/** The worker answers from the story's handlers; a request nobody handles is an error (it fails the test). */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request)) return;
      print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [
    mswLoader(startWorker),
    // RTL support is its own chunk in the app; an RTL story waits for it like the app's start-up does.
    async ({ globals }) => {
      if (globals.direction === 'rtl') await loadRtlSupport();
    },
    // Feature labels load per locale on demand in the app; a story waits for its locale's labels.
    async ({ globals }) => {
      await loadStoryLocale(localeOf(globals.locale));
    },
  ],
  decorators: [withI18n, withRouter, withTheme, withJotai],
  globalTypes,
  initialGlobals,
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
    resetMockState();
  },
  // Every component gets a docs page (its stories and props): ui pieces and feature screens alike.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Each story of a docs page in its own frame, so each runs with its own mock handlers and store.
    docs: { story: { inline: false, iframeHeight: 560 } },
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design system',
          'UI',
          'Player',
          'Auth',
          'Admin',
          'Apps',
          'User',
          'Widgets',
          'Pages',
        ],
      },
    },
  },
};

export default preview;
