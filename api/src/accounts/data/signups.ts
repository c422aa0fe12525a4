import { sql } from 'kysely';
import type { Executor } from '../../platform/db';

/** Counts one try at a sign-up's code, atomically and only below `max` tries; false once they are used up. */
export async function countCodeAttempt(db: Executor, signupId: string, codeHash: string, max: number): Promise<boolean> {
  const counted = await db
    .updateTable('pending_signups')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', signupId)
    .where('code_hash', '=', codeHash)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}
