import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { emptyQuery } from '../../platform/http/schemas';
import { adminStats } from '../service/stats';

export function registerAdminStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/stats', { config: { access: 'super-admin' }, schema: { querystring: emptyQuery } }, async (_request, reply) =>
    ok(reply, 'Admin statistics', await adminStats(ctx)),
  );
}
