// A checkout from opening to the order summary: open one with the payment provider, read it back (its buyer only),
// and cancel it while open.
import { randomBytes } from 'node:crypto';
import { MESSAGES, ROUTES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { CheckoutSessionsTable } from '../../platform/db/schema';
import type { AccessAuth } from '../../platform/http/access';
import { Refusal } from '../../platform/refusal';
import { cancelOpenCheckout, findCheckout, insertCheckout } from '../data/checkouts';
import { checkoutSummary, resolveOrder, unusedCredit } from './checkout';

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

type Log = { error(details: object, message: string): void };

/** Opens a checkout for the plan and cycle asked for; answers where the buyer pays and the checkout's id. */
export async function openCheckout(ctx: AppContext, auth: AccessAuth, order: { planId?: string; tenure?: string }, log: Log) {
  const now = ctx.now();
  const { plan, tenure, price, held } = await resolveOrder(ctx.db.k, auth.user, order, now);
  if (ctx.payments.name === 'local' && !ctx.config.localCheckout) throw new Refusal('unavailable', MESSAGES.paymentsUnavailable);
  const checkoutId = randomBytes(16).toString('hex');
  const credit = Math.min(price, unusedCredit(auth.user, held, now));
  await insertCheckout(ctx.db.k, { id: checkoutId, user_id: auth.userId, plan_id: plan._id, tenure, amount: price, credit, status: 'open', created_at: now, expires_at: now + CHECKOUT_LIFETIME_MS });
  try {
    const { url } = await ctx.payments.createCheckout({
      checkoutId,
      userId: auth.userId,
      email: auth.user.email,
      plan,
      tenure,
      amount: price,
      credit,
      successUrl: `${ctx.config.siteUrl}${ROUTES.success}?checkout=${checkoutId}`,
      cancelUrl: `${ctx.config.siteUrl}${ROUTES.cancel}`,
      localCheckoutUrl: `${ctx.config.siteUrl}${ROUTES.checkout}?session=${checkoutId}`,
    });
    return { url, sessionId: checkoutId };
  } catch (error) {
    log.error({ err: error }, 'checkout creation failed');
    throw new Refusal('upstream-failed', MESSAGES.checkoutFailed);
  }
}

/** A checkout, for its buyer only (the checkout page before paying, the success page after). */
export async function buyersCheckout(ctx: AppContext, auth: AccessAuth, id: string): Promise<CheckoutSessionsTable> {
  const checkout = await findCheckout(ctx.db.k, id);
  if (!checkout) throw new Refusal('not-found', MESSAGES.checkoutClosed);
  if (checkout.user_id !== auth.userId) throw new Refusal('forbidden', MESSAGES.checkoutNotYours);
  return checkout;
}

export async function orderSummary(ctx: AppContext, auth: AccessAuth, id: string) {
  const checkout = await buyersCheckout(ctx, auth, id);
  return checkoutSummary(ctx.db.k, checkout, auth.user, ctx.payments.name, ctx.now());
}

export async function cancelCheckout(ctx: AppContext, auth: AccessAuth, id: string): Promise<void> {
  const checkout = await buyersCheckout(ctx, auth, id);
  await cancelOpenCheckout(ctx.db.k, checkout.id);
}
