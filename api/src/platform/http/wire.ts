// Answers that many clients read again and again (plans, the stock list, company information, analyses) are
// serialised once, given a validator (ETag) once and compressed once per encoding; each request then only
// negotiates: 304 when the client's copy is current, else the stored bytes in the best encoding it accepts.
// Everything else is compressed on the fly by @fastify/compress and tagged by @fastify/etag (see compression.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control by kind of answer (docs/decisions/100-api-on-the-wire.md). */
export const CACHE_CONTROL = {
  /** Public data (plans, the catalogue, company information): any cache may keep it, and revalidates every use. */
  publicData: 'public, no-cache',
  /** The caller's own view (an analysis, the catalogue as their plan opens it): only their browser keeps it. */
  privateData: 'private, no-cache',
} as const;

/** Bodies under this many bytes are sent as they are: compressing them saves less than the headers cost. */
export const COMPRESS_THRESHOLD = 1024;
/** Above this size the best brotli costs tens of milliseconds, so it is computed off the request path. */
const SYNC_BEST_LIMIT = 16 * 1024;

type Encoding = 'br' | 'gzip';
const brotliAsync = promisify(zlib.brotliCompress);
const brotli = (json: string, quality: number) =>
  zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } });

const upgrades = new Set<Promise<unknown>>();
/**
 * Best passes run one at a time: an ingestion run renews many analyses at once, and their best passes side by side
 * would take every core from the requests (p99 of the load bench with jobs: 150-200 ms instead of about 25 ms).
 * A pass still waiting when this many are queued is skipped; its body keeps the fast pass.
 */
const MAX_QUEUED_UPGRADES = 16;
let upgradeQueue: Promise<unknown> = Promise.resolve();
/** Resolves when every background compression started so far has finished (tests, graceful shutdown). */
export async function compressionSettled(): Promise<void> {
  await Promise.all([...upgrades]);
}

export type WireBody = {
  readonly json: string;
  /** Weak: the same JSON in any content encoding is the same answer. */
  readonly etag: string;
  /** The stored bytes for an encoding; computed on first use. */
  encoded(encoding: Encoding): Buffer;
};

/**
 * One serialised answer. Large bodies get a fast brotli at once; when asked for again, the best brotli is made
 * in the background and replaces it: no reader waits for the slow pass, and later readers get the small body.
 */
export function wireBody(json: string): WireBody {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
  const stored: Partial<Record<Encoding | 'quick', Buffer>> & { quickServed?: boolean } = {};
  return {
    json,
    etag,
    encoded(encoding) {
      const hit = stored[encoding];
      if (hit) return hit;
      if (encoding === 'gzip') return (stored.gzip = zlib.gzipSync(json, { level: 9 }));
      if (json.length <= SYNC_BEST_LIMIT) return (stored.br = brotli(json, 11));
      // A body asked for once (a cold range) keeps the fast pass; the best pass starts on the second request,
      // so a burst of distinct ranges does not queue slow compressions behind it.
      const quick = stored.quick ?? (stored.quick = brotli(json, 5));
      if (!stored.quickServed) {
        stored.quickServed = true;
        return quick;
      }
      stored.br = quick;
      if (upgrades.size >= MAX_QUEUED_UPGRADES) return quick;
      const upgrade = upgradeQueue
        .then(() => brotliAsync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }))
        .then((best) => {
          if (best.length < quick.length) stored.br = best;
        })
        .catch(() => undefined)
        .finally(() => upgrades.delete(upgrade));
      upgrades.add(upgrade);
      upgradeQueue = upgrade;
      return quick;
    },
  };
}

/** The best encoding the request accepts: brotli, then gzip, else none (q=0 refuses one). */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzip = false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
    if (name === '*') wildcard = true;
  }
  return gzip || wildcard ? 'gzip' : null;
}

/** True when If-None-Match names this ETag (weak comparison, lists and `*` included). */
export function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Sends a stored answer: 304 when the client holds it, else its bytes in the best accepted encoding. */
export function sendWire(request: FastifyRequest, reply: FastifyReply, body: WireBody, cacheControl: string, vary = 'Accept-Encoding') {
  reply.header('cache-control', cacheControl).header('etag', body.etag).header('vary', vary);
  if (isCurrent(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = body.json.length >= COMPRESS_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}

const roundTo = (value: number, significant: number, minDecimals: number) => {
  const decimals = Math.max(minDecimals, significant - 1 - Math.floor(Math.log10(Math.abs(value))));
  return decimals > 15 ? value : Number(value.toFixed(decimals));
};

/**
 * JSON.stringify replacer for long numeric answers (the analysis): a number in a plotted series keeps 5
 * significant digits, any other number at least 6 and at least 2 decimals (so a price keeps its cents).
 * Binary floats such as 33572.1171875 or 0.016198806011153134 otherwise fill most of the body.
 */
export function compactNumbers(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value !== 'number' || Number.isInteger(value) || !Number.isFinite(value)) return value;
  return Array.isArray(this) ? roundTo(value, 5, 0) : roundTo(value, 6, 2);
}
