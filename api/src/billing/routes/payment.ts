// Checkout: open one, read its order summary, the payment webhook, and the local provider's pay and cancel.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, idParam, typed } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import { cancelCheckout, openCheckout, orderSummary } from '../service/checkout-flow';
import { payLocally } from '../service/local-checkout';
import { receiveWebhook } from '../service/receive-webhook';
import { checkoutCancelled, checkoutOpened, checkoutOrder, checkoutSummary, webhookReceived } from './schemas';

const checkoutParams = idParam('id');

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.post(
    '/payment/create-checkout-session',
    { config: { access: 'member' }, schema: { body: checkoutOrder, response: { 200: answer(checkoutOpened) } } },
    async (request, reply) => {
      const auth = memberOf(request);
      await ctx.limiter.hit(`checkout:user:${auth.userId}`, ctx.config.rateLimits.checkoutPerUser);
      return ok(reply, API_MESSAGES.checkoutCreated, await openCheckout(ctx, auth, request.body, request.log));
    },
  );

  api.get(
    '/payment/checkout/:id',
    { config: { access: 'member' }, schema: { params: checkoutParams, response: { 200: answer(checkoutSummary) } } },
    async (request, reply) => ok(reply, API_MESSAGES.checkoutFound, await orderSummary(ctx, memberOf(request), request.params.id)),
  );

  // The webhook reads the raw bytes: the signature covers them exactly, so JSON parsing comes after checking it.
  api.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post('/payment/webhook', { config: { access: 'public' }, schema: { response: { 200: answer(webhookReceived) } } }, async (request, reply) => {
      const outcome = await receiveWebhook(ctx, request.body, request.headers['stripe-signature']);
      return ok(reply, API_MESSAGES.webhookReceived, { received: true, outcome });
    });
  });

  if (ctx.payments.name !== 'local') return;

  api.post(
    '/payment/local-checkout/:id/pay',
    { config: { access: 'member' }, schema: { params: checkoutParams, response: { 200: answer(checkoutSummary) } } },
    async (request, reply) => ok(reply, API_MESSAGES.checkoutPaid, await payLocally(ctx, memberOf(request), request.params.id)),
  );

  api.post(
    '/payment/local-checkout/:id/cancel',
    { config: { access: 'member' }, schema: { params: checkoutParams, response: { 200: answer(checkoutCancelled) } } },
    async (request, reply) => {
      await cancelCheckout(ctx, memberOf(request), request.params.id);
      return ok(reply, API_MESSAGES.checkoutCanceled, { cancelled: true });
    },
  );
}
