import type { Executor } from '../../platform/db';
import type { DeviceRequestsTable, UsersTable } from '../../platform/db/schema';

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

/** A device waiting on a conflict, while its 3 minutes last. */
export async function findDeviceRequest(db: Executor, id: string, userId: string, now: number): Promise<DeviceRequestsTable | null> {
  const pending = await db.selectFrom('device_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return pending && Number(pending.expires_at) > now ? pending : null;
}

export async function findAccountId(db: Executor, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user?.id ?? null;
}
