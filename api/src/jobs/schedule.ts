import type { IngestRun } from '@sentiscope/shared/contract';
import type { Db } from '../platform/db';
import type { Ingestion } from './ingestion/ingestion';
import { createJobRuntime, type JobRuntime } from './runtime';
import type { JobDefinition } from './types';
import type { Config } from '../config';
import { ALERT_DELIVERY_JOB } from '../alerts/service/engine';
import { alertJobs, alertsForJobs, telegramJobs } from './alert-jobs';
import { createTicker, type TickRun } from '../prices/service/ticks';
import { loadMarketConfig } from '../prices/service/config';
import { tickJobs } from './ticks';
import { directoryJobs } from './directory';
import { backfillJob, createBackfills } from './backfill';

export const INGEST_JOB = 'market-ingest';
export const RESCORE_JOB = 'headline-rescore';
export const HOURLY_JOB = 'market-hourly';

/** Logs a run's counts; each source is retried inside the run, so the run itself fails only when every source did. */
function reportRun(result: IngestRun, what: string, log: (line: string) => void): void {
  const failed = result.sources.filter((s) => s.errors > 0);
  const stored = result.sources.reduce((a, s) => a + s.stored, 0);
  log(`[jobs] ${what}: ${stored} items stored from ${result.sources.length} sources${failed.length ? `; errors: ${failed.map((s) => `${s.source} (${s.error})`).join(', ')}` : ''}`);
  if (failed.length > 0 && failed.length === result.sources.length) throw new Error(`${what}: every source failed: ${failed[0].error}`);
}

/**
 * The scheduled jobs: ingestion every INGEST_INTERVAL_MINUTES, the hourly candles at the start of every hour (the
 * hour before has closed), and the backfill after a headline model change. The latest prices every
 * TICK_INTERVAL_SECONDS are ./ticks.ts.
 */
export function marketJobs(ingestion: Ingestion, intervalMinutes: number, log: (line: string) => void): JobDefinition[] {
  return [
    {
      name: INGEST_JOB,
      everyMs: intervalMinutes * 60_000,
      retryLimit: 3,
      retryDelayMs: 30_000,
      expireMs: 15 * 60_000,
      async run() {
        reportRun(await ingestion.run(), 'ingestion', log);
      },
    },
    {
      name: HOURLY_JOB,
      everyMs: 60 * 60_000,
      retryLimit: 2,
      retryDelayMs: 60_000,
      expireMs: 15 * 60_000,
      async run() {
        reportRun(await ingestion.runHourly(), 'hourly candles', log);
      },
    },
    {
      name: RESCORE_JOB,
      everyMs: 60 * 60_000,
      retryLimit: 3,
      retryDelayMs: 60_000,
      expireMs: 30 * 60_000,
      async run() {
        const count = await ingestion.rescore();
        if (count > 0) log(`[jobs] scored ${count} stored headlines again with model ${ingestion.modelVersion}`);
      },
    },
  ];
}

export type MarketJobsOptions = {
  config: Config;
  db: Db;
  databaseUrl: string | null;
  ingestion: Ingestion;
  intervalMinutes: number;
  log: (line: string) => void;
  tickMs?: number;
  pollSeconds?: number;
  /** Only add runs to the shared queue (an API process with API_JOBS=off on PostgreSQL). */
  enqueueOnly?: boolean;
};

/** The runtime every API process starts (unless API_JOBS=off) and every `npm run worker` process runs. */
export function startMarketJobs(options: MarketJobsOptions): Promise<JobRuntime> {
  // Alerts are evaluated after each run here too, and their deliveries and digests are jobs of the same runtime.
  const alerts = alertsForJobs(options.config, options.db, options.ingestion, options.log);
  const market = options.config.market ?? loadMarketConfig({});
  const ticks = { db: options.db, ticker: createTicker(market, options.db, Date.now, options.ingestion.http), log: options.log, afterTicks: (run: TickRun['ticks']) => alerts.afterTicks(run) };
  const backfills = createBackfills(market, options.db, Date.now, options.ingestion, options.log);
  const runtime = createJobRuntime({
    db: options.db,
    databaseUrl: options.databaseUrl,
    queueSchema: process.env.JOBS_PG_SCHEMA || 'pgboss',
    jobs: [
      ...marketJobs(options.ingestion, options.intervalMinutes, options.log),
      ...tickJobs(ticks, market.tickIntervalSeconds ?? 60),
      ...directoryJobs({ db: options.db, config: market, http: options.ingestion.http, now: Date.now, log: options.log }),
      ...alertJobs(alerts, options.log, options.config.deliverySweepMs),
      ...telegramJobs(options.config, options.db, options.log),
      backfillJob(backfills, options.log),
    ],
    log: options.log,
    tickMs: options.tickMs,
    pollSeconds: options.pollSeconds,
    enqueueOnly: options.enqueueOnly,
  });
  alerts.dispatchThrough(() => runtime.trigger(ALERT_DELIVERY_JOB));
  return runtime.start().then(() => runtime);
}
