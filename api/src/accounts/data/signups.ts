// Waiting sign-ups: each holds its own name, phone and password until the code mailed to the address is entered.
import { sql } from 'kysely';
import type { Executor } from '../../platform/db';
import type { PendingSignupsTable } from '../../platform/db/security-schema';

export async function insertPendingSignup(db: Executor, row: PendingSignupsTable): Promise<void> {
  await db.insertInto('pending_signups').values(row).execute();
}

/** Keeps the user's `keep` newest waiting sign-ups and drops the older ones. */
export async function keepNewestSignups(db: Executor, userId: string, keep: number): Promise<void> {
  const newest = await db
    .selectFrom('pending_signups')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(keep)
    .execute();
  await db
    .deleteFrom('pending_signups')
    .where('user_id', '=', userId)
    .where('id', 'not in', newest.map((row) => row.id))
    .execute();
}

/** One waiting sign-up of the account at this (normalised) address, with the account's address and state. */
export async function findPendingSignup(db: Executor, signupId: string, email: string) {
  return db
    .selectFrom('pending_signups')
    .innerJoin('users', 'users.id', 'pending_signups.user_id')
    .selectAll('pending_signups')
    .select(['users.email', 'users.is_email_verified'])
    .where('pending_signups.id', '=', signupId)
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/**
 * Stores a new code for the sign-up, unless a code went out within `resendIntervalMs` (a parallel request won);
 * true when this call may mail it.
 */
export async function claimCodeSend(
  db: Executor,
  signupId: string,
  code: { hash: string; expiresAt: number },
  now: number,
  resendIntervalMs: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('pending_signups')
    .set({ code_hash: code.hash, code_expires_at: code.expiresAt, attempts: 0, sent_at: now })
    .where('id', '=', signupId)
    .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<=', now - resendIntervalMs)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Forgets the send made at `sentAt` (its mail failed), so the next request may send again at once. */
export async function releaseCodeSend(db: Executor, signupId: string, sentAt: number): Promise<void> {
  await db.updateTable('pending_signups').set({ sent_at: null }).where('id', '=', signupId).where('sent_at', '=', sentAt).execute();
}

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

/** The password hashes of the user's waiting sign-ups, newest first. */
export async function signupPasswords(db: Executor, userId: string): Promise<Array<{ id: string; password_hash: string }>> {
  return db.selectFrom('pending_signups').select(['id', 'password_hash']).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

export async function dropPendingSignups(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('pending_signups').where('user_id', '=', userId).execute();
}
