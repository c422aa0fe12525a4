import { sql } from 'kysely';
import type { Db, Executor } from './index';

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

/**
 * Deletes the buckets named after any of `keys` (a member's id or e-mail address): a bucket is `<kind>:<key>` or
 * `<kind>:<key>:<more>`, so an erased member leaves no counter that names them. `like` only narrows the rows read
 * (an address may hold `_` or `%`); each name is then matched exactly.
 */
export async function deleteBucketsNaming(db: Executor, keys: readonly string[]): Promise<number> {
  const names = (bucket: string) => keys.some((key) => bucket.endsWith(`:${key}`) || bucket.includes(`:${key}:`));
  const rows = await db
    .selectFrom('rate_limits')
    .select('bucket')
    .where((eb) => eb.or(keys.flatMap((key) => [eb('bucket', 'like', `%:${key}`), eb('bucket', 'like', `%:${key}:%`)])))
    .execute();
  const buckets = rows.map((row) => row.bucket).filter(names);
  for (let i = 0; i < buckets.length; i += 500) await db.deleteFrom('rate_limits').where('bucket', 'in', buckets.slice(i, i + 500)).execute();
  return buckets.length;
}
