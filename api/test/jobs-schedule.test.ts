// The shared schedule with two real worker processes on one database (PostgreSQL under ci-postgres.sh, else one
// SQLite file): every scheduled slot runs exactly once, whichever process claims or takes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { seed } from '../src/seed';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { readRuns } from '../src/jobs/data/runs';
import { INGEST_JOB } from '../src/jobs/schedule';
import { startFakeSources, type FakeSources } from './support/fake-sources';

const API_DIR = path.resolve(__dirname, '..');
const INTERVAL_MINUTES = 0.025; // a slot every 1.5 s
const ADMIN = { adminEmail: 'admin@jobs.test', adminPassword: 'jobs-admin-secret-1' };

describe('jobs runtime: one schedule shared by several processes', () => {
  let fake: FakeSources;
  let dataDir: string;
  let db: Db;
  let databaseUrl: string | null = null;
  let schema: string | null = null;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeSources({ days: 60 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'sentiscope-jobs-'));
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = u.toString();
      db = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema, pgPoolSize: 2 });
    } else {
      db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'sentiscope.sqlite') });
    }
    // The database exists before the workers start, as after a first start of the API.
    await migrate(db);
    await seed(db, { hasher: createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), ...ADMIN, now: Date.now() });
  });

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await db.close();
    await fake.close();
    if (schema && process.env.TEST_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${schema}_boss cascade`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/worker-main.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...fake.env,
        NEWS_RSS_FEEDS: `${fake.url}/feeds/rss.xml`,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JOBS_PG_SCHEMA: `${schema ?? 'unused'}_boss`,
        JOBS_POLL_SECONDS: '0.5',
        INGEST_INTERVAL_MINUTES: String(INTERVAL_MINUTES),
        ADMIN_EMAIL: ADMIN.adminEmail,
        ADMIN_PASSWORD: ADMIN.adminPassword,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    return child;
  }

  const ready = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('running the market jobs')) resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${out}`)));
    });

  const stopped = (w: ChildProcess) => new Promise((resolve) => (w.exitCode === null ? w.once('exit', resolve) : resolve(null)));
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
    const before = (await readRuns(db.k, INGEST_JOB)).filter((r) => r.slot !== null && Number(r.slot) >= firstSlot);
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

    const runs = (await readRuns(db.k, INGEST_JOB)).filter((r) => r.slot !== null && Number(r.slot) >= firstSlot && Number(r.slot) <= lastSlot);
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
    const candles = await db.k.selectFrom('market_daily_candles' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number((candles as { n: number }).n)).toBe(12 * 60);
  }, 60_000);
});
