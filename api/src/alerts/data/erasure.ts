import type { Executor } from '../../platform/db';
import { alertDb } from './tables';

/** Every alerts row of one member: tokens, deliveries, notifications, firings, alerts, watchlist, visits, settings. */
export async function deleteMemberAlertRows(db: Executor, userId: string): Promise<void> {
  const k = alertDb(db);
  for (const table of ['unsubscribe_tokens', 'alert_deliveries', 'notifications', 'alert_firings', 'alerts', 'watchlist_assets', 'watch_visits', 'alert_settings'] as const) {
    await k.deleteFrom(table).where('user_id', '=', userId).execute();
  }
}
