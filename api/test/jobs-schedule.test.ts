// The shared schedule with two real worker processes on one database (PostgreSQL under ci-postgres.sh, else one
// SQLite file): every scheduled slot runs exactly once, whichever process claims or takes it.
import type { ChildProcess } from 'node:child_process';
import { readRuns } from '../src/jobs/data/runs';
import { INGEST_JOB } from '../src/jobs/schedule';
import { startFakeSources, type FakeSources } from './support/fake-sources';
import { startJobWorkers, type JobWorkers } from './support/job-workers';

const INTERVAL_MINUTES = 0.025; // a slot every 1.5 s

describe('jobs runtime: one schedule shared by several processes', () => {
  let fake: FakeSources;
  let workers: JobWorkers;

  beforeAll(async () => {
    fake = await startFakeSources({ days: 60 });
    // The database exists before the workers start, as after a first start of the API.
    workers = await startJobWorkers('jobs');
  });

  afterAll(async () => {
    await workers.close();
    await fake.close();
  });

  const startWorker = () => workers.start({ ...fake.env, NEWS_RSS_FEEDS: `${fake.url}/feeds/rss.xml`, INGEST_INTERVAL_MINUTES: String(INTERVAL_MINUTES) });
  const ready = (child: ChildProcess) => workers.ready(child);
  const stopped = (child: ChildProcess) => workers.stopped(child);
  const slotMs = INTERVAL_MINUTES * 60_000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs each slot of the schedule exactly once, and goes on when the process that ran it stops', async () => {
    const pids = new Map<string, ChildProcess>();
    const a = startWorker();
    const b = startWorker();
    await Promise.all([ready(a), ready(b)]);
    for (const w of [a, b]) pids.set(String(w.pid), w);
    const firstSlot = Math.floor(Date.now() / slotMs) + 1;
    await sleep(slotMs * 4);
    // Stop the process that ran the latest slot (on PostgreSQL the queue may hand a slot claimed by one
    // process to the other): the other one must carry the schedule on.
    const before = (await readRuns(workers.db.k, INGEST_JOB)).filter((r) => r.slot !== null && Number(r.slot) >= firstSlot);
    expect(before.length).toBeGreaterThan(0);
    const latestRun = before.reduce((x, y) => (Number(y.slot) > Number(x.slot) ? y : x));
    const stoppedPid = latestRun.worker.split(':').pop() as string;
    const runner = pids.get(stoppedPid) as ChildProcess;
    runner.kill('SIGTERM');
    await stopped(runner);
    const stoppedAtSlot = Math.floor(Date.now() / slotMs) + 1;
    await sleep(slotMs * 4);
    const lastSlot = Math.floor(Date.now() / slotMs) - 1;
    for (const w of [a, b]) w.kill('SIGTERM');
    await Promise.all([a, b].map(stopped));

    const runs = (await readRuns(workers.db.k, INGEST_JOB)).filter((r) => r.slot !== null && Number(r.slot) >= firstSlot && Number(r.slot) <= lastSlot);
    // Every slot between the two marks ran, none twice, each on its first try.
    expect(runs.map((r) => Number(r.slot)).sort((x, y) => x - y)).toEqual(Array.from({ length: lastSlot - firstSlot + 1 }, (_, i) => firstSlot + i));
    expect(lastSlot - firstSlot + 1).toBeGreaterThanOrEqual(6);
    expect(runs.every((r) => r.status === 'succeeded' && r.attempt === 1)).toBe(true);
    expect(new Set(runs.map((r) => r.worker)).size).toBe(2);
    // Once it stopped, every later slot ran on the other process.
    const after = runs.filter((r) => Number(r.slot) > stoppedAtSlot);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.every((r) => r.worker.split(':').pop() !== stoppedPid)).toBe(true);
    // What they ingested is stored once.
    const candles = await workers.db.k.selectFrom('market_daily_candles' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number((candles as { n: number }).n)).toBe(12 * 60);
  }, 60_000);
});
