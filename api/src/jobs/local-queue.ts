import type { JobDefinition, JobQueue } from './types';

type Runner = (job: JobDefinition, slot: number | null, attempt: number) => Promise<void>;

/**
 * The embedded default: jobs run in this process, one run of a job at a time (a run due while one is going waits
 * for it), retried after retryDelayMs, 2 x retryDelayMs, ... up to retryLimit more tries.
 */
export function localQueue(runOnce: Runner): JobQueue {
  const busy = new Map<string, Promise<void>>();
  // Each wait before a retry, with what ends it early: stopping must not wait out a retry's delay.
  const timers = new Map<NodeJS.Timeout, () => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  async function runWithRetries(job: JobDefinition, slot: number | null) {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        await runOnce(job, slot, attempt);
        return;
      } catch {
        if (attempt > job.retryLimit) return;
        await wait(job.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  return {
    async start() {
      stopped = false;
    },
    async enqueue(job, slot) {
      if (stopped) return;
      const before = busy.get(job.name) ?? Promise.resolve();
      const next = before.then(() => runWithRetries(job, slot));
      busy.set(job.name, next);
      void next.finally(() => {
        if (busy.get(job.name) === next) busy.delete(job.name);
      });
    },
    async stop() {
      stopped = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
      await Promise.allSettled([...busy.values()]);
    },
  };
}
