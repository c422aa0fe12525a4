// Sends one queued delivery (an alert's e-mail or webhook, or a digest): on failure it is tried again after 1, 2,
// 4, 8... times the base wait, up to MAX_ATTEMPTS, then kept as failed with its error. Which rows are sent when,
// and how many at once, is the drain's (./delivery-drain.ts).
import { alertDashboardPath, type AlertCrossing, type AlertKind, type WebhookPayload } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail/mailer';
import { deliveryRecipient, finishDelivery } from '../data/deliveries';
import { findFiring } from '../data/firings';
import type { DeliveryRow } from '../data/tables';
import { alertMail, unsubscribeLink } from './alert-mail';
import { postWebhook, WebhookUnreachable } from './webhook';

export const MAX_ATTEMPTS = 6;

export type DeliveryDeps = {
  db: Db;
  mailer: Mailer;
  now: () => number;
  siteUrl: string;
  /** Where the unsubscribe links point (the API's public address). */
  apiUrl: string;
  allowPrivateWebhooks: boolean;
  retryBaseMs: number;
  /** The hard deadline of one webhook attempt (WEBHOOK_DEADLINE_MS unless a test sets a shorter one). */
  webhookDeadlineMs: number;
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
  const answer = await postWebhook(to.webhook_url, to.webhook_secret, payload, deps.allowPrivateWebhooks, deps.now(), deps.webhookDeadlineMs);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`the webhook answered ${answer.status}`);
}

/** Sends one claimed delivery and records the outcome; true when it was sent. */
export async function deliverOne(deps: DeliveryDeps, delivery: DeliveryRow): Promise<boolean> {
  try {
    if (delivery.channel === 'digest') await deps.sendDigest?.(delivery);
    else await sendAlert(deps, delivery);
    await finishDelivery(deps.db.k, delivery.id, delivery.claimed_until, { status: 'sent', next_attempt_at: delivery.next_attempt_at, last_error: null, sent_at: deps.now() });
    return true;
  } catch (error) {
    const message = (error instanceof WebhookUnreachable ? `${error.message} (${error.detail})` : error instanceof Error ? error.message : String(error)).slice(0, 300);
    const attempts = Number(delivery.attempts);
    const last = attempts >= MAX_ATTEMPTS;
    deps.log?.(`[alerts] ${delivery.channel} delivery ${delivery.id} attempt ${attempts} failed: ${message}${last ? ' (given up)' : ''}`);
    await finishDelivery(deps.db.k, delivery.id, delivery.claimed_until, {
      status: last ? 'failed' : 'pending',
      next_attempt_at: deps.now() + deps.retryBaseMs * 2 ** (attempts - 1),
      last_error: message,
      sent_at: null,
    });
    return false;
  }
}
