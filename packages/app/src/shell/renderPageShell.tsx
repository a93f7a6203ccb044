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
 * The widest viewport a protected page's shell is drawn for: a phone or a tablet, below the
 * theme's large breakpoint, where the main layout's menu is closed (its `down('lg')`).
 */
export const PAGE_SHELL_MAX_WIDTH = 1199.95;

/** When a page's shell is right for a visit (the HTML's inline script tests it before the first paint). */
export interface PageShellRule {
  /** Storage keys that must be present (a protected page: the stored session). */
  needs: string[];
  /** Storage keys that must be absent: saved display settings (dark mode, right to left, another font or language). */
  skip: string[];
  /** The widest viewport it is drawn for, in px (none: any width). */
  maxWidth?: number;
  /** Only for the page's plain address: a query (the landing's `?inviter=`) changes what the page draws. */
  plainAddress: boolean;
}

const routeOf = (path: string) => {
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  if (!route || (route.area !== 'protected' && route.area !== 'public')) {
    throw new Error(`${path} is not a protected or public page`);
  }
  return route;
};

/**
 * A protected page's shell is for a logged-in player on a narrow screen (the layout's menu closed,
 * as drawn); a public page's (the landing) for anyone, at any width: its layout is all CSS
 * (breakpoints and container queries), and its first frame does not depend on the visitor.
 */
export function pageShellRule(path: string): PageShellRule {
  return routeOf(path).area === 'protected'
    ? {
        needs: [TOKEN_STORAGE_KEY],
        skip: [CONFIG_STORAGE_KEY],
        maxWidth: PAGE_SHELL_MAX_WIDTH,
        plainAddress: false,
      }
    : { needs: [], skip: [CONFIG_STORAGE_KEY], plainAddress: true };
}

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
 * The first frame of a page as static HTML, rendered at build time, its styles in one sheet at its
 * start: a protected page's screen in its loading state inside the main layout (as on a phone: the
 * menu closed), or a public page's screen (its own frame) with its data loading. A first visit to
 * `path` paints it with the HTML, before any script has run; the app removes it when its own first
 * page is drawn (`usePageShellHandover`).
 */
export async function renderPageShell(path: string): Promise<string> {
  const route = routeOf(path);
  const Screen = await route.screen();
  const store = createStore();
  // No API call is made while rendering: the mock backend is never ready here.
  store.set(apiConfigAtom, { ...store.get(apiConfigAtom), ready: () => new Promise<void>(() => undefined) });
  const protectedPage = route.area === 'protected';
  // A player whose account is still loading: the player's menu and breadcrumbs, the header's
  // balance and profile in their loading state; no name or figure is written into the HTML.
  if (protectedPage) store.set(authAtom, { isLoggedIn: true, isInitialized: true, user: anonymousPlayer });
  const screen = createElement(Screen);
  const tree = () => (
    <Provider store={store}>
      <ThemeCustomization styleCache={createStyleCache({ key: 'mui', prepend: true })}>
        <ThemeProvider theme={asPhone}>
          <MemoryRouter initialEntries={[path]}>
            {protectedPage ? <AppLayout>{screen}</AppLayout> : screen}
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
