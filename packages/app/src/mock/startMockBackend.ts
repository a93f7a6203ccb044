import { allHandlers, setMockLatency, setMockStorage } from '@pp/mocks';
import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * Starts the mock backend in the browser. Loaded as its own chunk after the first paint; API calls
 * wait for it (see `ready` in the api config). Its state lives in localStorage so a reload keeps
 * registered users, balances and pending transactions.
 */
export async function startMockBackend({ latencyMs }: { latencyMs: number }): Promise<void> {
  setMockStorage(window.localStorage);
  setMockLatency(latencyMs);
  const worker = setupWorker(
    ...allHandlers(),
    // Static files under the mock player host (the logo of the website setting) come from public/.
    http.get('*/player-api/images/*', ({ request }) => {
      const url = new URL(request.url);
      return fetch(url.pathname.replace('/player-api', ''));
    }),
    http.get('*/images/*', () => passthrough()),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
