import path from 'node:path';

import { createServer, type Plugin } from 'vite';

import { PAGE_SHELL_ID } from './src/shell/pageShell.ts';
import type { PageShellRule } from './src/shell/renderPageShell.tsx';

interface GuestShellModule {
  renderGuestShell: (path: string) => string;
  shellSkipKeys: string[];
}

interface PageShellModule {
  renderPageShell: (path: string) => Promise<string>;
  pageShellRule: (path: string) => PageShellRule;
}

/** The id of the login card's shell (inside #root); a page's shell (after #root) is `PAGE_SHELL_ID`. */
const GUEST_SHELL_ID = 'pp-guest-shell';

/** `dist/player/promotions.html` for `/player/promotions`: what static hosts (and `vite preview`) serve there. */
export const pageHtmlFile = (pagePath: string) => `${pagePath.replace(/^\/+|\/+$/g, '')}.html`;

/** An inline script that runs `body` with `s`, the element of that `id`. */
const inlineScript = (id: string, body: string) =>
  `<script>(function(s){${body}})(document.getElementById('${id}'))</script>`;

/** A JavaScript test of stored keys; storage that cannot be read counts as "present". */
const stored = (key: string) =>
  `(function(){try{return localStorage.getItem(${JSON.stringify(key)})!==null}catch(e){return true}})()`;

/**
 * Shows the shell `s` once the first-paint fonts (preloaded by index.html) have loaded, at most
 * 1.5 s after: painted in a fallback font first, its text would be a smaller paint than the same
 * text drawn by the app later, and the browser would count the page's largest paint from then.
 */
const showWithFonts =
  'var go=function(){s.hidden=false},f=document.fonts;if(!f||!f.load){go();return}' +
  "Promise.all([f.load('1em \"Noto Sans Thai Variable\"','ก'),f.load('1em \"Roboto Variable\"','a')]).then(go,go);setTimeout(go,1500)";

/**
 * Prerenders first frames into the built HTML, so a first visit paints with the HTML instead of
 * after the scripts (on a slow phone that is the difference between about 1 and 3 seconds). Both
 * kinds are inert (nothing can be typed into them before the app runs), hidden in the HTML (a small
 * inline script shows one before the first paint, only where it is right; without scripts it never
 * shows).
 * - The login card (`guestPath`), inside #root of index.html: React's first render replaces it, and
 *   the app adopts its emotion styles (nothing re-styles). Not shown when a stored session or saved
 *   display settings would make the app draw something else.
 * - Pages (`pagePaths`, decision 0028): a logged-in player's page (the main layout as on a phone
 *   around the page's loading state) or a public page (the landing, its data loading), in the
 *   page's own `<path>.html` (a static host serves it there; other pages never download it). It
 *   sits after #root, because the app first checks the stored session with the loading bar alone;
 *   the app removes it when its page is drawn (`src/shell/pageShell.ts`); its styles are one sheet
 *   of its own (`gatherStyles`), gone with it. Shown once its fonts are in, where its rule says
 *   (`pageShellRule`): a player's page with a stored session on a screen narrower than the large
 *   breakpoint (where the menu is closed, as in the shell), a public page at its plain address;
 *   neither with saved display settings.
 */
export function prerenderedShells({
  guestPath,
  pagePaths,
  root,
}: {
  guestPath: string;
  pagePaths: readonly string[];
  root: string;
}): Plugin {
  const pages = new Map<string, string>();
  return {
    name: 'pp-prerendered-shells',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'warn',
        });
        try {
          const page = (await server.ssrLoadModule('/src/shell/renderPageShell.tsx')) as PageShellModule;
          for (const pagePath of pagePaths) {
            const markup = await page.renderPageShell(pagePath);
            const { needs, skip, maxWidth, plainAddress } = page.pageShellRule(pagePath);
            const show = [
              `location.pathname===${JSON.stringify(pagePath)}`,
              ...(plainAddress ? ["location.search===''"] : []),
              ...needs.map(stored),
              ...skip.map((key) => `!${stored(key)}`),
              ...(maxWidth === undefined ? [] : [`matchMedia('(max-width:${maxWidth}px)').matches`]),
            ].join('&&');
            pages.set(
              pagePath,
              html.replace(
                '<div id="root"></div>',
                `<div id="root"></div><div id="${PAGE_SHELL_ID}" inert hidden>${markup}</div>${inlineScript(PAGE_SHELL_ID, `if(!(${show})){s.remove();return}${showWithFonts}`)}`,
              ),
            );
          }
          const guest = (await server.ssrLoadModule('/src/shell/renderGuestShell.tsx')) as GuestShellModule;
          const markup = guest.renderGuestShell(guestPath);
          const keep = `location.pathname===${JSON.stringify(guestPath)}&&!(${guest.shellSkipKeys.map(stored).join('||')})`;
          return html.replace(
            '<div id="root"></div>',
            `<div id="root"><div id="${GUEST_SHELL_ID}" inert hidden>${markup}</div></div>${inlineScript(GUEST_SHELL_ID, `if(${keep})s.hidden=false;else s.remove()`)}`,
          );
        } finally {
          await server.close();
        }
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        for (const [pagePath, source] of pages) {
          this.emitFile({ type: 'asset', fileName: pageHtmlFile(pagePath), source });
        }
      },
    },
  };
}
