import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

import type { Connect, Plugin } from 'vite';

import { contentTypes } from '../../scripts/contentTypes.mjs';

/** Where the app serves the static Storybook (`npm run build-storybook`): the menu's default link. */
export const STORYBOOK_BASE = '/storybook/';

/** The page shown when Storybook has not been built on this machine. */
const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Design system</title>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The design system is not built yet</h1>
<p>Build it once with <code>npm run build-storybook</code>, then reload this page.
While developing, <code>npm run storybook</code> serves it live on port 6006.</p></body></html>`;

function send(response: ServerResponse, status: number, type: string, body: Buffer | string) {
  // Storybook runs its own inline scripts and frames: the app's strict policy is not for it.
  response.removeHeader('Content-Security-Policy');
  response.removeHeader('X-Frame-Options');
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  response.end(body);
}

/** Serves a file of the static Storybook, or its index for a folder; answers 404 outside it. */
export function storybookMiddleware(dir: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(STORYBOOK_BASE) && url.pathname !== STORYBOOK_BASE.slice(0, -1)) {
      next();
      return;
    }
    if (url.pathname === STORYBOOK_BASE.slice(0, -1)) {
      response.statusCode = 301;
      response.setHeader('Location', STORYBOOK_BASE + url.search);
      response.end();
      return;
    }
    if (!existsSync(path.join(dir, 'index.html'))) {
      send(response, 503, contentTypes['.html']!, NOT_BUILT);
      return;
    }
    const relative = decodeURIComponent(url.pathname.slice(STORYBOOK_BASE.length)) || 'index.html';
    const file = path.resolve(dir, relative);
    if (!file.startsWith(path.resolve(dir) + path.sep)) {
      send(response, 404, 'text/plain; charset=utf-8', 'Not found');
      return;
    }
    const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!existsSync(target)) {
      send(response, 404, 'text/plain; charset=utf-8', 'Not found');
      return;
    }
    send(
      response,
      200,
      contentTypes[path.extname(target)] ?? 'application/octet-stream',
      readFileSync(target),
    );
  };
}

/**
 * The static Storybook at `/storybook/` of the dev and preview servers, so the menu's "Design
 * system" link opens it with no other server running. A deployment sets `VITE_STORYBOOK_URL` to
 * wherever it hosts the same `storybook-static` folder.
 */
export function storybookStatic(dir: string): Plugin {
  return {
    name: 'pp-storybook-static',
    configureServer(server) {
      server.middlewares.use(storybookMiddleware(dir));
    },
    configurePreviewServer(server) {
      server.middlewares.use(storybookMiddleware(dir));
    },
  };
}
