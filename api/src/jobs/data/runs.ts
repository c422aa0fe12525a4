import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';

type JobTables = {
  job_slots: { job: string; slot: number; claimed_by: string; claimed_at: number };
  job_runs: {
    id: string;
    job: string;
    slot: number | null;
    attempt: number;
    worker: string;
    started_at: number;
    finished_at: number | null;
    status: string;
    error: string | null;
    outcome: string | null;
  };
};

const jobsDb = (db: Executor) => db as unknown as Kysely<JobTables>;

/** Claims one scheduled slot of a job; true for exactly one of the processes that try. */
export async function claimSlot(db: Executor, job: string, slot: number, worker: string, at: number): Promise<boolean> {
  const result = await jobsDb(db)
    .insertInto('job_slots')
    .values({ job, slot, claimed_by: worker, claimed_at: at })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function startRun(db: Executor, run: { job: string; slot: number | null; attempt: number; worker: string; at: number }): Promise<string> {
  const id = newId();
  await jobsDb(db)
    .insertInto('job_runs')
    .values({ id, job: run.job, slot: run.slot, attempt: run.attempt, worker: run.worker, started_at: run.at, finished_at: null, status: 'running', error: null, outcome: null })
    .execute();
  return id;
}

/** Ends a run: failed with `error`, else succeeded, with what the job said it did (`outcome`) when it said so. */
export async function finishRun(db: Executor, id: string, at: number, error: string | null, outcome: string | null = null): Promise<void> {
  await jobsDb(db)
    .updateTable('job_runs')
    .set({ finished_at: at, status: error === null ? 'succeeded' : 'failed', error, outcome })
    .where('id', '=', id)
    .execute();
}

/** Deletes a job's runs started before `before` and the slots claimed before then (no process claims them again). */
export async function pruneRuns(db: Executor, job: string, before: number): Promise<number> {
  const result = await jobsDb(db).deleteFrom('job_runs').where('job', '=', job).where('started_at', '<', before).executeTakeFirst();
  await jobsDb(db).deleteFrom('job_slots').where('job', '=', job).where('claimed_at', '<', before).execute();
  return Number(result.numDeletedRows);
}

export type RunRow = JobTables['job_runs'];

export async function readRuns(db: Executor, job: string): Promise<RunRow[]> {
  return jobsDb(db).selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('started_at').execute();
}
