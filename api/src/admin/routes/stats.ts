// The admin's figures.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, emptyQuery, typed } from '../../platform/http/schemas';
import { adminStats } from '../service/stats';
import { stats } from './schemas';

export function registerAdminStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).get(
    '/admin/stats',
    { config: { access: 'super-admin' }, schema: { querystring: emptyQuery, response: { 200: answer(stats) } } },
    async (_request, reply) => ok(reply, API_MESSAGES.adminStats, await adminStats(ctx)),
  );
}
