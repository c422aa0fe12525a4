import type { Config } from '../../config';

/**
 * Why checkout is off on this server, or null when it takes payments (Stripe keys, or the test checkout asked for
 * with LOCAL_CHECKOUT=on). Logged at start-up, so an operator sees at once why members get a 503 at checkout.
 */
export function checkoutOffReason(config: Config, provider: 'local' | 'stripe'): string | null {
  if (provider !== 'local' || config.localCheckout) return null;
  return (
    'Checkout is off: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set, and the built-in test checkout ' +
    'needs LOCAL_CHECKOUT=on; checkout answers 503 until one of them is configured'
  );
}

/** One line for the start-up summary: where payments go. */
export function paymentsSummary(config: Config): string {
  if (config.stripeSecretKey && config.stripeWebhookSecret) return 'Stripe';
  return config.localCheckout ? 'test checkout (LOCAL_CHECKOUT=on, no card charged)' : 'off (no Stripe keys, LOCAL_CHECKOUT not on)';
}
