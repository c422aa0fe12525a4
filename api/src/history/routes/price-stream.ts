// The live price (docs/live-prices.md): GET /v1/stream/prices?ids=btc,eth, Server-Sent Events of each changed price,
// and GET /v1/prices/live?ids=, the same state answered once. Plan-gated per id like the details; the member's token
// in the Authorization header (a page reads the stream with a streaming fetch), or an API key with the read scope.
import type { FastifyInstance } from 'fastify';
import { LIVE_MAX_IDS, MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { findAsset } from '../../catalogue/service/catalogue';
import { HttpError, forbidden, notFound, ok } from '../../platform/http/envelope';
import { memberOf, type AccessAuth } from '../../platform/http/access';
import { Type, answer, nullable, obj, str, typed } from '../../platform/http/schemas';
import { API_MESSAGES } from '../../platform/messages';
import type { LiveFeed } from '../../prices/service/live-feed';
import { createPriceStreams, livePrice, liveStatus, type StreamSink } from '../service/price-streams';
import { callerPlan, planOpens } from './caller-plan';

/** A client whose unsent text passes this is too slow to follow the prices: its stream is ended. */
const SLOW_CLIENT_BYTES = 256 * 1024;

const livePrices = Type.Object({
  live: Type.Boolean(),
  at: nullable(Type.String()),
  intervalSeconds: Type.Number(),
  prices: Type.Array(Type.Object({ id: Type.String(), price: Type.Number(), at: Type.String(), source: Type.String() })),
});

/** The ids asked for, each once, in the order asked; 400 unless one to LIVE_MAX_IDS well-formed ids. */
function parseIds(raw: string | undefined): string[] {
  const ids = [...new Set((raw ?? '').split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))];
  if (ids.length === 0 || ids.length > LIVE_MAX_IDS || ids.some((id) => !/^[a-z0-9][a-z0-9._-]{0,31}$/.test(id))) throw new HttpError(400, API_MESSAGES.liveIdsMissing);
  return ids;
}

export function registerPriceStreamRoutes(app: FastifyInstance, ctx: AppContext, feed: LiveFeed): void {
  const api = typed(app);
  const planFor = callerPlan(ctx);
  const streams = createPriceStreams({ feed, now: ctx.now, perMember: ctx.config.streamsPerMember });
  // Open streams end before the server closes, which would otherwise wait for them.
  app.addHook('preClose', async () => streams.close());

  /** The asked ids, when each exists (else 404) and the caller's plan opens it (else 403). */
  async function openIds(auth: AccessAuth, raw: string | undefined): Promise<string[]> {
    const ids = parseIds(raw);
    const opens = planOpens(await planFor(auth));
    for (const id of ids) {
      if (!findAsset(id)) throw notFound(API_MESSAGES.stockNotFound);
      if (!opens(id)) throw forbidden(MESSAGES.assetLocked);
    }
    return ids;
  }

  const query = obj({ ids: str(LIVE_MAX_IDS * 34) });
  api.get('/prices/live', { config: { access: 'member', key: 'read' }, schema: { querystring: query, response: { 200: answer(livePrices) } } }, async (request, reply) => {
    const ids = await openIds(memberOf(request), request.query.ids);
    await feed.ready();
    return ok(reply, API_MESSAGES.livePrices, { ...liveStatus(feed.status()), prices: feed.latest(ids).map(livePrice) });
  });

  api.get('/stream/prices', { config: { access: 'member', key: 'read' }, schema: { querystring: query } }, async (request, reply) => {
    const member = memberOf(request);
    const ids = await openIds(member, request.query.ids);
    await feed.ready();
    const raw = reply.raw;
    const sink: StreamSink = {
      start() {
        reply.hijack();
        const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)) as Record<string, string | number | string[]>;
        raw.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
        raw.flushHeaders();
      },
      write(text) {
        if (raw.destroyed || raw.writableEnded || raw.writableLength > SLOW_CLIENT_BYTES) return false;
        raw.write(text);
        return true;
      },
      end: () => void (raw.writableEnded || raw.end()),
    };
    const lastEventId = request.headers['last-event-id'];
    const stream = streams.open(member.userId, ids, typeof lastEventId === 'string' ? lastEventId : undefined, sink);
    if (!stream) throw new HttpError(429, API_MESSAGES.tooManyStreams);
    request.raw.once('close', () => stream.close());
    raw.once('close', () => stream.close());
  });
}
