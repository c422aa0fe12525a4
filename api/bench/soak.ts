// npm run soak -w api [-- --minutes N]: faults over time, bounded (10 minutes by default), on a throwaway PostgreSQL
// (scripts/with-postgres.sh) with the API (API_JOBS=off) and two `npm run worker` processes. The fake sources on
// loopback grow and flap (bench/soak-fakes.ts); a worker is killed with SIGKILL at random moments and started
// again; PostgreSQL is restarted once halfway; reads go on all the while. At the end the fakes calm down, fresh
// workers finish the work, and the store is checked: every candle and headline the fakes served stored exactly
// once, no missing day, no duplicate, and no read answered with a 5xx. Prints the counts; exits 1 on a failure.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db';
import { spawnProcess, stop, TSX } from './api-process';
import { GROWING_DAYS, startSoakFakes } from './soak-fakes';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const MINUTES = Number(arg('--minutes') ?? 10);
const DURATION = MINUTES * 60_000;
const LOG = path.join(process.env.TMPDIR ?? '/tmp', 'sentiscope-soak.log');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Stops a process with SIGTERM, and with SIGKILL when it is still there 5 s later. */
const end = (child: ChildProcess) => Promise.race([stop(child), sleep(5000).then(() => void child.kill('SIGKILL'))]);

// A seeded generator: a soak can be run again with the same kills and faults (SOAK_SEED).
const SEED = Number(process.env.SOAK_SEED ?? Date.now()) >>> 0 || 1;
let seed = SEED;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
};

/** Restarts the soak's PostgreSQL (fast shutdown: open connections are cut), without holding up the reads. */
async function restartPostgres() {
  const data = process.env.SENTISCOPE_PGDATA;
  const bin = process.env.SENTISCOPE_PG_BIN;
  if (!data || !bin) throw new Error('run the soak through scripts/with-postgres.sh (npm run soak -w api)');
  const ctl = [path.join(bin, 'pg_ctl'), '-D', data, '-l', path.join(data, 'server.log'), '-m', 'fast', '-w', 'restart'];
  if (process.getuid?.() === 0) await promisify(execFile)('runuser', ['-u', 'postgres', '--', ...ctl]);
  else await promisify(execFile)(ctl[0], ctl.slice(1));
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run npm run soak -w api');
  const log = createWriteStream(LOG);
  // Every worker started (and killed) writes to it.
  log.setMaxListeners(0);
  const fakes = await startSoakFakes(400);
  fakes.grow(4);
  const env = {
    ...fakes.env,
    SENTISCOPE_OFFLINE: '1',
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: 'soak-secret-'.repeat(4),
    ADMIN_EMAIL: 'admin@soak.test',
    ADMIN_PASSWORD: 'soak-admin-password-1',
    INGEST_INTERVAL_MINUTES: '0.1',
    INGEST_TIMEOUT_MS: '1500',
    INGEST_RETRIES: '1',
    INGEST_BACKOFF_MS: '100',
    JOBS_POLL_SECONDS: '0.5',
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];
  const api = await spawnProcess([TSX, 'src/main.ts'], { ...env, PORT: '0', HOST: '127.0.0.1', API_JOBS: 'off' }, children);
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    const child = spawn(process.execPath, [TSX, 'src/jobs/worker-main.ts'], { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    workers.push(child);
    return child;
  };
  const alive = () => workers.filter((w) => w.exitCode === null && w.signalCode === null);
  startWorker();
  startWorker();

  const reads = { total: 0, byStatus: new Map<number, number>(), fivexx: [] as string[] };
  const PATHS = ['/v1/health', '/v1/stock/list', '/v1/market/preview', '/v1/stock/track-record/btc'];
  let reading = true;
  const reader = async () => {
    for (let i = 0; reading; i++) {
      const route = PATHS[i % PATHS.length];
      let status = 0;
      try {
        status = (await fetch(`${api}${route}`, { signal: AbortSignal.timeout(10_000) }).then(async (r) => (await r.arrayBuffer(), r.status))) as number;
      } catch {
        status = 0;
      }
      reads.total += 1;
      reads.byStatus.set(status, (reads.byStatus.get(status) ?? 0) + 1);
      if (status >= 500 || status === 0) reads.fivexx.push(`${new Date().toISOString()} ${route} ${status || 'no answer'}`);
      await sleep(50);
    }
  };
  const readers = [reader(), reader()];

  const started = Date.now();
  const growEvery = DURATION / (GROWING_DAYS + 2);
  let nextGrow = started + growEvery;
  let nextKill = started + 15_000 + random() * 20_000;
  let restarted = false;
  let kills = 0;
  console.log(`soak: ${MINUTES} min, SOAK_SEED=${SEED}, log ${LOG}`);
  while (Date.now() - started < DURATION) {
    log.write(`[soak] ${new Date().toISOString()} flap: ${fakes.flap(random)}\n`);
    if (Date.now() >= nextGrow) {
      fakes.grow(4);
      nextGrow += growEvery;
    }
    if (Date.now() >= nextKill && alive().length > 0) {
      const victim = alive()[Math.floor(random() * alive().length)];
      victim.kill('SIGKILL');
      kills += 1;
      log.write(`[soak] SIGKILL worker ${victim.pid}\n`);
      setTimeout(startWorker, 1000);
      nextKill = Date.now() + 15_000 + random() * 25_000;
    }
    if (!restarted && Date.now() - started > DURATION / 2) {
      restarted = true;
      log.write('[soak] restarting PostgreSQL\n');
      await restartPostgres();
    }
    await sleep(4000 + random() * 2000);
  }

  // Calm: every path answers, the days still held back are added, and fresh workers (no host rested, no backoff
  // left from the faults) finish what is due.
  fakes.calm();
  for (let i = 0; i < GROWING_DAYS; i++) fakes.grow(0);
  for (const w of alive()) w.kill('SIGTERM');
  await sleep(2000);
  startWorker();
  startWorker();
  const served = await fakes.served();
  const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '', pgPoolSize: 2 });
  const check = async () => {
    const rows = await sql<{ asset_id: string; date: string; n: string }>`select asset_id, date, count(*) as n from market_daily_candles group by asset_id, date`.execute(db.k);
    const stored = new Map<string, Map<string, number>>();
    for (const r of rows.rows) {
      if (!stored.has(r.asset_id)) stored.set(r.asset_id, new Map());
      stored.get(r.asset_id)?.set(r.date, Number(r.n));
    }
    let servedCandles = 0;
    let missingDays = 0;
    let duplicateDays = 0;
    for (const [asset, days] of served.days) {
      servedCandles += days.length;
      for (const d of days) {
        const n = stored.get(asset)?.get(d) ?? 0;
        if (n === 0) missingDays += 1;
        if (n > 1) duplicateDays += 1;
      }
    }
    const links = await sql<{ link: string; n: string }>`select link, count(*) as n from market_headlines where link like 'https://soak.example/%' group by link`.execute(db.k);
    const byLink = new Map(links.rows.map((r) => [r.link, Number(r.n)]));
    const missingHeadlines = served.links.filter((l) => !byLink.has(l)).length;
    const duplicateHeadlines = [...byLink.values()].filter((n) => n > 1).length;
    return { servedCandles, storedCandles: rows.rows.length, missingDays, duplicateDays, servedHeadlines: served.links.length, storedHeadlines: byLink.size, missingHeadlines, duplicateHeadlines };
  };
  let result = await check();
  const until = Date.now() + 120_000;
  while ((result.missingDays > 0 || result.missingHeadlines > 0) && Date.now() < until) {
    await sleep(2000);
    result = await check();
  }
  reading = false;
  await Promise.all(readers);
  const runs = await sql<{ status: string; n: string }>`select status, count(*) as n from job_runs where job = 'market-ingest' group by status`.execute(db.k);
  await db.close();
  for (const c of [...alive(), ...children]) await end(c);
  await fakes.close();
  log.end();

  const statuses = [...reads.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s || 'none'}: ${n}`).join(', ');
  console.log(`faults served: ${Object.entries(fakes.faults).map(([k, v]) => `${k} ${v}`).join(', ')}; workers killed (SIGKILL): ${kills}; PostgreSQL restarts: ${restarted ? 1 : 0}`);
  console.log(`ingestion runs: ${runs.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  console.log(`candles: served ${result.servedCandles}, stored ${result.storedCandles}, missing days ${result.missingDays}, duplicates ${result.duplicateDays}`);
  console.log(`headlines: served ${result.servedHeadlines}, stored ${result.storedHeadlines}, missing ${result.missingHeadlines}, duplicates ${result.duplicateHeadlines}`);
  console.log(`reads: ${reads.total} (${statuses}); 5xx or no answer: ${reads.fivexx.length}`);
  for (const line of reads.fivexx.slice(0, 10)) console.log(`  ${line}`);
  const failed = result.missingDays + result.duplicateDays + result.missingHeadlines + result.duplicateHeadlines + reads.fivexx.length > 0;
  console.log(failed ? 'soak FAILED' : 'soak passed');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
