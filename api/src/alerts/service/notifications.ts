// The bell: a member's in-app notifications, the unread count and mark-as-read; firings' history pages.
import {
  ALERT_FIRINGS_PAGE_SIZE,
  ALERT_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_MESSAGES,
  alertDashboardPath,
  type AlertCrossing,
  type AlertFiring,
  type AlertFiringPage,
  type AlertKind,
  type AlertNotification,
  type NotificationPage,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { Refusal } from '../../platform/refusal';
import { findAlert } from '../data/alerts';
import { firingsPage, markRead, notificationOwner, notificationsPage, unreadCount } from '../data/firings';
import type { FiringRow, NotificationRow } from '../data/tables';
import { parseChannels } from './alert-view';

const crossingOf = (json: string) => JSON.parse(json) as AlertCrossing;
/** A firing's moment (null for one on a closed day, and for firings stored before it was kept). */
const isoOrNull = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

export function firingView(row: FiringRow): AlertFiring {
  return {
    id: row.id,
    alertId: row.alert_id,
    assetId: row.asset_id,
    kind: row.kind as AlertKind,
    date: row.day,
    at: isoOrNull(row.crossed_at),
    firedAt: new Date(Number(row.fired_at)).toISOString(),
    rule: row.rule,
    crossing: crossingOf(row.crossing),
    message: row.message,
    dashboardPath: alertDashboardPath(row.asset_id, row.day),
    channels: parseChannels(row.channels),
  };
}

export const notificationView = (row: NotificationRow): AlertNotification => ({
  id: row.id,
  alertId: row.alert_id,
  assetId: row.asset_id,
  kind: row.kind as AlertKind,
  title: row.title,
  message: row.message,
  crossing: crossingOf(row.crossing),
  date: row.day,
  at: isoOrNull(row.crossed_at),
  dashboardPath: alertDashboardPath(row.asset_id, row.day),
  createdAt: new Date(Number(row.created_at)).toISOString(),
  read: row.read_at !== null,
});

export async function firingHistory(ctx: AppContext, userId: string, alertId: string | null, page: number): Promise<AlertFiringPage> {
  if (alertId && !(await findAlert(ctx.db.k, userId, alertId))) throw new Refusal('not-found', ALERT_MESSAGES.notFound);
  const { rows, total } = await firingsPage(ctx.db.k, userId, alertId, (page - 1) * ALERT_FIRINGS_PAGE_SIZE, ALERT_FIRINGS_PAGE_SIZE);
  return { firings: rows.map(firingView), total, page, pageSize: ALERT_FIRINGS_PAGE_SIZE };
}

export async function notifications(ctx: AppContext, userId: string, unreadOnly: boolean, page: number): Promise<NotificationPage> {
  const { rows, total } = await notificationsPage(ctx.db.k, userId, unreadOnly, (page - 1) * NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE);
  return { notifications: rows.map(notificationView), unread: await unreadCount(ctx.db.k, userId), total, page, pageSize: NOTIFICATIONS_PAGE_SIZE };
}

export const unread = async (ctx: AppContext, userId: string) => ({ unread: await unreadCount(ctx.db.k, userId) });

/**
 * Marks notifications read. Another member's notification id is refused as not found (and nothing of theirs
 * changes), so a member cannot learn or touch anyone else's.
 */
export async function markNotificationsRead(ctx: AppContext, userId: string, input: { ids?: string[]; all?: boolean }): Promise<{ unread: number }> {
  if (input.all) await markRead(ctx.db.k, userId, 'all', ctx.now());
  else {
    const ids = input.ids ?? [];
    for (const id of ids) if ((await notificationOwner(ctx.db.k, id)) !== userId) throw new Refusal('not-found', NOTIFICATION_MESSAGES.notFound);
    await markRead(ctx.db.k, userId, ids, ctx.now());
  }
  return unread(ctx, userId);
}
