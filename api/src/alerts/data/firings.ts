import type { Executor } from '../../platform/db';
import { alertDb, chunks, type FiringRow, type NotificationRow } from './tables';

/** Stores firings; two processes evaluating the same day meet on (alert, asset, day): only the ids stored here come back. */
export async function insertFirings(db: Executor, rows: readonly FiringRow[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const part of chunks(rows, 1000)) {
    const back = await alertDb(db)
      .insertInto('alert_firings')
      .values(part)
      .onConflict((oc) => oc.columns(['alert_id', 'asset_id', 'day']).doNothing())
      .returning('id')
      .execute();
    for (const r of back) stored.add(r.id);
  }
  return stored;
}

export async function firingsPage(db: Executor, userId: string, alertId: string | null, offset: number, limit: number) {
  let q = alertDb(db).selectFrom('alert_firings').where('user_id', '=', userId);
  if (alertId) q = q.where('alert_id', '=', alertId);
  const rows = await q.selectAll().orderBy('fired_at', 'desc').orderBy('day', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findFiring(db: Executor, id: string): Promise<FiringRow | undefined> {
  return alertDb(db).selectFrom('alert_firings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertNotifications(db: Executor, rows: readonly NotificationRow[]): Promise<void> {
  for (const part of chunks(rows, 1000)) {
    await alertDb(db).insertInto('notifications').values(part).onConflict((oc) => oc.column('firing_id').doNothing()).execute();
  }
}

export async function notificationsPage(db: Executor, userId: string, unreadOnly: boolean, offset: number, limit: number) {
  let q = alertDb(db).selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) q = q.where('read_at', 'is', null);
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows, total: Number(total?.n ?? 0) };
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const row = await alertDb(db)
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the member's own notifications read; ids of anyone else's change nothing. Answers how many changed. */
export async function markRead(db: Executor, userId: string, ids: readonly string[] | 'all', at: number): Promise<number> {
  let q = alertDb(db).updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    q = q.where('id', 'in', ids as string[]);
  }
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}

export async function notificationOwner(db: Executor, id: string): Promise<string | null> {
  return (await alertDb(db).selectFrom('notifications').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id ?? null;
}

/** The last day each of these alerts fired on each asset ('<alert id>|<asset id>'): a watchlist alert's cooldowns. */
export async function lastFiredPerAsset(db: Executor, alertIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const part of chunks(alertIds, 500)) {
    const rows = await alertDb(db)
      .selectFrom('alert_firings')
      .select((eb) => ['alert_id', 'asset_id', eb.fn.max('day').as('last')])
      .where('alert_id', 'in', part)
      .groupBy(['alert_id', 'asset_id'])
      .execute();
    for (const row of rows) out.set(`${row.alert_id}|${row.asset_id}`, String(row.last));
  }
  return out;
}
