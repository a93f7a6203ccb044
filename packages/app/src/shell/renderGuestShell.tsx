import { apiConfigAtom, TOKEN_STORAGE_KEY } from '@pp/features';
import { LoginScreen } from '@pp/features/auth/login';
import { CONFIG_STORAGE_KEY, ThemeCustomization } from '@pp/ui';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

/**
 * Storage keys whose presence makes the shell wrong for this visit: a stored session (the guest
 * guard sends the user on) or saved display settings (dark mode, right to left, another font).
 */
export const shellSkipKeys = [TOKEN_STORAGE_KEY, CONFIG_STORAGE_KEY];

/**
 * The login page's first frame as static HTML (with its emotion styles inline), rendered at build
 * time. The built index.html carries it inside #root for a first visit to /login: the card paints
 * with the HTML, before any script has run, and React's first render replaces it.
 */
export function renderGuestShell(path: string): string {
  const store = createStore();
  // No API call is made while rendering: the mock backend is never ready here.
  store.set(apiConfigAtom, { ...store.get(apiConfigAtom), ready: () => new Promise<void>(() => undefined) });
  return renderToString(
    <Provider store={store}>
      <ThemeCustomization>
        <MemoryRouter initialEntries={[path]}>
          <LoginScreen />
        </MemoryRouter>
      </ThemeCustomization>
    </Provider>,
  );
}
