import type { Executor } from '../../platform/db';

export async function insertFeedback(db: Executor, row: { id: string; user_id: string; rating: number; comment: string; created_at: number }): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

/** Whether the user left feedback after `since`. */
export async function feedbackSince(db: Executor, userId: string, since: number): Promise<boolean> {
  const recent = await db.selectFrom('feedback').select('id').where('user_id', '=', userId).where('created_at', '>', since).executeTakeFirst();
  return recent !== undefined;
}
