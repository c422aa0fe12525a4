// The embedded job queue (SQLite, one process): a failed run waits before its retry, and stopping the queue (the
// API's SIGTERM or Ctrl-C) ends that wait at once instead of hanging until the retry is due.
import { localQueue } from '../src/jobs/local-queue';
import type { JobDefinition } from '../src/jobs/types';

describe('local job queue', () => {
  it('stops at once while a failed run waits for its retry, and runs no retry afterwards', async () => {
    const attempts: number[] = [];
    const queue = localQueue(async (_job, _slot, attempt) => {
      attempts.push(attempt);
      throw new Error('every source failed');
    });
    const job: JobDefinition = { name: 'failing', everyMs: null, retryLimit: 3, retryDelayMs: 60_000, expireMs: 60_000, run: async () => undefined };
    await queue.start([job], true);
    await queue.enqueue(job, null);
    // The first try has failed and the queue now waits a minute for the second.
    while (attempts.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    await queue.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attempts).toEqual([1]);
  });

  it('retries a failed run after its delay while it is not stopped', async () => {
    const attempts: number[] = [];
    const queue = localQueue(async (_job, _slot, attempt) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error('source down');
    });
    const job: JobDefinition = { name: 'flaky', everyMs: null, retryLimit: 3, retryDelayMs: 10, expireMs: 60_000, run: async () => undefined };
    await queue.start([job], true);
    await queue.enqueue(job, null);
    while (attempts.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await queue.stop();
    expect(attempts).toEqual([1, 2, 3]);
  });
});
