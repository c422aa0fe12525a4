// The latest tick of each asset: one row per asset, replaced by each newer tick (migration 140 in migrations.ts).
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db';

export const TICKS = 'market_latest_ticks';

export type Tick = { assetId: string; price: number; source: string; at: number };

type TickRow = { asset_id: string; price: number; source: string; at: number };
type TickDb = Kysely<{ [TICKS]: TickRow }>;
const tickDb = (db: Db) => db.k as unknown as TickDb;

export async function storeTicks(db: Db, ticks: readonly Tick[]): Promise<void> {
  if (ticks.length === 0) return;
  const rows = ticks.map((t) => ({ asset_id: t.assetId, price: t.price, source: t.source, at: t.at }));
  await tickDb(db)
    .insertInto(TICKS)
    .values(rows)
    .onConflict((oc) => oc.column('asset_id').doUpdateSet((eb) => ({ price: eb.ref('excluded.price'), source: eb.ref('excluded.source'), at: eb.ref('excluded.at') })))
    .execute();
}

export async function readTicks(db: Db): Promise<Tick[]> {
  const rows = await tickDb(db).selectFrom(TICKS).selectAll().orderBy('asset_id').execute();
  return rows.map((r) => ({ assetId: r.asset_id, price: Number(r.price), source: r.source, at: Number(r.at) }));
}

/** The newest tick's instant, or null with none stored: what a process on SQLite looks at to see a new run. */
export async function newestTickAt(db: Db): Promise<number | null> {
  const row = await tickDb(db).selectFrom(TICKS).select((eb) => eb.fn.max('at').as('at')).executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** The channel on which a run's new ticks are announced to every process on PostgreSQL. */
export const TICKS_CHANNEL = 'market_ticks';

/** Tells every process listening on this schema that new ticks are stored (PostgreSQL). */
export async function notifyTicks(db: Db): Promise<void> {
  await sql`select pg_notify(${TICKS_CHANNEL}, current_schema())`.execute(db.k);
}
