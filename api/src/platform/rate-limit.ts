import type { RateLimitRule } from '../config';
import type { Db } from './db';
import { clearBucket, countAttempt } from './db/rate-limit-counters';
import { tooManyRequests } from './http/envelope';

export type RateLimiter = {
  /** Counts one attempt in `bucket`; throws 429 once the rule's limit for the current window is passed. */
  hit(bucket: string, rule: RateLimitRule): Promise<void>;
  /** Counts one attempt in `bucket`; false once the rule's limit for the current window is passed. */
  allow(bucket: string, rule: RateLimitRule): Promise<boolean>;
  reset(bucket: string): Promise<void>;
};

/**
 * Fixed-window counters kept in the database, so every API instance behind a load balancer shares them.
 * One atomic upsert per attempt: it restarts the window when it is over, otherwise adds one.
 */
export function createRateLimiter(db: Db, now: () => number): RateLimiter {
  async function allow(bucket: string, rule: RateLimitRule): Promise<boolean> {
    const at = now();
    const windowOpenedBefore = at - rule.windowMs;
    const count = await countAttempt(db, bucket, at, windowOpenedBefore);
    return count <= rule.limit;
  }
  return {
    allow,
    async hit(bucket, rule) {
      if (!(await allow(bucket, rule))) throw tooManyRequests();
    },
    async reset(bucket) {
      await clearBucket(db, bucket);
    },
  };
}
