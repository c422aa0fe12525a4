import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { MESSAGES, VALIDATION_MESSAGES, type CheckoutSessionPayload } from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import { HttpError, badRequest, forbidden, notFound, ok } from '../http/envelope';
import { idParam, obj, str } from '../http/schemas';
import { hmac } from '../ids';
import { API_MESSAGES } from '../messages';
import { TENURE_MONTHS, findPlan, priceFor, tenureOfProductId } from '../repos/plans';
import { isSubscriptionActive, loadUser } from '../repos/users';
import { requireAccess } from '../auth/guard';
import { applyPaymentEvent, type PaymentEvent } from '../payments/webhook';
import type { CheckoutMetadata } from '../payments/provider';

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const WEBHOOK_TOLERANCE_SECONDS = 300;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Signs a payload the way Stripe signs webhooks: `t=<seconds>,v1=<hmac of "t.payload">`. */
export const signWebhookPayload = (payload: string, secret: string, seconds: number) =>
  `t=${seconds},v1=${hmac(secret, `${seconds}.${payload}`)}`;

function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

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
  const apiBaseUrl = (request: { protocol: string; host: string }) =>
    ctx.config.publicApiUrl ?? `${request.protocol}://${request.host}`;

  app.post<{ Body: Partial<CheckoutSessionPayload> }>(
    '/payment/create-checkout-session',
    { schema: { body: obj({ priceId: str(128), plan: str(64) }) } },
    async (request, reply) => {
      const auth = await requireAccess(ctx, request);
      const { priceId = '', plan: planId = '' } = request.body;
      if (!planId.trim()) throw badRequest(VALIDATION_MESSAGES.required('Plan'));
      if (!priceId.trim()) throw badRequest(VALIDATION_MESSAGES.required('Price'));
      const plan = await findPlan(db.k, planId);
      if (!plan) throw notFound(MESSAGES.planMissingId);
      if (plan.isFree) throw badRequest(API_MESSAGES.freePlanNoCheckout);
      const tenure = tenureOfProductId(plan, priceId);
      if (!tenure) throw badRequest(API_MESSAGES.unknownPrice);
      const checkoutId = randomBytes(16).toString('hex');
      const now = ctx.now();
      const amount = priceFor(plan, tenure);
      await db.k
        .insertInto('checkout_sessions')
        .values({ id: checkoutId, user_id: auth.userId, plan_id: plan._id, tenure, amount, status: 'open', created_at: now, expires_at: now + CHECKOUT_LIFETIME_MS })
        .execute();
      let url: string;
      try {
        ({ url } = await ctx.payments.createCheckout({
          checkoutId,
          userId: auth.userId,
          email: auth.user.email,
          plan,
          tenure,
          amount,
          successUrl: `${ctx.config.siteUrl}/success`,
          cancelUrl: `${ctx.config.siteUrl}/cancel`,
          apiBaseUrl: apiBaseUrl(request),
        }));
      } catch (error) {
        request.log.error({ err: error }, 'checkout creation failed');
        throw new HttpError(502, MESSAGES.cancelSubscriptionFailed);
      }
      return ok(reply, API_MESSAGES.checkoutCreated, { url, sessionId: checkoutId });
    },
  );

  app.post<{ Body: { subscriptionId?: string } }>(
    '/payment/cancel-subscription',
    { schema: { body: obj({ subscriptionId: { type: ['string', 'null'], maxLength: 128 } }) } },
    async (request, reply) => {
      const auth = await requireAccess(ctx, request);
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
    hooks.post('/payment/webhook', async (request, reply) => {
      const outcome = await receiveWebhook(request.body, request.headers['stripe-signature']);
      return ok(reply, API_MESSAGES.webhookReceived, { received: true, outcome });
    });
  });

  if (ctx.payments.name !== 'local') return;

  // Local provider: a checkout page served by this API.
  const formAction = (reply: FastifyReply) =>
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(ctx.config.siteUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
    );

  app.get<{ Params: { id: string } }>(
    '/payment/local-checkout/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const checkout = await db.k.selectFrom('checkout_sessions').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!checkout) throw notFound(API_MESSAGES.checkoutClosed);
      const plan = await findPlan(db.k, checkout.plan_id);
      const open = checkout.status === 'open' && Number(checkout.expires_at) > ctx.now();
      const base = `/v1/payment/local-checkout/${checkout.id}`;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SentiScope checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #e5e7eb;border-radius:12px;padding:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#2563eb;color:#fff}.cancel{background:#e5e7eb;margin-left:.5rem}form{display:inline}</style></head>
<body><div class="card"><h1>SentiScope checkout</h1>
<p>Local test payments: no card is charged.</p>
<p><strong>${escapeHtml(plan?.title ?? 'Plan')}</strong>, ${escapeHtml(checkout.tenure)}: <strong>$${Number(checkout.amount).toFixed(2)}</strong></p>
${
  open
    ? `<form method="post" action="${base}/pay"><button class="pay" type="submit">Pay</button></form><form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
    : `<p>${escapeHtml(API_MESSAGES.checkoutClosed)}</p>`
}
</div></body></html>`;
      formAction(reply);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  // Browser forms post url-encoded bodies; nothing in them is read.
  app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    forms.post<{ Params: { id: string } }>(
      '/payment/local-checkout/:id/pay',
      { schema: { params: idParam('id') } },
      async (request, reply) => {
        const now = ctx.now();
        const claimed = await db.k
          .updateTable('checkout_sessions')
          .set({ status: 'paying' })
          .where('id', '=', request.params.id)
          .where('status', '=', 'open')
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, API_MESSAGES.checkoutClosed);
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
        return reply.redirect(`${ctx.config.siteUrl}/success`, 303);
      },
    );

    forms.post<{ Params: { id: string } }>(
      '/payment/local-checkout/:id/cancel',
      { schema: { params: idParam('id') } },
      async (request, reply) => {
        const checkout = await db.k.selectFrom('checkout_sessions').select('id').where('id', '=', request.params.id).executeTakeFirst();
        if (!checkout) throw notFound(API_MESSAGES.checkoutClosed);
        await db.k
          .updateTable('checkout_sessions')
          .set({ status: 'canceled' })
          .where('id', '=', checkout.id)
          .where('status', '=', 'open')
          .execute();
        return reply.redirect(`${ctx.config.siteUrl}/cancel`, 303);
      },
    );
  });
}
