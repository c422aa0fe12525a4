// The member's watchlist, their last visits ("since your last visit") and the one-time takeover of a browser's copy.
import type { FastifyInstance } from 'fastify';
import { WATCHLIST_MESSAGES, type VisitInput, type VisitTakeover, type WatchlistInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { emptyQuery } from '../../platform/http/schemas';
import { recordVisit, saveWatchlist, takeOverLocalCopy, watchlistOf } from '../service/watchlist';
import { takeoverBody, visitBody, watchlistBody } from './schemas';

const member = { config: { access: 'member' as const } };

export function registerWatchlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/watchlist', { ...member, schema: { querystring: emptyQuery } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.listed, await watchlistOf(ctx, memberOf(request).user)),
  );

  app.put<{ Body: WatchlistInput }>('/watchlist', { ...member, schema: { body: watchlistBody } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.saved, await saveWatchlist(ctx, memberOf(request).user, request.body.assets)),
  );

  app.post<{ Body: VisitInput }>('/watchlist/visits', { ...member, schema: { body: visitBody } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.visitRecorded, await recordVisit(ctx, memberOf(request).user, request.body)),
  );

  app.post<{ Body: VisitTakeover }>('/watchlist/visits/takeover', { ...member, schema: { body: takeoverBody } }, async (request, reply) => {
    const { watchlist, taken } = await takeOverLocalCopy(ctx, memberOf(request).user, request.body);
    return ok(reply, taken ? WATCHLIST_MESSAGES.localCopyTaken : WATCHLIST_MESSAGES.localCopyAlreadyTaken, watchlist);
  });
}
