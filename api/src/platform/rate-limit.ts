import { sql } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Db } from './db';
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
    const row = await db.k
      .insertInto('rate_limits')
      .values({ bucket, window_start: at, count: 1 })
      .onConflict((oc) =>
        oc.column('bucket').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start <= ${windowOpenedBefore} then 1 else rate_limits.count + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${windowOpenedBefore} then ${at} else rate_limits.window_start end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count) <= rule.limit;
  }
  return {
    allow,
    async hit(bucket, rule) {
      if (!(await allow(bucket, rule))) throw tooManyRequests();
    },
    async reset(bucket) {
      await db.k.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },
  };
}
