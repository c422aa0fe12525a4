// Fake price providers on loopback, one server each, in the formats of the real ones (Binance klines, Coinbase
// candles, Kraken OHLC, the Yahoo chart with its cookie-and-crumb handshake, Tiingo end-of-day, Stooq CSV), all
// serving one series per catalogue symbol, with faults per provider: a status, a delay, a body (an HTML 200, a
// challenge page), a 429 with Retry-After, a pager stuck on its first page.
//   const fake = await startFakeProviders();  // fake.env: every *_BASE_URL and TIINGO_API_KEY
//   fake.fault('binance', { status: 500 }); fake.hits('coinbase'); fake.yahooCrumb = 'new' (the old one then answers 401)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import type { PriceFormat } from '../../src/catalogue/service/catalogue';
import { seedSeries, type FakeCandle } from './fake-sources';

/** `scale` multiplies every price the provider serves (a source gone wrong); `times` ends the fault after that many requests. */
export type ProviderFault = { status?: number; delayMs?: number; body?: string; contentType?: string; retryAfter?: string; samePage?: boolean; scale?: number; times?: number };

export type FakeProviders = {
  env: Record<string, string>;
  urls: Record<PriceFormat, string>;
  /** Sets one day of a catalogue symbol ('BTC', 'AAPL'). */
  addCandle(symbol: string, candle: FakeCandle): void;
  fault(provider: PriceFormat, fault: ProviderFault | null): void;
  /** Sets the price Binance's ticker answers for a symbol ('BTC'), in place of its latest close. */
  quote(symbol: string, price: number): void;
  /** Requests a provider received: path and query, with the instant each arrived. */
  requests(provider: PriceFormat): { url: string; at: number }[];
  yahooCrumb: string;
  close(): Promise<void>;
};

const FORMATS: PriceFormat[] = ['binance', 'coinbase', 'kraken', 'yahoo', 'tiingo', 'stooq'];
const full = (c: FakeCandle) => ({ open: c.open ?? c.close, high: c.high ?? c.close * 1.01, low: c.low ?? c.close * 0.99, volume: c.volume ?? 1000, ...c });
const t = (c: FakeCandle) => Date.parse(`${c.date}T00:00:00Z`);
const KRAKEN: Record<string, string> = { XBT: 'BTC', XDG: 'DOGE' };

export async function startFakeProviders(options: { days?: number; now?: () => number } = {}): Promise<FakeProviders> {
  const now = options.now ?? Date.now;
  const series = seedSeries({ BTC: 90000, ETH: 3000, SOL: 150, BNB: 600, XRP: 2, ADA: 0.7, DOGE: 0.2, AAPL: 230, MSFT: 420, NVDA: 130, TSLA: 250, SPY: 600 }, options.days ?? 400, now());
  const faults = new Map<PriceFormat, ProviderFault>();
  const log = new Map<PriceFormat, { url: string; at: number }[]>(FORMATS.map((f) => [f, []]));
  const scale = { now: 1 };
  const quotes = new Map<string, number>();
  const rows = (symbol: string) =>
    [...(series.get(symbol)?.values() ?? [])]
      .map(full)
      .map((c) => ({ ...c, open: c.open * scale.now, high: c.high * scale.now, low: c.low * scale.now, close: c.close * scale.now }))
      .sort((a, b) => t(a) - t(b));
  const state = { yahooCrumb: 'crumb-1' };
  // Hours from each day's close, a small wave within the day, up to the hour open now (a real source serves it too,
  // still moving): crypto every hour of the day, stocks the market's hours opening at half past (14:30 to 20:30 UTC).
  const HOUR = 3_600_000;
  const hourRows = (symbol: string, stock: boolean) => {
    const days = rows(symbol);
    const last = days.at(-1);
    if (last) days.push({ ...last, date: new Date(t(last) + MS_PER_DAY).toISOString().slice(0, 10) });
    return days.flatMap((c) => {
      if (stock && [0, 6].includes(new Date(t(c)).getUTCDay())) return [];
      const hours = stock ? [14, 15, 16, 17, 18, 19, 20].map((h) => t(c) + h * HOUR + HOUR / 2) : Array.from({ length: 24 }, (_, h) => t(c) + h * HOUR);
      return hours
        .filter((time) => time <= now())
        .map((time) => {
          const close = c.close * (1 + 0.002 * Math.sin(time / HOUR));
          return { time, open: close * 0.999, high: close * 1.002, low: close * 0.997, close, volume: c.volume / 24 };
        });
    });
  };

  // Each answers [status, body, content type, extra headers] for a request, or null for 404.
  type Answer = [number, string, string, Record<string, string>?];
  const handlers: Record<PriceFormat, (url: URL, req: http.IncomingMessage, stuck: boolean) => Answer | null> = {
    binance(url, _req, stuck) {
      if (url.pathname === '/api/v3/exchangeInfo') return [200, JSON.stringify({ timezone: 'UTC', symbols: [...series.keys()].map((s) => ({ symbol: `${s}USDT`, status: 'TRADING', baseAsset: s, quoteAsset: 'USDT' })) }), 'application/json'];
      if (url.pathname === '/api/v3/ticker/price') {
        // The latest close of each asked symbol (symbols is a JSON list, as Binance takes it); unknown ones left out.
        const asked = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
        const known = asked.filter((s) => series.has(s.replace(/USDT$/, '')));
        const price = (s: string) => quotes.get(s) ?? [...(series.get(s)?.values() ?? [])].at(-1)?.close;
        return [200, JSON.stringify(known.map((s) => ({ symbol: s, price: String(price(s.replace(/USDT$/, ''))) }))), 'application/json'];
      }
      if (url.pathname !== '/api/v3/klines') return null;
      const symbol = (url.searchParams.get('symbol') ?? '').replace(/USDT$/, '');
      if (!series.has(symbol)) return [400, JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }), 'application/json'];
      const from = stuck ? 0 : Number(url.searchParams.get('startTime') ?? 0);
      const end = Number(url.searchParams.get('endTime') ?? Infinity);
      if (url.searchParams.get('interval') === '1h') {
        const hours = hourRows(symbol, false).filter((h) => h.time >= from && h.time <= end).slice(0, Number(url.searchParams.get('limit') ?? 500));
        return [200, JSON.stringify(hours.map((h) => [h.time, String(h.open), String(h.high), String(h.low), String(h.close), '1', h.time + HOUR - 1, String(h.volume), 10, '0', '0', '0'])), 'application/json'];
      }
      const list = rows(symbol).filter((c) => t(c) >= from && t(c) <= end).slice(0, Number(url.searchParams.get('limit') ?? 500));
      return [200, JSON.stringify(list.map((c) => [t(c), String(c.open), String(c.high), String(c.low), String(c.close), '1', t(c) + MS_PER_DAY - 1, String(c.volume), 10, '0', '0', '0'])), 'application/json'];
    },
    coinbase(url) {
      const m = /^\/products\/([A-Z]+)-USD\/candles$/.exec(url.pathname);
      if (!m) return null;
      if (!series.has(m[1])) return [404, JSON.stringify({ message: 'NotFound' }), 'application/json'];
      const [start, end] = ['start', 'end'].map((k) => Date.parse(url.searchParams.get(k) ?? ''));
      const list = rows(m[1]).filter((c) => t(c) >= start && t(c) <= end).slice(-300).reverse();
      return [200, JSON.stringify(list.map((c) => [t(c) / 1000, c.low, c.high, c.open, c.close, c.volume / c.close])), 'application/json'];
    },
    kraken(url) {
      if (url.pathname !== '/0/public/OHLC') return null;
      const pair = (url.searchParams.get('pair') ?? '').replace(/USD$/, '');
      const symbol = KRAKEN[pair] ?? pair;
      if (!series.has(symbol)) return [200, JSON.stringify({ error: ['EQuery:Unknown asset pair'] }), 'application/json'];
      const since = Number(url.searchParams.get('since') ?? 0) * 1000;
      const list = rows(symbol).filter((c) => t(c) > since).slice(-720);
      const last = list.length > 0 ? t(list[list.length - 1]) / 1000 : since / 1000;
      const ohlc = list.map((c) => [t(c) / 1000, String(c.open), String(c.high), String(c.low), String(c.close), String(c.close), String(c.volume / c.close), 5]);
      return [200, JSON.stringify({ error: [], result: { [`X${pair}Z`.length === 5 ? `X${pair}ZUSD` : `${pair}USD`]: ohlc, last } }), 'application/json'];
    },
    yahoo(url, req) {
      if (url.pathname === '/') return [404, 'Not Found', 'text/html', { 'set-cookie': 'A3=fake-session; Max-Age=31557600; Domain=127.0.0.1; Path=/; HttpOnly' }];
      if (url.pathname === '/v1/test/getcrumb') return req.headers.cookie?.includes('A3=fake-session') ? [200, state.yahooCrumb, 'text/plain'] : [401, 'Unauthorized', 'text/plain'];
      const m = /^\/v8\/finance\/chart\/([A-Z]+)$/.exec(url.pathname);
      if (!m) return null;
      if (url.searchParams.get('crumb') !== state.yahooCrumb) return [401, JSON.stringify({ finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } }), 'application/json'];
      const [from, to] = ['period1', 'period2'].map((k) => Number(url.searchParams.get(k)) * 1000);
      if (url.searchParams.get('interval') === '60m') {
        const hours = hourRows(m[1], true).filter((h) => h.time >= from && h.time < to);
        const col = (k: 'open' | 'high' | 'low' | 'close' | 'volume') => hours.map((h) => (k === 'volume' ? h.volume / h.close : h[k]));
        const quote = { open: col('open'), high: col('high'), low: col('low'), close: col('close'), volume: col('volume') };
        return [200, JSON.stringify({ chart: { result: [{ meta: { symbol: m[1] }, timestamp: hours.map((h) => h.time / 1000), indicators: { quote: [quote] } }], error: null } }), 'application/json'];
      }
      const list = rows(m[1]).filter((c) => t(c) >= from && t(c) < to);
      // Yahoo dates a day by the market's open, 14:30 UTC.
      const column = (k: 'open' | 'high' | 'low' | 'close' | 'volume') => list.map((c) => (k === 'volume' ? c.volume / c.close : c[k]));
      const quote = { open: column('open'), high: column('high'), low: column('low'), close: column('close'), volume: column('volume') };
      const result = { meta: { symbol: m[1], regularMarketPrice: list.at(-1)?.close }, timestamp: list.map((c) => t(c) / 1000 + 52_200), indicators: { quote: [quote] } };
      return [200, JSON.stringify({ chart: { result: [result], error: null } }), 'application/json'];
    },
    tiingo(url, req) {
      const m = /^\/tiingo\/daily\/([a-z]+)\/prices$/.exec(url.pathname);
      if (!m) return null;
      if (req.headers.authorization !== 'Token fake-tiingo-key') return [401, JSON.stringify({ detail: 'Invalid token.' }), 'application/json'];
      const [from, to] = ['startDate', 'endDate'].map((k) => Date.parse(`${url.searchParams.get(k)}T00:00:00Z`));
      const list = rows(m[1].toUpperCase()).filter((c) => t(c) >= from && t(c) <= to);
      return [200, JSON.stringify(list.map((c) => ({ date: `${c.date}T00:00:00.000Z`, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume / c.close, adjClose: c.close }))), 'application/json'];
    },
    stooq(url) {
      if (url.pathname !== '/q/d/l/') return null;
      const list = rows((url.searchParams.get('s') ?? '').replace(/\.us$/, '').toUpperCase());
      if (list.length === 0) return [200, 'No data', 'text/plain'];
      return [200, ['Date,Open,High,Low,Close,Volume', ...list.map((c) => `${c.date},${c.open},${c.high},${c.low},${c.close},${c.volume / c.close}`)].join('\n') + '\n', 'text/csv'];
    },
  };

  const servers = await Promise.all(
    FORMATS.map(async (format) => {
      const server = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        log.get(format)?.push({ url: req.url ?? '/', at: Date.now() });
        const fault = faults.get(format);
        if (fault?.times !== undefined && --fault.times <= 0) faults.delete(format);
        const answer = () => {
          if (fault?.status) return void res.writeHead(fault.status, { 'content-type': fault.contentType ?? 'text/plain', ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}) }).end(fault.body ?? 'fault');
          if (fault?.body !== undefined) return void res.writeHead(200, { 'content-type': fault.contentType ?? 'text/html; charset=utf-8' }).end(fault.body);
          scale.now = fault?.scale ?? 1;
          const a = handlers[format](url, req, fault?.samePage === true);
          if (!a) return void res.writeHead(404).end('not found');
          res.writeHead(a[0], { 'content-type': a[2], ...a[3] }).end(a[1]);
        };
        if (fault?.delayMs) setTimeout(answer, fault.delayMs).unref();
        else answer();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return [format, server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`] as const;
    }),
  );
  const urls = Object.fromEntries(servers.map(([f, , u]) => [f, u])) as Record<PriceFormat, string>;
  return {
    urls,
    env: {
      BINANCE_BASE_URL: urls.binance,
      COINBASE_BASE_URL: urls.coinbase,
      KRAKEN_BASE_URL: urls.kraken,
      YAHOO_BASE_URL: urls.yahoo,
      TIINGO_BASE_URL: urls.tiingo,
      TIINGO_API_KEY: 'fake-tiingo-key',
      STOOQ_BASE_URL: urls.stooq,
    },
    addCandle(symbol, candle) {
      const days = series.get(symbol) ?? new Map<string, FakeCandle>();
      days.set(candle.date, candle);
      series.set(symbol, days);
    },
    fault: (provider, f) => void (f ? faults.set(provider, { ...f }) : faults.delete(provider)),
    quote: (symbol, price) => void quotes.set(symbol, price),
    requests: (provider) => log.get(provider) ?? [],
    get yahooCrumb() {
      return state.yahooCrumb;
    },
    set yahooCrumb(value: string) {
      state.yahooCrumb = value;
    },
    close: () =>
      Promise.all(
        servers.map(
          ([, server]) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
