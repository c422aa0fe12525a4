// The data operations of the admin console: one ingestion run now, and the health of every source.
import type { FastifyInstance } from 'fastify';
import type { DataHealth } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { recordAudit } from '../../admin/service/audit';
import { memberOf } from '../../platform/http/access';
import { HttpError, ok } from '../../platform/http/envelope';
import { Type, answer, emptyQuery, obj, typed } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import type { Ingestion } from '../ingestion/ingestion';
import { joinedRun } from '../../platform/joined-run';
import { dataHealth, ingestRun } from './schemas';

export function registerAdminDataRoutes(app: FastifyInstance, ctx: AppContext, ingestion: Ingestion): void {
  const api = typed(app);
  const ingest = joinedRun(() => ingestion.run());

  // Answers when the run is done, with each source's counts. A second press while one runs joins it and answers its
  // counts; only the press that started the run records it in the activity log.
  const runSchema = { querystring: emptyQuery, body: Type.Union([obj({}), Type.Null()]), response: { 200: answer(ingestRun) } };
  api.post('/admin/jobs/ingest/run', { config: { access: 'super-admin' }, schema: runSchema }, async (request, reply) => {
    const { user } = memberOf(request);
    if (!ingestion.configured && ingestion.providers.length > 0) {
      // Every source is built but outside this machine, and SENTISCOPE_OFFLINE=1 switched them all off.
      throw new HttpError(409, 'Offline (SENTISCOPE_OFFLINE=1): every source is outside this machine and switched off; the site serves the stored data, else the bundled files, else demo data.');
    }
    if (!ingestion.configured) {
      throw new HttpError(409, 'No market source is configured: set MARKET_DATA_DIR, MARKET_LIVE_SOURCE, STOCK_LIVE_SOURCE, NEWS_RSS_FEEDS or HEADLINES_FILE.');
    }
    const run = ingest.start();
    const result = await run.result;
    if (!run.joined) {
      const stored = result.sources.reduce((a, s) => a + s.stored, 0);
      const errors = result.sources.filter((s) => s.errors > 0).map((s) => s.source);
      await recordAudit(ctx.db.k, {
        actor: user,
        area: 'data',
        action: 'ran ingestion',
        target: 'Market data',
        before: null,
        after: { stored, sources: result.sources.length, errors },
        at: ctx.now(),
      });
    }
    return ok(reply, API_MESSAGES.ingestRun, result);
  });

  // The hourly candles now (the job runs at the start of every hour); a second press joins the run in progress.
  const hourly = joinedRun(() => ingestion.runHourly());
  api.post('/admin/jobs/hourly/run', { config: { access: 'super-admin' }, schema: runSchema }, async (request, reply) => {
    const { user } = memberOf(request);
    if (ingestion.hourlyProviders.every((p) => p.switchedOff)) throw new HttpError(409, API_MESSAGES.hourlyOffline);
    const run = hourly.start();
    const result = await run.result;
    if (!run.joined) {
      const stored = result.sources.reduce((a, s) => a + s.stored, 0);
      const errors = result.sources.filter((s) => s.errors > 0).map((s) => s.source);
      await recordAudit(ctx.db.k, { actor: user, area: 'data', action: 'ran hourly candles', target: 'Market data', before: null, after: { stored, errors }, at: ctx.now() });
    }
    return ok(reply, API_MESSAGES.hourlyRun, result);
  });

  const healthSchema = { querystring: emptyQuery, response: { 200: answer(dataHealth) } };
  api.get('/admin/data-health', { config: { access: 'super-admin' }, schema: healthSchema }, async (_request, reply) => {
    const health: DataHealth = await ingestion.health();
    return ok(reply, API_MESSAGES.dataHealth, health);
  });
}
