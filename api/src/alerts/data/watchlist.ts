import type { Executor } from '../../platform/db';
import { alertDb, chunks, type AlertSettingsRow, type WatchVisitRow } from './tables';

export async function readWatchlist(db: Executor, userId: string): Promise<string[]> {
  const rows = await alertDb(db).selectFrom('watchlist_assets').select('asset_id').where('user_id', '=', userId).orderBy('position').execute();
  return rows.map((r) => r.asset_id);
}

/** Replaces the whole list in one transaction (the caller's). */
export async function replaceWatchlist(db: Executor, userId: string, assets: readonly string[], at: number): Promise<void> {
  const k = alertDb(db);
  await k.deleteFrom('watchlist_assets').where('user_id', '=', userId).execute();
  if (assets.length > 0) {
    await k.insertInto('watchlist_assets').values(assets.map((asset_id, position) => ({ user_id: userId, asset_id, position, added_at: at }))).execute();
  }
}

export async function readVisits(db: Executor, userId: string): Promise<WatchVisitRow[]> {
  return alertDb(db).selectFrom('watch_visits').selectAll().where('user_id', '=', userId).execute();
}

export async function readVisit(db: Executor, userId: string, assetId: string): Promise<WatchVisitRow | undefined> {
  return alertDb(db).selectFrom('watch_visits').selectAll().where('user_id', '=', userId).where('asset_id', '=', assetId).executeTakeFirst();
}

export async function saveVisit(db: Executor, row: WatchVisitRow): Promise<void> {
  await alertDb(db)
    .insertInto('watch_visits')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'asset_id']).doUpdateSet({ at: row.at, mood: row.mood, signal: row.signal, price: row.price }))
    .execute();
}

export async function readSettings(db: Executor, userId: string): Promise<AlertSettingsRow | undefined> {
  return alertDb(db).selectFrom('alert_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the member's settings row on first use, then changes the fields given. */
export async function writeSettings(db: Executor, userId: string, fields: Partial<Omit<AlertSettingsRow, 'user_id'>>, at: number): Promise<void> {
  const k = alertDb(db);
  await k
    .insertInto('alert_settings')
    .values({ user_id: userId, digest: 'off', webhook_url: null, webhook_secret: null, webhook_format: 'json', local_copy_taken_at: null, ...fields, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: at }))
    .execute();
}

/** Marks the browser copy as taken; false when it already was (a second takeover changes nothing). */
export async function claimLocalCopy(db: Executor, userId: string, at: number): Promise<boolean> {
  await writeSettings(db, userId, {}, at);
  const result = await alertDb(db)
    .updateTable('alert_settings')
    .set({ local_copy_taken_at: at })
    .where('user_id', '=', userId)
    .where('local_copy_taken_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** These members' watchlists (asset ids in order), for the alerts on their watchlist. */
export async function watchlistsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const part of chunks(userIds, 500)) {
    const rows = await alertDb(db).selectFrom('watchlist_assets').select(['user_id', 'asset_id']).where('user_id', 'in', part).orderBy('user_id').orderBy('position').execute();
    for (const row of rows) out.set(row.user_id, [...(out.get(row.user_id) ?? []), row.asset_id]);
  }
  return out;
}
