// The browsers a member turned push on in: one row per push endpoint (a browser that subscribes again, even for
// another member on a shared computer, takes its row over), erased with the account.
import type { Kysely } from 'kysely';
import type { Executor } from '../../platform/db';

export type PushSubscriptionRow = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
  last_sent_at: number | null;
};

type PushTables = { push_subscriptions: PushSubscriptionRow };

const pushDb = (db: Executor): Kysely<PushTables> => db as unknown as Kysely<PushTables>;

export async function subscriptionsOf(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return pushDb(db).selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function subscriptionByEndpoint(db: Executor, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  return pushDb(db).selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
}

/** Stores the browser's subscription for the member: a known endpoint gets the new keys and owner. */
export async function saveSubscription(db: Executor, row: PushSubscriptionRow): Promise<void> {
  await pushDb(db)
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at, last_sent_at: null }))
    .execute();
}

/** Deletes one of the member's subscriptions (by id or by endpoint); false when the member has no such one. */
export async function deleteSubscription(db: Executor, userId: string, by: { id: string } | { endpoint: string }): Promise<boolean> {
  const result = await pushDb(db)
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .$if('id' in by, (q) => q.where('id', '=', (by as { id: string }).id))
    .$if('endpoint' in by, (q) => q.where('endpoint', '=', (by as { endpoint: string }).endpoint))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Drops a subscription the push service says is gone (404 or 410), whoever holds it now. */
export async function dropSubscription(db: Executor, id: string): Promise<void> {
  await pushDb(db).deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSent(db: Executor, id: string, at: number): Promise<void> {
  await pushDb(db).updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', '=', id).execute();
}

/** Keeps the member's `keep` most recently used subscriptions and deletes the rest (oldest use first). */
export async function trimSubscriptions(db: Executor, userId: string, keep: number): Promise<void> {
  const rows = await subscriptionsOf(db, userId);
  const used = (row: PushSubscriptionRow) => Math.max(Number(row.created_at), Number(row.last_sent_at ?? 0));
  const extra = rows.sort((a, b) => used(b) - used(a)).slice(keep).map((row) => row.id);
  if (extra.length > 0) await pushDb(db).deleteFrom('push_subscriptions').where('id', 'in', extra).execute();
}

export async function deleteMemberSubscriptions(db: Executor, userId: string): Promise<void> {
  await pushDb(db).deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

/** Of these members, those with push on in at least one browser. */
export async function membersWithPush(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await pushDb(db).selectFrom('push_subscriptions').select('user_id').distinct().where('user_id', 'in', userIds.slice(i, i + 500)).execute();
    for (const row of rows) found.add(row.user_id);
  }
  return found;
}

/** Writes on a push delivery the browsers it has reached, so a retry sends only to the others. */
export async function recordReached(db: Executor, deliveryId: string, reached: readonly string[]): Promise<void> {
  await (db as unknown as Kysely<{ alert_deliveries: { id: string; payload: string | null } }>)
    .updateTable('alert_deliveries')
    .set({ payload: JSON.stringify({ reached }) })
    .where('id', '=', deliveryId)
    .execute();
}
