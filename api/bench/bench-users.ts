import type { Db } from '../src/platform/db';
import { newId } from '../src/platform/ids';

/** Verified accounts for the benches, all with one password hash (of the real cost), inserted in batches. */
export async function insertBenchUsers(db: Db, emails: readonly string[], passwordHash: string, name = 'Bench'): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < emails.length; i += 500) {
    await db.k
      .insertInto('users')
      .values(
        emails.slice(i, i + 500).map((email) => ({
          id: newId(), name, email, phone_number: null, password_hash: passwordHash, is_email_verified: 1, is_super_admin: 0,
          plan_id: null, sub_is_active: 0, sub_expiry: null, sub_tenure: null, sub_cancel_at_period_end: 0,
          stripe_subscription_id: null, stripe_customer_id: null, created_at: now,
        })),
      )
      .execute();
  }
}
