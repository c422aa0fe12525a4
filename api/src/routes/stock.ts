// Asset catalogue and the analysis behind GET /v1/stock/details/:id. Market data and the engine live in
// src/market and src/analysis; this file keeps to HTTP: auth, plan locking, errors and the envelope.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, type Plan, type StockItem } from '@sentiscope/shared/contract';
import type { AppContext } from '../context';
import { forbidden, HttpError, notFound, ok } from '../http/envelope';
import { idParam, obj, str } from '../http/schemas';
import { API_MESSAGES } from '../messages';
import { isSubscriptionActive } from '../repos/users';
import { optionalAccess, requireAccess, type AccessAuth } from '../auth/guard';
import { findAsset } from '../market/catalogue';
import { loadMarketConfig } from '../market/config';
import { createMarketService, MarketRequestError, type MarketService } from '../market/service';

export function registerStockRoutes(app: FastifyInstance, ctx: AppContext, service?: MarketService): MarketService {
  const { db } = ctx;
  const market =
    service ?? createMarketService(ctx.config.market ?? loadMarketConfig({}), { db: db.k, now: () => new Date(ctx.now()) });

  // Score the headlines and load the default asset before the first request, not during it.
  app.addHook('onReady', async () => {
    await market.warm().catch(() => undefined);
  });

  /** The plan whose assets the caller may open: their own while the subscription is active, else the free plan. */
  async function planFor(auth: AccessAuth | null): Promise<Plan | null> {
    const own = auth && auth.user.plan_id && isSubscriptionActive(auth.user, ctx.now()) ? await ctx.plans.find(auth.user.plan_id) : null;
    return own ?? (await ctx.plans.free());
  }

  // The catalogue is fixed for the life of the process, so the list answer depends only on the plan: serialise
  // it once per plan object. The plan cache hands out the same objects until it refreshes (at most every
  // second), so an admin's change to a plan's assets shows at the next refresh and old answers are collected.
  const listJson = new WeakMap<Plan, string>();
  function stockListJson(plan: Plan | null): string {
    const cached = plan && listJson.get(plan);
    if (cached) return cached;
    const open = new Set(plan?.cryptos ?? []);
    const list: StockItem[] = market.assets().map(({ id, name, symbol, kind, isDefault }) => ({
      id,
      name,
      symbol,
      kind,
      isDefault,
      locked: !open.has(id),
    }));
    const json = JSON.stringify({ success: true, message: API_MESSAGES.stocksListed, data: list });
    if (plan) listJson.set(plan, json);
    return json;
  }

  app.get('/stock/list', { schema: { querystring: obj({}) } }, async (request, reply) => {
    const plan = await planFor(await optionalAccess(ctx, request));
    return reply.type('application/json; charset=utf-8').send(stockListJson(plan));
  });

  app.get<{ Params: { id: string }; Querystring: { startDate?: string; endDate?: string } }>(
    '/stock/details/:id',
    { schema: { params: idParam('id'), querystring: obj({ startDate: str(40), endDate: str(40) }) } },
    async (request, reply) => {
      const auth = await requireAccess(ctx, request);
      const asset = findAsset(request.params.id);
      if (!asset) throw notFound(API_MESSAGES.stockNotFound);
      if (!(await planFor(auth))?.cryptos.includes(asset.id)) throw forbidden(MESSAGES.assetLocked);
      try {
        const stock = await market.details(asset.id, request.query);
        return ok(reply, API_MESSAGES.stockDetails, { stock });
      } catch (error) {
        if (error instanceof MarketRequestError) throw new HttpError(error.statusCode, error.message);
        throw error;
      }
    },
  );
  return market;
}
