// A new headline model: every stored headline names the model version that scored it (the model's MODEL_VERSION),
// and the scheduled backfill job scores the ones another version scored again, rebuilds the stored days, and the
// analysis answers with the new scores. Real database, the real server over HTTP, a fake market on loopback.
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { RESCORE_JOB, marketJobs } from '../src/jobs/schedule';
import { MODEL_VERSION, scoreHeadline } from '../src/analysis/model/model';
import { allAssets } from '../src/catalogue/service/catalogue';
import { loadMarketConfig } from '../src/prices/service/config';
import { readSnapshots } from '../src/history/data/snapshots';
import { bumpDataVersion } from '../src/prices/data/store';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { createIngestion } from '../src/jobs/ingestion/ingestion';
import { updateSnapshots } from '../src/history/service/snapshots';
import { adminToken, createVerifiedUser, loginToken, startApi, type TestApi } from './helpers';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const day = (back: number) => new Date(Date.now() - back * MS_PER_DAY).toISOString().slice(0, 10);
const STORIES = [
  { title: 'Bitcoin soars to a record as ETF inflows surge', back: 1 },
  { title: 'Bitcoin plunges after a major exchange is hacked', back: 1 },
  { title: 'Ethereum rallies on strong network upgrade demand', back: 2 },
  { title: 'Crypto markets crash as regulators file lawsuits', back: 3 },
];

describe('the headline backfill after a model change', () => {
  let fake: FakeSources;
  let api: TestApi;
  let member: string;

  beforeAll(async () => {
    fake = await startFakeSources({ days: 60 });
    STORIES.forEach((s, i) => fake.addHeadline({ title: s.title, link: `https://fake.example/story-${i}`, publishedAt: `${day(s.back)}T10:00:00Z` }));
    api = await startApi({ config: { market: loadMarketConfig({ ...fake.env, INGEST_RETRIES: '0' }) } });
    const user = await createVerifiedUser(api);
    member = await loginToken(api, user.email, user.password);
    expect((await api.request('POST', '/v1/admin/jobs/ingest/run', { token: await adminToken(api) })).status).toBe(200);
  });

  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  const headlines = () => newsDb(api.db.k).selectFrom(HEADLINES).select(['title', 'score', 'label', 'terms', 'model_version']).orderBy('title').execute();
  const btcDay = async () => (await readSnapshots(api.db.k, 'btc', day(1), day(1)))[0];
  const shownScores = async () => {
    api.clock.advance(1500); // past the stored data's version check
    const answer = await api.request('GET', `/v1/stock/headlines/btc?day=${day(1)}&scope=market`, { token: member });
    return answer.body.data.headlines.map((h: { score: number }) => h.score).sort((a: number, b: number) => a - b);
  };
  const modelScores = STORIES.filter((s) => s.back === 1).map((s) => scoreHeadline(s.title).score);

  it('stores each headline with the score and version of the current model', async () => {
    const rows = await headlines();
    expect(rows).toHaveLength(STORIES.length);
    for (const r of rows) expect([r.model_version, r.score, r.label]).toEqual([MODEL_VERSION, scoreHeadline(r.title).score, scoreHeadline(r.title).polarity]);
  });

  it('scores again what an earlier model scored, rebuilds the stored days, and serves the new scores', async () => {
    const ingestion = createIngestion(api.config.market ?? loadMarketConfig({}), api.db, api.clock.now);
    const expectedMean = (await btcDay()).headline_mean as number;
    // What the store holds after a deploy of new weights: scores and stored days from the retired model.
    // (A deploy restarts the processes; here the running API is told the stored data changed.)
    await newsDb(api.db.k).updateTable(HEADLINES).set({ score: 0, label: 'neutral', terms: '[]', model_version: 'weights-retired' }).execute();
    await bumpDataVersion(api.db.k, api.clock.now());
    ingestion.stored.invalidate();
    await updateSnapshots(api.db, ingestion.stored, allAssets(), true);
    expect((await btcDay()).headline_mean).toBe(0);
    expect(await shownScores()).toEqual([0, 0]);

    const log: string[] = [];
    const job = marketJobs(ingestion, 15, (line) => log.push(line)).find((j) => j.name === RESCORE_JOB);
    await job?.run({ attempt: 1, slot: null });
    expect(log).toEqual([`[jobs] scored ${STORIES.length} stored headlines again with model ${MODEL_VERSION}`]);
    for (const r of await headlines()) {
      const s = scoreHeadline(r.title);
      expect([r.model_version, r.score, r.label, JSON.parse(r.terms).length > 0]).toEqual([MODEL_VERSION, s.score, s.polarity, true]);
    }
    expect((await btcDay()).headline_mean).toBeCloseTo(expectedMean, 10);
    expect(await shownScores()).toEqual(modelScores.map((s) => Number(s.toFixed(3))).sort((a, b) => a - b));

    // Nothing is left for the next run.
    await job?.run({ attempt: 1, slot: null });
    expect(log).toHaveLength(1);
  });

  it('lets two processes rebuild the stored days at once (an ingestion run and the backfill), the days stored once', async () => {
    const before = await readSnapshots(api.db.k, 'btc', day(59), day(1));
    // PostgreSQL: a second pool, as another process opens it. SQLite: the same connection (a second one in this
    // process would wait synchronously on the first one's open transaction; processes each have their own).
    const other = process.env.TEST_DATABASE_URL ? api.reopen() : api.db;
    try {
      const a = createIngestion(api.config.market ?? loadMarketConfig({}), api.db, api.clock.now);
      const b = createIngestion(api.config.market ?? loadMarketConfig({}), other, api.clock.now);
      for (let i = 0; i < 3; i++) await Promise.all([updateSnapshots(api.db, a.stored, allAssets(), true), updateSnapshots(other, b.stored, allAssets(), true)]);
    } finally {
      if (other !== api.db) await other.close();
    }
    expect(await readSnapshots(api.db.k, 'btc', day(59), day(1))).toEqual(before);
  });
});
