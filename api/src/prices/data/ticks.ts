// The latest tick of each asset: one row per asset, replaced by each newer tick (migration 140 in migrations.ts).
import type { Kysely } from 'kysely';
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
