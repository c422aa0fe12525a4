import type { Executor } from '../../platform/db';
import { alertDb } from './tables';

/** Keeps a new link code's hash for the member, replacing their older ones (one link works at a time). */
export async function saveLinkCode(db: Executor, row: { hash: string; userId: string; at: number; expiresAt: number }): Promise<void> {
  const k = alertDb(db);
  await k.deleteFrom('telegram_link_codes').where('user_id', '=', row.userId).execute();
  await k.insertInto('telegram_link_codes').values({ code_hash: row.hash, user_id: row.userId, created_at: row.at, expires_at: row.expiresAt }).execute();
}

/** Spends a link code: answers its member while it is unexpired, once (the row is deleted either way). */
export async function takeLinkCode(db: Executor, hash: string, now: number): Promise<string | null> {
  const row = await alertDb(db).deleteFrom('telegram_link_codes').where('code_hash', '=', hash).returning(['user_id', 'expires_at']).executeTakeFirst();
  return row && Number(row.expires_at) > now ? row.user_id : null;
}

/** Unbinds the chat from every member it was bound to; answers how many. */
export async function unbindChat(db: Executor, chatId: string, at: number): Promise<number> {
  const result = await alertDb(db)
    .updateTable('alert_settings')
    .set({ telegram_chat_id: null, telegram_chat_name: null, updated_at: at })
    .where('telegram_chat_id', '=', chatId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function nextUpdateId(db: Executor): Promise<number> {
  const row = await alertDb(db).selectFrom('telegram_bot_state').select('next_update_id').where('id', '=', 'bot').executeTakeFirst();
  return row ? Number(row.next_update_id) : 0;
}

/** Moves the offset forward (never back: a slower run may finish after a faster one). */
export async function saveNextUpdateId(db: Executor, next: number, at: number): Promise<void> {
  const k = alertDb(db);
  await k.insertInto('telegram_bot_state').values({ id: 'bot', next_update_id: next, updated_at: at }).onConflict((oc) => oc.column('id').doNothing()).execute();
  await k.updateTable('telegram_bot_state').set({ next_update_id: next, updated_at: at }).where('id', '=', 'bot').where('next_update_id', '<', next).execute();
}
