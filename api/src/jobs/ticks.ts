// The market-ticks job (docs/live-prices.md): every TICK_INTERVAL_SECONDS, once across the processes sharing the
// database, the latest price of every asset in one batched call per provider. The scheduled run and a super admin's
// run now (POST /v1/admin/jobs/ticks/run) are the same function, runTicks.
import type { Db } from '../platform/db';
import type { TickRun, Ticker } from '../prices/service/ticks';
import { announceTicks } from '../prices/service/live-feed';
import type { JobDefinition } from './types';

export const TICKS_JOB = 'market-ticks';
/** How long the tick runs are kept in the runs log (1,440 a day at the default interval); older ones are pruned. */
export const TICK_RUNS_KEPT_MS = 24 * 3_600_000;

/** `afterTicks` hears each run's ticks: the price alerts are evaluated on them (docs/alerts.md). */
export type TickContext = { db: Db; ticker: Ticker; log: (line: string) => void; afterTicks?: (ticks: TickRun['ticks']) => Promise<unknown> };

/** One run: the ticks fetched and stored, announced to every process's streams, the price alerts evaluated on them. */
export async function runTicks(ctx: TickContext): Promise<TickRun> {
  const run = await ctx.ticker.run();
  if (run.ticks.length > 0) await announceTicks(ctx.db);
  if (run.errors.length > 0) ctx.log(`[jobs] ticks: ${run.ticks.length} prices; failed: ${run.errors.join('; ')}`);
  // The ticks are stored whatever the alerts do; a failed evaluation is logged, and the next tick judges again.
  if (ctx.afterTicks && run.ticks.length > 0) await ctx.afterTicks(run.ticks).catch((error: unknown) => ctx.log(`[jobs] ticks: the price alerts were not evaluated (${String(error)})`));
  return run;
}

/**
 * The job, when a provider may run here (offline with no loopback source nothing could tick, so nothing is
 * scheduled). A run missed is not tried again: the next minute's run brings a newer price.
 */
export function tickJobs(ctx: TickContext, intervalSeconds: number): JobDefinition[] {
  if (!ctx.ticker.live) return [];
  const everyMs = Math.max(1, intervalSeconds) * 1000;
  return [
    {
      name: TICKS_JOB,
      everyMs,
      retryLimit: 0,
      retryDelayMs: everyMs,
      expireMs: Math.max(everyMs * 3, 60_000),
      keepRunsMs: TICK_RUNS_KEPT_MS,
      async run() {
        const run = await runTicks(ctx);
        // Every provider failed: the run fails, so the runs table says so; the price goes not live after three intervals.
        if (run.ticks.length === 0 && run.errors.length > 0) throw new Error(`ticks: every provider failed: ${run.errors[0]}`);
      },
    },
  ];
}
