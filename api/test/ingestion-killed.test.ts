// An ingestion run stopped halfway by killing its process (SIGKILL: no clean-up runs), twice: once while the
// sources are being stored, once while the daily snapshots are being written. Real worker processes on one
// database (PostgreSQL under ci-postgres.sh, else one SQLite file), a fake market on loopback. The next scheduled
// run completes, and what is stored is exactly what one uninterrupted run stores: every day once, every headline
// once, no half-written day.
import type { ChildProcess } from 'node:child_process';
import { MS_PER_DAY } from '@sentiscope/shared/contract';
import { MODEL_VERSION, scoreHeadline } from '../src/analysis/model/model';
import { readRuns } from '../src/jobs/data/runs';
import { INGEST_JOB } from '../src/jobs/schedule';
import { allAssets } from '../src/catalogue/service/catalogue';
import { readCandles, readSources } from '../src/prices/data/store';
import { readSnapshots } from '../src/history/data/snapshots';
import { HEADLINES, newsDb } from '../src/news/data/tables';
import { SNAPSHOTS, historyDb } from '../src/history/data/tables';
import { snapshotDays } from '../src/history/service/snapshot-days';
import { createStoredMarket } from '../src/history/service/stored-market';
import { startFakeSources, type FakeSources } from './support/fake-sources';
import { startJobWorkers, type JobWorkers } from './support/job-workers';

const DAYS = 1500;
const INTERVAL_MINUTES = 0.05; // a slot every 3 s
const WORDS = ['surges', 'slumps', 'rallies', 'drops', 'steadies', 'soars', 'falls', 'climbs'];
const NAMES = ['Bitcoin', 'Ethereum', 'Solana', 'Apple', 'Nvidia', 'Tesla', 'the market', 'XRP'];
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an ingestion run killed halfway', () => {
  let fake: FakeSources;
  let workers: JobWorkers;
  const titles = new Set<string>();

  beforeAll(async () => {
    fake = await startFakeSources({ days: DAYS });
    // 1,200 stories over the last 300 days, every fifth one carried by both feeds (stored once).
    for (let i = 0; i < 1200; i++) {
      const title = `${NAMES[i % NAMES.length]} ${WORDS[(i * 7) % WORDS.length]} in session ${i}`;
      const link = `https://fake.example/story-${i}`;
      const publishedAt = new Date(Date.now() - (1 + (i % 300)) * MS_PER_DAY).toISOString();
      fake.addHeadline({ title, link, publishedAt, feed: i % 2 === 0 ? 'rss' : 'atom' });
      if (i % 5 === 0) fake.addHeadline({ title, link, publishedAt, feed: i % 2 === 0 ? 'atom' : 'rss' });
      titles.add(title);
    }
    workers = await startJobWorkers('killed');
  });

  afterAll(async () => {
    await workers?.close();
    await fake?.close();
  });

  const startWorker = async () => {
    const child = workers.start({ ...fake.env, INGEST_INTERVAL_MINUTES: String(INTERVAL_MINUTES), INGEST_RETRIES: '0' });
    await workers.ready(child);
    return child;
  };
  async function killWhen(child: ChildProcess, what: string, ready: () => Promise<boolean>, timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs;
    while (!(await ready())) {
      if (Date.now() > until) throw new Error(`the run never reached the point: ${what}; sources: ${JSON.stringify((await readSources(workers.db.k)).map((r) => [r.source, r.kind, r.last_success_at, r.last_error]))}`);
      await sleep(20);
    }
    child.kill('SIGKILL');
    await workers.stopped(child);
  }
  const snapshotAssets = async () => (await historyDb(workers.db.k).selectFrom(SNAPSHOTS).select('asset_id').distinct().execute()).length;
  const storedHeadlines = async () => Number((await newsDb(workers.db.k).selectFrom(HEADLINES).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('leaves no half-written source or day, and the next run completes with nothing duplicated or lost', async () => {
    // 1. Killed while the sources are stored: the crypto prices are in, the Atom feed (held back 4 s) is not.
    fake.fault('/feeds/atom.xml', { delayMs: 4000 });
    const first = await startWorker();
    // The daily candles themselves: the provider's source row is shared with the hourly run, which may finish first.
    const btc = allAssets().find((a) => a.id === 'btc')!;
    const cryptoStored = async () => (await readCandles(workers.db.k, btc.id)).length > 0;
    await killWhen(first, 'crypto prices stored', cryptoStored);
    const atKill = await readSources(workers.db.k);
    expect(atKill.find((s) => s.source.endsWith('/feeds/atom.xml'))?.last_success_at ?? null).toBeNull();
    expect(await snapshotAssets()).toBe(0);
    // The crypto source wrote all its days in one transaction, or none of them.
    for (const asset of allAssets().filter((a) => a.kind === 'crypto')) expect((await readCandles(workers.db.k, asset.id)).length).toBe(DAYS);
    const runsAfterFirst = (await readRuns(workers.db.k, INGEST_JOB)).length;

    // 2. Killed while the daily snapshots are written (one transaction per asset): some assets have their days, some not.
    fake.fault('/feeds/atom.xml', null);
    const second = await startWorker();
    await killWhen(second, 'snapshots of some assets written', async () => (await snapshotAssets()) > 0);
    const assetsAtKill = await snapshotAssets();
    expect(assetsAtKill).toBeLessThan(allAssets().length);
    for (const asset of allAssets()) {
      const days = await readSnapshots(workers.db.k, asset.id, '0000-00-00', '9999-12-31');
      expect([0, DAYS]).toContain(days.length);
    }

    // 3. The next process's next scheduled run completes.
    const third = await startWorker();
    const until = Date.now() + 90_000;
    const succeeded = async () => (await readRuns(workers.db.k, INGEST_JOB)).slice(runsAfterFirst).some((r) => r.status === 'succeeded' && r.worker.endsWith(`:${third.pid}`));
    while (!(await succeeded())) {
      if (Date.now() > until) throw new Error('no run of the restarted worker succeeded');
      await sleep(200);
    }
    third.kill('SIGTERM');
    await workers.stopped(third);

    // Every closed day of every asset once, from the first day to yesterday.
    const yesterday = isoDay(Date.now() - MS_PER_DAY);
    for (const asset of allAssets()) {
      const candles = await readCandles(workers.db.k, asset.id);
      expect([candles.length, new Set(candles.map((c) => c.date)).size, candles.at(-1)?.date]).toEqual([DAYS, DAYS, yesterday]);
    }
    // Every story once, scored by the current model.
    expect(await storedHeadlines()).toBe(titles.size);
    const rows = await newsDb(workers.db.k).selectFrom(HEADLINES).select(['title', 'score', 'model_version']).execute();
    expect(new Set(rows.map((r) => r.title))).toEqual(titles);
    for (const r of rows) expect([r.model_version, r.score]).toEqual([MODEL_VERSION, scoreHeadline(r.title).score]);
    // Every asset's stored days are exactly what one full computation over the stored data gives.
    const stored = createStoredMarket(workers.db, Date.now);
    const headlines = await stored.headlines();
    for (const asset of allAssets()) {
      const history = await stored.history(asset);
      const expected = snapshotDays(asset, history?.candles ?? [], headlines, null);
      expect(await readSnapshots(workers.db.k, asset.id, '0000-00-00', '9999-12-31')).toEqual(expected);
    }
  }, 240_000);
});
