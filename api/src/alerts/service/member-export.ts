// The alerts part of a member's data export ("Download my data"): their watchlist and visits, their alerts with
// each rule in words and its state, every firing and notification, the deliveries queued for them, their delivery
// and digest settings, the unsubscribe links mailed to them, and the hosts of the push services of their browsers. The webhook's signing secret leaves only as the
// hint the settings show, an unsubscribe link's token never (neither the token nor its hash), and every row is
// the member's own.
import type { Alert, AlertFiring, AlertNotification, DigestFrequency, WatchVisit } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { UsersTable } from '../../platform/db/schema';
import { deliveriesToExport, firingsToExport, notificationsToExport, unsubscribeLinksToExport, visitsToExport, watchlistToExport } from '../data/member-export';
import { subscriptionsOf } from '../data/push-subscriptions';
import { readSettings } from '../data/watchlist';
import { alertList } from './alerts';
import { firingView, notificationView } from './notifications';
import { subscriptionView } from './push';
import { secretHint } from './webhook';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

export type MemberAlertData = {
  watchlist: {
    assets: Array<{ assetId: string; addedAt: string }>;
    /** What the member saw on each asset's last visit ("since your last visit"). */
    lastVisits: Array<{ assetId: string; at: string } & Omit<WatchVisit, 'at'>>;
  };
  alerts: Alert[];
  /** Every time one of the member's alerts fired, newest first. */
  alertFirings: AlertFiring[];
  notifications: Array<AlertNotification & { firingId: string | null; readAt: string | null }>;
  /** The e-mails, webhook posts and digests queued for the member, and what became of each. */
  alertDeliveries: Array<{ id: string; firingId: string | null; channel: string; status: string; attempts: number; period: DigestPeriod | null; createdAt: string; sentAt: string | null }>;
  alertSettings: {
    digest: DigestFrequency;
    webhookUrl: string | null;
    webhookSecretHint: string | null;
    webhookFormat: string;
    /** The Telegram chat bound to the member's alerts, by its name (never its id). */
    telegramChat: string | null;
    browserCopyTakenAt: string | null;
    updatedAt: string | null;
  };
  /** The unsubscribe links of mails sent to the member: what each stops, when it was made and used (never the token). */
  unsubscribeLinks: Array<{ scope: string; alertId: string | null; createdAt: string; usedAt: string | null }>;
  /** The browsers with push on: the push service's host only, never the endpoint (a capability URL) or its keys. */
  pushSubscriptions: Array<{ host: string; createdAt: string; lastSentAt: string | null }>;
};

/** The period a digest delivery covers (its frequency and last day); alert deliveries have none. */
export type DigestPeriod = { frequency: string; to: string; days: number };

const periodOf = (payload: string | null): DigestPeriod | null => {
  try {
    const value = payload === null ? null : (JSON.parse(payload) as Partial<DigestPeriod> | null);
    return value && typeof value.frequency === 'string' && typeof value.to === 'string' ? { frequency: value.frequency, to: value.to, days: Number(value.days) } : null;
  } catch {
    return null;
  }
};

export async function memberAlertData(ctx: AppContext, user: UsersTable): Promise<MemberAlertData> {
  const db = ctx.db.k;
  const [list, assets, visits, firings, notifications, deliveries, settings, links, browsers] = await Promise.all([
    alertList(ctx, user),
    watchlistToExport(db, user.id),
    visitsToExport(db, user.id),
    firingsToExport(db, user.id),
    notificationsToExport(db, user.id),
    deliveriesToExport(db, user.id),
    readSettings(db, user.id),
    unsubscribeLinksToExport(db, user.id),
    subscriptionsOf(db, user.id),
  ]);
  return {
    watchlist: {
      assets: assets.map((a) => ({ assetId: a.asset_id, addedAt: iso(a.added_at) as string })),
      lastVisits: visits.map((v) => ({
        assetId: v.asset_id,
        at: iso(v.at) as string,
        mood: v.mood === null ? null : Number(v.mood),
        signal: v.signal as WatchVisit['signal'],
        price: Number(v.price),
      })),
    },
    alerts: list.alerts,
    alertFirings: firings.map(firingView),
    notifications: notifications.map((n) => ({ ...notificationView(n), firingId: n.firing_id, readAt: iso(n.read_at) })),
    alertDeliveries: deliveries.map((d) => ({
      id: d.id,
      firingId: d.firing_id,
      channel: d.channel,
      status: d.status,
      attempts: Number(d.attempts),
      period: periodOf(d.payload),
      createdAt: iso(d.created_at) as string,
      sentAt: iso(d.sent_at),
    })),
    alertSettings: {
      digest: (settings?.digest ?? 'off') as DigestFrequency,
      webhookUrl: settings?.webhook_url ?? null,
      webhookSecretHint: secretHint(settings?.webhook_secret ?? null),
      webhookFormat: settings?.webhook_format ?? 'json',
      telegramChat: settings?.telegram_chat_id ? (settings.telegram_chat_name ?? null) : null,
      browserCopyTakenAt: iso(settings?.local_copy_taken_at ?? null),
      updatedAt: iso(settings?.updated_at ?? null),
    },
    unsubscribeLinks: links.map((l) => ({ scope: l.scope, alertId: l.alert_id, createdAt: iso(l.created_at) as string, usedAt: iso(l.used_at) })),
    pushSubscriptions: browsers.map(subscriptionView).map(({ host, createdAt, lastSentAt }) => ({ host, createdAt, lastSentAt })),
  };
}
