import type { Executor } from '../../../platform/db';
import { ingestionDb, SNAPSHOTS, type SnapshotRow } from './tables';

const CHUNK = 100;

export async function lastSnapshotDay(db: Executor, assetId: string): Promise<string | null> {
  const row = await ingestionDb(db)
    .selectFrom(SNAPSHOTS)
    .select((eb) => eb.fn.max('date').as('last'))
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** Replaces an asset's stored days from the first of `rows` on; callers pass a transaction, so no day is half written. */
export async function replaceSnapshots(db: Executor, assetId: string, rows: readonly SnapshotRow[], fromDate: string | null): Promise<void> {
  const k = ingestionDb(db);
  let remove = k.deleteFrom(SNAPSHOTS).where('asset_id', '=', assetId);
  if (fromDate !== null) remove = remove.where('date', '>=', fromDate);
  await remove.execute();
  for (let i = 0; i < rows.length; i += CHUNK) await k.insertInto(SNAPSHOTS).values(rows.slice(i, i + CHUNK)).execute();
}

export async function readSnapshots(db: Executor, assetId: string, start: string, end: string): Promise<SnapshotRow[]> {
  return ingestionDb(db)
    .selectFrom(SNAPSHOTS)
    .selectAll()
    .where('asset_id', '=', assetId)
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date')
    .execute();
}

/** First and last stored day of an asset. */
export async function snapshotRange(db: Executor, assetId: string): Promise<{ first: string; last: string } | null> {
  const row = await ingestionDb(db)
    .selectFrom(SNAPSHOTS)
    .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  return row?.first ? { first: String(row.first), last: String(row.last) } : null;
}
