// The subscriber's own subscription: cancel (POST /payment/cancel-subscription, where the client has always sent it)
// and resume share one service and one handler; the payment history.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { obj } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import { SUBSCRIPTION_MESSAGES, changeRenewal, paymentHistory } from '../service/subscription';

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const renewal =
    (cancel: boolean, message: string) =>
    async (request: FastifyRequest<{ Body: { subscriptionId?: string | null } }>, reply: FastifyReply) => {
      const { user } = memberOf(request);
      return ok(reply, message, await changeRenewal(ctx, user, { cancel, subscriptionId: request.body.subscriptionId }, request.log));
    };

  app.post(
    '/payment/cancel-subscription',
    { config: { access: 'member' }, schema: { body: obj({ subscriptionId: { type: ['string', 'null'], maxLength: 128 } }) } },
    renewal(true, API_MESSAGES.subscriptionCancelled),
  );
  app.post('/subscription/resume', { config: { access: 'member' }, schema: { body: obj({}) } }, renewal(false, SUBSCRIPTION_MESSAGES.resumed));

  app.get('/subscription/payments', { config: { access: 'member' } }, async (request, reply) => {
    const { user } = memberOf(request);
    return ok(reply, SUBSCRIPTION_MESSAGES.payments, { payments: await paymentHistory(ctx, user.id) });
  });
}
