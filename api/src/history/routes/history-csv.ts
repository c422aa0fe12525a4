// GET /v1/stock/history/:id.csv: the stored history as CSV, one row per closed day, for a spreadsheet or a notebook.
// Plan-gated like the history itself and open to API keys with the read scope. Text cells that a spreadsheet would
// read as a formula are escaped (docs/decisions/157-csv-cells-escaped-against-formulas.md).
import type { FastifyInstance } from 'fastify';
import type { StockHistory } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Asset } from '../../catalogue/service/catalogue';
import { memberOf, type AccessAuth } from '../../platform/http/access';
import { HttpError } from '../../platform/http/envelope';
import { idParam, typed, Type } from '../../platform/http/schemas';
import { parseDay } from '../service/market';
import { HistoryRequestError } from '../service/history';
import { historyCsv } from '../service/history-csv';
import { rangeQuery } from './schemas';

type HistoryCsvDeps = {
  /** The asset asked for when the caller's plan opens it (else 404 or 403). */
  openAsset: (auth: AccessAuth, id: string) => Promise<Asset>;
  /** The stored history between two days, or null when no market source is configured. */
  history: ((asset: Asset, from: string | null, to: string | null) => Promise<{ history: StockHistory }>) | null;
};

const csvText = Type.String({ description: 'CSV with a header row: date, close, mood, band, signal, each mood component’s score, the headline count, mean and z' });

export function registerHistoryCsvRoute(app: FastifyInstance, _ctx: AppContext, deps: HistoryCsvDeps): void {
  typed(app).get(
    '/stock/history/:id.csv',
    { config: { access: 'member', key: 'read' }, schema: { params: idParam('id'), querystring: rangeQuery, response: { 200: csvText } } },
    async (request, reply) => {
      const asset = await deps.openAsset(memberOf(request), request.params.id);
      if (!deps.history) throw new HttpError(404, `There is no stored history for ${asset.symbol}: no market source is configured.`);
      const { startDate, endDate } = request.query;
      try {
        const { history } = await deps.history(asset, startDate ? parseDay(startDate, 'startDate') : null, endDate ? parseDay(endDate, 'endDate') : null);
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="sentiscope-${asset.id}-history.csv"`);
        return reply.send(historyCsv(history));
      } catch (error) {
        throw error instanceof HistoryRequestError ? new HttpError(error.statusCode, error.message) : error;
      }
    },
  );
}
