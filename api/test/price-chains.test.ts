// The price chains over real HTTP on the real database, against fake providers on loopback in their own formats:
// when one provider fails the next serves, data-health says who served each asset and why the ones before did not;
// a 429's Retry-After is waited out; Stooq's challenge page is refused; a price far from the stored close is refused;
// Yahoo's stale crumb is taken again.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { loadMarketConfig } from '../src/prices/service/config';
import { yahooPrices } from '../src/prices/providers/yahoo';
import { createSourceHttp } from '../src/prices/sources/source-http';
import { adminToken, startApi, type TestApi } from './helpers';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DAYS = 30;
let fake: FakeProviders;
let api: TestApi;
let admin: string;

async function start(clockStart?: number) {
  fake = await startFakeProviders({ days: DAYS });
  toClose.push(fake);
  const market = loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0', INGEST_BACKOFF_MS: '10', INGEST_TIMEOUT_MS: '3000' });
  api = await startApi({ config: { market }, clockStart });
  toClose.push(api);
  admin = await adminToken(api);
}
// What a test started, closed once after it: a test that starts nothing must not close the previous test's app
// again (on PostgreSQL its schema is already dropped).
const toClose: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const one of toClose.splice(0)) await one.close();
});

const hostOf = (url: string) => new URL(url).host;
const run = async () => {
  const answer = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const health = async () => (await api.request('GET', '/v1/admin/data-health', { token: admin })).body.data;
type Sourcing = { assetId: string; newestDay: string | null; servedBy: string | null; skipped: { provider: string; reason: string }[] };
const asset = (h: { assets: Sourcing[] }, id: string) => h.assets.find((a) => a.assetId === id);
const chain = (h: { chains: { kind: string; providers: { name: string; state: string; lastError: string | null }[] }[] }, kind: string) =>
  h.chains.find((c) => c.kind === kind)?.providers.map((p) => [p.name, p.state, p.lastError]);

it('fails over from Binance to Coinbase; data-health shows who served and why Binance did not', async () => {
  await start();
  fake.fault('binance', { status: 500 });
  const counts = await run();
  const binance = `binance@${hostOf(fake.urls.binance)}`;
  const coinbase = `coinbase@${hostOf(fake.urls.coinbase)}`;
  // BNB is listed by Binance alone: it is the one asset left unserved.
  expect(counts.sources.find((s: { source: string }) => s.source === 'crypto prices')).toMatchObject({ stored: 6 * DAYS, errors: 1 });
  const h = await health();
  expect(asset(h, 'btc')).toEqual({ assetId: 'btc', symbol: 'BTC', newestDay: expect.any(String), servedBy: coinbase, skipped: [{ provider: binance, reason: 'http-status: answered 500' }] });
  expect(asset(h, 'bnb')).toMatchObject({ newestDay: null, servedBy: null, skipped: [{ provider: binance, reason: 'http-status: answered 500' }] });
  expect(chain(h, 'crypto-prices')).toEqual([
    [binance, 'failing', expect.stringContaining('http-status: answered 500')],
    [coinbase, 'ok', null],
    [`kraken@${hostOf(fake.urls.kraken)}`, 'idle', null],
  ]);
  expect(asset(h, 'aapl')).toMatchObject({ servedBy: `yahoo@${hostOf(fake.urls.yahoo)}`, skipped: [] });
  // Once Binance answers again it serves what is still missing.
  fake.fault('binance', null);
  await run();
  expect(asset(await health(), 'bnb')).toMatchObject({ servedBy: binance, skipped: [] });
});

it("waits out a 429's Retry-After before asking the same host again", async () => {
  await start();
  // Every crypto asset's first request is refused with 429; they are served by Coinbase, but BNB only Binance has.
  fake.fault('binance', { status: 429, retryAfter: '1', body: '{"code":-1003,"msg":"Too many requests"}', contentType: 'application/json', times: 7 });
  await run();
  expect(asset(await health(), 'bnb')).toMatchObject({ servedBy: null, skipped: [{ provider: expect.stringMatching(/^binance@/), reason: 'rate-limited: answered 429 (too many requests)' }] });
  const refused = fake.requests('binance').at(-1)?.at as number;
  await run();
  const next = fake.requests('binance').at(-1)?.at as number;
  expect(next - refused).toBeGreaterThanOrEqual(990);
  expect(asset(await health(), 'bnb')).toMatchObject({ servedBy: expect.stringMatching(/^binance@/), skipped: [] });
});

it("refuses Stooq's challenge page (status 200) and stores nothing of it", async () => {
  await start();
  fake.fault('yahoo', { status: 503 });
  fake.fault('tiingo', { status: 500 });
  fake.fault('stooq', { body: readFileSync(path.join(__dirname, 'fixtures', 'prices', 'stooq-challenge.html'), 'utf8') });
  await run();
  const h = await health();
  expect(asset(h, 'aapl')).toMatchObject({ newestDay: null, servedBy: null });
  expect(asset(h, 'aapl')?.skipped.map((s) => s.reason.split(':')[0])).toEqual(['http-status', 'http-status', 'challenge']);
  expect(chain(h, 'stock-prices')?.map(([name, state]) => [String(name).split('@')[0], state])).toEqual([
    ['yahoo', 'failing'],
    ['tiingo', 'failing'],
    ['stooq', 'failing'],
  ]);
  expect(chain(h, 'stock-prices')?.[2][2]).toMatch(/challenge: answered a challenge page instead of data/);
});

it('refuses a price far from the stored close; the next provider serves', async () => {
  await start(Date.now() - 3 * MS_PER_DAY);
  await run();
  const before = asset(await health(), 'btc');
  api.clock.advance(3 * MS_PER_DAY);
  fake.fault('binance', { status: 500 });
  fake.fault('coinbase', { scale: 10 });
  await run();
  const after = asset(await health(), 'btc');
  expect(after?.newestDay).not.toBe(before?.newestDay);
  expect(after?.servedBy).toBe(`kraken@${hostOf(fake.urls.kraken)}`);
  expect(after?.skipped.map((s) => s.reason.split(':')[0])).toEqual(['http-status', 'implausible']);
  const history = await api.request('GET', `/v1/stock/history/btc?startDate=${before?.newestDay}&endDate=${after?.newestDay}`, { token: admin });
  const closes = history.body.data.days.map((d: { close: number }) => d.close);
  expect(Math.max(...closes) / Math.min(...closes)).toBeLessThan(2);
});

it("takes Yahoo's cookie and crumb, and a fresh crumb once when the old one answers 401", async () => {
  fake = await startFakeProviders({ days: DAYS });
  toClose.push(fake);
  const yahoo = yahooPrices(fake.urls.yahoo);
  const ctx = { now: Date.now(), latestDay: () => null, fingerprint: null, timeoutMs: 3000, http: createSourceHttp({ offline: true }), deadline: Date.now() + 30_000 };
  const to = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const from = to - 10 * MS_PER_DAY;
  expect((await yahoo.historical(ctx, 'AAPL', '1d', from, to)).length).toBe(10);
  fake.yahooCrumb = 'crumb-2';
  expect((await yahoo.historical(ctx, 'MSFT', '1d', from, to)).length).toBe(10);
  const paths = fake.requests('yahoo').map((r) => r.url.split('?')[0]);
  expect(paths).toEqual(['/', '/v1/test/getcrumb', '/v8/finance/chart/AAPL', '/v8/finance/chart/MSFT', '/', '/v1/test/getcrumb', '/v8/finance/chart/MSFT']);
});
