// The subscription state each user row carries (plan, activity, expiry, tenure, renewal, the provider's ids).
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';

/** The user columns that mirror the user's current subscription. */
export type SubscriberColumns = Pick<
  UsersTable,
  'plan_id' | 'sub_is_active' | 'sub_expiry' | 'sub_tenure' | 'sub_cancel_at_period_end' | 'stripe_subscription_id'
>;

export async function subscriberExists(db: Executor, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The provider's id of the subscription the user row follows now (null when none); throws for an unknown user. */
export async function currentSubscriptionId(db: Executor, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select(['id', 'stripe_subscription_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  return user.stripe_subscription_id;
}

export async function setSubscriberColumns(db: Executor, userId: string, columns: SubscriberColumns): Promise<void> {
  await db.updateTable('users').set(columns).where('id', '=', userId).execute();
}

export async function setCustomerId(db: Executor, userId: string, customerId: string): Promise<void> {
  await db.updateTable('users').set({ stripe_customer_id: customerId }).where('id', '=', userId).execute();
}
