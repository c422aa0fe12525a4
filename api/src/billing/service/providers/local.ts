import { hmac } from '../../../platform/ids';
import type { PaymentProvider } from './provider';

/** The built-in provider: the site's checkout page, paid by the signed-in buyer with one click, no network needed. */
export function createLocalProvider(serverSecret: string): PaymentProvider {
  return {
    name: 'local',
    webhookSecret: `whsec_local_${hmac(serverSecret, 'local-payments-webhook')}`,
    async createCheckout({ localCheckoutUrl }) {
      return { url: localCheckoutUrl };
    },
    async cancelAtPeriodEnd() {
      // Nothing to tell: local subscriptions live only in our database.
    },
    async resume() {
      // Likewise: resuming is a change in our database only.
    },
  };
}
