// When a member deletes their account: their alerts stop firing, nothing more is mailed or posted to their webhook
// or pushed to their browsers, their unsubscribe links stop working, and their watchlist, visits, settings and push
// subscriptions go (the account's own erasure calls this inside its transaction).
import type { Executor } from '../../platform/db';
import { deleteMemberAlertRows } from '../data/erasure';
import { deleteMemberSubscriptions } from '../data/push-subscriptions';

export async function forgetMemberAlerts(db: Executor, userId: string): Promise<void> {
  await deleteMemberAlertRows(db, userId);
  await deleteMemberSubscriptions(db, userId);
}
