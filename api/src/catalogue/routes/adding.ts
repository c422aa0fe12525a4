// Adding an asset: POST /v1/assets (a member whose plan opens the kind, or a super admin) and its status while
// its history is filled in, GET /v1/assets/{id}/status (docs/catalogue.md, "Adding an asset").
import type { FastifyInstance } from 'fastify';
import { ADD_ASSET_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, idParam, typed } from '../../platform/http/schemas';
import { addAsset, assetStatus } from '../service/adding';
import { addAssetBody, assetAdded, assetStatus as statusSchema } from './schemas';

/** `backfill` starts the backfill of the assets waiting for it (the job queue, or this process). */
export function registerAddAssetRoutes(app: FastifyInstance, ctx: AppContext, backfill: () => void): void {
  const api = typed(app);
  const deps = { db: ctx.db, plans: ctx.plans, now: ctx.now, backfill };
  const added = answer(assetAdded);
  api.post('/assets', { config: { access: 'member' }, schema: { querystring: emptyQuery, body: addAssetBody, response: { 200: added, 202: added } } }, async (request, reply) => {
    const outcome = await addAsset(deps, memberOf(request).user, request.body);
    return ok(reply, outcome.message, outcome.answer, outcome.status);
  });

  api.get('/assets/:id/status', { config: { access: 'member' }, schema: { querystring: emptyQuery, params: idParam('id'), response: { 200: answer(statusSchema) } } }, async (request, reply) =>
    ok(reply, ADD_ASSET_MESSAGES.status, await assetStatus(ctx.db, request.params.id)),
  );
}
