// First: sizes the thread pool before any library starts it.
import './platform/threadpool';
import cluster, { type Worker } from 'node:cluster';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Db } from './platform/db';
import { paymentsSummary } from './billing/service/availability';
import { prepareDatabase } from './server';
import { startMarketJobs } from './jobs/schedule';
import { loadMarketConfig } from './prices/service/config';
import { createIngestion } from './jobs/ingestion/ingestion';
import { sourcesSummary } from './prices/service/sources-summary';
import type { JobRuntime } from './jobs/runtime';
import { ALERT_DELIVERY_JOB, type AlertsEngine } from './alerts/service/engine';
import { bufferedStdout, flushOnFatal } from './platform/http/request-log';
import { BACKFILL_JOB, type Backfills } from './jobs/backfill';

/**
 * The scheduled jobs in this API process, unless API_JOBS=off (dedicated `npm run worker` processes run them). On
 * PostgreSQL the alert deliveries of this process's evaluations go through the shared queue either way: with
 * API_JOBS=off this process only adds them to it, and a worker process sends them.
 */
async function startJobs(config: Config, db: Db, alerts: AlertsEngine | null): Promise<JobRuntime | null> {
  const market = config.market ?? loadMarketConfig({});
  const ingestion = createIngestion(market, db, Date.now);
  if (!cluster.isWorker) console.log(`[api] ${sourcesSummary(ingestion.providers, market.offline)}`);
  const enqueueOnly = process.env.API_JOBS === 'off';
  if (enqueueOnly ? !config.databaseUrl : !ingestion.configured) return null;
  const log = (line: string) => console.log(line);
  const runtime = await startMarketJobs({ config, db, databaseUrl: config.databaseUrl, ingestion, intervalMinutes: market.ingestIntervalMinutes ?? 15, log, enqueueOnly });
  if (config.databaseUrl) alerts?.dispatchThrough(() => runtime.trigger(ALERT_DELIVERY_JOB));
  return runtime;
}

const storage = (config: Config) => (config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.sqliteFile}`);

/** Migrates and seeds (printing a generated admin password once); the workers of a cluster skip this. */
async function prepare(config: Config): Promise<Db> {
  const { db, seeded } = await prepareDatabase(config);
  if (seeded.admin) {
    console.log(`[api] super admin: ${seeded.admin.email}`);
    if (seeded.admin.generatedPassword) {
      console.log(`[api] generated admin password (shown once, set ADMIN_PASSWORD to choose it): ${seeded.admin.generatedPassword}`);
    }
  }
  return db;
}

/** One API process: a single instance (API_WORKERS=1) or one worker of the cluster. */
async function serve(config: Config) {
  const db = cluster.isWorker
    ? openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgPoolSize: config.pgPoolSize })
    : await prepare(config);
  let alerts: AlertsEngine | null = null;
  // The log is written in batches, off the requests' path; what is buffered is written on exit and on a crash.
  const output = bufferedStdout();
  let backfills: Backfills | null = null;
  const app = buildApp({
    config,
    db,
    logger: { level: process.env.LOG_LEVEL ?? 'info', stream: output },
    withAlerts: (engine) => (alerts = engine),
    withBackfills: (b) => (backfills = b),
  });
  flushOnFatal(app.log, output);
  await app.listen({ port: config.port, host: config.host });
  const jobs = await startJobs(config, db, alerts).catch((error: unknown) => {
    console.error('[api] the scheduled jobs did not start:', error instanceof Error ? error.message : error);
    return null;
  });
  // On PostgreSQL an added asset's backfill goes through the shared queue, which any worker process may take.
  if (jobs && config.databaseUrl) (backfills as Backfills | null)?.dispatchThrough(() => jobs.trigger(BACKFILL_JOB));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (cluster.isWorker) console.log(`[api] worker ${cluster.worker?.id} (pid ${process.pid}) ready`);
  else {
    console.log(`[api] storage: ${storage(config)}; payments: ${paymentsSummary(config)}; mail: ${config.smtpUrl ? 'SMTP' : `outbox ${config.dataDir}/outbox.jsonl`}`);
    console.log(`[api] SentiScope API listening on http://${config.host}:${port}/v1`);
  }

  const stop = async (signal: string) => {
    if (!cluster.isWorker) console.log(`[api] ${signal}: closing`);
    await jobs?.stop().catch(() => undefined);
    await app.close();
    await db.close();
    process.exit(0);
  };
  // A worker stops when its primary says so (Ctrl-C reaches the whole process group; the primary handles it).
  if (cluster.isWorker) process.on('SIGINT', () => undefined);
  else process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * API_WORKERS > 1: this process migrates and seeds the database, then forks that many workers that share its
 * listening port (node:cluster hands each new connection to the next worker), so one origin is served by
 * several cores. Everything that must hold across workers already lives in the database (sessions, rate
 * limits, webhooks), as for instances behind a balancer. A worker that dies is replaced; TERM/INT stop all.
 */
async function primary(config: Config, workers: number) {
  const db = await prepare(config);
  await db.close();
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  const ready = new WeakSet<Worker>();
  const fork = () => cluster.fork();
  cluster.on('listening', (worker, address) => {
    if (ready.has(worker)) return;
    ready.add(worker);
    listening += 1;
    if (listening === workers) {
      console.log(`[api] storage: ${storage(config)}; ${workers} workers on one port`);
      console.log(`[api] SentiScope API listening on http://${config.host}:${address.port}/v1`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!ready.has(worker)) {
      // It never started serving (bad configuration, database down): replacing it would only loop.
      console.error(`[api] worker ${worker.id} failed to start (${signal ?? code}); stopping`);
      void shutdown(1);
      return;
    }
    console.error(`[api] worker ${worker.id} exited (${signal ?? code}); starting another`);
    fork();
  });
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (alive.length === 0) process.exit(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    // A worker stuck on a long request is not waited for forever.
    setTimeout(() => process.exit(code), 10_000).unref();
  };
  const onSignal = (signal: string) => {
    console.log(`[api] ${signal}: closing ${workers} workers`);
    void shutdown(0);
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));
  for (let i = 0; i < workers; i += 1) fork();
}

async function main() {
  const config = loadConfig();
  const workers = config.apiWorkers ?? 1;
  if (cluster.isPrimary && workers > 1) await primary(config, workers);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
