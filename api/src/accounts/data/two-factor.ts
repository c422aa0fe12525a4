// Two-factor sign-in: the sealed authenticator secret of each account, and its one-time recovery codes.
import type { Executor } from '../../platform/db';
import type { TwoFactorTable } from '../../platform/db/security-schema';

export async function findTwoFactor(db: Executor, userId: string): Promise<TwoFactorTable | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function twoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
  return !!row && row.enabled_at !== null;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const rows = await db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return rows.length;
}

/** Stores a new secret waiting for its first code, in place of any the account had. */
export async function saveEnrolment(db: Executor, userId: string, sealedSecret: string, now: number): Promise<void> {
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, sealed_secret: sealedSecret, enabled_at: null, last_step: 0, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sealed_secret: sealedSecret, enabled_at: null, last_step: 0, created_at: now }))
    .execute();
}

/** Stores an enabled secret for an account that has none (an account with one keeps it). */
export async function insertEnabledTwoFactor(db: Executor, userId: string, sealedSecret: string, now: number): Promise<void> {
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, sealed_secret: sealedSecret, enabled_at: now, last_step: 0, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Moves the last used time step up to `step`; false when that step or a later one was used already. */
export async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await db.updateTable('two_factor').set({ last_step: step }).where('user_id', '=', userId).where('last_step', '<', step).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function markTwoFactorEnabled(db: Executor, userId: string, now: number): Promise<void> {
  await db.updateTable('two_factor').set({ enabled_at: now }).where('user_id', '=', userId).execute();
}

/** The account's recovery codes become these (hashed); the old ones go. */
export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await dropRecoveryCodes(db, userId);
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((codeHash) => ({ code_hash: codeHash, user_id: userId, used_at: null })))
    .execute();
}

/** Spends an unused recovery code of the user; false when there is none with this hash. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: number): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function dropTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function dropRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
