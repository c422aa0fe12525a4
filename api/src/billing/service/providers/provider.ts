import type { Tenure, Plan } from '@sentiscope/shared/contract';

export type CheckoutRequest = {
  checkoutId: string;
  userId: string;
  email: string;
  plan: Plan;
  tenure: Tenure;
  /** The plan's price for the cycle. */
  amount: number;
  /** Taken off the first payment: the unused days of the plan being upgraded from. */
  credit: number;
  successUrl: string;
  cancelUrl: string;
  /** The site's own local checkout page for this checkout (the local provider's order summary and Pay). */
  localCheckoutUrl: string;
};

/** The metadata every checkout carries, so webhook events can be tied back to a user, plan and tenure. */
export type CheckoutMetadata = { userId: string; planId: string; tenure: Tenure; checkoutId: string };

export type PaymentProvider = {
  name: 'local' | 'stripe';
  /** Secret that signs webhook events (Stripe's `whsec_…`, or a local one derived from the server secret). */
  webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd before the period ends: the subscription renews again. */
  resume(subscriptionId: string): Promise<void>;
};
