import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into the built index.html as a `<style>` element instead of a
 * `<link>`: it holds only the font faces (a few KB gzip), and as a separate file it would block the
 * first paint for one more request on a slow network. Inline, a repeat visit still paints with the
 * cached fonts at once (no flash of the fallback font).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'pp-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
