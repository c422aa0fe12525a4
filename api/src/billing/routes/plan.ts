// The plans: the public list (serialised once while the plans are unchanged) and an admin's create, edit and delete.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type Plan } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { emptyQuery, idParam, obj, str } from '../../platform/http/schemas';
import { CACHE_CONTROL, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { changePlan, createPlan, removePlan, type PlanSubmission } from '../service/plans';

const price = { type: 'number', minimum: -1e9, maximum: 1e7 } as const;
const percent = { type: 'number', minimum: 0, maximum: 100 } as const;

const planBody = obj({
  _id: str(64),
  productId: str(128),
  title: str(100),
  monthlyPrice: price,
  sixMonthPrice: price,
  sixMonthDiscount: percent,
  yearlyPrice: price,
  yearlyDiscount: percent,
  saveText: str(200),
  note: str(1000),
  isMostPopular: { type: 'boolean' },
  isFree: { type: 'boolean' },
  features: { type: 'array', maxItems: 50, items: str(300) },
  cryptos: { type: 'array', maxItems: 100, items: { type: 'string', pattern: '^[a-z0-9-]{1,20}$' } },
  priority: { type: 'number', minimum: -1e9, maximum: 1e6 },
  pricingDetails: { type: 'array', maxItems: 10 },
  alertLimits: obj(
    { maxAlerts: { type: 'number', minimum: -1e9, maximum: 1e9 }, channels: { type: 'array', maxItems: 10, items: str(20) } },
    ['maxAlerts', 'channels'],
  ),
});

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  app.get('/plan', { config: { access: 'public' }, schema: { querystring: emptyQuery } }, async (request, reply) =>
    sendWire(request, reply, await listBody(), CACHE_CONTROL.publicData),
  );

  app.post<{ Body: PlanSubmission }>('/plan', { config: { access: 'super-admin' }, schema: { body: planBody } }, async (request, reply) =>
    ok(reply, MESSAGES.planCreated, await createPlan(ctx, memberOf(request).user, request.body), 201),
  );

  app.put<{ Body: PlanSubmission; Params: { id: string } }>(
    '/plan/:id',
    { config: { access: 'super-admin' }, schema: { body: planBody, params: idParam('id') } },
    async (request, reply) => ok(reply, MESSAGES.planUpdated, await changePlan(ctx, memberOf(request).user, request.params.id, request.body)),
  );

  app.delete<{ Params: { id: string } }>('/plan/:id', { config: { access: 'super-admin' }, schema: { params: idParam('id') } }, async (request, reply) => {
    await removePlan(ctx, memberOf(request).user, request.params.id);
    return ok(reply, MESSAGES.planDeleted, { _id: request.params.id });
  });
}
