import { sql } from 'kysely';
import type { Db } from './index';

/**
 * Counts one attempt in `bucket` with one atomic upsert: the window restarts when it opened at or before
 * `windowOpenedBefore`, otherwise the count goes up by one. Answers the count now.
 */
export async function countAttempt(db: Db, bucket: string, at: number, windowOpenedBefore: number): Promise<number> {
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
  return Number(row.count);
}

export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.k.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
}
