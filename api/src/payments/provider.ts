import type { BillingCycle, Plan } from '@sentiscope/shared/contract';

export type CheckoutRequest = {
  checkoutId: string;
  userId: string;
  email: string;
  plan: Plan;
  tenure: BillingCycle;
  amount: number;
  successUrl: string;
  cancelUrl: string;
  /** Where this API is reached from a browser (the local checkout page lives here). */
  apiBaseUrl: string;
};

/** The metadata every checkout carries, so webhook events can be tied back to a user, plan and tenure. */
export type CheckoutMetadata = { userId: string; planId: string; tenure: BillingCycle; checkoutId: string };

export type PaymentProvider = {
  name: 'local' | 'stripe';
  /** Secret that signs webhook events (Stripe's `whsec_…`, or a local one derived from the server secret). */
  webhookSecret: string;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
};
