import type { Db, Executor } from '../../platform/db';
import type { UnlockTokensTable } from '../../platform/db/security-schema';

/** Stores a mailed unlock link (its hash). */
export async function insertUnlockToken(db: Executor, row: UnlockTokensTable): Promise<void> {
  await db.insertInto('unlock_tokens').values(row).execute();
}

/** The account a mailed unlock link was made for, while the link lives (null for a spent, expired or made-up one). */
export async function findUnlockLink(db: Executor, tokenHash: string, now: number): Promise<{ userId: string; email: string } | null> {
  const row = await db
    .selectFrom('unlock_tokens')
    .innerJoin('users', 'users.id', 'unlock_tokens.user_id')
    .select(['unlock_tokens.user_id', 'unlock_tokens.expires_at', 'users.email'])
    .where('unlock_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && Number(row.expires_at) > now ? { userId: row.user_id, email: row.email } : null;
}

/**
 * Spends the link and stores the pass it gives, in one transaction: false when a parallel call spent the link
 * first. Every other link of the account goes with it, and so do the account's expired passes.
 */
export async function exchangeUnlockLink(
  db: Db,
  link: { tokenHash: string; userId: string },
  pass: { passHash: string; expiresAt: number; now: number },
): Promise<boolean> {
  return db.k.transaction().execute(async (trx) => {
    const spent = await trx.deleteFrom('unlock_tokens').where('token_hash', '=', link.tokenHash).executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('unlock_tokens').where('user_id', '=', link.userId).execute();
    await trx.deleteFrom('unlock_passes').where('user_id', '=', link.userId).where('expires_at', '<=', pass.now).execute();
    await trx
      .insertInto('unlock_passes')
      .values({ pass_hash: pass.passHash, user_id: link.userId, expires_at: pass.expiresAt, created_at: pass.now })
      .execute();
    return true;
  });
}

/** Whether a live pass with this hash belongs to the account of this address. */
export async function passIsLive(db: Executor, passHash: string, account: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('unlock_passes')
    .innerJoin('users', 'users.id', 'unlock_passes.user_id')
    .select('unlock_passes.expires_at')
    .where('unlock_passes.pass_hash', '=', passHash)
    .where('users.email', '=', account)
    .executeTakeFirst();
  return row !== undefined && Number(row.expires_at) > now;
}
