import Stripe from 'stripe';
import { TENURE_MONTHS } from '@sentiscope/shared/contract';
import type { CheckoutMetadata, PaymentProvider } from './provider';

/** Stripe Checkout in subscription mode; the price comes from our plan so no catalogue has to be kept in sync. */
export function createStripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    webhookSecret,
    async createCheckout({ checkoutId, userId, email, plan, tenure, amount, credit, successUrl, cancelUrl }) {
      const metadata: CheckoutMetadata = { userId, planId: plan._id, tenure, checkoutId };
      // An upgrade's credit comes off the first invoice only.
      const coupon =
        credit > 0
          ? await stripe.coupons.create({ amount_off: Math.round(credit * 100), currency: 'usd', duration: 'once', name: 'Unused days of your plan' })
          : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: userId,
        customer_email: email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: Math.round(amount * 100),
              recurring: { interval: 'month', interval_count: TENURE_MONTHS[tenure] },
              product_data: { name: `SentiScope ${plan.title} (${tenure})` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },
  };
}
