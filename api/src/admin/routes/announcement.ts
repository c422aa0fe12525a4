// The announcement banner: every visitor reads it; a super admin saves it.
import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES, type AnnouncementInput } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import { memberOf } from '../../platform/http/access';
import { ok } from '../../platform/http/envelope';
import { obj, str } from '../../platform/http/schemas';
import { readAnnouncement, saveAnnouncement } from '../service/announcement';

const instant = { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 40 }] } as const;
const body = obj(
  {
    message: str(ANNOUNCEMENT_LIMITS.message * 2),
    showAnnouncement: { type: 'boolean' },
    backgroundColor: str(40),
    textColor: str(40),
    icon: str(64),
    className: str(ANNOUNCEMENT_LIMITS.className * 2),
    startsAt: instant,
    endsAt: instant,
  },
  ['message', 'showAnnouncement', 'backgroundColor', 'textColor', 'icon', 'className', 'startsAt', 'endsAt'],
);

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/announcement', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(reply, 'Announcement', await readAnnouncement(ctx.db.k));
  });

  app.put<{ Body: AnnouncementInput }>('/admin/announcement', { config: { access: 'super-admin' }, schema: { body } }, async (request, reply) =>
    ok(reply, ANNOUNCEMENT_MESSAGES.saved, await saveAnnouncement(ctx, memberOf(request).user, request.body)),
  );
}
