// GET /v1/stock/track-record/{id}: what followed each mood band and signal state on the asset's stored history.
// Gated like the analysis (a member, and an asset their plan opens), except the public assets (BTC and SPY), which
// anyone may read for the public /track-record page (docs/decisions/113-public-track-record.md).
import type { FastifyInstance } from 'fastify';
import { ADD_ASSET_MESSAGES, MESSAGES, TRACK_RECORD_PUBLIC_ASSETS, type Plan, type TrackRecord } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { forbidden, HttpError, notFound, unauthorized } from '../../platform/http/envelope';
import { emptyQuery, idParam, storedAnswer, typed } from '../../platform/http/schemas';
import { CACHE_CONTROL, compactNumbers, sendWire, wireBody, type WireBody } from '../../platform/http/wire';
import { API_MESSAGES } from '../../platform/messages';
import { optionalMemberOf, type AccessAuth } from '../../platform/http/access';
import { findAsset } from '../../catalogue/service/catalogue';
import { createTrackRecordService, NoTrackRecordError } from '../service/track-records';
import type { IngestedData } from '../service/stored-market';
import { trackRecord } from './wire-schemas';
import { planOpens } from './caller-plan';

export function registerTrackRecordRoute(
  app: FastifyInstance,
  ctx: AppContext,
  ingestion: IngestedData | null,
  planFor: (auth: AccessAuth | null) => Promise<Plan | null>,
): void {
  const service = ingestion ? createTrackRecordService(ctx.db, ctx.now) : null;
  // One stored body per computed record: the service hands out the same object until the day or the data change.
  const bodies = new WeakMap<TrackRecord, WireBody>();
  function bodyOf(record: TrackRecord): WireBody {
    let body = bodies.get(record);
    if (!body) {
      body = wireBody(JSON.stringify({ success: true, message: API_MESSAGES.trackRecord, data: record }, compactNumbers));
      bodies.set(record, body);
    }
    return body;
  }

  // A stored wire body (serialised once per computed record): its answer schema documents it, the bytes go as stored.
  const schema = { params: idParam('id'), querystring: emptyQuery, response: { 200: storedAnswer(trackRecord) } };
  typed(app).get(
    '/stock/track-record/:id',
    { config: { access: 'optional-member', key: 'read' }, schema },
    async (request, reply) => {
      const auth = optionalMemberOf(request);
      const asset = findAsset(request.params.id);
      if (!asset) throw notFound(API_MESSAGES.stockNotFound);
      const open = TRACK_RECORD_PUBLIC_ASSETS.includes(asset.id);
      if (!open && !auth) throw unauthorized();
      if (!open && !planOpens(await planFor(auth))(asset.id)) throw forbidden(MESSAGES.assetLocked);
      if (asset.state !== 'active') throw new HttpError(409, ADD_ASSET_MESSAGES.notOpenYet(asset.symbol));
      if (!service) throw new HttpError(404, `There is no stored history for ${asset.symbol}: no market source is configured.`);
      try {
        const record = await service.trackRecord(asset);
        // A public asset's answer is the same for everyone, so any cache may share an anonymous caller's copy.
        const cacheControl = auth ? CACHE_CONTROL.privateData : CACHE_CONTROL.publicData;
        return sendWire(request, reply, bodyOf(record), cacheControl, 'Accept-Encoding, Authorization');
      } catch (error) {
        throw error instanceof NoTrackRecordError ? new HttpError(404, error.message) : error;
      }
    },
  );
}
