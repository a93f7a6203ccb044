import { DEMO_API_BASE, MOCK_PLAYER_API_HOST } from '@pp/features/endpoints';
import { coreHandlers } from '@pp/mocks/core';
import { setMockLatency } from '@pp/mocks/lib/latency';
import { setMockStorage } from '@pp/mocks/lib/persist';
import { getResponse, http, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';

import { handlersByPath } from './handlersByPath';

let demoApi: Promise<(pathname: string) => RequestHandler[]> | undefined;
/** The template's demo API, loaded as a chunk of its own at its first call. */
const demoHandlers = () =>
  (demoApi ??= import('@pp/mocks/demo').then(({ demoHandlers }) =>
    handlersByPath(Object.values(demoHandlers).flat()),
  ));

/**
 * Starts the mock backend in the browser. Loaded as its own chunk after the first paint; API calls
 * wait for it (see `ready` in the api config). Its state lives in localStorage so a reload keeps
 * registered users, balances and pending transactions.
 *
 * Only the product's own part (accounts, the player API, the back office) is in this chunk: the
 * template's demo API (shop, apps, user pages, widgets: more than half of the mock) loads at the
 * first `/api/...` call that the account handlers do not answer, so a player's first page waits for
 * less code before its first answer.
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
    ...Object.values(coreHandlers).flat(),
    http.all(`${DEMO_API_BASE}/*`, async ({ request }) => {
      const handlersFor = await demoHandlers();
      return getResponse(handlersFor(new URL(request.url).pathname), request);
    }),
  );
  // What is not an API call (the app's chunks, fonts, images) never reaches these handlers: the
  // service worker (mocks/public/mockWorker.js) sends it to the network itself (decision 0026).
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockWorker.js' },
  });
}
