import type { Executor } from '../../platform/db';
import { alertDb, chunks, type AlertRow } from './tables';

export async function listAlerts(db: Executor, userId: string): Promise<AlertRow[]> {
  return alertDb(db).selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * Holds the member's alerts for the rest of the transaction (a write to the member's own row, which PostgreSQL
 * locks and SQLite serialises), so the count a save checks cannot change until it commits.
 */
export async function holdMemberAlerts(db: Executor, userId: string): Promise<void> {
  await alertDb(db).updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', userId).execute();
}

/** One alert of this member; another member's id finds nothing. */
export async function findAlert(db: Executor, userId: string, id: string): Promise<AlertRow | undefined> {
  return alertDb(db).selectFrom('alerts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertAlert(db: Executor, row: AlertRow): Promise<void> {
  await alertDb(db).insertInto('alerts').values(row).execute();
}

export async function updateAlert(db: Executor, userId: string, id: string, fields: Partial<AlertRow>): Promise<void> {
  await alertDb(db).updateTable('alerts').set(fields).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAlert(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await alertDb(db).deleteFrom('alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** One asset's enabled alerts in pages (keyset on id, read along the (asset, id) index), for the evaluation. */
export async function enabledAlertsPage(db: Executor, assetId: string, afterId: string, limit: number) {
  return alertDb(db)
    .selectFrom('alerts')
    .select(['id', 'user_id', 'asset_id', 'kind', 'level', 'z', 'params', 'channels', 'cooldown_days', 'last_fired_day', 'created_at'])
    .where('asset_id', '=', assetId)
    .where('id', '>', afterId)
    .where('enabled', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type EvaluatedAlert = Awaited<ReturnType<typeof enabledAlertsPage>>[number];

/** These members' enabled alerts on `assetIds` (owner and creation time), for counting active alerts against the limit. */
export async function enabledAlertOwners(db: Executor, userIds: readonly string[], assetIds: readonly string[]) {
  const rows: Array<Pick<AlertRow, 'id' | 'user_id' | 'asset_id' | 'created_at'>> = [];
  if (assetIds.length === 0) return rows;
  for (const part of chunks(userIds, 500)) {
    rows.push(
      ...(await alertDb(db)
        .selectFrom('alerts')
        .select(['id', 'user_id', 'asset_id', 'created_at'])
        .where('enabled', '=', 1)
        .where('user_id', 'in', part)
        .where('asset_id', 'in', assetIds as string[])
        .execute()),
    );
  }
  return rows;
}

/** The switched-on headline surges counted per hour (on an asset or the watchlist), for the hourly runs. */
export async function hourSurgeAlerts(db: Executor) {
  return alertDb(db)
    .selectFrom('alerts')
    .select(['id', 'user_id', 'asset_id', 'kind', 'level', 'z', 'params', 'channels', 'cooldown_days', 'last_fired_day', 'created_at'])
    .where('kind', '=', 'headline-surge')
    .where('enabled', '=', 1)
    .where('params', 'like', '%"period":"hour"%')
    .execute();
}
