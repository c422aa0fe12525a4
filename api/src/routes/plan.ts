import type { FastifyInstance } from 'fastify';
import {
  VALIDATION_MESSAGES,
  cleanFeatures,
  isPlanSubmittable,
  sixMonthPriceOf,
  yearlyPriceOf,
  type PlanInput,
} from '@sentiscope/shared/contract';
import { MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import type { PlansTable } from '../db/schema';
import { HttpError, badRequest, notFound, ok } from '../http/envelope';
import { idParam, obj, str } from '../http/schemas';
import { newId } from '../ids';
import { API_MESSAGES } from '../messages';
import { findPlan } from '../repos/plans';
import { requireSuperAdmin } from '../auth/guard';

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

/** The row a plan body becomes: SPEC §5 rules, with the six-month and yearly prices computed, not trusted. */
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
    throw badRequest(isFree ? 'Monthly price must be 0 or more' : 'Monthly price must be above 0 for a paid plan');
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

  app.get('/plan', { schema: { querystring: obj({}) } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await ctx.plans.listJson(API_MESSAGES.plansListed)),
  );

  app.post<{ Body: PlanBody }>('/plan', { schema: { body: planBody } }, async (request, reply) => {
    await requireSuperAdmin(ctx, request);
    const id = newId();
    await db.k.insertInto('plans').values({ id, ...planRow(request.body), created_at: ctx.now() }).execute();
    onChange();
    return ok(reply, MESSAGES.planCreated, await findPlan(db.k, id), 201);
  });

  app.put<{ Body: PlanBody; Params: { id: string } }>(
    '/plan/:id',
    { schema: { body: planBody, params: idParam('id') } },
    async (request, reply) => {
      await requireSuperAdmin(ctx, request);
      const row = planRow(request.body);
      const result = await db.k.updateTable('plans').set(row).where('id', '=', request.params.id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(MESSAGES.planMissingId);
      onChange();
      return ok(reply, MESSAGES.planUpdated, await findPlan(db.k, request.params.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/plan/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      await requireSuperAdmin(ctx, request);
      const id = request.params.id;
      await db.k.transaction().execute(async (trx) => {
        const plan = await trx.selectFrom('plans').select('id').where('id', '=', id).executeTakeFirst();
        if (!plan) throw notFound(MESSAGES.planMissingId);
        const subscriber = await trx.selectFrom('users').select('id').where('plan_id', '=', id).executeTakeFirst();
        if (subscriber) throw new HttpError(409, API_MESSAGES.planInUse);
        await trx.deleteFrom('plans').where('id', '=', id).execute();
      });
      onChange();
      return ok(reply, MESSAGES.planDeleted, { _id: id });
    },
  );
}
