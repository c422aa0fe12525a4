export type JobContext = {
  /** 1 on the first try, then 2, 3... */
  attempt: number;
  /** The schedule's time slot this run belongs to (epoch ms / everyMs); null when run on demand. */
  slot: number | null;
};

export type JobDefinition = {
  name: string;
  /** Runs once every this many ms, across every process sharing the database; null = only when triggered. */
  everyMs: number | null;
  /** Further tries after a failure, waiting retryDelayMs, then twice that, and so on. */
  retryLimit: number;
  retryDelayMs: number;
  /** A run still going after this long is taken as dead (its process was killed) and tried again. */
  expireMs: number;
  /** Runs recorded longer ago than this are deleted after each run (with the slots claimed then); kept for ever when unset. */
  keepRunsMs?: number;
  /** A string it answers is kept with the run as its outcome (job_runs.outcome). */
  run(ctx: JobContext): Promise<unknown>;
};

/** Runs jobs: in this process (SQLite) or through the PostgreSQL queue shared by every process. */
export type JobQueue = {
  /** Prepares the queues; with `consume` false this process only adds runs and never takes one. */
  start(jobs: readonly JobDefinition[], consume: boolean): Promise<void>;
  /** Adds one run; with `within`, inside that transaction (the slot claim and the job commit together). */
  enqueue(job: JobDefinition, slot: number | null, within?: unknown): Promise<void>;
  stop(): Promise<void>;
};
