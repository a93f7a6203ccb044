/* global self, importScripts */
/**
 * The app's mock service worker: MSW's own worker (mockServiceWorker.js, written by `msw init`,
 * loaded below unchanged) behind one filter. A request that is not an API call (the app's
 * chunks, fonts, images) goes to the network from here, before MSW's listener sees it: MSW's
 * worker would otherwise send every such request to the page and wait for the page's answer, so
 * each chunk a page loads waited for the main thread to be free (decision 0026).
 *
 * The API paths below are the mock's bases: `MOCK_PLAYER_API_HOST` and `DEMO_API_BASE` in
 * packages/features/src/shared/api/base.ts (a unit test keeps the two in step).
 */
const API_PATHS = /^\/(player-api|api)\//;

self.addEventListener('fetch', (event) => {
  if (!API_PATHS.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
