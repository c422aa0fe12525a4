// The symbol directory on the jobs schedule (docs/catalogue.md, "The directory's schedule"): two job runtimes on one
// database, as two processes, against Binance, Coinbase Exchange and NASDAQ Trader fakes on loopback answering in
// their published formats. The first start fills the directory once; later hours of the same UTC day leave it; the
// next day refreshes it; offline with no source on this machine a run reads nothing and its outcome says so.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readDirectory } from '../src/catalogue/data/directory';
import { DIRECTORY_JOB, directoryJobs } from '../src/jobs/directory';
import { readRuns } from '../src/jobs/data/runs';
import { createJobRuntime, type JobRuntime } from '../src/jobs/runtime';
import { migrate } from '../src/platform/db/migrations';
import type { Db } from '../src/platform/db';
import { loadMarketConfig, type MarketConfig } from '../src/prices/service/config';
import { createSourceHttp } from '../src/prices/sources/source-http';
import { freshDatabase } from './fresh-database';
import { fakeClock, type FakeClock } from './helpers';
import type { LoopbackServer } from './support/loopback-server';
import { startDirectorySources } from './support/directory-sources';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let sources: LoopbackServer;
let loopback: MarketConfig;
beforeAll(async () => {
  ({ sources, market: loopback } = await startDirectorySources());
});
afterAll(() => sources.close());

const exchangeInfoReads = () => sources.requests.filter((r) => r.path === '/api/v3/exchangeInfo').length;

/** A fresh database and job runtimes on it, each as another process would run them (its own connection). */
async function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-directory-jobs-'));
  const fresh = await freshDatabase(dir);
  await migrate(fresh.db);
  const queueSchema = `boss_${randomBytes(5).toString('hex')}`;
  const runtimes: JobRuntime[] = [];
  const dbs: Db[] = [fresh.db];
  const start = async (config: MarketConfig, clock: FakeClock, db = fresh.db) => {
    const http = createSourceHttp({ offline: config.offline, backoffMs: config.ingestBackoffMs });
    const jobs = directoryJobs({ db, config, http, now: clock.now, log: () => undefined });
    const runtime = createJobRuntime({ db, databaseUrl: process.env.TEST_DATABASE_URL ?? null, queueSchema, jobs, now: clock.now, tickMs: 20, pollSeconds: 0.5 });
    runtimes.push(runtime);
    await runtime.start();
    return runtime;
  };
  const other = () => {
    const db = fresh.reopen();
    dbs.push(db);
    return db;
  };
  const finished = async (count: number) => {
    for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const runs = (await readRuns(fresh.db.k, DIRECTORY_JOB)).filter((run) => run.finished_at !== null);
      if (runs.length >= count) return runs;
    }
    throw new Error(`fewer than ${count} directory runs finished`);
  };
  const close = async () => {
    for (const runtime of runtimes) await runtime.stop();
    for (const db of dbs) await db.close();
    if (process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${queueSchema} cascade`);
      await admin.end();
    }
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { db: fresh.db, start, other, finished, close };
}

describe('the symbol directory on the schedule', () => {
  it('is filled on the first start, once across two processes, left alone later that day and refreshed the next day', async () => {
    const env = await setUp();
    try {
      // 10:00 UTC today, by the test's own clock.
      const clock = fakeClock(Math.floor(Date.now() / DAY) * DAY + 10 * HOUR);
      const before = exchangeInfoReads();
      await env.start(loopback, clock);
      await env.start(loopback, clock, env.other());
      const [first] = await env.finished(1);
      expect(first).toMatchObject({ status: 'succeeded', outcome: '3 crypto symbols, 5 stock and ETF symbols' });
      expect((await readDirectory(env.db.k)).map((row) => row.symbol).sort()).toEqual(['BTC', 'IBM', 'LINK', 'MSFT', 'MSTR', 'NEW', 'QQQ', 'SPY']);

      clock.advance(HOUR);
      const [, second] = await env.finished(2);
      expect(second).toMatchObject({ status: 'succeeded', outcome: 'refreshed already today: 8 symbols' });
      expect(exchangeInfoReads() - before).toBe(1);

      // 01:00 UTC the next day.
      clock.advance(15 * HOUR);
      const runs = await env.finished(3);
      expect(runs[2]).toMatchObject({ status: 'succeeded', outcome: '3 crypto symbols, 5 stock and ETF symbols' });
      expect(exchangeInfoReads() - before).toBe(2);
      // Each hour's slot ran once, whichever of the two processes claimed it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const slots = (await readRuns(env.db.k, DIRECTORY_JOB)).map((run) => Number(run.slot));
      expect(slots).toEqual([...new Set(slots)]);
      expect(slots).toHaveLength(3);
    } finally {
      await env.close();
    }
  });

  it('offline with no directory source on this machine reads nothing and says so, and an empty directory is tried again the next hour', async () => {
    const env = await setUp();
    try {
      const clock = fakeClock(Math.floor(Date.now() / DAY) * DAY + 10 * HOUR);
      const before = sources.requests.length;
      const offline = await env.start(loadMarketConfig({ SENTISCOPE_OFFLINE: '1' }), clock);
      const [run] = await env.finished(1);
      expect(run.status).toBe('succeeded');
      expect(run.outcome).toBe('nothing refreshed: offline (SENTISCOPE_OFFLINE=1) and no directory source on this machine; 0 symbols kept');
      expect(await readDirectory(env.db.k)).toEqual([]);
      await offline.stop();

      // Started again the next hour with the sources on this machine: the directory is still empty, so it is filled.
      clock.advance(HOUR);
      await env.start(loopback, clock);
      const [, filled] = await env.finished(2);
      expect(filled.outcome).toBe('3 crypto symbols, 5 stock and ETF symbols');
      expect(sources.requests.length - before).toBe(4);
      expect(await readDirectory(env.db.k)).toHaveLength(8);
    } finally {
      await env.close();
    }
  });
});
