// The local provider's payment: the site's checkout page pays with the buyer's own session, and the payment goes
// through the same signed webhook path as Stripe's. Off unless enabled for this server.
import { randomBytes } from 'node:crypto';
import { MESSAGES, TENURE_MONTHS } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { AccessAuth } from '../../platform/http/access';
import { Refusal } from '../../platform/refusal';
import { findUserRow } from '../../accounts/service/users';
import { claimForPaying, findCheckout } from '../data/checkouts';
import { findPlan } from '../data/plans';
import { addMonths, assertUpgrade, checkoutSummary } from './checkout';
import { buyersCheckout } from './checkout-flow';
import type { CheckoutMetadata } from './providers/provider';
import { receiveWebhook, signWebhookPayload } from './receive-webhook';
import type { PaymentEvent } from './webhook';

const eventId = () => `evt_local_${randomBytes(12).toString('hex')}`;

/** The two events Stripe would send for a paid subscription checkout. */
function paidEvents(checkout: { id: string; user_id: string; plan_id: string; tenure: string }, now: number): PaymentEvent[] {
  const tenure = checkout.tenure as CheckoutMetadata['tenure'];
  const metadata: CheckoutMetadata = { userId: checkout.user_id, planId: checkout.plan_id, tenure, checkoutId: checkout.id };
  const subscriptionId = `sub_local_${randomBytes(12).toString('hex')}`;
  const created = Math.floor(now / 1000);
  return [
    {
      id: eventId(),
      type: 'checkout.session.completed',
      created,
      data: { object: { id: `cs_local_${checkout.id}`, object: 'checkout.session', mode: 'subscription', client_reference_id: checkout.user_id, subscription: subscriptionId, metadata } },
    },
    {
      id: eventId(),
      type: 'customer.subscription.created',
      created,
      data: {
        object: {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: Math.floor(addMonths(now, TENURE_MONTHS[tenure]) / 1000) }] },
          metadata,
        },
      },
    },
  ];
}

export async function payLocally(ctx: AppContext, auth: AccessAuth, id: string) {
  if (!ctx.config.localCheckout) throw new Refusal('forbidden', MESSAGES.localCheckoutOff);
  const open = await buyersCheckout(ctx, auth, id);
  const now = ctx.now();
  // A second checkout opened before the first was paid must not buy the same plan twice.
  const plan = await findPlan(ctx.db.k, open.plan_id);
  if (!plan) throw new Refusal('not-found', MESSAGES.planMissingId);
  await assertUpgrade(ctx.db.k, auth.user, plan, now);
  if (!(await claimForPaying(ctx.db.k, id, auth.userId, now))) throw new Refusal('conflict', MESSAGES.checkoutClosed);
  const checkout = (await findCheckout(ctx.db.k, id))!;
  const seconds = Math.floor(now / 1000);
  for (const event of paidEvents(checkout, now)) {
    const payload = JSON.stringify({ ...event, object: 'event' });
    await receiveWebhook(ctx, Buffer.from(payload), signWebhookPayload(payload, ctx.payments.webhookSecret, seconds));
  }
  const buyer = (await findUserRow(ctx.db.k, auth.userId))!;
  const paid = (await findCheckout(ctx.db.k, checkout.id))!;
  return checkoutSummary(ctx.db.k, paid, buyer, 'local', ctx.now());
}
