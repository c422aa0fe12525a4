// The jobs runtime: one schedule shared by every process on the database. Each process looks at the clock every
// second; for each job whose time slot has begun, the first process to claim the slot (one row, unique per job
// and slot) enqueues that run, in the same transaction. So each scheduled run happens exactly once however many
// API and worker processes run, and a process that stops does not stop the schedule.
import { hostname } from 'node:os';
import type { Db } from '../platform/db';
import { claimSlot, finishRun, pruneRuns, startRun } from './data/runs';
import { localQueue } from './local-queue';
import { pgQueue } from './data/pg-queue';
import type { JobDefinition, JobQueue } from './types';

export type RuntimeOptions = {
  db: Db;
  /** PostgreSQL connection string: jobs go through the shared queue; null = this process runs them (SQLite). */
  databaseUrl: string | null;
  /** The queue's schema on PostgreSQL (JOBS_PG_SCHEMA), 'pgboss' by default. */
  queueSchema?: string;
  jobs: readonly JobDefinition[];
  now?: () => number;
  /** How often the schedule is looked at; 1 s by default. */
  tickMs?: number;
  pollSeconds?: number;
  log?: (line: string) => void;
  /**
   * Only adds runs to the queue (`trigger`), never takes one and never looks at the schedule: an API process with
   * API_JOBS=off on PostgreSQL, whose alert deliveries the worker processes send.
   */
  enqueueOnly?: boolean;
};

export type JobRuntime = {
  start(): Promise<void>;
  /** One run now, outside the schedule (a backfill after a model change). */
  trigger(name: string): Promise<void>;
  stop(): Promise<void>;
  worker: string;
};

export function createJobRuntime(options: RuntimeOptions): JobRuntime {
  const { db } = options;
  const now = options.now ?? Date.now;
  const worker = `${hostname()}:${process.pid}`;
  const log = options.log ?? (() => undefined);
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;
  const lastSlot = new Map<string, number>();

  async function runOnce(job: JobDefinition, slot: number | null, attempt: number) {
    const id = await startRun(db.k, { job: job.name, slot, attempt, worker, at: now() });
    try {
      const outcome = await job.run({ attempt, slot });
      await finishRun(db.k, id, now(), null, typeof outcome === 'string' ? outcome.slice(0, 500) : null);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      log(`[jobs] ${job.name} attempt ${attempt} failed: ${message}`);
      await finishRun(db.k, id, now(), message).catch(() => undefined);
      throw error;
    } finally {
      // A job that runs every minute keeps a bounded log: the runs older than its bound go (the one just ended stays).
      if (job.keepRunsMs !== undefined) {
        await pruneRuns(db.k, job.name, now() - job.keepRunsMs).catch((error: unknown) => log(`[jobs] ${job.name}: old runs not pruned (${String(error)})`));
      }
    }
  }

  const queue: JobQueue = options.databaseUrl
    ? pgQueue({ connectionString: options.databaseUrl, schema: options.queueSchema ?? 'pgboss', pollSeconds: options.pollSeconds }, runOnce)
    : localQueue(runOnce);

  async function tick() {
    if (ticking) return;
    ticking = true;
    try {
      for (const job of options.jobs) {
        if (job.everyMs === null) continue;
        const slot = Math.floor(now() / job.everyMs);
        if (lastSlot.get(job.name) === slot) continue;
        const claimed = await db.k.transaction().execute(async (trx) => {
          if (!(await claimSlot(trx, job.name, slot, worker, now()))) return false;
          if (db.kind === 'postgres') await queue.enqueue(job, slot, trx);
          return true;
        });
        lastSlot.set(job.name, slot);
        if (claimed && db.kind !== 'postgres') await queue.enqueue(job, slot);
      }
    } catch (error) {
      // The database was unreachable for a moment: the next tick tries again.
      log(`[jobs] schedule check failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      ticking = false;
    }
  }

  return {
    worker,
    async start() {
      await queue.start(options.jobs, options.enqueueOnly !== true);
      if (options.enqueueOnly) return;
      await tick();
      timer = setInterval(() => void tick(), options.tickMs ?? 1000);
    },
    async trigger(name) {
      const job = options.jobs.find((j) => j.name === name);
      if (job) await queue.enqueue(job, null);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await queue.stop();
    },
  };
}
