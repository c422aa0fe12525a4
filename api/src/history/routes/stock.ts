// Asset catalogue, the analysis behind GET /v1/stock/details/:id and one day's headlines behind
// GET /v1/stock/headlines/:id. The stored data lives in history/service, the assets in catalogue/ and the engine
// in analysis/; this file keeps to HTTP: auth, plan locking, errors and the envelope.
import type { FastifyInstance } from 'fastify';
import { type Plan, type StockAnalysis, type StockHistory, type StockItem } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { HttpError, ok } from '../../platform/http/envelope';
import { answer, idParam, obj, storedAnswer, str, Type, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL, compactNumbers, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { memberOf, optionalMemberOf } from '../../platform/http/access';
import { catalogueVersion, refreshCatalogue } from '../../catalogue/service/catalogue';
import { loadMarketConfig } from '../../prices/service/config';
import { createMarketService, MarketRequestError, parseDay, readsStore, type AssetCoverage, type MarketService } from '../service/market';
import { createHistoryService, HistoryRequestError } from '../service/history';
import { freshnessOf, type IngestedData } from '../service/stored-market';
import { registerTrackRecordRoute } from './track-record';
import { callerPlan, openAssetFor, planOpens } from './caller-plan';
import { registerHistoryCsvRoute } from './history-csv';
import { dayHeadlines, dayQuery, overview, rangeQuery } from './schemas';
import { stockHistory, stockHourlyHistory, stockList } from './wire-schemas';
import { hourlyHistoryFor } from './hourly-history';
import { analysis } from './analysis-schema';
import { overviewLines } from '../service/overview';
import type { ScreenerService } from '../service/screener';

export function registerStockRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  ingestion?: IngestedData,
  service?: MarketService,
  screener?: Pick<ScreenerService, 'lines'>,
): MarketService {
  const api = typed(app);
  const assetParams = idParam('id');
  const { db } = ctx;
  const market =
    service ?? createMarketService(ctx.config.market ?? loadMarketConfig({}), { now: () => new Date(ctx.now()), ingestion });
  const stored = readsStore(ingestion) ? ingestion : null;
  const daily = stored ? createHistoryService(db, stored.stored) : null;

  // Import the bundled files on first start (a no-op while they are unchanged), then score the headlines and load
  // the default asset before the first request, not during it. A failing import leaves what is stored.
  app.addHook('onReady', async () => {
    if (stored?.providers.some((p) => p.kind.startsWith('bundled'))) await stored.run('bundled', { snapshotsLater: true }).catch(() => undefined);
    await market.warm().catch(() => undefined);
  });

  const planFor = callerPlan(ctx);

  // The list answer depends on the plan and the catalogue's version: serialise it once per plan object and version. The plan cache hands out the same objects until it refreshes (at most every
  // second), so an admin's change to a plan's assets shows at the next refresh and old answers are collected.
  // Each asset also says which days it has data for, so the stored body is kept per coverage answer too.
  const listBodies = new WeakMap<Plan, { coverage: ReadonlyMap<string, AssetCoverage>; catalogue: string; body: WireBody }>();
  let lastList: WireBody | null = null;
  function stockListBody(plan: Plan | null, coverage: ReadonlyMap<string, AssetCoverage>): WireBody {
    const cached = plan && listBodies.get(plan);
    if (cached && cached.coverage === coverage && cached.catalogue === catalogueVersion()) return cached.body;
    const open = planOpens(plan);
    const list: StockItem[] = market.assets().map(({ id, name, symbol, kind, isDefault, state, stateReason }) => ({
      id,
      name,
      symbol,
      kind,
      isDefault,
      locked: !open(id),
      firstDay: coverage.get(id)?.firstDay ?? null,
      lastDay: coverage.get(id)?.lastDay ?? null,
      source: coverage.get(id)?.source ?? null,
      freshness: freshnessOf(coverage.get(id)?.lastDay ?? null, coverage.get(id)?.source === 'live', kind, ctx.now()),
      // An asset being filled with its history, or that failed, is listed so the page can say so; it opens once active.
      state,
      stateReason,
    }));
    const json = JSON.stringify({ success: true, message: API_MESSAGES.stocksListed, data: list });
    // Most callers share the free plan's answer: keep its ETag and compressed bytes across plan refreshes.
    const body = lastList && lastList.json === json ? lastList : wireBody(json);
    lastList = body;
    if (plan) listBodies.set(plan, { coverage, catalogue: catalogueVersion(), body });
    return body;
  }

  // The catalogue, the history and the analysis are stored wire bodies: their answer schemas document the body, and
  // Fastify sends the stored bytes as they are (docs/architecture.md).
  const listSchema = { querystring: obj({}), response: { 200: storedAnswer(stockList) } };
  api.get('/stock/list', { config: { access: 'optional-member', key: 'read' }, schema: listSchema }, async (request, reply) => {
    const auth = optionalMemberOf(request);
    // While the database is unreachable for a moment, the catalogue this process holds answers.
    await refreshCatalogue(db, ctx.now()).catch(() => undefined);
    const [plan, coverage] = await Promise.all([planFor(auth), market.coverage()]);
    // Anonymous callers all get the free plan's view, which any cache may share; a member's view is theirs.
    const cacheControl = auth ? CACHE_CONTROL.privateData : CACHE_CONTROL.publicData;
    return sendWire(request, reply, stockListBody(plan, coverage), cacheControl, 'Accept-Encoding, Authorization');
  });

  // One line per asset the caller's plan opens, for the strip above the chart: the last 30 days with data, from the
  // screener's stored days when it is given (docs/scale.md).
  api.get('/stock/overview', { config: { access: 'member', key: 'read' }, schema: { response: { 200: answer(overview) } } }, async (request, reply) => {
    const auth = memberOf(request);
    const open = planOpens(await planFor(auth));
    const [lines, coverage] = await Promise.all([screener ? screener.lines(open) : [], market.coverage()]);
    return ok(reply, API_MESSAGES.stockDetails, { assets: await overviewLines(market, lines, open, coverage) });
  });

  // One stored body per analysis object: the market service hands out the same object for the same asset and
  // range until its prices, headlines or engine change, so a stale body can never be served.
  const analysisBodies = new WeakMap<StockAnalysis, WireBody>();
  function analysisBody(stock: StockAnalysis): WireBody {
    let body = analysisBodies.get(stock);
    if (!body) {
      body = wireBody(JSON.stringify({ success: true, message: API_MESSAGES.stockDetails, data: { stock } }, compactNumbers));
      analysisBodies.set(stock, body);
    }
    return body;
  }

  const historyBodies = new WeakMap<StockHistory, WireBody>();
  function historyBody(history: StockHistory): WireBody {
    let body = historyBodies.get(history);
    if (!body) {
      body = wireBody(JSON.stringify({ success: true, message: API_MESSAGES.stockHistory, data: history }, compactNumbers));
      historyBodies.set(history, body);
    }
    return body;
  }

  const openAsset = openAssetFor(ctx);

  registerTrackRecordRoute(app, ctx, stored, planFor);
  registerHistoryCsvRoute(app, ctx, { openAsset, history: daily ? (asset, from, to) => daily.history(asset, from, to) : null });

  const asHttpError = (error: unknown) => (error instanceof MarketRequestError ? new HttpError(error.statusCode, error.message) : error);

  api.get(
    '/stock/headlines/:id',
    { config: { access: 'member', key: 'read' }, schema: { params: assetParams, querystring: dayQuery, response: { 200: answer(dayHeadlines) } } },
    async (request, reply) => {
      const auth = memberOf(request);
      const asset = await openAsset(auth, request.params.id);
      try {
        const data = await market.dayHeadlines(asset.id, request.query);
        return ok(reply, API_MESSAGES.dayHeadlines, data);
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );

  // One stored row per closed day (mood, signal, headline aggregates), or with interval=1h per closed hour (headline
  // count, mean score and z-score, close), plan-gated like the details.
  const hourly = hourlyHistoryFor(ctx);
  const historyQuery = obj({ interval: str(10), startDate: str(40), endDate: str(40) });
  api.get(
    '/stock/history/:id',
    { config: { access: 'member', key: 'read' }, schema: { params: assetParams, querystring: historyQuery, response: { 200: storedAnswer(Type.Union([stockHistory, stockHourlyHistory])) } } },
    async (request, reply) => {
      const auth = memberOf(request);
      const asset = await openAsset(auth, request.params.id);
      const { interval = '1d', startDate, endDate } = request.query;
      if (interval !== '1d' && interval !== '1h') throw new HttpError(400, `interval must be one of 1h, 1d, got '${interval}'.`);
      if (interval === '1h') {
        try {
          return sendWire(request, reply, await hourly(asset.id, { startDate, endDate }), CACHE_CONTROL.privateData, 'Accept-Encoding, Authorization');
        } catch (error) {
          throw asHttpError(error);
        }
      }
      if (!daily) throw new HttpError(404, `There is no stored history for ${asset.symbol}: no market source is configured.`);
      try {
        const { history } = await daily.history(asset, startDate ? parseDay(startDate, 'startDate') : null, endDate ? parseDay(endDate, 'endDate') : null);
        return sendWire(request, reply, historyBody(history), CACHE_CONTROL.privateData, 'Accept-Encoding, Authorization');
      } catch (error) {
        throw error instanceof HistoryRequestError ? new HttpError(error.statusCode, error.message) : asHttpError(error);
      }
    },
  );

  api.get(
    '/stock/details/:id',
    { config: { access: 'member', key: 'read' }, schema: { params: assetParams, querystring: rangeQuery, response: { 200: storedAnswer(analysis) } } },
    async (request, reply) => {
      const auth = memberOf(request);
      const asset = await openAsset(auth, request.params.id);
      try {
        const stock = await market.details(asset.id, request.query);
        return sendWire(request, reply, analysisBody(stock), CACHE_CONTROL.privateData, 'Accept-Encoding, Authorization');
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );
  return market;
}
