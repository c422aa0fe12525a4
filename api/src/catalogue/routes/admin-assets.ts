// The admin's catalogue: every asset as stored, and a super admin's change of one (hide, show again, aliases).
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { answer, emptyQuery, idParam, typed } from '../../platform/http/schemas';
import { changeAsset, listCatalogue, type ShowingAgain } from '../service/admin-assets';
import { assetChange, catalogueAsset, catalogueAssets } from './schemas';

/** `showing` tells whether an asset has a stored history and starts the backfill of those waiting for one. */
export function registerAdminAssetRoutes(app: FastifyInstance, ctx: AppContext, showing: ShowingAgain): void {
  const api = typed(app);
  api.get(
    '/admin/assets',
    { config: { access: 'super-admin' }, schema: { querystring: emptyQuery, response: { 200: answer(catalogueAssets) } } },
    async (_request, reply) => ok(reply, CATALOGUE_MESSAGES.assetsListed, await listCatalogue(ctx.db)),
  );

  api.patch(
    '/admin/assets/:id',
    { config: { access: 'super-admin' }, schema: { params: idParam('id'), body: assetChange, response: { 200: answer(catalogueAsset) } } },
    async (request, reply) => ok(reply, CATALOGUE_MESSAGES.assetSaved, await changeAsset(ctx.db, showing, memberOf(request).user, request.params.id, request.body, ctx.now())),
  );
}
