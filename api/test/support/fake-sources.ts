// A fake market on loopback for tests and browser tests: a Binance-compatible klines API, a Stooq-compatible CSV
// endpoint and one RSS 2.0 and one Atom feed, all served from data the test controls, with switchable faults.
//   import { startFakeSources } from '../api/test/support/fake-sources';
//   const fake = await startFakeSources();           // env: fake.env (MARKET_LIVE_SOURCE, STOCK_LIVE_SOURCE, NEWS_RSS_FEEDS)
//   fake.addCandle('BTCUSDT', { date: '2026-11-23', close: 101000 }); fake.addHeadline({ title: 'Bitcoin ...' });
//   fake.fault('/feeds/rss.xml', { status: 500 });  // or { delayMs }, { body: '<rss><broken' }
// From a shell: `npx tsx api/test/support/fake-sources.ts [port]` prints the variables and serves until stopped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MS_PER_DAY } from '@sentiscope/shared/contract';

export type FakeCandle = { date: string; open?: number; high?: number; low?: number; close: number; volume?: number };
export type FakeHeadline = { title: string; link?: string; publishedAt?: string; feed?: 'rss' | 'atom' };
export type Fault = { status?: number; delayMs?: number; body?: string };

export type FakeSources = {
  url: string;
  /** The variables that point the API at this server. */
  env: { MARKET_LIVE_SOURCE: string; STOCK_LIVE_SOURCE: string; NEWS_RSS_FEEDS: string };
  /** Sets one day of a pair ('BTCUSDT') or a stock symbol ('AAPL'). */
  addCandle(symbol: string, candle: FakeCandle): void;
  addHeadline(headline: FakeHeadline): void;
  /** Every request whose path starts with `path` answers this way until cleared with null. */
  fault(path: string, fault: Fault | null): void;
  /** Requests served, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `days` closed days up to yesterday for each symbol, a gentle deterministic walk from `start`. */
export function seedSeries(symbols: Record<string, number>, days: number, now = Date.now()): Map<string, Map<string, FakeCandle>> {
  const series = new Map<string, Map<string, FakeCandle>>();
  for (const [symbol, start] of Object.entries(symbols)) {
    const byDay = new Map<string, FakeCandle>();
    let close = start;
    for (let i = days; i >= 1; i--) {
      const date = isoDay(now - i * MS_PER_DAY);
      close = close * (1 + 0.01 * Math.sin(i * 0.7 + symbol.length));
      byDay.set(date, { date, close });
    }
    series.set(symbol, byDay);
  }
  return series;
}

const full = (c: FakeCandle) => ({ open: c.open ?? c.close, high: c.high ?? c.close * 1.01, low: c.low ?? c.close * 0.99, volume: c.volume ?? 1000, ...c });

export async function startFakeSources(options: { port?: number; days?: number; now?: () => number } = {}): Promise<FakeSources> {
  const now = options.now ?? Date.now;
  const series = seedSeries({ BTCUSDT: 90000, ETHUSDT: 3000, SOLUSDT: 150, BNBUSDT: 600, XRPUSDT: 2, ADAUSDT: 0.7, DOGEUSDT: 0.2, AAPL: 230, MSFT: 420, NVDA: 130, TSLA: 250, SPY: 600 }, options.days ?? 400, now());
  const headlines: FakeHeadline[] = [];
  const faults = new Map<string, Fault>();
  const hits = new Map<string, number>();

  function klines(url: URL): string {
    const days = series.get(url.searchParams.get('symbol') ?? '');
    if (!days) return JSON.stringify({ code: -1121, msg: 'Invalid symbol.' });
    const from = Number(url.searchParams.get('startTime') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const rows = [...days.values()]
      .map(full)
      .filter((c) => Date.parse(`${c.date}T00:00:00Z`) >= from)
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .slice(0, limit)
      .map((c) => {
        const t = Date.parse(`${c.date}T00:00:00Z`);
        return [t, String(c.open), String(c.high), String(c.low), String(c.close), '1', t + MS_PER_DAY - 1, String(c.volume), 10, '0', '0', '0'];
      });
    return JSON.stringify(rows);
  }

  /** Binance's latest prices: each asked symbol's latest close, moving a little with the clock (a live market). */
  function ticker(url: URL): string {
    const asked = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
    const last = (symbol: string) => [...(series.get(symbol)?.values() ?? [])].at(-1)?.close;
    return JSON.stringify(asked.filter((s) => last(s) !== undefined).map((s) => ({ symbol: s, price: String((last(s) as number) * (1 + 0.001 * Math.sin(Date.now() / 1000))) })));
  }

  function stooq(url: URL): string {
    const symbol = (url.searchParams.get('s') ?? '').replace(/\.us$/, '').toUpperCase();
    const days = series.get(symbol);
    if (!days) return 'No data';
    const rows = [...days.values()].map(full).sort((a, b) => (a.date < b.date ? -1 : 1));
    return ['Date,Open,High,Low,Close,Volume', ...rows.map((c) => `${c.date},${c.open},${c.high},${c.low},${c.close},${c.volume}`)].join('\n') + '\n';
  }

  const items = (feed: 'rss' | 'atom') => headlines.filter((h) => (h.feed ?? 'rss') === feed);

  function rss(): string {
    const body = items('rss')
      .map((h) => `<item><title>${xml(h.title)}</title><link>${xml(h.link ?? '')}</link><guid>${xml(h.link ?? h.title)}</guid><pubDate>${new Date(h.publishedAt ?? now()).toUTCString()}</pubDate></item>`)
      .join('');
    return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fake Wire</title><link>http://fake.example/</link>${body}</channel></rss>`;
  }

  function atom(): string {
    const body = items('atom')
      .map((h) => `<entry><title>${xml(h.title)}</title><link href="${xml(h.link ?? '')}"/><id>${xml(h.link ?? h.title)}</id><updated>${new Date(h.publishedAt ?? now()).toISOString()}</updated></entry>`)
      .join('');
    return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Fake Atom News</title>${body}</feed>`;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const fault = [...faults].find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
    const answer = () => {
      if (fault?.status) return void res.writeHead(fault.status).end('fault');
      let body: string;
      let type = 'text/plain';
      if (url.pathname === '/api/v3/klines') [body, type] = [klines(url), 'application/json'];
      else if (url.pathname === '/api/v3/ticker/price') [body, type] = [ticker(url), 'application/json'];
      else if (url.pathname === '/q/d/l/') [body, type] = [stooq(url), 'text/csv'];
      else if (url.pathname === '/feeds/rss.xml') [body, type] = [rss(), 'application/rss+xml'];
      else if (url.pathname === '/feeds/atom.xml') [body, type] = [atom(), 'application/atom+xml'];
      else return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'content-type': type }).end(fault?.body ?? body);
    };
    if (fault?.delayMs) setTimeout(answer, fault.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { MARKET_LIVE_SOURCE: url, STOCK_LIVE_SOURCE: url, NEWS_RSS_FEEDS: `${url}/feeds/rss.xml,${url}/feeds/atom.xml` },
    addCandle(symbol, candle) {
      const days = series.get(symbol) ?? new Map<string, FakeCandle>();
      days.set(candle.date, candle);
      series.set(symbol, days);
    },
    addHeadline: (h) => void headlines.push(h),
    fault(path, f) {
      if (f) faults.set(path, f);
      else faults.delete(path);
    },
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  void startFakeSources({ port: Number(process.argv[2] ?? 0) }).then((fake) => {
    for (const [key, value] of Object.entries(fake.env)) console.log(`${key}=${value}`);
  });
}
