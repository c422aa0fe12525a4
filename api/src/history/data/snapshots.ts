import type { Executor } from '../../platform/db';
import { historyDb, SNAPSHOTS, type SnapshotRow } from './tables';

const CHUNK = 100;

export async function lastSnapshotDay(db: Executor, assetId: string): Promise<string | null> {
  const row = await historyDb(db)
    .selectFrom(SNAPSHOTS)
    .select((eb) => eb.fn.max('date').as('last'))
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

const VALUES = ['close', 'mood', 'band', 'momentum', 'strength', 'trend', 'volatility', 'sentiment', 'signal', 'headline_count', 'headline_mean', 'headline_z'] as const;

/**
 * Replaces an asset's stored days from the first of `rows` on; callers pass a transaction, so no day is half written.
 * The rows are upserted: two processes rebuilding the same asset at once on PostgreSQL (an ingestion run and the
 * backfill) do not see each other's new rows in their delete, and the later one's days win instead of failing.
 */
export async function replaceSnapshots(db: Executor, assetId: string, rows: readonly SnapshotRow[], fromDate: string | null): Promise<void> {
  const k = historyDb(db);
  let remove = k.deleteFrom(SNAPSHOTS).where('asset_id', '=', assetId);
  if (fromDate !== null) remove = remove.where('date', '>=', fromDate);
  await remove.execute();
  for (let i = 0; i < rows.length; i += CHUNK) {
    await k
      .insertInto(SNAPSHOTS)
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['asset_id', 'date']).doUpdateSet((eb) => Object.fromEntries(VALUES.map((key) => [key, eb.ref(`excluded.${key}`)]))))
      .execute();
  }
}

export async function readSnapshots(db: Executor, assetId: string, start: string, end: string): Promise<SnapshotRow[]> {
  return historyDb(db)
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
  const row = await historyDb(db)
    .selectFrom(SNAPSHOTS)
    .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  return row?.first ? { first: String(row.first), last: String(row.last) } : null;
}

/**
 * A short digest of an asset's stored days: their number, the last day and sums of what a rebuild can change
 * (closes, moods, headline means, bullish and bearish days). Equal digests mean the same stored days for any
 * cache built on them; one aggregate query, no rows sent.
 */
export async function snapshotSignature(db: Executor, assetId: string): Promise<string> {
  const row = await historyDb(db)
    .selectFrom(SNAPSHOTS)
    .select((eb) => [
      eb.fn.countAll().as('days'),
      eb.fn.max('date').as('last'),
      eb.fn.sum('close').as('closes'),
      eb.fn.sum('mood').as('moods'),
      eb.fn.sum('headline_mean').as('means'),
      eb.fn.sum(eb.case().when('signal', '=', 'bullish').then(1).when('signal', '=', 'bearish').then(1000).else(0).end()).as('signals'),
    ])
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  const num = (v: unknown) => (v === null || v === undefined ? '-' : Number(v).toPrecision(12));
  return [Number(row?.days ?? 0), row?.last ?? '-', num(row?.closes), num(row?.moods), num(row?.means), num(row?.signals)].join('|');
}
