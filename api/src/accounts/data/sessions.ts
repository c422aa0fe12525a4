// A device's sessions: opened at sign-in, ended at logout, on a credential change or when they expire.
import type { Executor } from '../../platform/db';
import type { SessionsTable, UsersTable } from '../../platform/db/schema';

/**
 * The user of an open device session and whether its sign-in used the second factor (null when the session is
 * closed, expired or not theirs).
 */
export async function findSessionUser(
  db: Executor,
  sessionId: string,
  userId: string,
  now: number,
): Promise<{ user: UsersTable; secondFactor: boolean } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at as session_expires_at', 'sessions.second_factor as session_second_factor'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || Number(row.session_expires_at) <= now) return null;
  const { session_expires_at: _expiresAt, session_second_factor: secondFactor, ...user } = row;
  return { user, secondFactor: Number(secondFactor) === 1 };
}

export async function findAccountId(db: Executor, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user?.id ?? null;
}

export async function insertSession(db: Executor, row: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** Marks one session of the user as signed in with the second factor. */
export async function markSecondFactor(db: Executor, sessionId: string, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: 1 }).where('id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** Ends every session of the user but `keepId`. */
export async function endOtherSessions(db: Executor, userId: string, keepId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

export async function endAllSessions(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function endSessions(db: Executor, sessionIds: string[]): Promise<void> {
  await db.deleteFrom('sessions').where('id', 'in', sessionIds).execute();
}

export async function dropExpiredSessions(db: Executor, userId: string, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}
