import type { FastifyInstance } from 'fastify';
import { ADMIN_ACTIVITY_PAGE_SIZE, type AuditArea } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { readAudit } from '../service/audit';
import { ok } from '../../platform/http/envelope';
import { obj } from '../../platform/http/schemas';

export function registerAdminActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { before?: string; area?: AuditArea } }>(
    '/admin/activity',
    { config: { access: 'super-admin' }, 
      schema: {
        querystring: obj({
          before: { type: 'string', pattern: '^[0-9a-z]{1,64}$' },
          area: { type: 'string', enum: ['plan', 'company', 'announcement', 'user', 'data'] },
        }),
      },
    },
    async (request, reply) => {
      const entries = await readAudit(ctx.db.k, { limit: ADMIN_ACTIVITY_PAGE_SIZE, before: request.query.before, area: request.query.area });
      return ok(reply, 'Activity', entries);
    },
  );
}
