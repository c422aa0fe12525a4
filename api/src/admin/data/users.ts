import { sql } from 'kysely';
import type { Db, Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';

// Only these columns ever leave the database on an admin users call: no password hash, token or code.
const USER_COLUMNS = ['id', 'email', 'name', 'is_email_verified', 'is_super_admin', 'plan_id', 'sub_is_active', 'sub_expiry', 'sub_cancel_at_period_end', 'created_at'] as const;
export type UserColumns = Pick<UsersTable, (typeof USER_COLUMNS)[number]>;

/** One page of users, newest first, whose e-mail or name contains `term` (any case); with the total that match. */
export async function searchUsers(db: Executor, term: string, page: number, pageSize: number) {
  let query = db.selectFrom('users');
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([sql<boolean>`lower(email) like ${pattern} escape '\\'`, sql<boolean>`lower(name) like ${pattern} escape '\\'`]));
  }
  const [{ total }, users] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([...USER_COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(total), users };
}

export async function findUserColumns(db: Executor, id: string): Promise<UserColumns | undefined> {
  return db.selectFrom('users').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirst();
}

/** The newest sign-in of each user's open sessions. */
export async function lastLogins(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.max('last_login').as('last')])
    .where('user_id', 'in', ids)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.last)]));
}

/** The user's 50 newest checkouts, with the plan's title (null once the plan is deleted). */
export async function userCheckouts(db: Executor, userId: string) {
  return db
    .selectFrom('checkout_sessions')
    .leftJoin('plans', 'plans.id', 'checkout_sessions.plan_id')
    .select(['checkout_sessions.id', 'checkout_sessions.tenure', 'checkout_sessions.amount', 'checkout_sessions.status', 'checkout_sessions.created_at', 'plans.title'])
    .where('checkout_sessions.user_id', '=', userId)
    .orderBy('checkout_sessions.created_at', 'desc')
    .limit(50)
    .execute();
}

/** Ends every session and waiting device of the user in one transaction; `audit` runs inside it with the count. */
export async function revokeAllSessions(db: Db['k'], userId: string, audit: (trx: Executor, sessions: number) => Promise<void>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const sessions = await trx.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('device_requests').where('user_id', '=', userId).execute();
    await audit(trx, sessions.length);
    return sessions.length;
  });
}
