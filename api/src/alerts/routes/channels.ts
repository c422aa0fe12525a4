// The member's alert channels over HTTP: the list with what is connected, a test delivery on one, its delivery log.
import type { FastifyInstance } from 'fastify';
import { CHANNEL_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import { channelDeliveries, channelList, testChannel } from '../service/channels';
import { channelDeliveryPageAnswer, channelListAnswer, channelPageQuery, channelParam } from './channel-schemas';
import { noBody, webhookTestAnswer } from './schemas';

const member = { config: { access: 'member' as const } };

export function registerChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/alerts/channels', { ...member, schema: { querystring: emptyQuery, response: { 200: answer(channelListAnswer) } } }, async (request, reply) =>
    ok(reply, CHANNEL_MESSAGES.listed, await channelList(ctx, memberOf(request).user)),
  );

  api.post(
    '/alerts/channels/:channel/test',
    { ...member, schema: { params: channelParam, body: noBody, response: { 200: answer(webhookTestAnswer) } } },
    async (request, reply) => {
      const result = await testChannel(ctx, memberOf(request).user, request.params.channel);
      return ok(reply, result.delivered ? CHANNEL_MESSAGES.testSent : CHANNEL_MESSAGES.testFailed(result.error ?? CHANNEL_MESSAGES.notDelivered), result);
    },
  );

  api.get(
    '/alerts/channels/:channel/deliveries',
    { ...member, schema: { params: channelParam, querystring: channelPageQuery, response: { 200: answer(channelDeliveryPageAnswer) } } },
    async (request, reply) => ok(reply, CHANNEL_MESSAGES.deliveriesListed, await channelDeliveries(ctx, memberOf(request).user, request.params.channel, Number(request.query.page ?? 1))),
  );
}
