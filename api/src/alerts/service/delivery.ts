// Sends one queued delivery (a firing to one of its channels, or a digest): on failure it is tried again after 1,
// 2, 4, 8... times the base wait (or later, when the channel's service asks for it), up to MAX_ATTEMPTS, then kept
// as failed with its error. Which rows are sent when, and how many at once, is the drain's (./delivery-drain.ts).
import { alertDashboardPath, CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import { deliveryRecipient, finishDelivery } from '../data/deliveries';
import { findFiring } from '../data/firings';
import type { DeliveryRow } from '../data/tables';
import { channelOf } from '../channels/all';
import { DeliveryFailed, type DeliveryDeps } from '../channels/registry';
import { WebhookUnreachable } from './webhook';

export const MAX_ATTEMPTS = 6;

async function sendAlert(deps: DeliveryDeps, delivery: DeliveryRow): Promise<void> {
  const firing = delivery.firing_id ? await findFiring(deps.db.k, delivery.firing_id) : undefined;
  const to = await deliveryRecipient(deps.db.k, delivery.user_id);
  // The alert or the account was deleted meanwhile: nothing to send.
  if (!firing || !to) return;
  const kind = channelOf(delivery.channel);
  if (!kind?.send) throw new DeliveryFailed(`no sender for the channel ${delivery.channel}`, CHANNEL_MESSAGES.notDelivered);
  await kind.send({ deps, firing, to, dashboardUrl: `${deps.siteUrl}${alertDashboardPath(firing.asset_id, firing.day)}`, delivery });
}

/** What the member's delivery log says about a failure: the channel's own words, never a socket's error. */
const shownError = (error: unknown): string =>
  error instanceof DeliveryFailed ? error.shown : error instanceof WebhookUnreachable ? error.message : CHANNEL_MESSAGES.notDelivered;

/** Sends one claimed delivery and records the outcome; true when it was sent. */
export async function deliverOne(deps: DeliveryDeps, delivery: DeliveryRow): Promise<boolean> {
  try {
    if (delivery.channel === 'digest') await deps.sendDigest?.(delivery);
    else await sendAlert(deps, delivery);
    await finishDelivery(deps.db.k, delivery.id, delivery.claimed_until, { status: 'sent', next_attempt_at: delivery.next_attempt_at, last_error: null, shown_error: null, sent_at: deps.now() });
    return true;
  } catch (error) {
    const message = (error instanceof WebhookUnreachable ? `${error.message} (${error.detail})` : error instanceof Error ? error.message : String(error)).slice(0, 300);
    const attempts = Number(delivery.attempts);
    const last = attempts >= MAX_ATTEMPTS;
    deps.log?.(`[alerts] ${delivery.channel} delivery ${delivery.id} attempt ${attempts} failed: ${message}${last ? ' (given up)' : ''}`);
    await finishDelivery(deps.db.k, delivery.id, delivery.claimed_until, {
      status: last ? 'failed' : 'pending',
      next_attempt_at: deps.now() + Math.max(deps.retryBaseMs * 2 ** (attempts - 1), error instanceof DeliveryFailed ? (error.retryAfterMs ?? 0) : 0),
      last_error: message,
      shown_error: shownError(error).slice(0, 300),
      sent_at: null,
    });
    return false;
  }
}
