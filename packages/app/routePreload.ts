import type { Plugin } from 'vite';

/** A page whose lazy chunks the HTML preloads: its path and the modules it loads on demand. */
export interface PreloadedRoute {
  /** The path as the browser has it (no parameters). */
  path: string;
  /** Module ids (matched against the end of the id) that the route imports lazily. */
  modules: RegExp[];
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/**
 * Route-aware preloading for a single-page app: the built index.html carries a small table of
 * "path -> the lazy chunks that page needs" and adds `<link rel=modulepreload>` for the current
 * path before the entry runs. The route's screen then downloads together with the entry instead of
 * one round trip after it (the entry has to run before the router asks for the screen).
 */
export function routePreload(routes: PreloadedRoute[]): Plugin {
  return {
    name: 'pp-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  imports: output.imports,
                  facadeModuleId: output.facadeModuleId,
                  moduleIds: output.moduleIds,
                },
              ]
            : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = closure(
          chunks.filter((chunk) => html.includes(chunk.fileName)).map((chunk) => chunk.fileName),
          byFile,
        );
        const table: Record<string, string[]> = {};
        for (const route of routes) {
          const starts = route.modules.flatMap((pattern) => {
            const chunk =
              chunks.find(
                (candidate) => candidate.facadeModuleId !== null && pattern.test(candidate.facadeModuleId),
              ) ?? chunks.find((candidate) => candidate.moduleIds.some((id) => pattern.test(id)));
            return chunk ? [chunk.fileName] : [];
          });
          const files = [...closure(starts, byFile)].filter((file) => !entryFiles.has(file));
          if (files.length > 0) table[route.path] = files.map((file) => `/${file}`);
        }
        const script =
          `(function(t){var f=t[location.pathname];if(!f)return;` +
          `for(var i=0;i<f.length;i++){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.href=f[i];document.head.appendChild(l);}})(${JSON.stringify(table)});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** The files and every file they import statically, transitively. */
function closure(files: string[], byFile: Map<string, ChunkInfo>, seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(byFile.get(file)?.imports ?? [], byFile, seen);
  }
  return seen;
}
