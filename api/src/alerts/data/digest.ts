import type { Executor } from '../../platform/db';
import { alertDb } from './tables';

/** Members who chose this digest frequency, with their address. */
export async function digestMembers(db: Executor, frequency: string) {
  return alertDb(db)
    .selectFrom('alert_settings')
    .innerJoin('users', 'users.id', 'alert_settings.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.plan_id', 'users.sub_is_active', 'users.sub_expiry'])
    .where('alert_settings.digest', '=', frequency)
    .execute();
}

/** The firings of a member in [from, to], for the digest's signal changes. */
export async function firingsBetween(db: Executor, userId: string, from: string, to: string) {
  return alertDb(db).selectFrom('alert_firings').select(['rule', 'message', 'day']).where('user_id', '=', userId).where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
}
