import { apiConfigAtom, launchAtAtom } from '@pp/features';
import { createStore, Provider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@pp/ui/fonts';
import { configAtom, loadRtlSupport } from '@pp/ui';

import { App } from './App';
import { appEnv } from './env';
import { preloadPage } from './routes/routes';
import { afterFirstPaint } from './mock/afterFirstPaint';

/**
 * Start-up: the page paints at once. In mock mode (the default) the mock backend loads as its own
 * chunk once the first content is painted, or at the first API call if one comes earlier (a stored
 * session is checked before the first page shows); API calls wait for it through `ready`.
 */
let mockBackend: Promise<void> | undefined;
// `import.meta.env` is replaced at build time: a live build drops this branch, and with it the
// mock backend's chunk (checked by scripts/check-live-build.mjs).
const startMock =
  import.meta.env.VITE_API_MODE === 'live'
    ? undefined
    : () =>
        (mockBackend ??= import('./mock/startMockBackend').then(({ startMockBackend }) =>
          startMockBackend({ latencyMs: appEnv.mockLatencyMs }),
        ));
if (startMock) void afterFirstPaint().then(startMock);
const ready = startMock;

const store = createStore();
store.set(apiConfigAtom, {
  playerApiHost: appEnv.playerApiUrl,
  externalSiteUrl: appEnv.externalSiteUrl,
  ready,
  allowHttpLinks: appEnv.apiMode === 'mock',
});

if (appEnv.launchAt) store.set(launchAtAtom, appEnv.launchAt);

// A saved right-to-left layout: its styling support starts loading now, with the route.
if (store.get(configAtom).rtlLayout) void loadRtlSupport();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first page's chunks load before the first render, so it shows at once, with no loading bar
// in between (a slow network still gets the page after at most 3 s, with the bar while it waits).
// The render runs as a transition: React yields to the browser between components instead of
// holding the main thread for the whole first render (a tap during start-up is not kept waiting).
void Promise.race([preloadPage(window.location.pathname), delay(3000)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    ),
  ),
);

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
