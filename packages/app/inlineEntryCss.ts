import type { Plugin } from 'vite';

/** The font files every first paint draws with (Latin and Thai text of the default family). */
const FIRST_PAINT_FONTS = [
  /^assets\/roboto-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Puts the entry's stylesheet into the built index.html as a `<style>` element instead of a
 * `<link>`: it holds only the font faces (a few KB gzip), and as a separate file it would block the
 * first paint for one more request on a slow network. Inline, a repeat visit still paints with the
 * cached fonts at once (no flash of the fallback font). The two font files of the first paint are
 * preloaded, so the first render draws with them and never shifts when they swap in.
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
        const fonts = Object.keys(bundle)
          .filter((fileName) => FIRST_PAINT_FONTS.some((pattern) => pattern.test(fileName)))
          .map(
            (fileName) => `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`,
          )
          .join('');
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `${fonts}<style>${css}</style>`;
          },
        );
      },
    },
  };
}
