import type { Db, Executor } from '../../platform/db';
import type { SubscriptionsTable } from '../../platform/db/schema';

/** Moves every user whose paid period has ended (at `now`) to the free plan; answers how many moved. */
export async function expireSubscriptions(db: Db, freePlanId: string | null, now: number): Promise<number> {
  const result = await db.k
    .updateTable('users')
    .set({ plan_id: freePlanId, sub_is_active: 1, sub_expiry: null, sub_tenure: null, sub_cancel_at_period_end: 0 })
    .where('sub_expiry', 'is not', null)
    .where('sub_expiry', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which payment provider runs a subscription (null when it is not stored). */
export async function providerOf(db: Executor, subscriptionId: string): Promise<string | null> {
  const row = await db.selectFrom('subscriptions').select('provider').where('id', '=', subscriptionId).executeTakeFirst();
  return row?.provider ?? null;
}

/** Marks the subscription, and its user, as ending at the close of the period (or renewing again). */
export async function setCancelAtPeriodEnd(db: Db['k'], subscriptionId: string, userId: string, cancel: boolean): Promise<void> {
  const flag = cancel ? 1 : 0;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('subscriptions').set({ cancel_at_period_end: flag }).where('id', '=', subscriptionId).execute();
    await trx.updateTable('users').set({ sub_cancel_at_period_end: flag }).where('id', '=', userId).execute();
  });
}

/** The user's completed checkouts, newest first, with the title of the plan bought (null once it is deleted). */
export async function completedCheckouts(db: Executor, userId: string) {
  return db
    .selectFrom('checkout_sessions')
    .leftJoin('plans', 'plans.id', 'checkout_sessions.plan_id')
    .select(['checkout_sessions.id', 'checkout_sessions.created_at', 'checkout_sessions.tenure', 'checkout_sessions.amount', 'plans.title'])
    .where('checkout_sessions.user_id', '=', userId)
    .where('checkout_sessions.status', '=', 'complete')
    .orderBy('checkout_sessions.created_at', 'desc')
    .execute();
}

export async function findSubscription(db: Executor, id: string): Promise<SubscriptionsTable | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a subscription the provider told us of; one already stored keeps its row. */
export async function insertSubscriptionIfNew(db: Executor, row: SubscriptionsTable): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Writes the subscription's row: `exists` says whether it is stored already. */
export async function saveSubscription(db: Executor, row: SubscriptionsTable, exists: boolean): Promise<void> {
  if (exists) {
    await db.updateTable('subscriptions').set(row).where('id', '=', row.id).execute();
  } else {
    await db.insertInto('subscriptions').values(row).execute();
  }
}
