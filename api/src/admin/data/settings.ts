// The settings table: one JSON value per key (the published company information, the announcement).
import type { Executor } from '../../platform/db';

export const COMPANY_INFO_KEY = 'company_info';
export const ANNOUNCEMENT_KEY = 'announcement';

/** The stored JSON text of a setting, or null when it was never saved. */
export async function readSetting(db: Executor, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function saveSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function updateSetting(db: Executor, key: string, value: string): Promise<void> {
  await db.updateTable('settings').set({ value }).where('key', '=', key).execute();
}
