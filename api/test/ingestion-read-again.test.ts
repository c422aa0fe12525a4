// What a process reads again after an ingestion run: only the headlines the run added (merged into what it holds,
// in the order a full read gives) and only the candles of the assets whose stored days changed. A write that does
// not say what it changed, or a store that lost a headline, is read in full. Real database, the real server over
// HTTP, a fake market on loopback.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { findAsset, type Asset } from '../src/catalogue/service/catalogue';
import { loadMarketConfig } from '../src/prices/service/config';
import { MODEL_VERSION } from '../src/analysis/model/model';
import { nextHeadlineGeneration } from '../src/prices/data/data-state';
import { bumpDataVersion, readCandles, storeCandles, type StoredCandle } from '../src/prices/data/store';
import { storeHeadlines } from '../src/news/data/headlines';
import { scoreTitle } from '../src/news/service/headline-items';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { DATA_STATE, priceDb } from '../src/prices/data/tables';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { createStoredMarket, type StoredMarket } from '../src/history/service/stored-market';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const day = (back: number) => new Date(Date.now() - back * MS_PER_DAY).toISOString().slice(0, 10);
const btc = findAsset('btc') as Asset;
const eth = findAsset('eth') as Asset;

describe('reading the stored market again after an ingestion run', () => {
  let fake: FakeSources;
  let api: TestApi;
  let admin: string;
  let member: string;
  // Another process's view of the same database (the jobs' or a second API instance's).
  let reader: StoredMarket;
  let story = 0;

  const addStory = (title: string, back = 1) => fake.addHeadline({ title, link: `https://fake.example/read-again-${(story += 1)}`, publishedAt: `${day(back)}T10:00:00Z` });
  const run = async () => {
    const answer = await api.request('POST', '/v1/admin/jobs/ingest/run', { token: admin });
    expect(answer.status).toBe(200);
    api.clock.advance(1500); // past every reader's version check
    return answer.body.data.sources as Array<{ kind: string; stored: number }>;
  };
  const btcHeadlineCount = async () => (await api.request('GET', '/v1/stock/details/btc', { token: member })).body.data.stock.sentiment.headlineCount as number;
  const fullRead = () => createStoredMarket(api.db, api.clock.now).headlines();

  beforeAll(async () => {
    fake = await startFakeSources({ days: 60 });
    addStory('Bitcoin soars to a record as ETF inflows surge', 1);
    addStory('Bitcoin plunges after a major exchange is hacked', 2);
    addStory('Bitcoin miners expand as hashrate climbs', 3);
    addStory('Ethereum rallies on strong network upgrade demand', 2);
    api = await startApi({ config: { market: loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0' }) } });
    admin = await adminToken(api);
    const user = await createVerifiedUser(api);
    member = await loginToken(api, user.email, user.password);
    reader = createStoredMarket(api.db, api.clock.now);
    await run();
  });

  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  it('adds a run’s new headline to what it holds, in the order a full read gives, and the analysis counts it', async () => {
    const before = await reader.headlines();
    const counted = await btcHeadlineCount();
    addStory('Bitcoin rallies as desks trade a fresh story', 1);
    await run();
    const after = await reader.headlines();
    expect(after).not.toBe(before);
    expect(after.items).toHaveLength(before.items.length + 1);
    // Every headline read before is the same object: only the new one was read and parsed.
    expect(after.items.filter((h) => before.items.includes(h))).toHaveLength(before.items.length);
    expect(after.items).toEqual((await fullRead()).items);
    expect(await btcHeadlineCount()).toBe(counted + 1);
  });

  it('keeps the same headlines and candles when a run stores nothing new', async () => {
    const [headlines, history, version] = [await reader.headlines(), await reader.history(btc), await reader.version()];
    const sources = await run();
    // Every closed day is stored already and no story is new: nothing is written, the version stays.
    expect(sources.filter((s) => s.kind !== 'headlines').map((s) => s.stored)).toEqual([0, 0]);
    expect(await reader.version()).toBe(version);
    expect(await reader.headlines()).toBe(headlines);
    expect(await reader.history(btc)).toBe(history);
  });

  it('reads again only the candles of an asset whose stored days changed', async () => {
    const btcHistory = await reader.history(btc);
    const ethHistory = await reader.history(eth);
    // A day later only Ether has a new closed day (the jobs' own process runs the pipeline).
    fake.addCandle('ETHUSDT', { date: day(0), close: 1234.5 });
    const market = api.config.market ?? loadMarketConfig({});
    const result = await createIngestion(market, api.db, () => api.clock.now() + MS_PER_DAY).run();
    expect(result.sources.find((s) => s.kind === 'crypto-prices')?.stored).toBe(1);
    api.clock.advance(1500);
    const ethAfter = await reader.history(eth);
    expect(ethAfter).not.toBe(ethHistory);
    expect(ethAfter?.candles.at(-1)).toMatchObject({ date: day(0), close: 1234.5 });
    expect(await reader.history(btc)).toBe(btcHistory);
  });

  it('reads every headline again when the store holds fewer than it read plus what a write added', async () => {
    await reader.headlines();
    // An operator removes a story while another process stores a new one the usual way.
    await newsDb(api.db.k).deleteFrom(HEADLINES).where('title', 'like', 'Bitcoin miners%').execute();
    const title = 'Bitcoin steadies as traders wait for the next move';
    const at = api.clock.now();
    await api.db.k.transaction().execute(async (trx) => {
      const scored = { ...scoreTitle(title, MODEL_VERSION), link_key: null, title_key: `${day(1)} bitcoin steadies`, source: 'test', published_at: at, day: day(1), title, link: null, assets: ' btc ' };
      await storeHeadlines(trx, [scored], at, await nextHeadlineGeneration(trx));
      await bumpDataVersion(trx, at, { candles: [] });
    });
    api.clock.advance(1500);
    const titles = (await reader.headlines()).items.map((h) => h.title);
    expect(titles).toContain(title);
    expect(titles.some((t) => t.startsWith('Bitcoin miners'))).toBe(false);
    expect((await reader.headlines()).items).toEqual((await fullRead()).items);
  });

  it('reads every headline again after a write that does not say what it changed (new scores in place)', async () => {
    const rescore = (score: number) => newsDb(api.db.k).updateTable(HEADLINES).set({ score }).where('title', 'like', 'Ethereum rallies%').execute();
    const ethScore = async () => (await reader.headlines()).items.find((h) => h.title.startsWith('Ethereum rallies'))?.score;
    const before = await reader.headlines();
    // A write without details, then a run that says what it added, before the reader looks again.
    await rescore(0.25);
    await bumpDataVersion(api.db.k, api.clock.now());
    addStory('Ethereum steadies as traders wait for the upgrade', 1);
    await run();
    expect(await ethScore()).toBe(0.25);
    expect((await reader.headlines()).items.filter((h) => before.items.includes(h))).toHaveLength(0);
    // A process of the previous release changes only the version.
    await rescore(0.5);
    await priceDb(api.db.k).updateTable(DATA_STATE).set({ value: 'previous-release' }).where('key', '=', 'version').execute();
    api.clock.advance(1500);
    expect(await ethScore()).toBe(0.5);
  });

  it('writes a day fetched again only when its values or its source differ', async () => {
    const { source, ...candle } = (await readCandles(api.db.k, 'btc')).at(-1) as StoredCandle;
    const at = api.clock.now();
    expect(await storeCandles(api.db.k, 'btc', [candle], source, true, at)).toBe(0);
    expect(await storeCandles(api.db.k, 'btc', [{ ...candle, close: candle.close + 1 }], source, true, at)).toBe(1);
    expect(await storeCandles(api.db.k, 'btc', [{ ...candle, close: candle.close + 1 }], 'another source', true, at)).toBe(1);
  });
});
