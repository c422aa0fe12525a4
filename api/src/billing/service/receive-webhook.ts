// Stripe's events and the local checkout's both arrive here, signed over their exact bytes.
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { hmac } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { Refusal } from '../../platform/refusal';
import { applyPaymentEvent, type PaymentEvent } from './webhook';

const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signs a payload the way Stripe signs webhooks: `t=<seconds>,v1=<hmac of "t.payload">`. */
export const signWebhookPayload = (payload: string, secret: string, seconds: number) =>
  `t=${seconds},v1=${hmac(secret, `${seconds}.${payload}`)}`;

/** Checks the signature (within 5 minutes of its time), then applies the event once. */
export async function receiveWebhook(ctx: AppContext, raw: unknown, signature: unknown) {
  if (typeof signature !== 'string' || !Buffer.isBuffer(raw) || raw.length === 0) {
    throw new Refusal('invalid', API_MESSAGES.webhookBadSignature);
  }
  let event: PaymentEvent;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, ctx.payments.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, ctx.now()) as unknown as PaymentEvent;
  } catch {
    throw new Refusal('invalid', API_MESSAGES.webhookBadSignature);
  }
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') throw new Refusal('invalid', 'Malformed event');
  return applyPaymentEvent(ctx.db, ctx.payments.name, event, ctx.now());
}
