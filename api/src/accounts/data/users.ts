import type { Tenure, Device, User } from '@sentiscope/shared/contract';
import type { Executor } from '../../platform/db';
import type { SessionsTable, UsersTable } from '../../platform/db/schema';

export const deviceFromRow = (row: SessionsTable): Device => ({
  _id: row.id,
  name: row.name,
  userAgent: row.user_agent,
  lastLogin: new Date(Number(row.last_login)).toISOString(),
  ip: row.ip,
});

export async function liveSessions(db: Executor, userId: string, now: number): Promise<SessionsTable[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_login')
    .orderBy('id')
    .execute();
}

/** The subscription columns of a user on the free plan: a new account, or one whose paid plan ended. */
export const freePlanColumns = (free: { _id: string } | null | undefined) => ({
  plan_id: free?._id ?? null,
  sub_is_active: free ? 1 : 0,
  sub_expiry: null,
  sub_tenure: null,
  sub_cancel_at_period_end: 0,
  stripe_subscription_id: null,
});

/** A paid subscription counts as active until its expiry; a plan with no expiry stays active. */
export function isSubscriptionActive(row: Pick<UsersTable, 'sub_is_active' | 'sub_expiry'>, now: number): boolean {
  return row.sub_is_active === 1 && (row.sub_expiry === null || Number(row.sub_expiry) > now);
}

export async function loadUser(db: Executor, userId: string, now: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const plan = row.plan_id
    ? await db.selectFrom('plans').select('title').where('id', '=', row.plan_id).executeTakeFirst()
    : undefined;
  const sessions = await liveSessions(db, userId, now);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    isEmailVerified: row.is_email_verified === 1,
    isSuperAdmin: row.is_super_admin === 1,
    subscription: {
      plan: row.plan_id ?? '',
      planTitle: plan?.title ?? '',
      isActive: isSubscriptionActive(row, now),
      expiry: row.sub_expiry === null ? null : new Date(Number(row.sub_expiry)).toISOString(),
      tenure: (row.sub_tenure as Tenure | null) ?? null,
      cancelAtPeriodEnd: row.sub_cancel_at_period_end === 1,
    },
    stripe: { subscriptionId: row.stripe_subscription_id },
    loginDevices: sessions.map(deviceFromRow),
  };
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Executor, email: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserRow(db: Executor, userId: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function insertUser(db: Executor, row: UsersTable): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Changes some of a user's columns (password, address, verification, plan state...). */
export async function updateUser(db: Executor, userId: string, changes: Partial<Omit<UsersTable, 'id'>>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Verifies an account still unverified, with the name, phone and password of the sign-up that proved the address. */
export async function verifyAccount(db: Executor, userId: string, columns: Pick<UsersTable, 'name' | 'phone_number' | 'password_hash'>): Promise<void> {
  await db.updateTable('users').set({ ...columns, is_email_verified: 1 }).where('id', '=', userId).where('is_email_verified', '=', 0).execute();
}
