// The one HTTP client every source uses (docs/ingestion.md, "Manners towards each host"): a User-Agent naming
// SentiScope, no request off this machine when SENTISCOPE_OFFLINE is set, one deadline per request, a streamed byte
// cap, soft failures refused with their reason, redirects followed by hand within the rules below, conditional GET,
// and each host's pacing, backoff and rest.
import http from 'node:http';
import https from 'node:https';
import { checkedAddresses, guardedLookup, isLoopbackHost, TargetRefused } from '../../platform/outbound';
import { createManners, retryAfterMs, type HostBudget, type HostState } from './host-manners';
import { checkBody, type Expect } from './soft-failures';
import { SourceError } from './source-error';
import { isRedirect, requestOnce, type RawAnswer } from './source-request';

export type { SourceFailure } from './source-error';
export type { HostState } from './host-manners';

export type SourceGet = {
  url: string;
  /** What the body must be; an HTML page where this is due is refused. */
  expect: Expect;
  /** Total deadline of the request, body included (10 s). */
  timeoutMs?: number;
  /** Streamed cap on the (decompressed) body, 5 MiB by default. */
  maxBytes?: number;
  /** Conditional GET: the validators of the last answer. */
  validators?: { etag: string | null; lastModified: string | null };
  headers?: Record<string, string>;
  /** The request's weight in the host's published budget (1). */
  weight?: number;
  /** Epoch ms by which the source must stop: a pacing wait past it is refused. */
  deadline?: number;
  /** Statuses other than 2xx answered as they are (a cookie handshake's 404), not refused. */
  acceptStatus?: number[];
};

export type SourceAnswer = {
  status: number;
  body: string;
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
  finalUrl: string;
  /** The cookies the host set ('name=value' each, attributes left out). */
  cookies?: string[];
};

export type SourceHttp = { get(req: SourceGet): Promise<SourceAnswer>; hostState(host: string): HostState };

export const USER_AGENT = 'SentiScope/1.0 (+market data ingestion)';
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const MAX_HOPS = 3;

/** True when SENTISCOPE_OFFLINE switches a provider on this host ('api.kraken.com', '127.0.0.1:9000') off. */
export function offHost(offline: boolean, host: string): boolean {
  if (!offline) return false;
  try {
    return !isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return true;
  }
}

function parseUrl(raw: string): URL {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Refused below.
  }
  throw new SourceError(`not an http(s) address: ${raw.slice(0, 100)}`, 'malformed');
}

const header = (h: RawAnswer['headers'], name: string) => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

function statusError(answer: RawAnswer): SourceError {
  if (answer.status === 429) return new SourceError('answered 429 (too many requests)', 'rate-limited');
  return new SourceError(`answered ${answer.status}`, 'http-status');
}

export function createSourceHttp(options: {
  offline: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  userAgent?: string;
  backoffMs?: number;
  budgets?: Record<string, HostBudget>;
}): SourceHttp {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const manners = createManners({ now, sleep, backoffMs: options.backoffMs, budgets: options.budgets });
  const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }) };
  const refuseOffline = (url: URL) => {
    if (options.offline && !isLoopbackHost(url.hostname)) throw new SourceError(`offline (SENTISCOPE_OFFLINE): ${url.host} is not on this machine`, 'offline');
  };

  /** The next hop of a redirect, when the rules allow it: the configured URL's own origin, or a public address. */
  async function nextHop(configured: URL, from: URL, location: string | null): Promise<URL> {
    if (!location) throw new SourceError('answered a redirect without a Location', 'redirect-refused');
    let next: URL;
    try {
      next = new URL(location, from);
    } catch {
      throw new SourceError('answered a redirect to an unreadable address', 'redirect-refused');
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new SourceError(`refused a redirect to ${next.protocol} address`, 'redirect-refused');
    if (next.origin === configured.origin) return next;
    refuseOffline(next);
    try {
      await checkedAddresses(next.hostname, false);
    } catch (error) {
      if (error instanceof TargetRefused) throw new SourceError(`refused a redirect to ${next.host}: not a public address of another origin`, 'redirect-refused');
      throw error;
    }
    return next;
  }

  /** One hop; `clock.deadline` is set when the first hop starts (after its pacing wait) and bounds every hop. */
  async function once(req: SourceGet, url: URL, configured: URL, clock: { deadline: number | null }): Promise<RawAnswer> {
    refuseOffline(url);
    await manners.before(url.host, req.weight ?? 1, req.deadline ?? Infinity);
    const deadline = (clock.deadline ??= Date.now() + (req.timeoutMs ?? 10_000));
    const headers: Record<string, string> = { 'user-agent': options.userAgent ?? USER_AGENT, 'accept-encoding': 'gzip, deflate, br', ...req.headers };
    if (req.validators?.etag) headers['if-none-match'] = req.validators.etag;
    if (req.validators?.lastModified) headers['if-modified-since'] = req.validators.lastModified;
    const sameOrigin = url.origin === configured.origin;
    let answer: RawAnswer;
    try {
      answer = await requestOnce({
        url,
        headers,
        deadline,
        timeoutMs: req.timeoutMs ?? 10_000,
        maxBytes: req.maxBytes ?? DEFAULT_MAX_BYTES,
        ...(sameOrigin ? { agent: agents[url.protocol as 'http:' | 'https:'] } : { lookup: guardedLookup(false) as never }),
      });
    } catch (error) {
      if (error instanceof SourceError) manners.failure(url.host, error);
      throw error;
    }
    if (answer.status >= 500 || answer.status === 429) {
      const error = statusError(answer);
      manners.failure(url.host, error, answer.status === 429 ? retryAfterMs(answer.headers['retry-after'], now()) : null);
      throw error;
    }
    if (!isRedirect(answer.status)) manners.success(url.host);
    return answer;
  }

  return {
    async get(req) {
      const configured = parseUrl(req.url);
      const clock = { deadline: null as number | null };
      let url = configured;
      for (let hop = 0; ; hop++) {
        const answer = await once(req, url, configured, clock);
        if (isRedirect(answer.status)) {
          if (hop >= MAX_HOPS) throw new SourceError(`more than ${MAX_HOPS} redirects`, 'redirect-refused');
          url = await nextHop(configured, url, header(answer.headers, 'location'));
          continue;
        }
        const validators = { etag: header(answer.headers, 'etag'), lastModified: header(answer.headers, 'last-modified') };
        if (answer.status === 304 && req.validators) return { status: 304, body: '', notModified: true, ...validators, finalUrl: url.href };
        const cookies = [answer.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
        if (req.acceptStatus?.includes(answer.status)) return { status: answer.status, body: answer.body, notModified: false, ...validators, finalUrl: url.href, cookies };
        if (answer.status < 200 || answer.status >= 300) throw statusError(answer);
        try {
          checkBody(answer.body, req.expect, header(answer.headers, 'content-type') ?? '');
        } catch (error) {
          manners.failure(url.host, error as SourceError);
          throw error;
        }
        return { status: answer.status, body: answer.body, notModified: false, ...validators, finalUrl: url.href, cookies };
      }
    },
    hostState(host) {
      if (offHost(options.offline, host)) return { host, state: 'offline', until: null, failures: 0, lastError: null };
      return manners.state(host);
    },
  };
}
