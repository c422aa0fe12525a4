// GET /v1/assets/search?q=: the symbol directory's matches for a member, ticker prefix first, then words of the name,
// each saying whether it is tracked and whether this caller may add it now.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { HttpError, ok } from '../../platform/http/envelope';
import { Type, answer, obj, typed } from '../../platform/http/schemas';
import { addingRights } from '../service/adding';
import { createDirectorySearch } from '../service/directory-search';

const match = obj({ id: Type.String(), symbol: Type.String(), name: Type.String(), kind: Type.String(), exchange: Type.String(), tracked: Type.Boolean(), addable: Type.Boolean() });

export function registerAssetSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const search = createDirectorySearch(ctx.db);
  const querystring = obj({ q: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }) });
  api.get('/assets/search', { config: { access: 'member' }, schema: { querystring, response: { 200: answer(Type.Array(match)) } } }, async (request, reply) => {
    const q = request.query.q;
    if (!q) throw new HttpError(400, 'Say what to search for: q= a ticker or a word of a name.');
    const [matches, mayAdd] = await Promise.all([search(q), addingRights(ctx, memberOf(request).user)]);
    return ok(reply, 'Assets found', matches.map((m) => ({ ...m, addable: !m.tracked && mayAdd(m.kind) })));
  });
}
