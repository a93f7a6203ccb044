/**
 * Serves the production build the way a real host would for the benchmarks: gzip for text
 * (negotiated with Accept-Encoding), long-lived caching for hashed assets, the SPA fallback
 * (every unknown path answers index.html) and the security headers the build wrote. Text files are compressed once, when the server starts,
 * as a host serving precompressed assets does: compressing on every request would take the CPU
 * from the browser being measured (this machine has two cores).
 *   node scripts/serve-dist.mjs [port]        (default 4180, dist of packages/app)
 * Also importable: `serveDist({ port, dir })` resolves to the server once it listens.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { contentTypes } from './contentTypes.mjs';

const types = contentTypes;
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.ttf']);

/** Every compressible file under `dir`, gzipped: path -> bytes. */
function precompress(dir) {
  const compressed = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && compressible.has(path.extname(file)))
      compressed.set(file, gzipSync(readFileSync(file), { level: 9 }));
  }
  return compressed;
}

export function serveDist({ port = 4180, dir = path.resolve('packages/app/dist'), host = '127.0.0.1' } = {}) {
  const compressed = precompress(dir);
  // The headers the build asks a host to send (CSP with the hashes of its inline scripts, ...).
  const headersFile = path.join(dir, 'security-headers.json');
  const security = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    const headers = {
      ...security,
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      ? compressed.get(file)
      : undefined;
    if (gzipped) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gzipped.length });
      response.end(gzipped);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4180);
  await serveDist({ port });
  console.log(`Serving packages/app/dist on http://127.0.0.1:${port}`);
}
