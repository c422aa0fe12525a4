// Adding an asset over HTTP on the real database, against loopback fakes of the price providers and of GDELT in
// their published formats: a Pro member adds a coin, watches it backfill and open (analysis, screener); a Free
// member is told which plan allows it; the 11th add of a day is refused; a symbol no source serves ends failed
// with the reason and is queued again when added again; a super admin adds a stock.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADD_ASSET_MESSAGES, DAILY_ASSET_ADDS, MS_PER_DAY, type AssetStatus } from '@sentiscope/shared/contract';
import { replaceDirectory, type DirectoryRow } from '../src/catalogue/data/directory';
import { loadMarketConfig } from '../src/prices/service/config';
import { adminToken, startApi, type TestApi } from './helpers';
import { readAddition } from '../src/catalogue/data/additions';
import { readCandles } from '../src/prices/data/store';
import { memberOn } from './alerts/support';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { seedSeries } from './support/fake-sources';
import { storeHeadlines } from '../src/news/data/headlines';
import { newsDb } from '../src/news/data/tables';
import { scoreTitle } from '../src/news/service/headline-items';
import { MODEL_VERSION } from '../src/analysis/model/model';
import { isoDay } from '../src/platform/days';

let fake: FakeProviders;
let gdelt: http.Server;
let api: TestApi;
let admin: string;

const DAYS = 120;
const listed = (kind: DirectoryRow['kind'], symbol: string, name: string, exchange: string): DirectoryRow => ({
  id: `${kind === 'crypto' ? 'crypto' : 'stock'}:${symbol}`,
  symbol,
  name,
  kind,
  exchange,
  refreshed_at: Date.now(),
});
const gdeltTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

beforeAll(async () => {
  fake = await startFakeProviders({ days: DAYS });
  // Coins and stocks the directory lists besides the first twelve; NOPE trades nowhere.
  for (const [symbol, days] of seedSeries({ LINK: 15, IBM: 250, ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`C${i}X`, 1 + i])) }, DAYS)) {
    for (const candle of days.values()) fake.addCandle(symbol, candle);
  }
  // GDELT's article list: a story naming Chainlink a few days ago, whatever the query's slice.
  gdelt = http.createServer((req, res) => {
    const end = Date.parse(new URL(req.url ?? '/', 'http://x').searchParams.get('enddatetime')?.replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6Z') ?? '');
    const seen = Date.now() - 3 * MS_PER_DAY;
    const articles = end > seen && end - 7 * MS_PER_DAY <= seen ? [{ url: 'https://news.example/link-rally', title: 'Chainlink surges as oracle demand soars', seendate: gdeltTime(seen), domain: 'news.example' }] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ articles }));
  });
  await new Promise<void>((resolve) => gdelt.listen(0, '127.0.0.1', resolve));
  const market = loadMarketConfig({
    ...fake.env,
    SENTISCOPE_OFFLINE: '1',
    NEWS_RSS_FEEDS: 'off',
    GDELT_BASE_URL: `http://127.0.0.1:${(gdelt.address() as AddressInfo).port}`,
    INGEST_RETRIES: '0',
    INGEST_BACKOFF_MS: '10',
    INGEST_TIMEOUT_MS: '3000',
  });
  api = await startApi({ config: { market } });
  admin = await adminToken(api);
  const coins = [listed('crypto', 'LINK', 'Chainlink', 'Binance'), listed('crypto', 'NOPE', 'Nope Coin', 'Binance'), listed('crypto', 'BTC', 'Bitcoin', 'Binance')];
  for (let i = 0; i < 13; i++) coins.push(listed('crypto', `C${i}X`, `Coin ${i}`, 'Binance'));
  await replaceDirectory(api.db.k, ['crypto'], coins);
  await replaceDirectory(api.db.k, ['stock', 'etf'], [listed('stock', 'IBM', 'International Business Machines Corporation Common Stock', 'NYSE')]);
});
afterAll(async () => {
  await api.close();
  await fake.close();
  await new Promise((resolve) => gdelt.close(resolve));
});

const add = (token: string, symbol: string, kind: string) => api.request('POST', '/v1/assets', { token, body: { symbol, kind } });
const status = async (token: string, id: string) => (await api.request<{ data: AssetStatus }>('GET', `/v1/assets/${id}/status`, { token })).body.data;
async function settled(token: string, id: string): Promise<AssetStatus> {
  const seen: AssetStatus[] = [];
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    const s = await status(token, id);
    seen.push(s);
    if (s.state !== 'backfilling') return s;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${id} still backfilling: ${JSON.stringify(seen.at(-1))}`);
}

describe('adding an asset', () => {
  it('lets a Pro member add a coin: 202 backfilling, then active with its prices, headlines and days; its analysis opens and the screener lists it', async () => {
    const pro = await memberOn(api, 'Pro');
    const search = await api.request('GET', '/v1/assets/search?q=chain', { token: pro.token });
    expect(search.body.data).toEqual([expect.objectContaining({ symbol: 'LINK', tracked: false, addable: true })]);

    // A headline stored before the asset existed names it: market-wide until the backfill links it.
    const before = Date.now() - 10 * MS_PER_DAY;
    const title = 'Chainlink tumbles after an exchange delists it';
    await storeHeadlines(api.db.k, [{ link_key: null, title_key: `${isoDay(before)}|${title.toLowerCase()}`, source: 'news.example', published_at: before, day: isoDay(before), title, link: null, assets: '  ', ...scoreTitle(title, MODEL_VERSION) }], before, 1);

    const answer = await add(pro.token, 'link', 'crypto');
    expect(answer.status).toBe(202);
    expect(answer.body.data).toEqual({ id: 'link', status: 'backfilling' });
    // The catalogue lists it at once with its state, so the dashboard can show the progress.
    const listedNow = (await api.request('GET', '/v1/stock/list', { token: pro.token })).body.data.find((a: { id: string }) => a.id === 'link');
    expect(listedNow).toMatchObject({ symbol: 'LINK', name: 'LINK - Chainlink', kind: 'crypto' });
    expect(['backfilling', 'active']).toContain(listedNow.state);

    const done = await settled(pro.token, 'link');
    expect(done).toEqual({ id: 'link', symbol: 'LINK', name: 'Chainlink', kind: 'crypto', state: 'active', stateReason: null, progress: null });
    expect((await api.request('GET', '/v1/assets/search?q=chain', { token: pro.token })).body.data[0]).toMatchObject({ tracked: true, addable: false });
    // Added again: already tracked, its state.
    expect((await add(pro.token, 'LINK', 'crypto')).body.data).toEqual({ id: 'link', status: 'active' });

    // Pro opens every coin, those added later too: the member reads its analysis, its history and its screener row.
    const details = await api.request('GET', '/v1/stock/details/link', { token: pro.token });
    expect(details.status).toBe(200);
    expect(details.body.data.stock.candles.length).toBeGreaterThan(60);
    const history = await api.request('GET', '/v1/stock/history/link', { token: pro.token });
    expect(history.status).toBe(200);
    expect(history.body.data.days.length).toBeGreaterThan(60);
    // GDELT's story and the one stored before the asset was added are both linked to it, and counted on their days.
    const linked = await newsDb(api.db.k).selectFrom('market_headlines').select(['title', 'assets']).where('assets', 'like', '% link %').orderBy('title').execute();
    expect(linked.map((h) => h.title)).toEqual(['Chainlink surges as oracle demand soars', 'Chainlink tumbles after an exchange delists it']);
    const headlineDays = history.body.data.days.filter((d: { headlines: { count: number } }) => d.headlines.count > 0);
    expect(headlineDays.length).toBe(2);
    const markets = await api.request('GET', '/v1/markets?q=link', { token: pro.token });
    expect(markets.body.data.rows.map((r: { id: string }) => r.id)).toContain('link');

    // A day later the scheduled run (the chains read the catalogue at each run) fetches its new day with the others'.
    const lastDay = history.body.data.days.at(-1).date as string;
    const nextDay = isoDay(Date.parse(`${lastDay}T00:00:00Z`) + MS_PER_DAY);
    fake.addCandle('LINK', { date: nextDay, close: 16 });
    api.clock.advance(MS_PER_DAY);
    const run = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
    expect(run.status).toBe(200);
    const health = (await api.request('GET', '/v1/admin/data-health', { token: admin })).body.data;
    expect(health.assets.find((a: { assetId: string }) => a.assetId === 'link')).toMatchObject({ newestDay: nextDay, servedBy: expect.stringMatching(/^binance@/) });
  });

  it('adds a symbol asked for twice at once only once', async () => {
    const answers = await Promise.all([add(admin, 'C11X', 'crypto'), add(admin, 'c11x', 'crypto')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set(['c11x']));
    expect((await settled(admin, 'c11x')).state).toBe('active');
  });

  it('keeps an asset an admin hid while it was filled in hidden, its history stored', async () => {
    fake.fault('binance', { delayMs: 300, times: 2 });
    expect((await add(admin, 'C12X', 'crypto')).status).toBe(202);
    // Hidden once its backfill has begun (on PostgreSQL the job queue starts it a moment after the add).
    const begun = async () => (await readAddition(api.db.k, 'c12x'))?.claimed_at !== null || (await status(admin, 'c12x')).state !== 'backfilling';
    for (const until = Date.now() + 20_000; !(await begun()) && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await api.request('PATCH', '/v1/admin/assets/c12x', { token: admin, body: { hidden: true } })).status).toBe(200);
    // The backfill let go of it (its claim cleared) after storing its days.
    for (const until = Date.now() + 20_000; (await readAddition(api.db.k, 'c12x'))?.claimed_at !== null && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readAddition(api.db.k, 'c12x'))?.claimed_at).toBeNull();
    expect((await readCandles(api.db.k, 'c12x')).length).toBe(DAYS);
    const assets = (await api.request('GET', '/v1/admin/assets', { token: admin })).body.data;
    expect(assets.find((a: { id: string }) => a.id === 'c12x').state).toBe('hidden');
  });

  it('refuses a Free member with the plan that would allow it', async () => {
    const free = await memberOn(api, 'Free');
    const answer = await add(free.token, 'IBM', 'stock');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ADD_ASSET_MESSAGES.needsPlan('stock', 'Pro'));
    expect(answer.body.message).toBe('Adding stocks needs the Pro plan.');
    expect((await api.request('GET', '/v1/assets/search?q=ibm', { token: free.token })).body.data[0]).toMatchObject({ symbol: 'IBM', tracked: false, addable: false });
  });

  it('answers 404 for a symbol the directory does not list, and 400 for a bad body', async () => {
    const pro = await memberOn(api, 'Pro');
    const missing = await add(pro.token, 'ZZZZ', 'crypto');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADD_ASSET_MESSAGES.notInDirectory('ZZZZ'));
    expect((await add(pro.token, 'LINK', 'bond')).status).toBe(400);
    expect((await api.request('POST', '/v1/assets', { token: pro.token, body: { kind: 'crypto' } })).status).toBe(400);
    expect((await api.request('GET', '/v1/assets/nope-nope/status', { token: pro.token })).status).toBe(404);
  });

  it('refuses a member the 11th new asset of a UTC day', async () => {
    const pro = await memberOn(api, 'Pro');
    for (let i = 0; i < DAILY_ASSET_ADDS; i++) expect((await add(pro.token, `C${i}X`, 'crypto')).status).toBe(202);
    const eleventh = await add(pro.token, `C${DAILY_ASSET_ADDS}X`, 'crypto');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(ADD_ASSET_MESSAGES.dailyLimit);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.request('GET', `/v1/assets/search?q=C${DAILY_ASSET_ADDS}X`, { token: pro.token })).body.data[0].addable).toBe(false);
    for (let i = 0; i < DAILY_ASSET_ADDS; i++) expect((await settled(pro.token, `c${i}x`)).state).toBe('active');
  });

  it('ends a symbol no source serves as failed with the reason, and queues it again when added again', async () => {
    const failed = await settled(admin, (await add(admin, 'NOPE', 'crypto')).body.data.id);
    expect(failed.state).toBe('failed');
    expect(failed.stateReason).toMatch(/NOPE: no provider served it/);
    const offered = await api.request('GET', '/v1/assets/search?q=NOPE', { token: admin });
    expect(offered.body.data[0]).toMatchObject({ symbol: 'NOPE', tracked: false, addable: true });
    const again = await add(admin, 'NOPE', 'crypto');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id: 'nope', status: 'backfilling' });
    expect((await settled(admin, 'nope')).state).toBe('failed');
    const listedFailed = (await api.request('GET', '/v1/stock/list', { token: admin })).body.data.find((a: { id: string }) => a.id === 'nope');
    expect(listedFailed).toMatchObject({ state: 'failed', stateReason: expect.stringContaining('no provider served it') });
    expect((await api.request('GET', '/v1/stock/details/nope', { token: admin })).status).not.toBe(200);
  });

  it('queues a hidden asset with no stored history for its backfill when it is shown again, instead of opening it empty', async () => {
    expect((await status(admin, 'nope')).state).toBe('failed');
    expect((await api.request('PATCH', '/v1/admin/assets/nope', { token: admin, body: { hidden: true } })).body.data.state).toBe('hidden');
    const shown = await api.request('PATCH', '/v1/admin/assets/nope', { token: admin, body: { hidden: false } });
    expect(shown.body.data).toMatchObject({ state: 'backfilling', stateReason: null });
    expect((await settled(admin, 'nope')).state).toBe('failed');
    // One with its history stored opens again at once.
    expect((await api.request('PATCH', '/v1/admin/assets/c12x', { token: admin, body: { hidden: false } })).body.data.state).toBe('active');
  });

  it('lets a super admin add a stock, priced by the stock chain from its directory row, recorded in the activity log', async () => {
    const answer = await add(admin, 'IBM', 'stock');
    expect(answer.status).toBe(202);
    const done = await settled(admin, 'ibm');
    expect(done).toMatchObject({ symbol: 'IBM', name: 'International Business Machines', kind: 'stock', state: 'active' });
    const assets = (await api.request('GET', '/v1/admin/assets', { token: admin })).body.data;
    expect(assets.find((a: { id: string }) => a.id === 'ibm')).toMatchObject({ exchange: 'NYSE', providerSymbols: { yahoo: 'IBM', tiingo: 'ibm', stooq: 'ibm.us' }, aliases: ['international business machines', 'ibm'] });
    const activity = await api.request('GET', '/v1/admin/activity?area=asset', { token: admin });
    expect(JSON.stringify(activity.body.data)).toContain('IBM');
  });
});
