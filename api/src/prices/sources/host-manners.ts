// Manners towards each host a source lives on (docs/ingestion.md, "Manners towards each host"): requests paced by
// the host's published budget (a token bucket: bursts as large as the host allows, then its rate), a 429's
// Retry-After honoured, exponential backoff after each failure, and a host that keeps failing rested for a while
// (a circuit breaker), then tried again with one request.
import { SourceError, type SourceFailure } from './source-error';

export type HostState = {
  host: string;
  state: 'ok' | 'backing-off' | 'resting' | 'offline';
  /** Epoch ms until which the host is waited for (backing off) or left alone (resting); null when ok. */
  until: number | null;
  failures: number;
  lastError: string | null;
};

/** A host's published request budget: `capacity` weight units at once, refilled at `perSecond`. */
export type HostBudget = { capacity: number; perSecond: number };

/**
 * The public hosts' budgets, from what each publishes (docs/ingestion.md lists the sources): Binance 6,000 request
 * weight a minute per IP (used at half), Coinbase Exchange 10 public requests a second (bursts of 15), Kraken's
 * public calls about one a second, GDELT one request every 5 s; Yahoo, Stooq and Google News publish none, so one
 * a second. Hosts not listed (loopback fakes, feeds) are not paced beyond their own answers.
 */
export const HOST_BUDGETS: Record<string, HostBudget> = {
  'data-api.binance.vision': { capacity: 3000, perSecond: 50 },
  'api.binance.com': { capacity: 3000, perSecond: 50 },
  'api.exchange.coinbase.com': { capacity: 15, perSecond: 10 },
  'api.kraken.com': { capacity: 1, perSecond: 1 },
  'query1.finance.yahoo.com': { capacity: 2, perSecond: 1 },
  'query2.finance.yahoo.com': { capacity: 2, perSecond: 1 },
  'fc.yahoo.com': { capacity: 1, perSecond: 1 },
  'api.tiingo.com': { capacity: 50, perSecond: 50 / 3600 },
  'stooq.com': { capacity: 1, perSecond: 1 },
  'news.google.com': { capacity: 2, perSecond: 1 },
  'api.gdeltproject.org': { capacity: 1, perSecond: 0.2 },
};

/** Failures that say the host is unwell (not that one symbol was unknown): they back off and, in a row, rest it. */
const HOST_FAILURES = new Set<SourceFailure>(['unreachable', 'timeout', 'http-status', 'rate-limited', 'challenge', 'truncated']);

export type MannersOptions = {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** First wait after a failure, doubled after each further one (INGEST_BACKOFF_MS). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Failures in a row, over at least `restSpanMs`, that rest a host, and for how long. */
  restAfter?: number;
  restSpanMs?: number;
  restMs?: number;
  budgets?: Record<string, HostBudget>;
};

type Book = { tokens: number; refilledAt: number; failures: number; streak: number; failingSince: number; until: number | null; resting: boolean; lastError: string | null };

export function createManners(options: MannersOptions) {
  const { now, sleep } = options;
  const backoffMs = options.backoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const restAfter = options.restAfter ?? 5;
  const restSpanMs = options.restSpanMs ?? 60_000;
  const restMs = options.restMs ?? 10 * 60_000;
  const budgets = options.budgets ?? HOST_BUDGETS;
  const books = new Map<string, Book>();
  const book = (host: string) => {
    let b = books.get(host);
    if (!b) books.set(host, (b = { tokens: budgets[host]?.capacity ?? 0, refilledAt: now(), failures: 0, streak: 0, failingSince: 0, until: null, resting: false, lastError: null }));
    return b;
  };

  /** Milliseconds until `weight` units of the host's budget are free, taking them. */
  function reserve(host: string, b: Book, weight: number): number {
    const budget = budgets[host];
    if (!budget) return 0;
    const at = now();
    b.tokens = Math.min(budget.capacity, b.tokens + ((at - b.refilledAt) / 1000) * budget.perSecond);
    b.refilledAt = at;
    b.tokens -= Math.min(weight, budget.capacity);
    return b.tokens >= 0 ? 0 : Math.ceil((-b.tokens / budget.perSecond) * 1000);
  }

  return {
    /** Waits for the host's turn; refuses when it is resting or the wait would end after `deadline`. */
    async before(host: string, weight: number, deadline: number): Promise<void> {
      const b = book(host);
      const at = now();
      if (b.resting && b.until !== null && at < b.until) throw new SourceError(`${host} is resting after ${b.failures} failures in a row, until ${new Date(b.until).toISOString()}`, 'resting');
      // A rested host is tried again with one request (the others wait for its outcome); its failure rests it again.
      const probe = b.resting && b.until !== null;
      if (probe) b.until = at + restMs;
      const backoff = !probe && b.until !== null && at < b.until ? b.until - at : 0;
      const wait = Math.max(backoff, reserve(host, b, weight));
      if (at + wait > deadline) {
        throw new SourceError(`${host} asks to wait ${Math.ceil(wait / 1000)} s, past this run's deadline`, backoff > 0 ? 'rate-limited' : 'deadline');
      }
      if (wait > 0) await sleep(wait);
    },
    success(host: string): void {
      const b = book(host);
      Object.assign(b, { failures: 0, streak: 0, until: null, resting: false });
    },
    /** Counts a failure; `retryAfterMs` (a 429's Retry-After) sets the wait when the host named one. */
    failure(host: string, error: SourceError, retryAfterMs: number | null = null): void {
      if (!HOST_FAILURES.has(error.reason)) return;
      const b = book(host);
      const at = now();
      if (b.failures === 0) b.failingSince = at;
      b.failures += 1;
      b.lastError = error.message;
      // A burst of failures within one run backs off; failing run after run (for a minute or more) rests the host.
      if (b.resting || (b.failures >= restAfter && at - b.failingSince >= restSpanMs)) {
        Object.assign(b, { resting: true, until: at + Math.max(restMs, retryAfterMs ?? 0) });
        return;
      }
      // Requests that were already out when the host began failing do not lengthen the wait: only a failure after
      // the last wait ended doubles it.
      if (b.until === null || at >= b.until) b.streak += 1;
      const wait = retryAfterMs ?? Math.min(maxBackoffMs, backoffMs * 2 ** (b.streak - 1));
      b.until = Math.max(b.until ?? 0, at + wait);
    },
    state(host: string): HostState {
      const b = books.get(host);
      const at = now();
      if (!b || b.until === null || at >= b.until) return { host, state: 'ok', until: null, failures: b?.failures ?? 0, lastError: b?.lastError ?? null };
      return { host, state: b.resting ? 'resting' : 'backing-off', until: b.until, failures: b.failures, lastError: b.lastError };
    },
  };
}

export type Manners = ReturnType<typeof createManners>;

/** A Retry-After header (seconds or an HTTP date) in ms from `at`; null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, at: number): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === '') return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const date = Date.parse(v);
  return Number.isFinite(date) ? Math.max(0, date - at) : null;
}
