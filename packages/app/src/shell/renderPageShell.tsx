import { ThemeProvider, type Theme } from '@mui/material/styles';
import { apiConfigAtom, TOKEN_STORAGE_KEY } from '@pp/features';
import { authAtom } from '@pp/features/auth-session';
import { routes } from '@pp/features/routes';
import { CONFIG_STORAGE_KEY, createStyleCache, ThemeCustomization } from '@pp/ui';
import { createStore, Provider } from 'jotai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, MemoryRouter } from 'react-router-dom';

import { AppLayout } from '../layout/AppLayout';

/**
 * Storage keys for a page shell: it shows only with a stored session (the page is for a logged-in
 * player) and without saved display settings (dark mode, right to left, another font or language).
 */
export const pageShellKeys = { needs: TOKEN_STORAGE_KEY, skip: CONFIG_STORAGE_KEY };

/**
 * The widest viewport a page shell is drawn for: a phone or a tablet, below the theme's large
 * breakpoint, where the main layout's menu is closed (its `down('lg')`).
 */
export const PAGE_SHELL_MAX_WIDTH = 1199.95;

/**
 * Answers the layout's media queries as a phone would (375 px wide): `min-width` and `max-width`
 * in px, the only kinds MUI's breakpoints write. The shell is shown on narrow screens only.
 */
export function phoneMatchMedia(query: string): { matches: boolean } {
  const width = 375;
  const tests = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
  return { matches: tests.length > 0 && tests.every(Boolean) };
}

const anonymousPlayer = {
  id: '',
  username: '',
  name: '',
  status: '',
  credit: 0,
  book_number: '',
  bank_name: '',
  role: 'player',
} as const;

const asPhone = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } },
  },
});

/**
 * The first frame of a protected page as static HTML, rendered at build time: the main layout (as
 * on a phone: the menu closed) around the page's screen in its loading state, its styles in one
 * sheet at its start. A first visit to `path` by a logged-in player paints it with the HTML, before any
 * script has run; the app removes it when its own first page is drawn (`usePageShellHandover`).
 */
export async function renderPageShell(path: string): Promise<string> {
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  if (!route || route.area !== 'protected') throw new Error(`${path} is not a protected page`);
  const Screen = await route.screen();
  const store = createStore();
  // No API call is made while rendering: the mock backend is never ready here.
  store.set(apiConfigAtom, { ...store.get(apiConfigAtom), ready: () => new Promise<void>(() => undefined) });
  // A player whose account is still loading: the player's menu and breadcrumbs, the header's
  // balance and profile in their loading state; no name or figure is written into the HTML.
  store.set(authAtom, { isLoggedIn: true, isInitialized: true, user: anonymousPlayer });
  const tree = () => (
    <Provider store={store}>
      <ThemeCustomization styleCache={createStyleCache({ key: 'mui', prepend: true })}>
        <ThemeProvider theme={asPhone}>
          <MemoryRouter initialEntries={[path]}>
            <AppLayout>{createElement(Screen)}</AppLayout>
          </MemoryRouter>
        </ThemeProvider>
      </ThemeCustomization>
    </Provider>
  );
  // A first pass loads what suspends (the layout's and the page's messages, lazy parts); the
  // second renders the frame at once, as the app's first render will, with nothing left pending.
  // Each pass has its own style cache, so the second one writes every style it uses.
  const { prelude } = await prerenderToNodeStream(tree());
  for await (const chunk of prelude) void chunk;
  return gatherStyles(renderToString(tree()));
}

const inlineStyle = /<style data-emotion="[^"]*"[^>]*>([^<]*)<\/style>/g;

/**
 * Emotion writes a `<style data-emotion>` before each new component of a server render. The shell
 * gets them as one `<style>` at its start, in their order, and without emotion's attribute: the
 * browser parses one sheet instead of dozens, and the app does not adopt (move into the head, one
 * by one) styles that leave with the shell; it writes its own, as on any other first visit.
 */
export function gatherStyles(html: string): string {
  const rules = [...html.matchAll(inlineStyle)].map(([, css = '']) => css).join('');
  return `<style>${rules}</style>${html.replace(inlineStyle, '')}`;
}
