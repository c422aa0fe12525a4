import { hmac } from '../ids';
import type { PaymentProvider } from './provider';

/** The built-in provider: a checkout page served by this API, paid with one click, no network needed. */
export function createLocalProvider(serverSecret: string): PaymentProvider {
  return {
    name: 'local',
    webhookSecret: `whsec_local_${hmac(serverSecret, 'local-payments-webhook')}`,
    async createCheckout({ checkoutId, apiBaseUrl }) {
      return { url: `${apiBaseUrl}/v1/payment/local-checkout/${checkoutId}` };
    },
    async cancelAtPeriodEnd() {
      // Nothing to tell: local subscriptions live only in our database.
    },
  };
}
