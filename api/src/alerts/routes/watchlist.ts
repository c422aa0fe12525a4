// The member's watchlist, their last visits ("since your last visit") and the one-time takeover of a browser's copy.
import type { FastifyInstance } from 'fastify';
import { WATCHLIST_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import { recordVisit, saveWatchlist, takeOverLocalCopy, watchlistOf } from '../service/watchlist';
import { takeoverBody, visitAnswer, visitBody, watchlistAnswer, watchlistBody } from './schemas';

const member = { config: { access: 'member' as const } };
/** Reading the watchlist is open to API keys with the `read` scope. */
const keyRead = { config: { access: 'member' as const, key: 'read' as const } };

const listed = { response: { 200: answer(watchlistAnswer) } };

export function registerWatchlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/watchlist', { ...keyRead, schema: { querystring: emptyQuery, ...listed } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.listed, await watchlistOf(ctx, memberOf(request).user)),
  );

  api.put('/watchlist', { ...member, schema: { body: watchlistBody, ...listed } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.saved, await saveWatchlist(ctx, memberOf(request).user, request.body.assets)),
  );

  api.post('/watchlist/visits', { ...member, schema: { body: visitBody, response: { 200: answer(visitAnswer) } } }, async (request, reply) =>
    ok(reply, WATCHLIST_MESSAGES.visitRecorded, await recordVisit(ctx, memberOf(request).user, request.body)),
  );

  api.post('/watchlist/visits/takeover', { ...member, schema: { body: takeoverBody, ...listed } }, async (request, reply) => {
    const { watchlist, taken } = await takeOverLocalCopy(ctx, memberOf(request).user, request.body);
    return ok(reply, taken ? WATCHLIST_MESSAGES.localCopyTaken : WATCHLIST_MESSAGES.localCopyAlreadyTaken, watchlist);
  });
}
