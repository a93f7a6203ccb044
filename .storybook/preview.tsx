import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { http, isCommonAssetRequest, passthrough } from 'msw';
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

const isCodeOrAsset = (request: Request) => isCommonAssetRequest(request) || isStorybookRequest(request);

/**
 * The first handler of every story: the stories' own code, fonts and images go straight to the
 * server. MSW tries a request on each handler in turn (parsing its cookies for each one), and in
 * development every module is a request: with the few hundred API handlers behind it, the icon
 * gallery (a module per icon) spent most of its story time there (17 s -> 9 s without them).
 */
const codeAndAssets = [http.all('*', ({ request }) => (isCodeOrAsset(request) ? passthrough() : undefined))];

/** The worker answers from the story's handlers; a request nobody handles is an error (it fails the test). */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCodeOrAsset(request)) return;
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
    // Stories replace groups of handlers by name (`account`, `player`...); `codeAndAssets` stays first.
    msw: { handlers: { codeAndAssets, ...handlers } },
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
