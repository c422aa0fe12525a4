// What deleting an account removes: every row the user owns, and their subscriptions end.
import type { Executor } from '../../platform/db';

/** The tables whose rows belong to one user and go with the account. */
const OWNED_TABLES = [
  'sessions',
  'device_requests',
  'otps',
  'reset_tokens',
  'pending_signups',
  'feedback',
  'security_events',
  'two_factor',
  'recovery_codes',
  'email_changes',
  'unlock_tokens',
  'unlock_passes',
  'api_key_usage',
  'api_keys',
] as const;

/** The subscription a deleted account may still have running at a payment provider. */
export async function findSubscriptionToCancel(db: Executor, subscriptionId: string) {
  return db.selectFrom('subscriptions').select(['id', 'provider', 'status']).where('id', '=', subscriptionId).executeTakeFirst();
}

export async function deleteOwnedRows(db: Executor, userId: string): Promise<void> {
  for (const table of OWNED_TABLES) await db.deleteFrom(table).where('user_id', '=', userId).execute();
}

/** Every subscription of the user ends, now and at the provider's period end. */
export async function cancelSubscriptionsOf(db: Executor, userId: string): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'canceled', cancel_at_period_end: 1 }).where('user_id', '=', userId).execute();
}
