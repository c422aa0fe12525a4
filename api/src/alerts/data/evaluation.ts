import type { Executor } from '../../platform/db';
import { alertDb, chunks, type DeliveryRow } from './tables';

export async function evaluatedDays(db: Executor): Promise<Map<string, string>> {
  const rows = await alertDb(db).selectFrom('alert_evaluations').select(['asset_id', 'last_day']).execute();
  return new Map(rows.map((r) => [r.asset_id, r.last_day]));
}

/** Moves an asset's evaluated day forward (never back: another process may have gone further). */
export async function markEvaluated(db: Executor, assetId: string, day: string, at: number): Promise<void> {
  const k = alertDb(db);
  await k
    .insertInto('alert_evaluations')
    .values({ asset_id: assetId, last_day: day, evaluated_at: at })
    .onConflict((oc) => oc.column('asset_id').doNothing())
    .execute();
  await k.updateTable('alert_evaluations').set({ last_day: day, evaluated_at: at }).where('asset_id', '=', assetId).where('last_day', '<', day).execute();
}

/** The members an evaluation fires for: their plan, subscription, address and webhook settings. */
export async function membersOf(db: Executor, userIds: readonly string[]) {
  const out = [];
  for (const part of chunks(userIds, 500)) {
    out.push(
      ...(await alertDb(db)
        .selectFrom('users')
        .leftJoin('alert_settings', 'alert_settings.user_id', 'users.id')
        .select(['users.id', 'users.plan_id', 'users.sub_is_active', 'users.sub_expiry', 'alert_settings.webhook_url', 'alert_settings.telegram_chat_id'])
        .where('users.id', 'in', part)
        .execute()),
    );
  }
  return out;
}

/** Records each stored firing on its alert, one statement per day fired. */
export async function markFiredOn(db: Executor, day: string, at: number, alertIds: readonly string[]): Promise<void> {
  for (const part of chunks(alertIds, 500)) {
    await alertDb(db)
      .updateTable('alerts')
      .set((eb) => ({ last_fired_day: day, last_fired_at: at, firing_count: eb('firing_count', '+', 1) }))
      .where('id', 'in', part)
      .execute();
  }
}

export async function insertDeliveries(db: Executor, rows: readonly DeliveryRow[]): Promise<void> {
  for (const part of chunks(rows, 1000)) {
    await alertDb(db).insertInto('alert_deliveries').values(part).onConflict((oc) => oc.column('dedupe_key').doNothing()).execute();
  }
}
