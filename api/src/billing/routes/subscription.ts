// The subscriber's own subscription: cancel (POST /payment/cancel-subscription, where the client has always sent it)
// and resume share one service and one handler; the payment history.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, obj, typed, type Static } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import { SUBSCRIPTION_MESSAGES, changeRenewal, paymentHistory } from '../service/subscription';
import { paymentsAnswer, renewalChange, subscriptionAnswer } from './schemas';

const renewed = { response: { 200: answer(subscriptionAnswer) } };

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const renewal =
    (cancel: boolean, message: string) =>
    async (request: FastifyRequest<{ Body: Static<typeof renewalChange> }>, reply: FastifyReply) => {
      const { user } = memberOf(request);
      return ok(reply, message, await changeRenewal(ctx, user, { cancel, subscriptionId: request.body.subscriptionId }, request.log));
    };

  api.post('/payment/cancel-subscription', { config: { access: 'member' }, schema: { body: renewalChange, ...renewed } }, renewal(true, API_MESSAGES.subscriptionCancelled));
  api.post('/subscription/resume', { config: { access: 'member' }, schema: { body: obj({}), ...renewed } }, renewal(false, SUBSCRIPTION_MESSAGES.resumed));

  api.get('/subscription/payments', { config: { access: 'member' }, schema: { response: { 200: answer(paymentsAnswer) } } }, async (request, reply) => {
    const { user } = memberOf(request);
    return ok(reply, SUBSCRIPTION_MESSAGES.payments, { payments: await paymentHistory(ctx, user.id) });
  });
}
