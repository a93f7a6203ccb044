import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The page paths, spelled once (a file path: Node loads the config, and only bundles relative imports).
import { paths } from '../features/src/shared/routes/paths.ts';
import { iconGallery } from './iconGallery.ts';
import { inlineEntryCss } from './inlineEntryCss.ts';
import { routePreload } from './routePreload.ts';
import { originOf, securityHeadersPlugin } from './securityHeaders.ts';
import { prerenderedShells } from './shells.ts';
import { storybookStatic } from './storybookStatic.ts';
import { withoutMockFiles } from './withoutMockFiles.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The mock's static files (its service worker, demo game page, images) and the favicon. */
const mockPublic = path.resolve(here, '../../mocks/public');
/** The static Storybook (`npm run build-storybook`), served at /storybook/ by the dev and preview servers. */
const storybookDir = path.resolve(here, '../../storybook-static');

/**
 * One `core` chunk for modules every page runs first (React, the router, Jotai, emotion, our API
 * and session basics): fewer, larger files compress better (measured: 2 KB gzip less on /login).
 * MUI is not in it: grouping its theme brings its CSS-variables code along (see `sharedMui`).
 */
const coreLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|@emotion[\\/][a-z-]+|stylis|react-is|hoist-non-react-statics)[\\/]/;
const coreOwn =
  /vite[\\/]preload-helper|packages[\\/]features[\\/]src[\\/]shared[\\/](api|session|money)[\\/]/;
const isCoreModule = (id: string) => coreLibraries.test(id) || coreOwn.test(id);

/**
 * MUI modules that most screens render (13 or more of the code entries) share one chunk. Left to the
 * automatic split, every new screen cut them into smaller files by who uses them (the home loaded 82
 * files, 28 KB gzip more than the same code in one file). Measured with the apps (decision 0023):
 * home 309.0 -> 302.3 KB, /login 188.6 -> 185.8 KB, and every other first visit smaller too.
 * 14 since the widget pages (one more code entry, that renders the same cards and skeletons): at 13
 * it pulled CardHeader, Divider, Skeleton and Stack into the shell (/login 185.9 -> 188.5 KB); at
 * 14 /login is 186.3 KB and the home 303.0 KB (the widgets' routes and menu icon included). With
 * the kanban and the user pages 14 is still the best count measured (decision 0023, 2026-11-25).
 * 15 since the site's help pages (contact us, FAQ: one more entry with the text fields): at 14 they
 * pulled the input family and the Modal into the shell (/login 195.6 KB); at 15 /login 190.7 KB,
 * the home 307.7 KB (decision 0023, amended 2026-11-25).
 */
const sharedMui = { name: 'mui', test: /node_modules[\\/]@mui[\\/]/, minShareCount: 15, priority: 10 };

/** The pages whose screens the HTML preloads (a first visit lands on one of these). */
const layout = /app[\\/]src[\\/]layout[\\/]AppLayout\.tsx$/;
const player = /features[\\/]src[\\/]player[\\/]index\.ts$/;
/** A player's engagement screen (`player/promotions/index.ts`, `player/wheel/index.ts`, …). */
const engagement = (name: string) =>
  new RegExp(String.raw`features[\\/]src[\\/]player[\\/]${name}[\\/]index\.ts$`);
const preloaded = [
  { path: paths.guest.login, modules: [/features[\\/]src[\\/]auth[\\/]login\.ts$/] },
  { path: paths.guest.register, modules: [/features[\\/]src[\\/]auth[\\/]index\.ts$/] },
  { path: paths.guest.forgot, modules: [/features[\\/]src[\\/]auth[\\/]index\.ts$/] },
  ...[
    paths.home.dashboard,
    paths.home.play,
    paths.player.deposit,
    paths.player.withdraw,
    paths.player.history,
  ].map((path) => ({ path, modules: [layout, player] })),
  // The engagement screens a player opens from a link (a promotion, the wheel, an invite).
  ...(['promotions', 'cashback', 'wheel', 'invite'] as const).map((name) => ({
    path: paths.player[name],
    modules: [layout, engagement(name)],
  })),
];

/**
 * React Router 7 points every export condition at its development build (warnings and checks
 * included); the production build ships beside it. A build uses that one (remix-run/react-router#14102).
 */
const routerDist = path.resolve(here, '../../node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, mode }) => ({
  root: here,
  plugins: [
    react(),
    iconGallery(),
    routePreload(preloaded),
    inlineEntryCss(),
    storybookStatic(storybookDir),
    prerenderedShells({
      guestPath: paths.guest.login,
      // The engagement pages a player opens from a link (a promotion, the wheel) and the public
      // landing: decision 0028.
      pagePaths: [paths.player.promotions, paths.player.wheel, paths.pages.landing],
      root: here,
    }),
    ...(loadEnv(mode, here, 'VITE_').VITE_API_MODE === 'live' ? [withoutMockFiles(mockPublic)] : []),
    securityHeadersPlugin({ apiOrigin: originOf(loadEnv(mode, here, 'VITE_').VITE_PLAYER_API_URL) }),
  ],
  resolve: {
    alias: [
      // MSW's cookie jar is never used by our mock API: a stub keeps the public suffix list out of it.
      { find: 'tough-cookie', replacement: path.resolve(here, 'src/mock/cookieJarStub.ts') },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  // The mock worker and the demo images; in live mode they are shipped but never used.
  publicDir: mockPublic,
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the app supports preloads modules natively: no polyfill on the first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    // Font files stay files: inlined as base64 in the render-blocking CSS, the small subsets (math,
    // symbols) would add 20 KB gzip to every first load for faces that are rarely used.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // One chunk for what every page runs first: fewer, larger files compress better.
        codeSplitting: { groups: [{ name: 'core', test: isCoreModule, priority: 20 }, sharedMui] },
      },
    },
  },
}));
