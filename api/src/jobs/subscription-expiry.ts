// The subscription expiry job: once when the app is ready, then every hour, lapsed paid subscriptions move to the
// free plan. Started by the app's composition (app.ts), never by a route.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { expireEndedSubscriptions } from '../billing/service/subscription';

/** How often the expiry job looks for subscriptions that ended. */
export const EXPIRY_JOB_INTERVAL_MS = 60 * 60 * 1000;

export function startSubscriptionExpiry(app: FastifyInstance, ctx: AppContext): void {
  const timer = setInterval(() => {
    expireEndedSubscriptions(ctx).catch((error) => app.log.error({ err: error }, 'subscription expiry job failed'));
  }, EXPIRY_JOB_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await expireEndedSubscriptions(ctx).catch(() => 0);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
