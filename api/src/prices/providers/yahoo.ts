// Yahoo Finance's chart API (GET /v8/finance/chart/{symbol}?period1=&period2=&interval=1d): the whole range in one
// answer, `null` in every column on days the market was shut. Its clients first take a cookie (fc.yahoo.com) and a
// crumb (/v1/test/getcrumb) and send both; a 401 means the crumb went stale, so it is taken again once and retried.
import { PROVIDER_DEFAULTS } from '../service/config';
import { SourceError } from '../sources/source-error';
import type { FetchContext } from '../sources/types';
import { identity, json, type PricePoint, type PriceProvider, query, unexpected, validPoint } from './price-provider';

type Chart = {
  chart?: {
    result?: { meta?: { regularMarketPrice?: number }; timestamp?: number[]; indicators?: { quote?: Record<string, (number | null)[]>[] } }[] | null;
    error?: unknown;
  };
};

/** A chart answer's rows as points; rows with a null (a holiday, a halted day) are left out, not counted as bad. */
export function chartPoints(body: string): { points: PricePoint[]; nullRows: number; price: number | null } {
  const result = (json(body) as Chart).chart?.result?.[0];
  if (!result) throw unexpected('no chart result');
  const times = result.timestamp ?? [];
  const q = result.indicators?.quote?.[0] ?? {};
  const points: PricePoint[] = [];
  let nullRows = 0;
  times.forEach((t, i) => {
    const row = ['open', 'high', 'low', 'close', 'volume'].map((k) => q[k]?.[i] ?? null);
    if (row.slice(0, 4).some((v) => v === null)) return void nullRows++;
    const [open, high, low, close, volume] = row as number[];
    const p = { time: t * 1000, open, high, low, close, volume: (volume ?? 0) * close };
    if (validPoint(p)) points.push(p);
  });
  return { points, nullRows, price: result.meta?.regularMarketPrice ?? null };
}

export function yahooPrices(base: string): PriceProvider {
  const { root, own } = identity('yahoo', base, 'SPY');
  // The cookie comes from Yahoo's own cookie host; a stand-in (a loopback fake) serves it at its root.
  const cookieUrl = root === PROVIDER_DEFAULTS.yahoo ? 'https://fc.yahoo.com/' : `${root}/`;
  let session: Promise<{ cookie: string; crumb: string }> | null = null;

  async function handshake(ctx: FetchContext) {
    const timeoutMs = Math.min(ctx.timeoutMs, Math.max(1, ctx.deadline - Date.now()));
    const first = await ctx.http.get({ url: cookieUrl, expect: 'text', timeoutMs, deadline: ctx.deadline, acceptStatus: [404] });
    const cookie = (first.cookies ?? []).join('; ');
    const answer = await ctx.http.get({ url: `${root}/v1/test/getcrumb`, expect: 'text', timeoutMs, deadline: ctx.deadline, headers: cookie ? { cookie } : {} });
    const crumb = answer.body.trim();
    if (crumb === '' || crumb.length > 64 || /[<\s]/.test(crumb)) throw new SourceError('answered no usable crumb', 'wrong-type');
    return { cookie, crumb };
  }

  /** A GET with the session's cookie and crumb; a 401 takes a fresh crumb once. */
  async function get(ctx: FetchContext, path: string, params: Record<string, string | number | undefined>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      if (!session) session = handshake(ctx);
      const current = session;
      let s: { cookie: string; crumb: string };
      try {
        s = await current;
      } catch (error) {
        if (session === current) session = null;
        throw error;
      }
      const timeoutMs = Math.min(ctx.timeoutMs, Math.max(1, ctx.deadline - Date.now()));
      const url = `${root}${path}?${query({ ...params, crumb: s.crumb })}`;
      const answer = await ctx.http.get({ url, expect: 'json', timeoutMs, deadline: ctx.deadline, headers: s.cookie ? { cookie: s.cookie } : {}, acceptStatus: [401] });
      if (answer.status !== 401) return answer.body;
      if (session === current) session = null;
      if (attempt >= 1) throw new SourceError('answered 401 again with a fresh crumb', 'http-status');
    }
  }

  return {
    ...own,
    async historical(ctx, symbol, interval, from, to) {
      const body = await get(ctx, `/v8/finance/chart/${encodeURIComponent(symbol)}`, { period1: Math.floor(from / 1000), period2: Math.floor(to / 1000), interval: interval === '1h' ? '60m' : interval, includePrePost: 'false' });
      return chartPoints(body).points.filter((p) => p.time >= from && p.time < to);
    },
    async quotes(ctx, symbols) {
      const body = json(await get(ctx, '/v7/finance/quote', { symbols: symbols.join(',') })) as { quoteResponse?: { result?: { symbol: string; regularMarketPrice?: number }[] } };
      const rows = body.quoteResponse?.result;
      if (!Array.isArray(rows)) throw unexpected('no quote result');
      return new Map(rows.filter((r) => (r.regularMarketPrice ?? 0) > 0).map((r) => [r.symbol, r.regularMarketPrice as number]));
    },
    async search(ctx, q) {
      const body = json(await get(ctx, '/v1/finance/search', { q, quotesCount: 20, newsCount: 0 })) as { quotes?: { symbol: string; shortname?: string; longname?: string }[] };
      return (body.quotes ?? []).map((r) => ({ symbol: r.symbol, name: r.longname ?? r.shortname ?? null }));
    },
  };
}
