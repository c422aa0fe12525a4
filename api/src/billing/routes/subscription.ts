// The subscriber's own subscription: resume a cancel before the period ends, the payment history, and the
// expiry job that moves a lapsed subscription to the free plan. Cancelling stays at POST /payment/cancel-subscription.
import type { FastifyInstance } from 'fastify';
import type { Tenure, PaymentRecord } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, ok } from '../../platform/http/envelope';
import { obj } from '../../platform/http/schemas';
import { isSubscriptionActive, loadUser } from '../../accounts/data/users';
import { memberOf } from '../../platform/http/access';

export type { PaymentRecord };

export const SUBSCRIPTION_MESSAGES = {
  resumed: 'Your subscription will renew as usual',
  nothingToResume: 'There is no cancelled subscription to resume',
  resumeFailed: 'Failed to resume subscription. Please try again.',
  payments: 'Payment history',
} as const;

/** How often the expiry job looks for subscriptions that ended. */
export const EXPIRY_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** Moves every user whose paid period has ended (at `now`) to the free plan; returns how many moved. */
export async function expireSubscriptions(db: AppContext['db'], freePlanId: string | null, now: number): Promise<number> {
  const result = await db.k
    .updateTable('users')
    .set({ plan_id: freePlanId, sub_is_active: 1, sub_expiry: null, sub_tenure: null, sub_cancel_at_period_end: 0 })
    .where('sub_expiry', 'is not', null)
    .where('sub_expiry', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/subscription/resume', { config: { access: 'member' }, schema: { body: obj({}) } }, async (request, reply) => {
    const { user } = memberOf(request);
    const current = user.stripe_subscription_id;
    if (!current || !isSubscriptionActive(user, ctx.now()) || user.sub_cancel_at_period_end !== 1) {
      throw badRequest(SUBSCRIPTION_MESSAGES.nothingToResume);
    }
    const subscription = await db.k.selectFrom('subscriptions').select('provider').where('id', '=', current).executeTakeFirst();
    if (subscription?.provider === ctx.payments.name) {
      try {
        await ctx.payments.resume(current);
      } catch (error) {
        request.log.error({ err: error }, 'resume at provider failed');
        throw new HttpError(502, SUBSCRIPTION_MESSAGES.resumeFailed);
      }
    }
    await db.k.transaction().execute(async (trx) => {
      await trx.updateTable('subscriptions').set({ cancel_at_period_end: 0 }).where('id', '=', current).execute();
      await trx.updateTable('users').set({ sub_cancel_at_period_end: 0 }).where('id', '=', user.id).execute();
    });
    const fresh = await loadUser(db.k, user.id, ctx.now());
    return ok(reply, SUBSCRIPTION_MESSAGES.resumed, { subscription: fresh!.subscription });
  });

  app.get('/subscription/payments', { config: { access: 'member' } }, async (request, reply) => {
    const { user } = memberOf(request);
    const rows = await db.k
      .selectFrom('checkout_sessions')
      .leftJoin('plans', 'plans.id', 'checkout_sessions.plan_id')
      .select(['checkout_sessions.id', 'checkout_sessions.created_at', 'checkout_sessions.tenure', 'checkout_sessions.amount', 'plans.title'])
      .where('checkout_sessions.user_id', '=', user.id)
      .where('checkout_sessions.status', '=', 'complete')
      .orderBy('checkout_sessions.created_at', 'desc')
      .execute();
    const payments: PaymentRecord[] = rows.map((r) => ({
      _id: r.id,
      date: new Date(Number(r.created_at)).toISOString(),
      plan: r.title ?? 'Removed plan',
      tenure: r.tenure as Tenure,
      amount: Number(r.amount),
    }));
    return ok(reply, SUBSCRIPTION_MESSAGES.payments, { payments });
  });

  const expire = async () => expireSubscriptions(db, (await ctx.plans.free())?._id ?? null, ctx.now());
  const timer = setInterval(() => {
    expire().catch((error) => app.log.error({ err: error }, 'subscription expiry job failed'));
  }, EXPIRY_JOB_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await expire().catch(() => 0);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
