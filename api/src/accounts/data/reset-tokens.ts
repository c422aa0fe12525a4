// Password reset links: one row per mailed link, spent once, and every outstanding one dies with a new password.
import type { Executor } from '../../platform/db';
import type { ResetTokensTable } from '../../platform/db/schema';

export async function insertResetToken(db: Executor, row: ResetTokensTable): Promise<void> {
  await db.insertInto('reset_tokens').values(row).execute();
}

/** A reset link with the account it was made for (undefined for a made-up one). */
export async function findResetToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('reset_tokens')
    .innerJoin('users', 'users.id', 'reset_tokens.user_id')
    .select(['reset_tokens.user_id', 'reset_tokens.used_at', 'reset_tokens.expires_at', 'users.email', 'users.name'])
    .where('reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends one unused link; false when it was spent already (a parallel reset got there first). */
export async function spendResetToken(db: Executor, tokenHash: string, now: number): Promise<boolean> {
  const used = await db.updateTable('reset_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Spends every unused link of the user. */
export async function spendResetTokens(db: Executor, userId: string, now: number): Promise<void> {
  await db.updateTable('reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function dropResetTokens(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
}
