// GET /v1/stock/candles/{id}?interval=1h|4h|1d&startDate=&endDate=: an asset's candles for the chart, plan-gated like
// the details. Each answer is a stored wire body (serialised, tagged and compressed once) kept until the stored data's
// version changes, so a chart reading the same 90 days of hours again costs one version read.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http/envelope';
import { idParam, obj, storedAnswer, str, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL, sendWire } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { memberOf } from '../../platform/http/access';
import { candleRange, readCandleSeries } from '../service/candles';
import { MarketRequestError } from '../service/request';
import { openAssetFor } from './caller-plan';
import { keptBodies } from './kept-bodies';
import { stockCandles } from './wire-schemas';

export function registerCandleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const openAsset = openAssetFor(ctx);
  const bodyOf = keptBodies(API_MESSAGES.stockCandles);

  const schema = { params: idParam('id'), querystring: obj({ interval: str(10), startDate: str(40), endDate: str(40) }), response: { 200: storedAnswer(stockCandles) } };
  api.get('/stock/candles/:id', { config: { access: 'member', key: 'read' }, schema }, async (request, reply) => {
    const asset = await openAsset(memberOf(request), request.params.id);
    let range;
    try {
      range = candleRange(request.query, ctx.now());
    } catch (error) {
      throw error instanceof MarketRequestError ? new HttpError(error.statusCode, error.message) : error;
    }
    const key = `${asset.id}|${range.interval}|${range.from}|${range.to}`;
    const body = await bodyOf(ctx.db.k, key, () => readCandleSeries(ctx.db.k, asset.id, range));
    return sendWire(request, reply, body, CACHE_CONTROL.privateData, 'Accept-Encoding, Authorization');
  });
}
