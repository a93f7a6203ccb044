import { apiConfigAtom } from '@pp/features';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@pp/ui/fonts';
import { configAtom, loadRtlSupport } from '@pp/ui';

import { App } from './App';
import { appEnv } from './env';

/**
 * Start-up: the page paints at once. In mock mode (the default) the mock backend loads as its own
 * chunk in the background, and API calls wait for it through the api config's `ready` promise.
 */
const ready =
  appEnv.apiMode === 'mock'
    ? import('./mock/startMockBackend').then(({ startMockBackend }) =>
        startMockBackend({ latencyMs: appEnv.mockLatencyMs }),
      )
    : Promise.resolve();

const store = createStore();
store.set(apiConfigAtom, {
  playerApiHost: appEnv.playerApiUrl,
  externalSiteUrl: appEnv.externalSiteUrl,
  ready,
});

// A saved right-to-left layout: its styling support starts loading now, with the route.
if (store.get(configAtom).rtlLayout) void loadRtlSupport();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
