// A member's alerts rows for their data export. Each query carries the member's id, so nothing of another member
// is read; the unsubscribe tokens' hashes are never read (the settings, with the webhook secret, are read by
// readSettings and the export keeps only the secret's hint).
import type { Executor } from '../../platform/db';
import { alertDb } from './tables';

export async function watchlistToExport(db: Executor, userId: string) {
  return alertDb(db).selectFrom('watchlist_assets').select(['asset_id', 'added_at']).where('user_id', '=', userId).orderBy('position').execute();
}

export async function visitsToExport(db: Executor, userId: string) {
  return alertDb(db).selectFrom('watch_visits').select(['asset_id', 'at', 'mood', 'signal', 'price']).where('user_id', '=', userId).orderBy('asset_id').execute();
}

export async function firingsToExport(db: Executor, userId: string) {
  return alertDb(db).selectFrom('alert_firings').selectAll().where('user_id', '=', userId).orderBy('fired_at', 'desc').orderBy('id').execute();
}

export async function notificationsToExport(db: Executor, userId: string) {
  return alertDb(db).selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function deliveriesToExport(db: Executor, userId: string) {
  return alertDb(db)
    .selectFrom('alert_deliveries')
    .select(['id', 'firing_id', 'channel', 'status', 'attempts', 'payload', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function unsubscribeLinksToExport(db: Executor, userId: string) {
  return alertDb(db)
    .selectFrom('unsubscribe_tokens')
    .select(['scope', 'alert_id', 'created_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('scope')
    .execute();
}
