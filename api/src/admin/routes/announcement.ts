// The announcement banner: every visitor reads it; a super admin saves it.
import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { API_MESSAGES } from '../../platform/messages';
import { answer, typed } from '../../platform/http/schemas';
import { readAnnouncement, saveAnnouncement } from '../service/announcement';
import { announcement, announcementInput, storedAnnouncement } from './schemas';

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get('/announcement', { config: { access: 'public' }, schema: { response: { 200: answer(storedAnnouncement) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(reply, API_MESSAGES.announcement, await readAnnouncement(ctx.db.k));
  });

  api.put(
    '/admin/announcement',
    { config: { access: 'super-admin' }, schema: { body: announcementInput, response: { 200: answer(announcement) } } },
    async (request, reply) => ok(reply, ANNOUNCEMENT_MESSAGES.saved, await saveAnnouncement(ctx, memberOf(request).user, request.body)),
  );
}
