import path from 'node:path';

import { createServer, type Plugin } from 'vite';

interface ShellModule {
  renderGuestShell: (path: string) => string;
  shellSkipKeys: string[];
}

const SHELL_ID = 'pp-guest-shell';

/**
 * Prerenders the login page's first frame into the built index.html (inside #root), so a first
 * visit to `path` paints the card with the HTML instead of after the scripts (on a slow phone that
 * is the difference between about 1 and 3 seconds). The shell is inert (nothing can be typed into
 * it before the app runs) and React's first render replaces it. It is hidden in the HTML: a small
 * inline script shows it before the first paint on that path only, and not when a stored session or
 * saved display settings would make the app draw something else (without scripts it never shows). Emotion takes over the shell's styles, so nothing re-styles.
 */
export function guestShell({ path: shellPath, root }: { path: string; root: string }): Plugin {
  return {
    name: 'pp-guest-shell',
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
          const shell = (await server.ssrLoadModule('/src/shell/renderGuestShell.tsx')) as ShellModule;
          const markup = shell.renderGuestShell(shellPath);
          const keep = `location.pathname===${JSON.stringify(shellPath)}&&!${JSON.stringify(shell.shellSkipKeys)}.some(function(k){try{return localStorage.getItem(k)!==null}catch(e){return true}})`;
          const decide = `<script>(function(s){if(${keep})s.hidden=false;else s.remove()})(document.getElementById('${SHELL_ID}'))</script>`;
          return html.replace(
            '<div id="root"></div>',
            `<div id="root"><div id="${SHELL_ID}" inert hidden>${markup}</div></div>${decide}`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
