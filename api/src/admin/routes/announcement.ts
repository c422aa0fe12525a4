import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  announcementErrors,
  type AnnouncementInput,
  type ServerAnnouncement,
} from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import { recordAudit } from '../data/audit';
import { memberOf } from '../../platform/http/access';
import { badRequest, ok } from '../../platform/http/envelope';
import { obj, str } from '../../platform/http/schemas';

export const ANNOUNCEMENT_KEY = 'announcement';

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

async function readAnnouncement(db: Executor): Promise<ServerAnnouncement | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', ANNOUNCEMENT_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ServerAnnouncement) : null;
}

const toIso = (value: string | null) => (value ? new Date(Date.parse(value)).toISOString() : null);

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // Public: every visitor's banner reads it. null until an admin saves one (the banner then shows its default).
  app.get('/announcement', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(reply, 'Announcement', await readAnnouncement(db.k));
  });

  app.put<{ Body: AnnouncementInput }>('/admin/announcement', { config: { access: 'super-admin' }, schema: { body } }, async (request, reply) => {
    const { user } = memberOf(request);
    const input = request.body;
    const errors = Object.values(announcementErrors(input));
    if (errors.length > 0) throw badRequest(errors[0] as string);
    const saved: ServerAnnouncement = {
      message: input.message.trim(),
      showAnnouncement: input.showAnnouncement,
      backgroundColor: input.backgroundColor.trim(),
      textColor: input.textColor.trim(),
      icon: input.icon.trim(),
      className: input.className.trim(),
      startsAt: toIso(input.startsAt),
      endsAt: toIso(input.endsAt),
      updatedAt: new Date(ctx.now()).toISOString(),
    };
    await db.k.transaction().execute(async (trx) => {
      const before = await readAnnouncement(trx);
      const value = JSON.stringify(saved);
      await trx
        .insertInto('settings')
        .values({ key: ANNOUNCEMENT_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      await recordAudit(trx, { actor: user, area: 'announcement', action: 'saved', target: 'Announcement', before, after: saved, at: ctx.now() });
    });
    return ok(reply, ANNOUNCEMENT_MESSAGES.saved, saved);
  });
}
