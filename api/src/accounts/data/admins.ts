// Super admins: the first one the seed makes on an empty database, and those `admin:create` makes.
import type { Executor } from '../../platform/db';
import { newId } from '../../platform/ids';
import { insertUser } from './users';

export async function anySuperAdmin(db: Executor): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('is_super_admin', '=', 1).executeTakeFirst());
}

/** A verified super admin with this (normalised) address, on the free plan of the lowest priority when there is one. */
export async function insertAdmin(db: Executor, { email, name, passwordHash, now }: { email: string; name: string; passwordHash: string; now: number }): Promise<void> {
  const plans = await db.selectFrom('plans').select(['id', 'is_free', 'priority']).where('is_free', '=', 1).orderBy('priority').execute();
  await insertUser(db, {
    id: newId(),
    name,
    email,
    phone_number: null,
    password_hash: passwordHash,
    is_email_verified: 1,
    is_super_admin: 1,
    plan_id: plans[0]?.id ?? null,
    sub_is_active: plans[0] ? 1 : 0,
    sub_expiry: null,
    sub_tenure: null,
    sub_cancel_at_period_end: 0,
    stripe_subscription_id: null,
    stripe_customer_id: null,
    created_at: now,
  });
}
