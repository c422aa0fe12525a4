// The rows a user's data export holds beyond their profile and security log.
import type { Executor } from '../../platform/db';

export async function subscriptionsToExport(db: Executor, userId: string) {
  return db.selectFrom('subscriptions').select(['id', 'plan_id', 'tenure', 'status', 'current_period_end', 'cancel_at_period_end']).where('user_id', '=', userId).execute();
}

export async function checkoutsToExport(db: Executor, userId: string) {
  return db.selectFrom('checkout_sessions').select(['id', 'plan_id', 'tenure', 'amount', 'status', 'created_at']).where('user_id', '=', userId).execute();
}

export async function feedbackToExport(db: Executor, userId: string) {
  return db.selectFrom('feedback').select(['id', 'rating', 'comment', 'created_at']).where('user_id', '=', userId).execute();
}
