// The market-ticks job on the shared schedule, with two real worker processes on one database (PostgreSQL under
// with-postgres.sh, else one SQLite file) against a fake Binance on loopback: each slot of TICK_INTERVAL_SECONDS runs
// once across both, each run one batched quotes call, and the latest price of every crypto asset is stored.
import type { ChildProcess } from 'node:child_process';
import { readRuns } from '../src/jobs/data/runs';
import { TICKS_JOB } from '../src/jobs/ticks';
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
});
