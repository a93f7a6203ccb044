import { DEMO_API_BASE, MOCK_PLAYER_API_HOST } from '@pp/features/endpoints';
import { allHandlers, setMockLatency, setMockStorage } from '@pp/mocks';
import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';

const apiPrefixes = [MOCK_PLAYER_API_HOST, DEMO_API_BASE].map((base) => `${base.slice(1)}/`).join('|');
/** Any URL whose path does not start with one of the mock's API bases. */
const notAnApiCall = new RegExp(`^https?://[^/]+/(?!${apiPrefixes})`);

/**
 * Starts the mock backend in the browser. Loaded as its own chunk after the first paint; API calls
 * wait for it (see `ready` in the api config). Its state lives in localStorage so a reload keeps
 * registered users, balances and pending transactions.
 */
export async function startMockBackend({ latencyMs }: { latencyMs: number }): Promise<void> {
  setMockStorage(window.localStorage);
  setMockLatency(latencyMs);
  const worker = setupWorker(
    // Static files under the mock player host (the logo of the website setting) come from public/.
    http.get(`*${MOCK_PLAYER_API_HOST}/images/*`, ({ request }) => {
      const url = new URL(request.url);
      return fetch(url.pathname.replace(MOCK_PLAYER_API_HOST, ''));
    }),
    // What is not an API call (the app's chunks, fonts, images) goes to the network at the first
    // handler: MSW would otherwise match each such request against every handler of the mock, on
    // the main thread, while the page loads (Lighthouse: most of the mock's 1.9 s of scripting).
    http.all(notAnApiCall, () => passthrough()),
    ...allHandlers(),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
