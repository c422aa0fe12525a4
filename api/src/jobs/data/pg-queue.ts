import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from '../types';

type Runner = (job: JobDefinition, slot: number | null, attempt: number) => Promise<void>;

export type PgQueueOptions = {
  connectionString: string;
  /** The queue's own schema (JOBS_PG_SCHEMA, 'pgboss'). */
  schema: string;
  /** How often an idle process asks for work, in seconds (at least 0.5). */
  pollSeconds?: number;
};

/**
 * Jobs through pg-boss on the same PostgreSQL: a run is a row that exactly one process takes (SKIP LOCKED);
 * a failed run is retried with exponential backoff; a run whose process died expires and is retried.
 */
/** The session lock under which processes prepare the queue one at a time (pg-boss deadlocks on concurrent creation). */
const QUEUE_SETUP_LOCK = 804150328;

async function oneAtATime<T>(connectionString: string, prepare: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    return await prepare();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export function pgQueue(options: PgQueueOptions, runOnce: Runner): JobQueue {
  const boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema, max: 3, schedule: false, supervise: true });
  boss.on('error', () => undefined);
  let started = false;

  return {
    async start(jobs, consume) {
      await oneAtATime(options.connectionString, async () => {
        await boss.start();
        started = true;
        for (const job of jobs) {
          await boss.createQueue(job.name, {
            name: job.name,
            retryLimit: job.retryLimit,
            retryDelay: Math.max(1, Math.round(job.retryDelayMs / 1000)),
            retryBackoff: true,
            expireInSeconds: Math.max(1, Math.round(job.expireMs / 1000)),
          });
        }
      });
      if (!consume) return;
      for (const job of jobs) {
        await boss.work<{ slot: number | null }>(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 1, includeMetadata: true }, async ([run]) => {
          await runOnce(job, run.data?.slot ?? null, run.retryCount + 1);
        });
      }
    },
    async enqueue(job, slot, within) {
      if (!started) return;
      // Inside the caller's transaction, the job row commits with the slot claim or not at all.
      const trx = within as Transaction<unknown> | Kysely<unknown> | undefined;
      const db = trx ? { executeSql: async (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])) } : undefined;
      await boss.send(job.name, { slot }, db ? { db } : {});
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = false;
    },
  };
}
