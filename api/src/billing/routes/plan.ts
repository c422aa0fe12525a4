// The plans: the public list (serialised once while the plans are unchanged) and an admin's create, edit and delete.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type Plan } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { Type, answer, emptyQuery, idParam, storedAnswer, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { changePlan, createPlan, removePlan } from '../service/plans';
import { planAnswer, planRemoved, planSubmission } from './schemas';

const planParams = idParam('id');

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  // The GET /v1/plan answer, serialised once per plan-cache refresh; unchanged plans keep their body (ETag, bytes).
  const bodies = new WeakMap<Plan[], WireBody>();
  let lastBody: WireBody | null = null;
  async function listBody(): Promise<WireBody> {
    const plans = await ctx.plans.list();
    const cached = bodies.get(plans);
    if (cached) return cached;
    const json = JSON.stringify({ success: true, message: API_MESSAGES.plansListed, data: plans });
    const body = lastBody && lastBody.json === json ? lastBody : wireBody(json);
    lastBody = body;
    bodies.set(plans, body);
    return body;
  }

  const listSchema = { querystring: emptyQuery, response: { 200: storedAnswer(Type.Array(planAnswer)) } };
  api.get('/plan', { config: { access: 'public' }, schema: listSchema }, async (request, reply) =>
    sendWire(request, reply, await listBody(), CACHE_CONTROL.publicData),
  );

  api.post(
    '/plan',
    { config: { access: 'super-admin' }, schema: { body: planSubmission, response: { 201: answer(planAnswer) } } },
    async (request, reply) => ok(reply, MESSAGES.planCreated, await createPlan(ctx, memberOf(request).user, request.body), 201),
  );

  api.put(
    '/plan/:id',
    { config: { access: 'super-admin' }, schema: { body: planSubmission, params: planParams, response: { 200: answer(planAnswer) } } },
    async (request, reply) => ok(reply, MESSAGES.planUpdated, await changePlan(ctx, memberOf(request).user, request.params.id, request.body)),
  );

  api.delete(
    '/plan/:id',
    { config: { access: 'super-admin' }, schema: { params: planParams, response: { 200: answer(planRemoved) } } },
    async (request, reply) => {
      await removePlan(ctx, memberOf(request).user, request.params.id);
      return ok(reply, MESSAGES.planDeleted, { _id: request.params.id });
    },
  );
}
