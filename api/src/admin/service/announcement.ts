// The site-wide announcement banner: what every visitor reads, and an admin's save (recorded in the activity log).
import { announcementErrors, type AnnouncementInput, type ServerAnnouncement } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../platform/db';
import type { UsersTable } from '../../platform/db/schema';
import { Refusal } from '../../platform/refusal';
import { recordAudit } from '../data/audit';
import { ANNOUNCEMENT_KEY, readSetting, saveSetting } from '../data/settings';

/** null until an admin saves one (the banner then shows its default). */
export async function readAnnouncement(db: Executor): Promise<ServerAnnouncement | null> {
  const value = await readSetting(db, ANNOUNCEMENT_KEY);
  return value === null ? null : (JSON.parse(value) as ServerAnnouncement);
}

const toIso = (value: string | null) => (value ? new Date(Date.parse(value)).toISOString() : null);

export async function saveAnnouncement(ctx: AppContext, actor: UsersTable, input: AnnouncementInput): Promise<ServerAnnouncement> {
  const errors = Object.values(announcementErrors(input));
  if (errors.length > 0) throw new Refusal('invalid', errors[0] as string);
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
  await ctx.db.k.transaction().execute(async (trx) => {
    const before = await readAnnouncement(trx);
    await saveSetting(trx, ANNOUNCEMENT_KEY, JSON.stringify(saved));
    await recordAudit(trx, { actor, area: 'announcement', action: 'saved', target: 'Announcement', before, after: saved, at: ctx.now() });
  });
  return saved;
}
