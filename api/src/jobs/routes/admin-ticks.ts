// The latest prices now (the market-ticks job runs every TICK_INTERVAL_SECONDS): a super admin's run answers each
// asset's tick and the providers that failed; offline with no loopback source it is refused, the price not live.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, ok } from '../../platform/http/envelope';
import { Type, answer, emptyQuery, obj, typed } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import { joinedRun } from '../../platform/joined-run';
import { runTicks, type TickContext } from '../ticks';

const tickRun = Type.Object({
  live: Type.Boolean(),
  ticks: Type.Array(Type.Object({ assetId: Type.String(), price: Type.Number(), source: Type.String(), at: Type.Number() })),
  errors: Type.Array(Type.String()),
});

export function registerAdminTickRoutes(app: FastifyInstance, _ctx: AppContext, tick: TickContext): void {
  const api = typed(app);
  const ticks = joinedRun(() => runTicks(tick));
  const schema = { querystring: emptyQuery, body: Type.Union([obj({}), Type.Null()]), response: { 200: answer(tickRun) } };
  api.post('/admin/jobs/ticks/run', { config: { access: 'super-admin' }, schema }, async (_request, reply) => {
    if (!tick.ticker.live) throw new HttpError(409, API_MESSAGES.ticksOffline);
    return ok(reply, API_MESSAGES.ticksRun, await ticks.start().result);
  });
}
