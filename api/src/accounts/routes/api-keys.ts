// The profile's Developer tab: a member's API keys. Only a signed-in session manages keys: no key reaches these
// routes (they declare no key scope), so a leaked key cannot make another or keep itself alive.
import type { FastifyInstance } from 'fastify';
import { API_KEY_MESSAGES, type ApiKeyInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, idParam, typed } from '../../platform/http/schemas';
import { createApiKey, listApiKeys, revokeKey } from '../service/api-keys';
import type { KeyGate } from '../service/key-gate';
import { seenFrom } from './account-security';
import { apiKeyBody, apiKeyCreated, apiKeyList, apiKeyRevoked } from './api-key-schemas';

const member = { config: { access: 'member' as const } };

export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext, gate: KeyGate): void {
  const api = typed(app);
  api.get('/user/api-keys', { ...member, schema: { querystring: emptyQuery, response: { 200: answer(apiKeyList) } } }, async (request, reply) =>
    ok(reply, API_KEY_MESSAGES.listed, await listApiKeys(ctx, gate, memberOf(request).user)),
  );

  api.post('/user/api-keys', { ...member, schema: { body: apiKeyBody, response: { 201: answer(apiKeyCreated) } } }, async (request, reply) => {
    const auth = memberOf(request);
    await ctx.limiter.hit(`account-security:${auth.userId}`, ctx.config.rateLimits.accountChangesPerUser);
    return ok(reply, API_KEY_MESSAGES.created, await createApiKey(ctx, auth.user, request.body as ApiKeyInput, seenFrom(request)), 201);
  });

  api.delete('/user/api-keys/:id', { ...member, schema: { params: idParam('id'), response: { 200: answer(apiKeyRevoked) } } }, async (request, reply) => {
    await revokeKey(ctx, memberOf(request).user, request.params.id, seenFrom(request));
    return ok(reply, API_KEY_MESSAGES.revoked, { revoked: true as const });
  });
}
