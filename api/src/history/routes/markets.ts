// The markets screener: GET /v1/markets (a page of rows and their total) and GET /v1/markets.csv (every row the
// filter lets through), both plan-gated like the catalogue: only the assets the member's plan opens.
import type { FastifyInstance } from 'fastify';
import {
  MARKET_KINDS,
  MARKET_SORTS,
  MARKETS_MAX_PAGE,
  MARKETS_MESSAGES,
  MARKETS_QUERY_MAX,
  type MarketsPage,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../platform/http/envelope';
import { Type, answer, answerOf, nullable, obj, oneOf, str, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL } from '../../platform/http/wire';
import { memberOf } from '../../platform/http/access';
import { refreshCatalogue } from '../../catalogue/service/catalogue';
import type { ScreenerService } from '../service/screener';
import { marketsCsv } from '../service/markets-csv';
import { callerPlan, planOpens } from './caller-plan';
import { freshness } from './schemas';

const WHOLE = '^[0-9]{1,9}$';
const filterQuery = { sort: oneOf(MARKET_SORTS), dir: oneOf(['asc', 'desc'] as const), kind: oneOf(MARKET_KINDS), q: str(MARKETS_QUERY_MAX) };
const pageQuery = obj({ ...filterQuery, limit: Type.String({ pattern: WHOLE }), offset: Type.String({ pattern: WHOLE }) });
const csvQuery = obj(filterQuery);

const num = nullable(Type.Number());
const marketsPage = answerOf<MarketsPage>()(
  Type.Object({
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    sort: oneOf(MARKET_SORTS),
    dir: oneOf(['asc', 'desc'] as const),
    rows: Type.Array(
      Type.Object({
        id: Type.String(),
        symbol: Type.String(),
        name: Type.String(),
        kind: oneOf(MARKET_KINDS),
        price: num,
        change1d: num,
        change7d: num,
        change30d: num,
        mood: num,
        moodChange7d: num,
        signal: nullable(oneOf(['bullish', 'neutral', 'bearish'] as const)),
        headlines24h: Type.Integer(),
        lastDay: nullable(Type.String()),
        freshness,
      }),
    ),
  }),
);

const whole = (value: string | undefined, min: number, max: number, message: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (n < min || n > max) throw badRequest(message);
  return n;
};

export function registerMarketsRoutes(app: FastifyInstance, ctx: AppContext, screener: ScreenerService): void {
  const api = typed(app);
  const planFor = callerPlan(ctx);

  api.get('/markets', { config: { access: 'member', key: 'read' }, schema: { querystring: pageQuery, response: { 200: answer(marketsPage) } } }, async (request, reply) => {
    const { limit, offset, ...filter } = request.query;
    await refreshCatalogue(ctx.db, ctx.now());
    const page = await screener.page({
      ...filter,
      open: planOpens(await planFor(memberOf(request))),
      limit: whole(limit, 1, MARKETS_MAX_PAGE, MARKETS_MESSAGES.limit),
      offset: whole(offset, 0, Number.MAX_SAFE_INTEGER, MARKETS_MESSAGES.offset),
    });
    reply.header('cache-control', CACHE_CONTROL.privateData);
    return ok(reply, MARKETS_MESSAGES.listed, page);
  });

  api.get('/markets.csv', { config: { access: 'member', key: 'read' }, schema: { querystring: csvQuery } }, async (request, reply) => {
    await refreshCatalogue(ctx.db, ctx.now());
    const rows = await screener.rows({ ...request.query, open: planOpens(await planFor(memberOf(request))) });
    const csv = marketsCsv(rows);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sentiscope-markets.csv"')
      .send(csv);
  });
}
