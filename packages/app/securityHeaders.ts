import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/** Where the build writes the headers a host must send with it (read by the preview and serve-dist). */
export const HEADERS_FILE = 'security-headers.json';

/** The CSP source of every inline `<script>` of the built HTML: its sha256 hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * The headers of the built app. Scripts: this origin and the hashes of the HTML's own inline scripts
 * (the route preload table, the login card's switch), never `unsafe-inline`. Styles allow inline:
 * emotion (MUI) writes its styles at run time. No framing, no sniffing, no full referrer to
 * other sites. `apiOrigin`: the player API's origin when it is another host (live mode).
 */
export function securityHeaders(html: string, { apiOrigin }: { apiOrigin?: string } = {}) {
  const policy = [
    "default-src 'self'",
    ['script-src', "'self'", ...new Set(inlineScriptHashes(html))].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Writes `security-headers.json` next to the built index.html (the inline scripts of every HTML the
 * build wrote hashed as built), and has `vite preview` send those headers. A real host sends the same ones
 * (docs/hosting.md); `scripts/serve-dist.mjs` does too.
 */
export function securityHeadersPlugin(options: { apiOrigin?: string }): Plugin {
  let outDir = '';
  return {
    name: 'pp-security-headers',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // Every HTML the build wrote: index.html and the pages' own (prerendered page shells).
      const html = Object.keys(bundle)
        .filter((fileName) => fileName.endsWith('.html'))
        .sort()
        .map((fileName) => readFileSync(path.join(outDir, fileName), 'utf8'))
        .join('\n');
      const headers = securityHeaders(html, options);
      writeFileSync(path.join(outDir, HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
    },
    configurePreviewServer(server) {
      const file = path.join(outDir, HEADERS_FILE);
      const headers = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
        : {};
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/** The origin of `url` when it is absolute (another host), else undefined (a path on this origin). */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  return new URL(url).origin;
}
