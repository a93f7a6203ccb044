/**
 * Serves the production build the way a real host would for the benchmarks: gzip for text
 * (negotiated with Accept-Encoding), long-lived caching for hashed assets, the SPA fallback
 * (a path answers its own `<path>.html` when the build wrote one, every other unknown path index.html) and the security headers the build wrote. Text files are compressed once, when the server starts,
 * as a host serving precompressed assets does: compressing on every request would take the CPU
 * from the browser being measured (this machine has two cores).
 *   node scripts/serve-dist.mjs [port]        (default 4180, dist of packages/app)
 * Also importable: `serveDist({ port, dir })` resolves to the server once it listens.
 */
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
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

/** A throwaway self-signed certificate for 127.0.0.1 (Debian's openssl), for the HTTP/2 server. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-cert-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `http2: true` serves over HTTPS with HTTP/2 (a self-signed certificate: the browser must be
 * started with --ignore-certificate-errors), as hosts and CDNs serve an app today: Lighthouse's
 * simulation then loads the page's chunks over one multiplexed connection, not HTTP/1.1's six.
 */
export function serveDist({
  port = 4180,
  dir = path.resolve('packages/app/dist'),
  host = '127.0.0.1',
  http2 = false,
} = {}) {
  const compressed = precompress(dir);
  // The headers the build asks a host to send (CSP with the hashes of its inline scripts, ...).
  const headersFile = path.join(dir, 'security-headers.json');
  const security = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
  const handle = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    // A page with its own HTML (a prerendered page shell: `<path>.html`), else the SPA's.
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
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
  };
  const server = http2
    ? createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handle)
    : createServer(handle);
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4180);
  await serveDist({ port });
  console.log(`Serving packages/app/dist on http://127.0.0.1:${port}`);
}
