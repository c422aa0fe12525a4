import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves one built app the way a CDN would: hashed assets cached for a year, manifests and HTML always
 * revalidated, gzip where the client accepts it, CORS open for the federated assets, SPA fallback to index.html.
 */
export type StaticServerOptions = {
  dir: string;
  port: number;
  host?: string;
  /** Served at /remotes.json when set: the site registry. */
  registry?: () => unknown;
  /** Send a Content-Security-Policy with HTML pages (production builds; dev builds evaluate their modules). */
  csp?: boolean;
  /** Completes index.html for the requested path (the shell: inlined registry, preloads; see shell-page.ts). */
  page?: (html: string, pathname: string, headers: http.IncomingHttpHeaders) => Promise<string>;
};

/** The public IP lookup the login page asks for the device's address (mfe-auth's default). */
const IP_LOOKUP_ORIGIN = 'https://api.ipify.org';

function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null; // not a URL: the shell reports an invalid registry itself
  }
}

function originsOf(registry: unknown): { api: string[]; remotes: string[] } {
  if (!registry || typeof registry !== 'object') return { api: [], remotes: [] };
  const { apiUrl, remotes } = registry as { apiUrl?: unknown; remotes?: Record<string, { manifest?: unknown }> };
  const remoteOrigins = Object.values(remotes ?? {}).map((remote) => originOf(remote?.manifest));
  const api = originOf(apiUrl);
  return {
    api: api ? [api] : [],
    remotes: [...new Set(remoteOrigins.filter((origin): origin is string => origin !== null))],
  };
}

/** The policy's hashes of a page's inline scripts; data blocks (JSON) are never run and need none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (body === '' || /\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Scripts only from this origin and the registered remotes; calls only to them, the API and the IP lookup.
 * Styles may be inline: styled-components injects its style tags at runtime. A page's own inline scripts run
 * by their hash only (the colour-scheme script in the shell's head, which must run before the first paint).
 */
export function contentSecurityPolicy(registry: unknown, scriptHashes: string[] = []): string {
  const { api, remotes } = originsOf(registry);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...remotes].join(' '),
    ['connect-src', "'self'", ...remotes, ...api, IP_LOOKUP_ORIGIN].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

function securityHeaders(res: http.ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.dir);
  const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

  const server = http.createServer(async (req, res) => {
    securityHeaders(res);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === '/remotes.json' && options.registry) {
      let body: string;
      try {
        body = JSON.stringify(options.registry());
      } catch {
        res.writeHead(503, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify({ error: 'The site registry is unavailable.' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat && path.extname(pathname) === '') {
      // A client-side route: the app's index.html decides what to show.
      file = path.join(root, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat || !stat.isFile()) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (ext === '.html') {
      let html = await fs.readFile(file, 'utf8');
      if (options.page && path.basename(file) === 'index.html') {
        html = await options.page(html, pathname, req.headers);
        // The prerendered copy depends on the kind of device (shell-page.ts).
        res.setHeader('Vary', 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
      }
      if (options.csp) {
        let registry: unknown = null;
        try {
          registry = options.registry?.() ?? null;
        } catch {
          // the page still loads and shows the registry error itself
        }
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(registry, inlineScriptHashes(html)));
      }
      const body = acceptsGzip ? gzipSync(html) : Buffer.from(html);
      res.writeHead(200, { 'Content-Length': body.length, ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (acceptsGzip && COMPRESSIBLE.has(ext) && stat.size > 1024) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtime !== stat.mtimeMs) {
        cached = { mtime: stat.mtimeMs, body: gzipSync(await fs.readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(200, { 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
