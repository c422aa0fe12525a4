// The whole pipeline over real HTTP: a fake market on loopback, one run from the admin endpoint, the stored and
// scored data in the analysis, the history and data-health, a restart, and sources that fail.
import type { AddressInfo } from 'node:net';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { buildApp } from '../src/app';
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const day = (back: number) => new Date(Date.now() - back * MS_PER_DAY).toISOString().slice(0, 10);

describe('ingestion pipeline against a fake market', () => {
  let fake: FakeSources;
  let api: TestApi;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    fake = await startFakeSources({ days: 400 });
    const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '1', INGEST_BACKOFF_MS: '20', INGEST_TIMEOUT_MS: '1500' });
    api = await startApi({ config: { market } });
    admin = await adminToken(api);
    const user = await createVerifiedUser(api);
    member = await loginToken(api, user.email, user.password);
  });

  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  const run = () => api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });

  it('stores every source once, scores the headlines, and answers the counts per source', async () => {
    fake.addHeadline({ title: 'Bitcoin jumps as ETF inflows hit a record', link: 'https://fake.example/btc-1', publishedAt: `${day(1)}T10:00:00Z` });
    fake.addHeadline({ title: 'Ethereum slumps after a major exchange hack', link: 'https://fake.example/eth-1', publishedAt: `${day(1)}T11:00:00Z`, feed: 'atom' });
    fake.addHeadline({ title: 'BITCOIN jumps as ETF inflows hit a record!', link: 'https://other.example/copy', publishedAt: `${day(1)}T12:00:00Z`, feed: 'atom' });
    fake.addHeadline({ title: 'No date at all', link: 'https://fake.example/undated', publishedAt: 'not a date' });
    const answer = await run();
    expect(answer.status).toBe(200);
    const instant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(answer.body.data).toEqual({ startedAt: instant, finishedAt: instant, sources: expect.any(Array) });
    const bySource = Object.fromEntries(answer.body.data.sources.map((s: { source: string }) => [s.source, s]));
    const host = new URL(fake.url).host;
    // Every count of every source, none left out of the answer.
    const counts = { duplicates: 0, malformed: 0, errors: 0, error: null };
    // Each price chain is one source of the run; the fake serves as the first provider of both.
    expect(bySource['crypto prices']).toEqual({ source: 'crypto prices', kind: 'crypto-prices', fetched: 7 * 400, stored: 7 * 400, ...counts });
    expect(bySource['stock prices']).toEqual({ source: 'stock prices', kind: 'stock-prices', fetched: 5 * 400, stored: 5 * 400, ...counts });
    const rss = bySource[`${host}/feeds/rss.xml`];
    const atom = bySource[`${host}/feeds/atom.xml`];
    const feed = { stored: expect.any(Number), duplicates: expect.any(Number), errors: 0, error: null };
    expect(rss).toEqual({ source: `${host}/feeds/rss.xml`, kind: 'headlines', fetched: 2, malformed: 1, ...feed });
    expect(atom).toEqual({ source: `${host}/feeds/atom.xml`, kind: 'headlines', fetched: 2, malformed: 0, ...feed });
    // The same story in both feeds is stored once, by whichever feed was read first.
    expect([rss.stored + atom.stored, rss.duplicates + atom.duplicates]).toEqual([2, 1]);
    const audit = await api.request('GET', '/v1/admin/activity?area=data', { token: admin });
    expect(audit.body.data[0]).toMatchObject({ area: 'data', action: 'ran ingestion' });
  });

  it('serves the stored prices and scored headlines as live, with the history of every closed day', async () => {
    const details = await api.request('GET', '/v1/stock/details/btc', { token: member });
    expect(details.status).toBe(200);
    const stock = details.body.data.stock;
    expect(stock.range.endDate).toBe(day(1));
    expect(stock.dataSource).toMatchObject({ prices: 'live', headlines: 'rss' });
    expect(stock.freshness).toEqual({ live: true, asOf: day(1) });
    const headlines = await api.request('GET', `/v1/stock/headlines/btc?day=${day(1)}`, { token: member });
    expect(headlines.body.data.headlines).toEqual([expect.objectContaining({ title: expect.stringMatching(/^bitcoin jumps as ETF inflows hit a record!?$/i), polarity: 'positive' })]);
    const history = await api.request('GET', `/v1/stock/history/btc?startDate=${day(30)}&endDate=${day(1)}`, { token: member });
    expect(history.status).toBe(200);
    expect(history.body.data.days).toHaveLength(30);
    const last = history.body.data.days[29];
    // Bitcoin has too few days of its own headlines yet, so its days are judged on the whole news flow (two stories).
    expect(last).toMatchObject({ date: day(1), signal: expect.stringMatching(/bullish|bearish|neutral/), headlines: { count: 2 } });
    const scores = (await api.request('GET', `/v1/stock/headlines/eth?day=${day(1)}&scope=market`, { token: member })).body.data.headlines.map((h: { score: number }) => h.score);
    expect(scores).toHaveLength(2);
    expect(last.headlines.mean).toBeCloseTo((scores[0] + scores[1]) / 2, 2);
    expect(typeof last.mood).toBe('number');
    expect(Object.keys(last.components)).toEqual(['momentum', 'strength', 'trend', 'volatility', 'sentiment']);
    const list = await api.request('GET', '/v1/stock/list');
    expect(list.body.data.find((s: { id: string }) => s.id === 'aapl').freshness).toEqual({ live: true, asOf: day(1) });
  });

  it('gates the history by plan and checks its dates', async () => {
    expect((await api.request('GET', '/v1/stock/history/sol', { token: member })).status).toBe(403);
    expect((await api.request('GET', '/v1/stock/history/btc')).status).toBe(401);
    expect((await api.request('GET', '/v1/stock/history/btc?startDate=2024-02-30', { token: member })).status).toBe(400);
    expect((await api.request('GET', `/v1/stock/history/btc?startDate=${day(1)}&endDate=${day(5)}`, { token: member })).status).toBe(400);
    expect((await api.request('GET', '/v1/stock/history/btc?startDate=2001-01-01&endDate=2001-02-01', { token: member })).status).toBe(404);
  });

  it('stores only what is new on the next run: one new candle and one new headline', async () => {
    fake.addCandle('BTCUSDT', { date: day(0), close: 1 });
    // Published at today's first second: a later hour would be in the future when the suite runs just after
    // midnight, and the pipeline refuses items dated in the future as malformed.
    fake.addHeadline({ title: 'Solana network upgrade goes live', link: 'https://fake.example/sol-1', publishedAt: `${day(0)}T00:00:00Z` });
    const answer = await run();
    const stored = answer.body.data.sources.map((s: { kind: string; stored: number }) => [s.kind, s.stored]);
    // Today's candle is not closed yet, so no price source stores anything.
    expect(stored).toEqual([
      ['crypto-prices', 0],
      ['stock-prices', 0],
      ['headlines', 1],
      ['headlines', 0],
    ]);
  });

  it('keeps serving and keeps the other sources going when one is down, slow or malformed; data-health shows why', async () => {
    fake.fault('/feeds/rss.xml', { status: 500 });
    fake.fault('/feeds/atom.xml', { delayMs: 3000 });
    const errorsOf = async () => {
      const answer = await run();
      expect(answer.status).toBe(200);
      return Object.fromEntries(answer.body.data.sources.map((s: { source: string; error: string | null }) => [s.source, s.error]));
    };
    const host = new URL(fake.url).host;
    const hitsBefore = fake.hits.get('/feeds/rss.xml') ?? 0;
    const first = await errorsOf();
    expect(first[`${host}/feeds/rss.xml`]).toBe('answered 500');
    expect(first[`${host}/feeds/atom.xml`]).toBe('no answer within 1500 ms');
    expect(first['crypto prices']).toBeNull();
    // Tried once more after a pause (INGEST_RETRIES=1).
    expect(fake.hits.get('/feeds/rss.xml')).toBe(hitsBefore + 2);
    // A feed cut short is refused as truncated; one that is whole but broken, as malformed XML.
    fake.fault('/feeds/atom.xml', { body: '<feed><entry><title>cut' });
    expect((await errorsOf())[`${host}/feeds/atom.xml`]).toBe('the feed stops before its end');
    fake.fault('/feeds/atom.xml', { body: '<feed><entry><title>cut</entry></feed>' });
    expect((await errorsOf())[`${host}/feeds/atom.xml`]).toMatch(/malformed XML/);
    const health = await api.request('GET', '/v1/admin/data-health', { token: admin });
    expect(health.status).toBe(200);
    const feeds = health.body.data.sources.filter((s: { kind: string }) => s.kind === 'headlines');
    const rss = feeds.find((s: { source: string }) => s.source === `${host}/feeds/rss.xml`);
    // Every field of a source's health, none left out of the answer.
    expect(rss).toEqual({
      source: `${host}/feeds/rss.xml`,
      kind: 'headlines',
      lastSuccessAt: expect.any(String),
      lastErrorAt: expect.any(String),
      lastError: 'answered 500',
      latestItemDate: day(0),
      itemsStored: expect.any(Number),
    });
    expect(feeds.reduce((a: number, s: { itemsStored: number }) => a + s.itemsStored, 0)).toBe(3);
    // Each chain in order with its providers' state: offline, the public providers are listed and switched off.
    type Provider = { name: string; host: string; state: string };
    const chains = Object.fromEntries(health.body.data.chains.map((c: { kind: string; providers: Provider[] }) => [c.kind, c.providers.map((p) => [p.name, p.host, p.state])]));
    expect(chains).toEqual({
      'crypto-prices': [[`binance@${host}`, host, 'ok'], ['coinbase', 'api.exchange.coinbase.com', 'offline'], ['kraken', 'api.kraken.com', 'offline']],
      'stock-prices': [[`stooq@${host}`, host, 'ok'], ['yahoo', 'query1.finance.yahoo.com', 'offline']],
      headlines: [
        [`${host}/feeds/rss.xml`, host, 'failing'],
        [`${host}/feeds/atom.xml`, host, 'failing'],
        // The per-asset feeds and the backfill on their public hosts, switched off by SENTISCOPE_OFFLINE.
        ['google-news', 'news.google.com', 'offline'],
        ['yahoo-headlines', 'feeds.finance.yahoo.com', 'offline'],
        ['gdelt', 'api.gdeltproject.org', 'offline'],
      ],
    });
    expect(health.body.data.assets).toHaveLength(12);
    expect(health.body.data.assets[0]).toEqual({ assetId: 'btc', symbol: 'BTC', newestDay: day(1), servedBy: `binance@${host}`, skipped: [] });
    expect(health.body.data.assets.find((a: { assetId: string }) => a.assetId === 'spy')).toMatchObject({ newestDay: day(1), servedBy: `stooq@${host}` });
    expect(health.body.data).toEqual({
      sources: expect.any(Array),
      stale: false,
      freshness: { live: true, asOf: day(1) },
      offline: true,
      chains: expect.any(Array),
      assets: expect.any(Array),
    });
    expect((await api.request('GET', '/v1/stock/details/btc', { token: member })).status).toBe(200);
    for (const path of ['/feeds/rss.xml', '/feeds/atom.xml']) fake.fault(path, null);
  }, 30_000);

  it('refuses members and anonymous callers on the operations', async () => {
    expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: member })).status).toBe(403);
    expect((await api.request('GET', '/v1/admin/data-health', { token: member })).status).toBe(403);
    expect((await api.request('GET', '/v1/admin/data-health')).status).toBe(401);
  });

  it('still serves everything stored after a restart, with /health saying the data are fresh', async () => {
    await api.app.close();
    const db = api.reopen();
    const app = buildApp({ config: api.config, db, now: api.clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const get = async (path: string): Promise<any> => (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${member}` } })).json();
      const headlines = await get(`/v1/stock/headlines/sol?day=${day(0)}`);
      expect(headlines.success).toBe(false);
      const history = await get(`/v1/stock/history/btc?startDate=${day(3)}&endDate=${day(1)}`);
      expect(history.data.days.map((d: { date: string }) => d.date)).toEqual([day(3), day(2), day(1)]);
      const eth = await get(`/v1/stock/headlines/eth?day=${day(1)}`);
      expect(eth.data.headlines).toEqual([expect.objectContaining({ title: 'Ethereum slumps after a major exchange hack', polarity: 'negative' })]);
      const health = await get('/v1/health');
      expect(health.data).toMatchObject({ status: 'ok', data: { stale: false, live: true, asOf: day(1) } });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
