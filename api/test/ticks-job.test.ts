// The market-ticks job on the shared schedule, with two real worker processes on one database (PostgreSQL under
// with-postgres.sh, else one SQLite file) against a fake Binance on loopback: each slot of TICK_INTERVAL_SECONDS runs
// once across both, each run one batched quotes call, and the latest price of every crypto asset is stored; the
// runs log keeps the last 24 hours of tick runs.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { claimSlot, finishRun, readRuns, startRun } from '../src/jobs/data/runs';
import { INGEST_JOB } from '../src/jobs/schedule';
import { TICK_RUNS_KEPT_MS, TICKS_JOB } from '../src/jobs/ticks';
import { readTicks } from '../src/prices/data/ticks';
import { startFakeProviders, type FakeProviders } from './support/fake-providers';
import { startJobWorkers, type JobWorkers } from './support/job-workers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('market-ticks job', () => {
  let fake: FakeProviders;
  let workers: JobWorkers;

  beforeAll(async () => {
    fake = await startFakeProviders({ days: 5 });
    workers = await startJobWorkers('ticks');
  });

  afterAll(async () => {
    await workers.close();
    await fake.close();
  });

  it('runs every TICK_INTERVAL_SECONDS once across two processes, one batched call per run', async () => {
    const env = { ...fake.env, SENTISCOPE_OFFLINE: '1', TICK_INTERVAL_SECONDS: '1', INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '3000' };
    const processes: ChildProcess[] = [workers.start(env), workers.start(env)];
    await Promise.all(processes.map((p) => workers.ready(p)));
    const firstSlot = Math.floor(Date.now() / 1000) + 1;
    await sleep(5_000);
    const lastSlot = Math.floor(Date.now() / 1000) - 2;
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.map((p) => workers.stopped(p)));

    const runs = (await readRuns(workers.db.k, TICKS_JOB)).filter((r) => r.slot !== null && Number(r.slot) >= firstSlot && Number(r.slot) <= lastSlot);
    expect(runs.map((r) => Number(r.slot)).sort((a, b) => a - b)).toEqual(Array.from({ length: lastSlot - firstSlot + 1 }, (_, i) => firstSlot + i));
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    // One batched quotes call per run: no more ticker calls than runs started (the last may still have been going).
    const calls = fake.requests('binance').filter((r) => r.url.startsWith('/api/v3/ticker/price'));
    const allRuns = await readRuns(workers.db.k, TICKS_JOB);
    expect(calls.length).toBeGreaterThanOrEqual(runs.length);
    expect(calls.length).toBeLessThanOrEqual(allRuns.length);
    const ticks = await readTicks(workers.db);
    const btc = ticks.find((t) => t.assetId === 'btc');
    expect(btc?.source).toMatch(/^binance/);
    expect(Date.now() - (btc?.at ?? 0)).toBeLessThan(5_000);
  }, 60_000);

  it('keeps the last 24 hours of tick runs: each run prunes the older ones and their slots, other jobs keep theirs', async () => {
    const db = workers.db.k;
    // Runs recorded by an earlier day's processes: two past the bound, one within it, and an ingestion run as old.
    const at = Date.now();
    const old = [at - TICK_RUNS_KEPT_MS - 3_600_000, at - TICK_RUNS_KEPT_MS - 60_000];
    const recent = at - TICK_RUNS_KEPT_MS + 3_600_000;
    for (const started of [...old, recent]) {
      const slot = Math.floor(started / 60_000);
      await claimSlot(db, TICKS_JOB, slot, 'earlier:1', started);
      await finishRun(db, await startRun(db, { job: TICKS_JOB, slot, attempt: 1, worker: 'earlier:1', at: started }), started + 400, null);
    }
    const ingestRun = await startRun(db, { job: INGEST_JOB, slot: null, attempt: 1, worker: 'earlier:1', at: old[0] });
    await finishRun(db, ingestRun, old[0] + 1_000, null);

    const env = { ...fake.env, SENTISCOPE_OFFLINE: '1', TICK_INTERVAL_SECONDS: '1', INGEST_RETRIES: '0', INGEST_TIMEOUT_MS: '3000' };
    const worker = workers.start(env);
    await workers.ready(worker);
    await sleep(3_000);
    worker.kill('SIGTERM');
    await workers.stopped(worker);

    const runs = await readRuns(db, TICKS_JOB);
    expect(runs.filter((r) => Number(r.started_at) < at - TICK_RUNS_KEPT_MS)).toEqual([]);
    expect(runs.filter((r) => r.worker === 'earlier:1').map((r) => Number(r.started_at))).toEqual([recent]);
    // The newest runs are kept, in order, and read as before: finished, succeeded, this minute.
    const newest = runs[runs.length - 1];
    expect(newest.worker).not.toBe('earlier:1');
    expect(Number(newest.started_at)).toBeGreaterThan(at);
    expect(runs.filter((r) => Number(r.started_at) > at && r.status === 'succeeded').length).toBeGreaterThan(0);
    const slots = await sql<{ n: number | string }>`SELECT count(*) AS n FROM job_slots WHERE job = ${TICKS_JOB} AND claimed_at < ${at - TICK_RUNS_KEPT_MS}`.execute(db);
    expect(Number(slots.rows[0].n)).toBe(0);
    expect((await readRuns(db, INGEST_JOB)).map((r) => r.id)).toContain(ingestRun);
  }, 60_000);
});
