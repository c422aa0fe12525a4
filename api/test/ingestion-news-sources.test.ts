// Per-asset headlines and the GDELT backfill over real HTTP, against a fake Google News, Yahoo Finance headline
// feed and GDELT DOC API on loopback: what is asked, what is stored and linked, the backfill's slices read once
// across runs (a failure halfway goes on where it stopped), and data-health's headlines chain.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MS_PER_DAY, type SourceChain } from '@sentiscope/shared/contract';
import { allAssets } from '../src/catalogue/service/catalogue';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { readSnapshots } from '../src/history/data/snapshots';
import { DEFAULT_FEEDS } from '../src/news/providers/default-feeds';
import { BACKFILL_DAYS } from '../src/news/providers/gdelt';
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const seen = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const fromGdelt = (v: string) => Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(8, 10), +v.slice(10, 12), +v.slice(12, 14));

let api: TestApi;
let admin: string;
let prices: FakeSources;
let server: http.Server;
let host: string;
const asked: URL[] = [];
/** GDELT answers 500 to its requests from this count on (null: never). */
let gdeltFailsAfter: number | null = null;

function answer(url: URL, res: http.ServerResponse) {
  const now = api.clock.now();
  if (url.pathname === '/rss/search') {
    const asset = allAssets().find((a) => (url.searchParams.get('q') ?? '').includes(`"${a.symbol}"`));
    const items = [0, 1].map((i) => {
      const title = `${asset?.title} story ${i} from the search - Wire ${i}`;
      return `<item><title>${xml(title)}</title><link>https://news.google.com/rss/articles/${asset?.id}-${i}?oc=5</link><guid isPermaLink="false">${asset?.id}-${i}</guid><pubDate>${new Date(now - (i + 1) * 3_600_000).toUTCString()}</pubDate><source url="https://wire${i}.example">Wire ${i}</source></item>`;
    });
    return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Google News</title>${items.join('')}</channel></rss>`);
  }
  if (url.pathname === '/rss/2.0/headline') {
    const symbol = url.searchParams.get('s');
    const item = `<item><title>${symbol} shares in focus before earnings</title><guid isPermaLink="false">yh-${symbol}</guid><link>https://finance.yahoo.example/${symbol}</link><pubDate>${new Date(now - 7_200_000).toUTCString()}</pubDate></item>`;
    return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Yahoo! Finance: ${symbol} News</title>${item}</channel></rss>`);
  }
  if (url.pathname === '/api/v2/doc/doc') {
    const count = asked.filter((u) => u.pathname === url.pathname).length;
    if (gdeltFailsAfter !== null && count > gdeltFailsAfter) return res.writeHead(500).end('busy');
    const start = fromGdelt(url.searchParams.get('startdatetime') ?? '');
    const asset = allAssets().find((a) => (url.searchParams.get('query') ?? '').includes(`"${a.symbol}"`));
    const article = { url: `https://archive.example/${asset?.id}/${start}`, url_mobile: '', title: `${asset?.title} archive story of ${new Date(start).toISOString().slice(0, 10)}`, seendate: seen(start + 3_600_000), socialimage: '', domain: 'archive.example', language: 'English', sourcecountry: 'United States' };
    return res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ articles: [article] }));
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url);
    answer(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `http://${host}`;
  // Prices from the fake market, so each run writes the daily snapshots the backfilled headlines must reach.
  prices = await startFakeSources({ days: 200 });
  const env = { MARKET_LIVE_SOURCE: prices.env.MARKET_LIVE_SOURCE, STOCK_LIVE_SOURCE: prices.env.STOCK_LIVE_SOURCE, NEWS_RSS_FEEDS: 'off', GOOGLE_NEWS_BASE_URL: base, YAHOO_NEWS_BASE_URL: base, GDELT_BASE_URL: base, INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '1' };
  api = await startApi({ config: { market: loadMarketConfig(env) } });
  admin = await adminToken(api);
});

afterAll(async () => {
  await api.close();
  await prices.close();
  await new Promise((resolve) => server.close(resolve));
});

const run = async () => {
  const answered = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
  expect(answered.status).toBe(200);
  return Object.fromEntries(answered.body.data.sources.map((s: { source: string }) => [s.source, s]));
};
const gdeltAsks = () => asked.filter((u) => u.pathname === '/api/v2/doc/doc');
const SLICES = Math.ceil(BACKFILL_DAYS / 7);

it("asks Google News for each asset's name and ticker and Yahoo for each stock, storing the items linked and the publisher as source", async () => {
  gdeltFailsAfter = 20;
  const counts = await run();
  expect(counts[`google-news@${host}`]).toMatchObject({ kind: 'headlines', fetched: allAssets().length * 2, stored: allAssets().length * 2, errors: 0 });
  const stocks = allAssets().filter((a) => a.kind !== 'crypto');
  expect(counts[`yahoo-headlines@${host}`]).toMatchObject({ fetched: stocks.length, stored: stocks.length, errors: 0 });
  const search = asked.filter((u) => u.pathname === '/rss/search').map((u) => Object.fromEntries(u.searchParams));
  expect(search).toContainEqual({ q: '"Bitcoin" OR "BTC"', hl: 'en-US', gl: 'US', ceid: 'US:en' });
  expect(search).toContainEqual({ q: '"BNB"', hl: 'en-US', gl: 'US', ceid: 'US:en' });
  expect(asked.filter((u) => u.pathname === '/rss/2.0/headline').map((u) => u.searchParams.get('s')).sort()).toEqual(stocks.map((a) => a.symbol).sort());
  const rows = await newsDb(api.db.k).selectFrom(HEADLINES).select(['title', 'source', 'assets', 'link']).where('link', 'like', 'https://news.google.com/%').execute();
  expect(rows.find((r) => r.link === 'https://news.google.com/rss/articles/btc-0?oc=5')).toEqual({ title: 'Bitcoin story 0 from the search', source: 'Wire 0', assets: ' btc ', link: 'https://news.google.com/rss/articles/btc-0?oc=5' });
  const apple = await newsDb(api.db.k).selectFrom(HEADLINES).select(['source', 'assets']).where('title', '=', 'AAPL shares in focus before earnings').executeTakeFirstOrThrow();
  expect(apple).toEqual({ source: 'Yahoo! Finance: AAPL News', assets: ' aapl ' });
});

it('backfills each asset from GDELT in week-long slices over its window, once, going on after a failure where it stopped', async () => {
  // The first run read 20 slices, then GDELT failed: the 20 are stored and the failure is noted.
  expect(gdeltAsks()).toHaveLength(21);
  const stored = async () => (await newsDb(api.db.k).selectFrom(HEADLINES).select('title').where('link', 'like', 'https://archive.example/%').execute()).length;
  expect(await stored()).toBe(20);
  gdeltFailsAfter = null;
  api.clock.advance(60_000);
  const second = await run();
  expect(second[`gdelt@${host}`]).toMatchObject({ kind: 'headlines', errors: 0, error: null, stored: allAssets().length * SLICES - 20 });
  expect(await stored()).toBe(allAssets().length * SLICES);

  const asks = gdeltAsks();
  expect(asks).toHaveLength(allAssets().length * SLICES + 1);
  const btc = asks.filter((u) => u.searchParams.get('query') === '("Bitcoin" OR "BTC") sourcelang:english');
  expect(btc).toHaveLength(SLICES);
  for (const u of btc) expect(Object.fromEntries(u.searchParams)).toMatchObject({ mode: 'artlist', format: 'json', maxrecords: '250', sort: 'datedesc' });
  // Newest slice first, each ending where the next one starts, back to the window's start.
  const slices = btc.map((u) => [fromGdelt(u.searchParams.get('startdatetime') ?? ''), fromGdelt(u.searchParams.get('enddatetime') ?? '')]);
  for (let i = 1; i < slices.length; i++) expect(slices[i][1]).toBe(slices[i - 1][0]);
  expect(slices[0][1] - slices[slices.length - 1][0]).toBe(BACKFILL_DAYS * MS_PER_DAY);

  // The days the backfill reached were computed again: Apple's (read in the second run) count its archive story.
  const apple = asks.filter((u) => u.searchParams.get('query') === '("Apple" OR "AAPL") sourcelang:english');
  const days = apple.map((u) => new Date(fromGdelt(u.searchParams.get('startdatetime') ?? '') + 3_600_000).toISOString().slice(0, 10));
  expect(days).toHaveLength(SLICES);
  for (const day of days) {
    const [snapshot] = await readSnapshots(api.db.k, 'aapl', day, day);
    expect([day, snapshot?.headline_count]).toEqual([day, 1]);
  }

  // A third run asks GDELT nothing: every asset's window is read.
  await run();
  expect(gdeltAsks()).toHaveLength(allAssets().length * SLICES + 1);
});

it("lists the feeds, Google News, Yahoo headlines and GDELT in data-health's headlines chain", async () => {
  const health = await api.request('GET', '/v1/admin/data-health', { token: admin });
  const chain = (health.body.data.chains as SourceChain[]).find((c) => c.kind === 'headlines');
  expect(chain?.providers.map((p) => [p.name, p.host, p.state])).toEqual([
    [`google-news@${host}`, host, 'ok'],
    [`yahoo-headlines@${host}`, host, 'ok'],
    [`gdelt@${host}`, host, 'ok'],
  ]);
});

it('offline with the defaults, lists every default headline provider with its public host, switched off', async () => {
  const offline = await startApi({ config: { market: loadMarketConfig({}) } });
  try {
    const health = await offline.request('GET', '/v1/admin/data-health', { token: await adminToken(offline) });
    const chain = (health.body.data.chains as SourceChain[]).find((c) => c.kind === 'headlines');
    expect(chain?.providers.map((p) => [p.host, p.state])).toEqual([
      ...DEFAULT_FEEDS.map((u) => [new URL(u).host, 'offline']),
      ['news.google.com', 'offline'],
      ['feeds.finance.yahoo.com', 'offline'],
      ['api.gdeltproject.org', 'offline'],
    ]);
    expect(chain?.providers.slice(-3).map((p) => p.name)).toEqual(['google-news', 'yahoo-headlines', 'gdelt']);
  } finally {
    await offline.close();
  }
});
