// Sends what the evaluation (and the digest) queued: each delivery claimed by one process, sent, and on failure
// tried again after 1, 2, 4, 8... times the base wait, up to MAX_ATTEMPTS, then kept as failed with its error.
import { alertDashboardPath, type AlertCrossing, type AlertKind, type WebhookPayload } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail/mailer';
import { claimDue, deliveryRecipient, finishDelivery } from '../data/deliveries';
import { findFiring } from '../data/firings';
import type { DeliveryRow } from '../data/tables';
import { alertMail, unsubscribeLink } from './alert-mail';
import { postWebhook } from './webhook';

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const BATCH = 50;

export type DeliveryDeps = {
  db: Db;
  mailer: Mailer;
  now: () => number;
  siteUrl: string;
  /** Where the unsubscribe links point (the API's public address). */
  apiUrl: string;
  allowPrivateWebhooks: boolean;
  retryBaseMs: number;
  /** Sends one digest (digest deliveries). */
  sendDigest?: (delivery: DeliveryRow) => Promise<void>;
  log?: (line: string) => void;
};

async function sendAlert(deps: DeliveryDeps, delivery: DeliveryRow): Promise<void> {
  const firing = delivery.firing_id ? await findFiring(deps.db.k, delivery.firing_id) : undefined;
  const to = await deliveryRecipient(deps.db.k, delivery.user_id);
  // The alert or the account was deleted meanwhile: nothing to send.
  if (!firing || !to) return;
  const dashboardUrl = `${deps.siteUrl}${alertDashboardPath(firing.asset_id, firing.day)}`;
  if (delivery.channel === 'email') {
    const link = await unsubscribeLink(deps.db.k, deps.apiUrl, to.id, firing.alert_id, deps.now());
    await deps.mailer.send(alertMail({ email: to.email, name: to.name }, { rule: firing.rule, message: firing.message, day: firing.day }, dashboardUrl, link));
    return;
  }
  if (!to.webhook_url || !to.webhook_secret) throw new Error('no webhook address or secret is set');
  const payload: WebhookPayload = {
    type: 'alert.fired',
    id: firing.id,
    firing: {
      alertId: firing.alert_id,
      assetId: firing.asset_id,
      kind: firing.kind as AlertKind,
      date: firing.day,
      rule: firing.rule,
      message: firing.message,
      crossing: JSON.parse(firing.crossing) as AlertCrossing,
      dashboardUrl,
    },
    sentAt: new Date(deps.now()).toISOString(),
  };
  const answer = await postWebhook(to.webhook_url, to.webhook_secret, payload, deps.allowPrivateWebhooks, deps.now());
  if (answer.status < 200 || answer.status >= 300) throw new Error(`the webhook answered ${answer.status}`);
}

async function deliverOne(deps: DeliveryDeps, delivery: DeliveryRow): Promise<boolean> {
  try {
    if (delivery.channel === 'digest') await deps.sendDigest?.(delivery);
    else await sendAlert(deps, delivery);
    await finishDelivery(deps.db.k, delivery.id, { status: 'sent', next_attempt_at: delivery.next_attempt_at, last_error: null, sent_at: deps.now() });
    return true;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const attempts = Number(delivery.attempts);
    const last = attempts >= MAX_ATTEMPTS;
    deps.log?.(`[alerts] ${delivery.channel} delivery ${delivery.id} attempt ${attempts} failed: ${message}${last ? ' (given up)' : ''}`);
    await finishDelivery(deps.db.k, delivery.id, {
      status: last ? 'failed' : 'pending',
      next_attempt_at: deps.now() + deps.retryBaseMs * 2 ** (attempts - 1),
      last_error: message,
      sent_at: null,
    });
    return false;
  }
}

/** Sends every due delivery; answers how many were sent and how many failed this time. */
export async function drainDeliveries(deps: DeliveryDeps): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDue(deps.db.k, deps.now(), LEASE_MS, BATCH);
    if (batch.length === 0) break;
    const results = await Promise.all(batch.map((d) => deliverOne(deps, d)));
    sent += results.filter(Boolean).length;
    failed += results.filter((r) => !r).length;
  }
  return { sent, failed };
}
