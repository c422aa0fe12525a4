// Checkout: open one, read its order summary, the payment webhook, and the local provider's pay and cancel.
import type { FastifyInstance } from 'fastify';
import type { CheckoutSessionPayload } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { idParam, obj, str } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import { cancelCheckout, openCheckout, orderSummary } from '../service/checkout-flow';
import { payLocally } from '../service/local-checkout';
import { receiveWebhook } from '../service/receive-webhook';

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Partial<CheckoutSessionPayload> }>(
    '/payment/create-checkout-session',
    { config: { access: 'member' }, schema: { body: obj({ planId: str(64), tenure: str(32) }) } },
    async (request, reply) => {
      const auth = memberOf(request);
      await ctx.limiter.hit(`checkout:user:${auth.userId}`, ctx.config.rateLimits.checkoutPerUser);
      return ok(reply, API_MESSAGES.checkoutCreated, await openCheckout(ctx, auth, request.body, request.log));
    },
  );

  app.get<{ Params: { id: string } }>('/payment/checkout/:id', { config: { access: 'member' }, schema: { params: idParam('id') } }, async (request, reply) =>
    ok(reply, API_MESSAGES.checkoutFound, await orderSummary(ctx, memberOf(request), request.params.id)),
  );

  // The webhook reads the raw bytes: the signature covers them exactly, so JSON parsing comes after checking it.
  app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post('/payment/webhook', { config: { access: 'public' } }, async (request, reply) => {
      const outcome = await receiveWebhook(ctx, request.body, request.headers['stripe-signature']);
      return ok(reply, API_MESSAGES.webhookReceived, { received: true, outcome });
    });
  });

  if (ctx.payments.name !== 'local') return;

  app.post<{ Params: { id: string } }>(
    '/payment/local-checkout/:id/pay',
    { config: { access: 'member' }, schema: { params: idParam('id') } },
    async (request, reply) => ok(reply, API_MESSAGES.checkoutPaid, await payLocally(ctx, memberOf(request), request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    '/payment/local-checkout/:id/cancel',
    { config: { access: 'member' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      await cancelCheckout(ctx, memberOf(request), request.params.id);
      return ok(reply, API_MESSAGES.checkoutCanceled, { cancelled: true });
    },
  );
}
