import type { Executor } from '../../platform/db';

/** Every user's sign-up time, verification and subscription columns. */
export async function usersForStats(db: Executor) {
  return db
    .selectFrom('users')
    .select(['created_at', 'is_email_verified', 'plan_id', 'sub_is_active', 'sub_expiry', 'sub_tenure', 'sub_cancel_at_period_end'])
    .execute();
}

export async function paidCheckoutsSince(db: Executor, since: number) {
  return db.selectFrom('checkout_sessions').select('created_at').where('status', '=', 'complete').where('created_at', '>=', since).execute();
}
