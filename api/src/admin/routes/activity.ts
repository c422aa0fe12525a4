// The admin's activity log: the newest changes first, a page at a time, optionally one area's.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ACTIVITY_PAGE_SIZE } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { readAudit } from '../service/audit';
import { ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, typed } from '../../platform/http/schemas';
import { activity, activityQuery } from './schemas';

export function registerAdminActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  typed(app).get(
    '/admin/activity',
    { config: { access: 'super-admin' }, schema: { querystring: activityQuery, response: { 200: answer(activity) } } },
    async (request, reply) => {
      const entries = await readAudit(ctx.db.k, { limit: ADMIN_ACTIVITY_PAGE_SIZE, before: request.query.before, area: request.query.area });
      return ok(reply, API_MESSAGES.activity, entries);
    },
  );
}
