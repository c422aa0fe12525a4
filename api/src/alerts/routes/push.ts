// Browser push over HTTP: the public key browsers subscribe with, turning push on and off in a browser (the
// member's own subscriptions only: another member's id answers 404, as an unknown one does). Its test is the
// channel's (POST /v1/alerts/channels/push/test).
import type { FastifyInstance } from 'fastify';
import { PUSH_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, idParam, typed } from '../../platform/http/schemas';
import { pushPublicKey, pushSubscriptions, subscribePush, unsubscribePush } from '../service/push';
import { endpointBody, publicKeyAnswer, subscriptionAnswer, subscriptionBody, subscriptionListAnswer } from './push-schemas';

const member = { config: { access: 'member' as const } };

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/push/vapid-public-key', { config: { access: 'public' }, schema: { querystring: emptyQuery, response: { 200: answer(publicKeyAnswer) } } }, async (_request, reply) =>
    ok(reply, PUSH_MESSAGES.publicKey, pushPublicKey(ctx)),
  );

  api.get('/push/subscriptions', { ...member, schema: { querystring: emptyQuery, response: { 200: answer(subscriptionListAnswer) } } }, async (request, reply) =>
    ok(reply, PUSH_MESSAGES.listed, await pushSubscriptions(ctx, memberOf(request).userId)),
  );

  api.post('/push/subscriptions', { ...member, schema: { body: subscriptionBody, response: { 201: answer(subscriptionAnswer) } } }, async (request, reply) =>
    ok(reply, PUSH_MESSAGES.subscribed, await subscribePush(ctx, memberOf(request).userId, request.body), 201),
  );

  // This browser turns push off: it names its own endpoint, which it knows and the page never stores.
  api.delete('/push/subscriptions', { ...member, schema: { body: endpointBody, response: { 200: answer(subscriptionListAnswer) } } }, async (request, reply) => {
    await unsubscribePush(ctx, memberOf(request).userId, { endpoint: request.body.endpoint });
    return ok(reply, PUSH_MESSAGES.unsubscribed, await pushSubscriptions(ctx, memberOf(request).userId));
  });

  // Any of the member's browsers, from the settings' list.
  api.delete('/push/subscriptions/:id', { ...member, schema: { params: idParam('id'), response: { 200: answer(subscriptionListAnswer) } } }, async (request, reply) => {
    await unsubscribePush(ctx, memberOf(request).userId, { id: request.params.id });
    return ok(reply, PUSH_MESSAGES.removed, await pushSubscriptions(ctx, memberOf(request).userId));
  });
}
