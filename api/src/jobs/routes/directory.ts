// The symbol directory's refresh now (super admin); the daily job runs the same refresh.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { recordAudit } from '../../admin/service/audit';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { Type, answer, emptyQuery, obj, typed } from '../../platform/http/schemas';
import { joinedRun } from '../../platform/joined-run';
import { loadMarketConfig } from '../../prices/service/config';
import { createSourceHttp } from '../../prices/sources/source-http';
import { refreshDirectory } from '../directory';

const directoryRun = obj({
  crypto: Type.Union([Type.Integer(), Type.Null()]),
  stocks: Type.Union([Type.Integer(), Type.Null()]),
  skipped: Type.Array(Type.String()),
});

export function registerDirectoryJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const config = ctx.config.market ?? loadMarketConfig({});
  const http = createSourceHttp({ offline: config.offline, backoffMs: config.ingestBackoffMs });
  const refresh = joinedRun(() => refreshDirectory(ctx.db, config, http, ctx.now()));
  const schema = { querystring: emptyQuery, body: Type.Union([obj({}), Type.Null()]), response: { 200: answer(directoryRun) } };
  api.post('/admin/jobs/directory/run', { config: { access: 'super-admin' }, schema }, async (request, reply) => {
    const { user } = memberOf(request);
    const run = refresh.start();
    const result = await run.result;
    if (!run.joined) {
      await recordAudit(ctx.db.k, { actor: user, area: 'data', action: 'refreshed the symbol directory', target: 'Symbol directory', before: null, after: result, at: ctx.now() });
    }
    return ok(reply, 'Symbol directory refreshed', result);
  });
}
