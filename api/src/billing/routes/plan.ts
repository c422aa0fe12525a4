import type { FastifyInstance } from 'fastify';
import {
  VALIDATION_MESSAGES,
  cleanFeatures,
  isPlanSubmittable,
  sixMonthPriceOf,
  yearlyPriceOf,
  type PlanInput,
} from '@sentiscope/shared/contract';
import { ADMIN_MESSAGES, MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { PlansTable } from '../../platform/db/schema';
import { HttpError, badRequest, notFound, ok } from '../../platform/http/envelope';
import { emptyQuery, idParam, obj, str } from '../../platform/http/schemas';
import { CACHE_CONTROL, sendWire } from '../../platform/http/wire';
import { newId } from '../../platform/ids';
import { API_MESSAGES } from '../../platform/messages';
import { findPlan } from '../data/plans';
import { memberOf } from '../../platform/http/access';
import { recordAudit } from '../../admin/data/audit';

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
});

type PlanBody = Partial<PlanInput> & { _id?: string; productId?: string };

/** The row a plan body becomes: the plan form's rules, with the six-month and yearly prices computed, not trusted. */
function planRow(body: PlanBody): Omit<PlansTable, 'id' | 'created_at'> {
  const title = (body.title ?? '').trim();
  if (!title) throw badRequest(VALIDATION_MESSAGES.required('Title'));
  const isFree = body.isFree === true;
  const monthly = body.monthlyPrice ?? Number.NaN;
  if (!Number.isFinite(monthly)) throw badRequest(VALIDATION_MESSAGES.required('Monthly price'));
  const sixMonthDiscount = body.sixMonthDiscount ?? 0;
  const yearlyDiscount = body.yearlyDiscount ?? 0;
  const sixMonthPrice = sixMonthPriceOf(monthly, sixMonthDiscount);
  const yearlyPrice = yearlyPriceOf(monthly, yearlyDiscount);
  if (!isPlanSubmittable({ title, monthlyPrice: monthly, sixMonthPrice, yearlyPrice, isFree })) {
    throw badRequest(isFree ? ADMIN_MESSAGES.monthlyZeroOrMore : ADMIN_MESSAGES.monthlyAboveZero);
  }
  const priority = body.priority ?? 0;
  if (priority < 0) throw badRequest(VALIDATION_MESSAGES.positiveNumber);
  return {
    title,
    monthly_price: monthly,
    six_month_price: sixMonthPrice,
    six_month_discount: sixMonthDiscount,
    yearly_price: yearlyPrice,
    yearly_discount: yearlyDiscount,
    save_text: body.saveText ?? '',
    note: body.note ?? '',
    is_most_popular: body.isMostPopular ? 1 : 0,
    is_free: isFree ? 1 : 0,
    features: JSON.stringify(cleanFeatures(body.features ?? [])),
    cryptos: JSON.stringify([...new Set(body.cryptos ?? [])]),
    priority: Math.floor(priority),
  };
}

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const onChange = () => ctx.plans.invalidate();

  app.get('/plan', { config: { access: 'public' }, schema: { querystring: emptyQuery } }, async (request, reply) =>
    sendWire(request, reply, await ctx.plans.listBody(API_MESSAGES.plansListed), CACHE_CONTROL.publicData),
  );

  app.post<{ Body: PlanBody }>('/plan', { config: { access: 'super-admin' }, schema: { body: planBody } }, async (request, reply) => {
    const { user } = memberOf(request);
    const id = newId();
    const row = planRow(request.body);
    const created = await db.k.transaction().execute(async (trx) => {
      await trx.insertInto('plans').values({ id, ...row, created_at: ctx.now() }).execute();
      const plan = await findPlan(trx, id);
      await recordAudit(trx, { actor: user, area: 'plan', action: 'created', target: row.title, before: null, after: plan, at: ctx.now() });
      return plan;
    });
    onChange();
    return ok(reply, MESSAGES.planCreated, created, 201);
  });

  app.put<{ Body: PlanBody; Params: { id: string } }>(
    '/plan/:id',
    { config: { access: 'super-admin' }, schema: { body: planBody, params: idParam('id') } },
    async (request, reply) => {
      const { user } = memberOf(request);
      const row = planRow(request.body);
      const id = request.params.id;
      const updated = await db.k.transaction().execute(async (trx) => {
        const before = await findPlan(trx, id);
        if (!before) throw notFound(MESSAGES.planMissingId);
        await trx.updateTable('plans').set(row).where('id', '=', id).execute();
        const after = await findPlan(trx, id);
        await recordAudit(trx, { actor: user, area: 'plan', action: 'updated', target: row.title, before, after, at: ctx.now() });
        return after;
      });
      onChange();
      return ok(reply, MESSAGES.planUpdated, updated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/plan/:id',
    { config: { access: 'super-admin' }, schema: { params: idParam('id') } },
    async (request, reply) => {
      const { user } = memberOf(request);
      const id = request.params.id;
      await db.k.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, id);
        if (!plan) throw notFound(MESSAGES.planMissingId);
        const subscriber = await trx.selectFrom('users').select('id').where('plan_id', '=', id).executeTakeFirst();
        if (subscriber) throw new HttpError(409, API_MESSAGES.planInUse);
        await trx.deleteFrom('plans').where('id', '=', id).execute();
        await recordAudit(trx, { actor: user, area: 'plan', action: 'deleted', target: plan.title, before: plan, after: null, at: ctx.now() });
      });
      onChange();
      return ok(reply, MESSAGES.planDeleted, { _id: id });
    },
  );
}
