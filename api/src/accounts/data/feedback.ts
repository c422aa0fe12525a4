import type { Executor } from '../../platform/db';

export async function insertFeedback(db: Executor, row: { id: string; user_id: string; rating: number; comment: string; created_at: number }): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}
