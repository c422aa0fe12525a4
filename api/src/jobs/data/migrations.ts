import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The schedule's claimed slots and the log of runs (versions 200+ belong to the jobs runtime, 560-569 to its outcomes). */
export const JOB_MIGRATIONS = [
  {
    version: 200,
    name: 'job schedule slots and run log',
    async up(db: AnyDb) {
      // One row per job and time slot: the first process to insert it enqueues that run, every other one skips it.
      await db.schema
        .createTable('job_slots')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('claimed_by', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_slots_pk', ['job', 'slot'])
        .execute();
      await db.schema
        .createTable('job_runs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint')
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('worker', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('job_runs_job_started').on('job_runs').columns(['job', 'started_at']).execute();
    },
  },
  {
    version: 560,
    name: 'what a job run did',
    async up(db: AnyDb) {
      // A run's own account of what it did (a directory refresh that had no source to read says so here).
      await db.schema.alterTable('job_runs').addColumn('outcome', 'text').execute();
    },
  },
];
