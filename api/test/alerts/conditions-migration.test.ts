// The firings table made again with the wider key (alert, asset, day): firings stored before keep their rows and
// ids, an older alert keeps its level and has no params, and a watchlist alert may fire on two assets the same day
// while the same alert, asset and day stays stored once. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { MIGRATIONS, migrate } from '../../src/platform/db/migrations';
import { freshDatabase } from '../fresh-database';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

test('migration 331 keeps every firing and widens the key to (alert, asset, day)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-conditions-'));
  const fresh = await freshDatabase(dir);
  try {
    await migrate(fresh.db, MIGRATIONS.filter((m) => m.version < 330));
    const k = fresh.db.k as unknown as Loose;
    const at = Date.now();
    await k.insertInto('users').values({ id: 'u1', name: 'M', email: 'm@test.dev', password_hash: 'x', is_email_verified: 1, is_super_admin: 0, plan_id: null, sub_is_active: 0, sub_expiry: null, sub_tenure: null, sub_cancel_at_period_end: 0, stripe_subscription_id: null, stripe_customer_id: null, created_at: at }).execute();
    const alert = { user_id: 'u1', kind: 'price-above', level: 70000, z: null, channels: '["in-app"]', cooldown_days: 1, enabled: 1, paused_reason: null, created_at: at, updated_at: at, last_fired_day: '2026-11-20', last_fired_at: at, firing_count: 1 };
    await k.insertInto('alerts').values([{ id: 'a1', asset_id: 'btc', ...alert }, { id: 'a2', asset_id: 'btc', ...alert }]).execute();
    const firing = (id: string, alertId: string, assetId: string) => ({ id, alert_id: alertId, user_id: 'u1', asset_id: assetId, kind: 'price-above', day: '2026-11-20', fired_at: at, rule: 'Bitcoin price rises above $70,000', crossing: '{"measure":"close","from":69000,"to":71000,"threshold":70000}', message: 'Bitcoin closed at $71,000.', channels: '["in-app"]' });
    await k.insertInto('alert_firings').values(firing('f1', 'a1', 'btc')).execute();

    expect(await migrate(fresh.db)).toEqual(expect.arrayContaining([330, 331]));
    expect(await k.selectFrom('alert_firings').selectAll().execute()).toEqual([expect.objectContaining({ ...firing('f1', 'a1', 'btc'), fired_at: expect.anything() })]);
    expect(await k.selectFrom('alerts').select(['id', 'level', 'params']).where('id', '=', 'a1').executeTakeFirst()).toEqual({ id: 'a1', level: 70000, params: null });
    // The same alert on another asset the same day is a firing of its own; the same asset and day is refused.
    await k.insertInto('alert_firings').values(firing('f2', 'a1', 'eth')).execute();
    const repeated = await k.insertInto('alert_firings').values(firing('f3', 'a1', 'eth')).execute().then(() => null, (error: unknown) => String(error));
    expect(repeated).toMatch(/unique/i);
    // The firing goes with its alert, as before.
    await k.deleteFrom('alerts').where('id', '=', 'a1').execute();
    expect(await k.selectFrom('alert_firings').select('id').execute()).toEqual([]);
  } finally {
    await fresh.db.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});
