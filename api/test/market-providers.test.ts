import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { findAsset, type Asset } from '../src/market/service/catalogue';
import { loadMarketConfig } from '../src/market/service/config';
import { parseCsv } from '../src/market/ingestion/csv';
import { csvPriceProvider } from '../src/market/ingestion/csv-prices';
import { demoCandles } from '../src/market/ingestion/demo-prices';
import { csvHeadlineProvider, parseFeed } from '../src/market/ingestion/headline-providers';
import { FILE_RECHECK_MS } from '../src/market/ingestion/watched-file';
import { CANDLE_CACHE_TABLE, livePriceProvider } from '../src/market/ingestion/live-prices';
import { MARKET_MIGRATIONS } from '../src/market/data/migrations';
import { createMarketService } from '../src/market/service/market';
import { MARKET_DIR } from './analysis-data';

const DAY = 86_400_000;
const btc = findAsset('btc') as Asset;
const aapl = findAsset('AAPL') as Asset;

type Hit = { path: string; symbol: string | null; startTime: number };

/** A local stand-in for Binance's public klines endpoint (and an RSS feed), counting requests. */
async function fakeSource() {
  const hits: Hit[] = [];
  let failing = false;
  const rss = `<?xml version="1.0"?><rss><channel><title>Local Wire</title>
    <item><title>Bitcoin rallies &amp; bulls return</title><pubDate>Mon, 02 Jun 2025 10:00:00 GMT</pubDate></item>
    <item><title><![CDATA[Bitcoin miners struggle as fees drop]]></title><pubDate>Tue, 03 Jun 2025 10:00:00 GMT</pubDate></item>
    <item><title>No date here</title></item>
  </channel></rss>`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    hits.push({ path: url.pathname, symbol: url.searchParams.get('symbol'), startTime: Number(url.searchParams.get('startTime')) });
    if (failing) return void res.writeHead(503).end();
    if (url.pathname === '/feed.xml') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss);
    if (url.pathname !== '/api/v3/klines') return void res.writeHead(404).end();
    const start = Number(url.searchParams.get('startTime'));
    const limit = Number(url.searchParams.get('limit'));
    // The exchange also returns today's unfinished candle; the provider must drop it.
    const until = Date.UTC(2021, 0, 10);
    const rows: unknown[][] = [];
    for (let t = start; t <= until && rows.length < limit; t += DAY) {
      const i = (t - Date.UTC(2018, 0, 1)) / DAY;
      const close = 10_000 + i;
      rows.push([t, String(close - 5), String(close + 10), String(close - 10), String(close), '12.5', t + DAY - 1, String(close * 12.5), 100, '6', '60', '0']);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    fail: (value: boolean) => void (failing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('live daily candles cached in the database', () => {
  let dir: string;
  let db: Kysely<any>;
  let source: Awaited<ReturnType<typeof fakeSource>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-live-'));
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'cache.sqlite')) }) });
    for (const m of MARKET_MIGRATIONS) await m.up(db);
    source = await fakeSource();
  });
  afterAll(async () => {
    await source.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pages through the source from 2018, keeps only completed days, stores them and serves later calls from the cache', async () => {
    let now = Date.UTC(2021, 0, 10, 12);
    const live = livePriceProvider({ source: source.url, db, now: () => now });
    const candles = await live.history(btc);
    // 2018-01-01 .. 2021-01-09 inclusive: 1105 days, in two pages of at most 1000
    expect(candles).toHaveLength(1105);
    expect(candles?.[0]).toEqual({ date: '2018-01-01', open: 9995, high: 10_010, low: 9990, close: 10_000, volume: 125_000 });
    expect(candles?.at(-1)?.date).toBe('2021-01-09');
    expect(source.hits.filter((h) => h.path === '/api/v3/klines').map((h) => h.symbol)).toEqual(['BTCUSDT', 'BTCUSDT']);
    const stored = await db.selectFrom(CANDLE_CACHE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(1105);

    expect(await live.history(btc)).toBe(candles);
    const restarted = livePriceProvider({ source: source.url, db, now: () => now });
    expect(await restarted.history(btc)).toHaveLength(1105);
    expect(source.hits).toHaveLength(2);

    // A day later only the missing day is asked for.
    now += DAY;
    const next = await restarted.history(btc);
    expect(source.hits).toHaveLength(3);
    expect(source.hits[2].startTime).toBe(Date.UTC(2021, 0, 10));
    expect(next?.at(-1)?.date).toBe('2021-01-10');
  });

  it('serves the cache when the source is down, and nothing for assets it does not list', async () => {
    source.fail(true);
    const later = livePriceProvider({ source: source.url, db, now: () => Date.UTC(2021, 0, 20) });
    expect(await later.history(btc)).toHaveLength(1106);
    const empty = livePriceProvider({ source: source.url, db, now: () => Date.UTC(2021, 0, 20) });
    expect(await empty.history(findAsset('eth') as Asset)).toBeNull();
    expect(await later.history(aapl)).toBeNull();
    source.fail(false);
  });

  it('feeds the service: BTC from the live source, stocks from the CSV directory', async () => {
    const service = createMarketService(
      { ...loadMarketConfig({ MARKET_DATA_DIR: MARKET_DIR }), liveSource: source.url },
      { db, now: () => new Date(Date.UTC(2021, 0, 11, 12)) },
    );
    const live = await service.details('btc', { startDate: '2020-06-01', endDate: '2020-12-31' });
    expect(live.dataSource.prices).toBe('live');
    expect(live.candles[0].close).toBe(10_000 + (Date.UTC(2020, 5, 1) - Date.UTC(2018, 0, 1)) / DAY);
    const stock = await service.details('aapl', { startDate: '2020-06-01', endDate: '2020-12-31' });
    expect(stock.dataSource.prices).toBe('csv');
  });

  it('reads RSS feeds as headlines', async () => {
    const service = createMarketService(loadMarketConfig({ MARKET_DATA_DIR: MARKET_DIR, NEWS_RSS_FEEDS: `${source.url}/feed.xml` }));
    const s = await service.details('btc', { startDate: '2025-06-01', endDate: '2025-06-05' });
    expect(s.dataSource.headlines).toBe('rss');
    expect(s.sentiment.headlineCount).toBe(2);
    expect(s.sentiment.scope).toBe('market');
    expect(s.sentiment.mostPositive[0]).toMatchObject({ date: '2025-06-02', source: 'Local Wire', title: 'Bitcoin rallies & bulls return' });
    expect(s.sentiment.mostNegative[0].title).toBe('Bitcoin miners struggle as fees drop');
  });
});

describe('files and the demo generator', () => {
  it('parses quoted CSV fields with commas, quotes and CRLF', () => {
    expect(parseCsv('date,title\r\n2022-01-01,"Up, then ""down"""\r\n2022-01-02,plain\n')).toEqual([
      ['date', 'title'],
      ['2022-01-01', 'Up, then "down"'],
      ['2022-01-02', 'plain'],
    ]);
  });

  it('drops invalid rows from a price file and sorts the rest', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-csv-'));
    writeFileSync(
      path.join(dir, 'BTC-USD.csv'),
      'date,open,high,low,close,volume\n2022-01-02,2,3,1,2,10\n2022-01-01,1,2,0.5,1.5,10\nbad,1,1,1,1,1\n2022-01-03,1,1,1,,1\n2022-01-04,1,1,2,1,1\n',
    );
    const candles = await csvPriceProvider(dir).history(btc);
    expect(candles?.map((c) => c.date)).toEqual(['2022-01-01', '2022-01-02']);
    expect(await csvPriceProvider(dir).history(aapl)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-reads a price or headline file only when it changed, looking at most once a second', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-watch-'));
    try {
      let now = 1_000_000;
      const clock = () => now;
      const prices = path.join(dir, 'BTC-USD.csv');
      const headlines = path.join(dir, 'headlines.csv');
      const write = (day: string, mtime: number) => {
        writeFileSync(prices, `date,open,high,low,close,volume\n${day},1,2,0.5,1.5,10\n`);
        writeFileSync(headlines, `date,source,title\n${day},Wire,Bitcoin rallies\n`);
        utimesSync(prices, mtime, mtime);
        utimesSync(headlines, mtime, mtime);
      };
      const priceProvider = csvPriceProvider(dir, clock);
      const headlineProvider = csvHeadlineProvider(headlines, clock);
      const read = async () => [(await priceProvider.history(btc))?.map((c) => c.date), (await headlineProvider.headlines()).map((h) => h.date)];

      write('2022-01-01', 1_600_000_000);
      expect(await read()).toEqual([['2022-01-01'], ['2022-01-01']]);
      // Changed on disk, but looked at a moment ago: the copy in memory is served.
      write('2022-01-02', 1_600_000_100);
      now += FILE_RECHECK_MS - 1;
      expect(await read()).toEqual([['2022-01-01'], ['2022-01-01']]);
      // A second on, the new modification time is seen and the file read again.
      now += 2;
      expect(await read()).toEqual([['2022-01-02'], ['2022-01-02']]);
      // New content behind an unchanged modification time is not read: the time is what is watched.
      write('2022-01-03', 1_600_000_100);
      now += FILE_RECHECK_MS + 1;
      expect(await read()).toEqual([['2022-01-02'], ['2022-01-02']]);
      // A price file that goes away means no history; a headline file that goes away is an error.
      rmSync(prices);
      rmSync(headlines);
      now += FILE_RECHECK_MS + 1;
      expect(await priceProvider.history(btc)).toBeNull();
      await expect(headlineProvider.headlines()).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses Atom entries too', () => {
    const atom = '<feed><title>Atom Wire</title><entry><title>ETH up</title><updated>2024-05-01T23:30:00-02:00</updated></entry></feed>';
    expect(parseFeed(atom, 'x')).toEqual([{ date: '2024-05-02', source: 'Atom Wire', title: 'ETH up' }]);
  });

  it('gives a date the same demo candle whatever day it runs, skipping weekends for stocks', () => {
    const early = demoCandles(btc, '2020-01-31');
    const late = demoCandles(btc, '2024-01-31');
    expect(late.slice(0, early.length)).toEqual(early);
    expect(early[0].date).toBe('2018-01-01');
    const days = demoCandles(aapl, '2018-01-14').map((c) => new Date(`${c.date}T00:00:00Z`).getUTCDay());
    expect(days).not.toContain(0);
    expect(days).not.toContain(6);
    for (const c of late) expect(c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close)).toBe(true);
  });
});
