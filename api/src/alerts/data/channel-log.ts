import type { Executor } from '../../platform/db';
import { alertDb } from './tables';

/** A member's deliveries to one channel, newest first, with the firing each one carried (gone with its alert). */
export async function channelLogPage(db: Executor, userId: string, channel: string, offset: number, limit: number) {
  const k = alertDb(db);
  const rows = await k
    .selectFrom('alert_deliveries as d')
    .leftJoin('alert_firings as f', 'f.id', 'd.firing_id')
    .select(['d.id', 'd.firing_id', 'd.status', 'd.attempts', 'd.created_at', 'd.sent_at', 'd.next_attempt_at', 'd.shown_error', 'f.rule', 'f.asset_id', 'f.day'])
    .where('d.user_id', '=', userId)
    .where('d.channel', '=', channel)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await k
    .selectFrom('alert_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return { rows, total: Number(total?.n ?? 0) };
}
