// One HTTP request to a source, as the source HTTP client makes it: no redirect followed (the client decides), the
// body streamed and cut off past a byte cap (after decompression, so a small compressed answer cannot swell), one
// deadline for the whole exchange, and a body that stops short of what the host announced reported as truncated.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { TargetRefused } from '../../platform/outbound';
import { SourceError } from './source-error';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RawRequest = {
  url: URL;
  headers: Record<string, string>;
  /** Epoch ms by which the whole answer must be in. */
  deadline: number;
  /** The request's whole allowance, named in the timeout's message. */
  timeoutMs: number;
  maxBytes: number;
  /** Resolves the host through the address guard (a redirect to another origin). */
  lookup?: LookupFunction;
  agent?: http.Agent;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const isRedirect = (status: number) => REDIRECTS.has(status);

function decoder(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

const connectionError = (error: unknown, url: URL) => {
  if (error instanceof SourceError) return error;
  if (error instanceof TargetRefused || (error as { cause?: unknown })?.cause instanceof TargetRefused) return new SourceError(`refused to connect to ${url.host}: not a public address`, 'redirect-refused');
  const code = (error as NodeJS.ErrnoException)?.code;
  return new SourceError(`unreachable (${code ?? (error instanceof Error ? error.message : String(error))})`, 'unreachable');
};

export function requestOnce(req: RawRequest): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const client = req.url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (error: SourceError | null, answer?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(answer as RawAnswer);
    };
    const wait = Math.max(0, req.deadline - Date.now());
    const timer = setTimeout(() => finish(new SourceError(`no answer within ${req.timeoutMs} ms`, 'timeout')), wait);
    const request = client.request(
      req.url,
      { method: 'GET', headers: req.headers, ...(req.lookup ? { lookup: req.lookup, agent: false } : { agent: req.agent }) },
      (response) => {
        const status = response.statusCode ?? 0;
        if (isRedirect(status) || status === 304) {
          response.resume();
          return finish(null, { status, headers: response.headers, body: '' });
        }
        const announced = Number(response.headers['content-length']);
        const decoded = decoder(response.headers['content-encoding']);
        if (!decoded && Number.isFinite(announced) && announced > req.maxBytes) {
          return finish(new SourceError(`answer of ${announced} bytes is over the ${req.maxBytes}-byte cap`, 'too-large'));
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        const stream = decoded ? response.pipe(decoded) : response;
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > req.maxBytes) return finish(new SourceError(`answer over the ${req.maxBytes}-byte cap`, 'too-large'));
          chunks.push(chunk);
        });
        const cut = () => finish(new SourceError('the answer stopped before its end', 'truncated'));
        stream.on('error', cut);
        response.on('error', cut);
        response.on('close', () => {
          if (!response.complete) cut();
        });
        stream.on('end', () => {
          if (!response.complete) return cut();
          finish(null, { status, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    request.on('error', (error) => finish(connectionError(error, req.url)));
    request.end();
  });
}
