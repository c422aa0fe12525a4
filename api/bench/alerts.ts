// npm run bench:alerts (in api/): the alerts' evaluation budget. `--check` exits non-zero when it is missed.
// 100,000 enabled alert rules (20,000 Pro members with 5 each, every kind, the conditions relative to an indicator
// included, spread over the 12 assets; one in ten of those conditions on the member's watchlist of 3 assets)
// evaluated on one new closed day after an ingestion run: firings stored, notifications and deliveries queued. At
// most 5 s on SQLite and, with DATABASE_URL (scripts/with-postgres.sh), on PostgreSQL: median of 3 runs, each from
// the same state.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_KINDS, ALERT_WATCHLIST_TARGET, MOOD_BANDS, isConditionKind, type AlertConditionKind, type AlertKind, type AlertParams } from '@sentiscope/shared/contract';
import { openDatabase, type Db } from '../src/platform/db';
import { migrate } from '../src/platform/db/migrations';
import { seed } from '../src/seed';
import { createPasswordHasher } from '../src/accounts/service/passwords';
import { createPlanCache } from '../src/billing/service/plan-cache';
import { allAssets } from '../src/catalogue/service/catalogue';
import { replaceSnapshots } from '../src/history/data/snapshots';
import type { SnapshotRow } from '../src/history/data/tables';
import { evaluateAlerts } from '../src/alerts/service/evaluation';

/** The alerts tables without their row types: the bench writes rows as they are stored. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

const CHECK = process.argv.includes('--check');
const BUDGET_MS = 5000;
const MEMBERS = 20_000;
const PER_MEMBER = 5;
const DAYS = 200;
/** Days before the first, so the 200-day average is known on the last two (the last 200 days are as before). */
const EARLIER = 60;
const WATCHED = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const bandOf = (mood: number) => MOOD_BANDS.find((b) => mood >= b.from && mood <= b.to)?.band ?? 'neutral';

async function freshDb(kind: 'sqlite' | 'postgres', dir: string): Promise<Db> {
  if (kind === 'sqlite') return openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite') });
  const schema = `bench_alerts_${process.pid}`;
  const admin = openDatabase({ databaseUrl: process.env.DATABASE_URL as string, sqliteFile: '' });
  await admin.k.schema.dropSchema(schema).ifExists().cascade().execute();
  await admin.k.schema.createSchema(schema).execute();
  await admin.close();
  return openDatabase({ databaseUrl: process.env.DATABASE_URL as string, sqliteFile: '', pgSchema: schema });
}

/**
 * A deterministic walk per asset; the last day moves 3 %, and on every twelfth asset flips the signal and the band and
 * brings a burst of headlines (so about 7,500 of the 100,000 rules fire). The walk runs back over the earlier days.
 */
function snapshots(assetId: string, a: number): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  const step = (i: number) => 1 + 0.015 * Math.sin(i * 0.9 + a);
  let close = 100 * (a + 1);
  for (let i = -1; i >= -EARLIER; i--) close /= step(i);
  for (let i = -EARLIER; i < DAYS; i++) {
    const last = i === DAYS - 1;
    close *= last ? 1.03 : step(i);
    const turns = last && a % 12 === 0;
    const mood = turns ? 80 : 50 + 20 * Math.sin(i * 0.3 + a);
    rows.push({
      asset_id: assetId, date: day(i), close, mood, band: bandOf(mood), momentum: null, strength: null, trend: null, volatility: null, sentiment: null,
      signal: turns ? 'bullish' : 'neutral', headline_count: turns ? 20 : 3 + (Math.abs(i) % 3), headline_mean: 0.1, headline_z: turns ? 2.5 : Math.sin(i),
    });
  }
  return rows;
}

/** Each condition's settings, varied the way members set them (so only some of each kind fire). */
function paramsFor(kind: AlertConditionKind, i: number): AlertParams {
  const step = i % 10;
  switch (kind) {
    case 'price-sma':
      return { window: i % 2 === 0 ? 50 : 200, direction: step < 1 ? 'above' : 'below' };
    case 'rsi-band':
      return { low: 20 + (step % 4) * 5, high: 60 + (step % 4) * 5, direction: step < 2 ? 'leaves' : 'enters' };
    case 'mood-change':
      return { points: 20 + step * 8, window: 1 + (i % 30), direction: (['up', 'down', 'either'] as const)[i % 3] };
    case 'headline-surge':
      return { factor: 1.5 + step * 2, period: 'day' };
  }
}

async function populate(db: Db): Promise<void> {
  await migrate(db);
  await seed(db, { hasher: createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }), adminEmail: 'admin@bench.dev', adminPassword: 'bench-admin-1', now: Date.now() });
  const pro = await db.k.selectFrom('plans').select('id').where('title', '=', 'Pro').executeTakeFirstOrThrow();
  const closes = new Map<string, number>();
  for (const [a, asset] of allAssets().entries()) {
    const rows = snapshots(asset.id, a);
    closes.set(asset.id, rows[rows.length - 2].close);
    await db.k.transaction().execute((trx) => replaceSnapshots(trx, asset.id, rows, null));
  }
  const k = db.k as unknown as Loose;
  await k.insertInto('alert_evaluations').values(allAssets().map((a) => ({ asset_id: a.id, last_day: day(DAYS - 2), evaluated_at: 0 }))).execute();
  const at = Date.now();
  for (let u = 0; u < MEMBERS; u += 500) {
    await db.k.transaction().execute(async (trx) => {
      const users = [];
      const alerts = [];
      const watched = [];
      for (let m = u; m < u + 500; m++) {
        const id = `u${String(m).padStart(6, '0')}`;
        users.push({ id, name: `Member ${m}`, email: `m${m}@bench.dev`, password_hash: 'x', is_email_verified: 1, is_super_admin: 0, plan_id: pro.id, sub_is_active: 1, sub_expiry: null, sub_tenure: 'MONTHLY', sub_cancel_at_period_end: 0, stripe_subscription_id: null, stripe_customer_id: null, created_at: at });
        for (let n = 0; n < PER_MEMBER; n++) {
          const i = m * PER_MEMBER + n;
          const asset = allAssets()[i % allAssets().length].id;
          const kind = ALERT_KINDS[(i * 7) % ALERT_KINDS.length] as AlertKind;
          const spread = 0.8 + ((i * 7919) % 4000) / 10_000;
          const level = kind === 'price-above' || kind === 'price-below' ? (closes.get(asset) as number) * spread : kind === 'mood-level' ? 20 + (i % 60) : null;
          const params = isConditionKind(kind) ? JSON.stringify(paramsFor(kind, i)) : null;
          const target = params && i % 10 === 0 ? ALERT_WATCHLIST_TARGET : asset;
          alerts.push({ id: `a${String(i).padStart(8, '0')}`, user_id: id, asset_id: target, kind, level, z: kind === 'sentiment-spike' ? 1 + (i % 3) : null, params, channels: '["email","in-app","webhook"]', cooldown_days: 1, enabled: 1, paused_reason: null, created_at: at + i, updated_at: at, last_fired_day: null, last_fired_at: null, firing_count: 0 });
        }
        for (let w = 0; w < WATCHED; w++) watched.push({ user_id: id, asset_id: allAssets()[(m + w * 5) % allAssets().length].id, position: w, added_at: at });
      }
      await trx.insertInto('users').values(users).execute();
      const t = trx as unknown as typeof k;
      for (let i = 0; i < alerts.length; i += 200) await t.insertInto('alerts').values(alerts.slice(i, i + 200)).execute();
      for (let i = 0; i < watched.length; i += 200) await t.insertInto('watchlist_assets').values(watched.slice(i, i + 200)).execute();
    });
  }
}

async function reset(db: Db): Promise<void> {
  const k = db.k as unknown as Loose;
  for (const table of ['alert_deliveries', 'notifications', 'alert_firings']) await k.deleteFrom(table).execute();
  await k.updateTable('alerts').set({ last_fired_day: null, last_fired_at: null, firing_count: 0 }).execute();
  await k.updateTable('alert_evaluations').set({ last_day: day(DAYS - 2) }).execute();
}

async function bench(kind: 'sqlite' | 'postgres'): Promise<{ ms: number; fired: number; deliveries: number; alerts: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sentiscope-bench-alerts-'));
  const db = await freshDb(kind, dir);
  try {
    await populate(db);
    const runs: Array<{ ms: number; fired: number; deliveries: number; alerts: number }> = [];
    for (let run = 0; run < 3; run++) {
      await reset(db);
      const plans = createPlanCache(db.k, Date.now);
      const started = performance.now();
      const result = await evaluateAlerts({ db, plans, now: Date.now });
      runs.push({ ms: performance.now() - started, fired: result.fired, deliveries: result.deliveries, alerts: result.alerts });
    }
    const byKind = await (db.k as unknown as Loose).selectFrom('alert_firings').select((eb) => ['kind', eb.fn.countAll().as('n')]).groupBy('kind').execute();
    console.log(`fired by kind: ${byKind.map((r) => `${String(r.kind)} ${Number(r.n)}`).join(', ')}`);
    if (runs[0].alerts !== MEMBERS * PER_MEMBER) throw new Error(`evaluated ${runs[0].alerts} alerts, expected ${MEMBERS * PER_MEMBER}`);
    return { ...runs[0], ms: median(runs.map((r) => r.ms)) };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const failures: string[] = [];
  for (const kind of ['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const) {
    const r = await bench(kind);
    const ok = r.ms <= BUDGET_MS;
    const name = `${r.alerts.toLocaleString('en-US')} alert rules (${ALERT_KINDS.length} kinds, watchlists) after a run, ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (median of 3; ${r.fired} fired, ${r.deliveries} deliveries queued)`;
    console.log(`${name.padEnd(100)} ${r.ms.toFixed(0).padStart(6)} ms  (budget ${BUDGET_MS} ms) ${ok ? 'ok' : 'MISSED'}`);
    if (!ok) failures.push(name);
  }
  if (CHECK && failures.length > 0) {
    console.error(`budget missed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

void main();
