import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { MESSAGES, ROUTES, TENURE_MONTHS, type CheckoutSessionPayload } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, forbidden, notFound, ok } from '../../platform/http/envelope';
import { idParam, obj, str } from '../../platform/http/schemas';
import { hmac } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { isSubscriptionActive, loadUser } from '../../accounts/data/users';
import { memberOf } from '../../platform/http/access';
import { applyPaymentEvent, type PaymentEvent } from '../service/webhook';
import type { CheckoutMetadata } from '../service/providers/provider';
import { addMonths, assertUpgrade, checkoutSummary, resolveOrder, unusedCredit } from '../service/checkout';
import { findPlan } from '../data/plans';

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signs a payload the way Stripe signs webhooks: `t=<seconds>,v1=<hmac of "t.payload">`. */
export const signWebhookPayload = (payload: string, secret: string, seconds: number) =>
  `t=${seconds},v1=${hmac(secret, `${seconds}.${payload}`)}`;

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** The webhook handler: Stripe's events and the local checkout's both come through here, signed. */
  async function receiveWebhook(raw: unknown, signature: unknown) {
    if (typeof signature !== 'string' || !Buffer.isBuffer(raw) || raw.length === 0) {
      throw badRequest(API_MESSAGES.webhookBadSignature);
    }
    let event: PaymentEvent;
    try {
      event = Stripe.webhooks.constructEvent(
        raw,
        signature,
        ctx.payments.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        ctx.now(),
      ) as unknown as PaymentEvent;
    } catch {
      throw badRequest(API_MESSAGES.webhookBadSignature);
    }
    if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') throw badRequest('Malformed event');
    return applyPaymentEvent(db, ctx.payments.name, event, ctx.now());
  }

  app.post<{ Body: Partial<CheckoutSessionPayload> }>(
    '/payment/create-checkout-session',
    { config: { access: 'member' }, schema: { body: obj({ planId: str(64), tenure: str(32) }) } },
    async (request, reply) => {
      const auth = memberOf(request);
      await ctx.limiter.hit(`checkout:user:${auth.userId}`, ctx.config.rateLimits.checkoutPerUser);
      const now = ctx.now();
      const { plan, tenure, price, held } = await resolveOrder(db.k, auth.user, request.body, now);
      if (ctx.payments.name === 'local' && !ctx.config.localCheckout) throw new HttpError(503, MESSAGES.paymentsUnavailable);
      const checkoutId = randomBytes(16).toString('hex');
      const credit = Math.min(price, unusedCredit(auth.user, held, now));
      await db.k
        .insertInto('checkout_sessions')
        .values({ id: checkoutId, user_id: auth.userId, plan_id: plan._id, tenure, amount: price, credit, status: 'open', created_at: now, expires_at: now + CHECKOUT_LIFETIME_MS })
        .execute();
      let url: string;
      try {
        ({ url } = await ctx.payments.createCheckout({
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
        }));
      } catch (error) {
        request.log.error({ err: error }, 'checkout creation failed');
        throw new HttpError(502, MESSAGES.checkoutFailed);
      }
      return ok(reply, API_MESSAGES.checkoutCreated, { url, sessionId: checkoutId });
    },
  );

  /** A checkout's order summary, for its buyer only (the checkout page before paying, the success page after). */
  async function buyersCheckout(request: FastifyRequest<{ Params: { id: string } }>) {
    const auth = memberOf(request);
    const checkout = await db.k.selectFrom('checkout_sessions').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!checkout) throw notFound(MESSAGES.checkoutClosed);
    if (checkout.user_id !== auth.userId) throw forbidden(MESSAGES.checkoutNotYours);
    return { auth, checkout };
  }

  app.get<{ Params: { id: string } }>('/payment/checkout/:id', { config: { access: 'member' }, schema: { params: idParam('id') } }, async (request, reply) => {
    const { auth, checkout } = await buyersCheckout(request);
    return ok(reply, API_MESSAGES.checkoutFound, await checkoutSummary(db.k, checkout, auth.user, ctx.payments.name, ctx.now()));
  });

  app.post<{ Body: { subscriptionId?: string } }>(
    '/payment/cancel-subscription',
    { config: { access: 'member' }, schema: { body: obj({ subscriptionId: { type: ['string', 'null'], maxLength: 128 } }) } },
    async (request, reply) => {
      const auth = memberOf(request);
      const user = auth.user;
      const current = user.stripe_subscription_id;
      if (!current || !isSubscriptionActive(user, ctx.now())) throw badRequest(API_MESSAGES.noCancellableSubscription);
      const asked = request.body.subscriptionId;
      if (asked && asked !== current) throw forbidden(API_MESSAGES.subscriptionMismatch);
      const subscription = await db.k.selectFrom('subscriptions').selectAll().where('id', '=', current).executeTakeFirst();
      if (subscription?.provider === ctx.payments.name) {
        try {
          await ctx.payments.cancelAtPeriodEnd(current);
        } catch (error) {
          request.log.error({ err: error }, 'cancel at provider failed');
          throw new HttpError(502, MESSAGES.cancelSubscriptionDialogFailed);
        }
      }
      await db.k.transaction().execute(async (trx) => {
        await trx.updateTable('subscriptions').set({ cancel_at_period_end: 1 }).where('id', '=', current).execute();
        await trx.updateTable('users').set({ sub_cancel_at_period_end: 1 }).where('id', '=', user.id).execute();
      });
      const fresh = await loadUser(db.k, user.id, ctx.now());
      return ok(reply, API_MESSAGES.subscriptionCancelled, { subscription: fresh!.subscription });
    },
  );

  // The webhook reads the raw bytes: the signature covers them exactly, so JSON parsing comes after checking it.
  app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post('/payment/webhook', { config: { access: 'public' } }, async (request, reply) => {
      const outcome = await receiveWebhook(request.body, request.headers['stripe-signature']);
      return ok(reply, API_MESSAGES.webhookReceived, { received: true, outcome });
    });
  });

  if (ctx.payments.name !== 'local') return;

  // Local provider: the site's checkout page pays through here with the buyer's own session, and the
  // payment goes through the same signed webhook path as Stripe's. Off unless enabled for this server.
  app.post<{ Params: { id: string } }>(
    '/payment/local-checkout/:id/pay',
    { config: { access: 'member' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      if (!ctx.config.localCheckout) throw forbidden(MESSAGES.localCheckoutOff);
      const { auth, checkout: open } = await buyersCheckout(request);
      const now = ctx.now();
      // A second checkout opened before the first was paid must not buy the same plan twice.
      const plan = await findPlan(db.k, open.plan_id);
      if (!plan) throw notFound(MESSAGES.planMissingId);
      await assertUpgrade(db.k, auth.user, plan, now);
      const claimed = await db.k
        .updateTable('checkout_sessions')
        .set({ status: 'paying' })
        .where('id', '=', request.params.id)
        .where('user_id', '=', auth.userId)
        .where('status', '=', 'open')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, MESSAGES.checkoutClosed);
      const checkout = await db.k.selectFrom('checkout_sessions').selectAll().where('id', '=', request.params.id).executeTakeFirstOrThrow();
      const tenure = checkout.tenure as CheckoutMetadata['tenure'];
      const metadata: CheckoutMetadata = { userId: checkout.user_id, planId: checkout.plan_id, tenure, checkoutId: checkout.id };
      const subscriptionId = `sub_local_${randomBytes(12).toString('hex')}`;
      const seconds = Math.floor(now / 1000);
      const events: PaymentEvent[] = [
        {
          id: `evt_local_${randomBytes(12).toString('hex')}`,
          type: 'checkout.session.completed',
          created: seconds,
          data: { object: { id: `cs_local_${checkout.id}`, object: 'checkout.session', mode: 'subscription', client_reference_id: checkout.user_id, subscription: subscriptionId, metadata } },
        },
        {
          id: `evt_local_${randomBytes(12).toString('hex')}`,
          type: 'customer.subscription.created',
          created: seconds,
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
      for (const event of events) {
        const payload = JSON.stringify({ ...event, object: 'event' });
        await receiveWebhook(Buffer.from(payload), signWebhookPayload(payload, ctx.payments.webhookSecret, seconds));
      }
      const buyer = await db.k.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirstOrThrow();
      const paid = await db.k.selectFrom('checkout_sessions').selectAll().where('id', '=', checkout.id).executeTakeFirstOrThrow();
      return ok(reply, API_MESSAGES.checkoutPaid, await checkoutSummary(db.k, paid, buyer, 'local', ctx.now()));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/payment/local-checkout/:id/cancel',
    { config: { access: 'member' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      const { checkout } = await buyersCheckout(request);
      await db.k.updateTable('checkout_sessions').set({ status: 'canceled' }).where('id', '=', checkout.id).where('status', '=', 'open').execute();
      return ok(reply, API_MESSAGES.checkoutCanceled, { cancelled: true });
    },
  );
}
