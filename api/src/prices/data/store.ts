// Reads and writes of the stored prices: candles and what each source did last (the stored headlines are
// news/data/headlines.ts, the data version data-state.ts).
import type { Candle } from '@sentiscope/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db';
import { keyScan } from '../../platform/db/key-scan';
import { CANDLES, SOURCES, priceDb, type SourceRow } from './tables';

const CHUNK = 500;

export { bumpDataVersion, readDataVersion } from './data-state';

/**
 * Stores one asset's candles; a live source overwrites a day a bundled file gave (only when its values differ), a
 * bundled file never overwrites. Returns how many rows were added or changed.
 */
export async function storeCandles(db: Executor, assetId: string, candles: readonly Candle[], source: string, overwrite: boolean, at: number): Promise<number> {
  const k = priceDb(db);
  let stored = 0;
  for (let i = 0; i < candles.length; i += CHUNK) {
    const rows = candles.slice(i, i + CHUNK).map((c) => ({ asset_id: assetId, ...c, fetched_at: at, source }));
    const result = await k
      .insertInto(CANDLES)
      .values(rows)
      .onConflict((oc) => {
        const target = oc.columns(['asset_id', 'date']);
        return overwrite
          ? target.doUpdateSet((eb) => ({
              open: eb.ref('excluded.open'),
              high: eb.ref('excluded.high'),
              low: eb.ref('excluded.low'),
              close: eb.ref('excluded.close'),
              volume: eb.ref('excluded.volume'),
              fetched_at: eb.ref('excluded.fetched_at'),
              source: eb.ref('excluded.source'),
            })).where((eb) =>
              // Only a day whose values changed: the same day fetched again stores nothing and changes no version.
              eb.or((['open', 'high', 'low', 'close', 'volume', 'source'] as const).map((c) => eb(eb.ref(`${CANDLES}.${c}`), '<>', eb.ref(`excluded.${c}`)))),
            )
          : target.doNothing();
      })
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

export type StoredCandle = Candle & { source: string };

export async function readCandles(db: Executor, assetId: string, from?: string, to?: string): Promise<StoredCandle[]> {
  let query = priceDb(db).selectFrom(CANDLES).select(['date', 'open', 'high', 'low', 'close', 'volume', 'source']).where('asset_id', '=', assetId);
  if (from !== undefined) query = query.where('date', '>=', from);
  if (to !== undefined) query = query.where('date', '<=', to);
  const rows = await query.orderBy('date').execute();
  return rows.map((r) => ({ ...r, open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: Number(r.volume) }));
}

/** Whether any day of the asset's history is stored. */
export async function hasCandles(db: Executor, assetId: string): Promise<boolean> {
  return (await priceDb(db).selectFrom(CANDLES).select('date').where('asset_id', '=', assetId).limit(1).executeTakeFirst()) !== undefined;
}

/** The newest stored day per asset, for asking live sources only for what is missing. */
export async function latestCandleDays(db: Executor): Promise<Map<string, string>> {
  const rows = await priceDb(db).selectFrom(CANDLES).select(['asset_id']).select((eb) => eb.fn.max('date').as('last')).groupBy('asset_id').execute();
  return new Map(rows.map((r) => [r.asset_id, String(r.last)]));
}

/**
 * Each asset's stored days: its first day, and its newest candle's day, the provider that wrote it (data-health's
 * "served by") and its close; index seeks per asset, not an aggregate over every stored candle
 * (platform/db/key-scan.ts), and no candle is held to know it.
 */
export async function newestCandleSources(db: Executor): Promise<Map<string, { first: string; date: string; source: string; close: number }>> {
  const t = sql.table(CANDLES);
  const { rows } = await sql<{ asset_id: string; date: string; source: string; close: number; first: string }>`${keyScan(CANDLES, 'asset_id')}
    select c.asset_id, c.date, c.source, c.close, (select min(date) from ${t} where asset_id = keys.key) as first
    from keys inner join ${t} c on c.asset_id = keys.key and c.date = (select max(date) from ${t} where asset_id = keys.key)`.execute(priceDb(db));
  return new Map(rows.map((r) => [r.asset_id, { first: String(r.first), date: String(r.date), source: r.source, close: Number(r.close) }]));
}

export async function readSources(db: Executor): Promise<SourceRow[]> {
  return priceDb(db).selectFrom(SOURCES).selectAll().orderBy('source').execute();
}

export async function readSource(db: Executor, source: string): Promise<SourceRow | undefined> {
  return priceDb(db).selectFrom(SOURCES).selectAll().where('source', '=', source).executeTakeFirst();
}

/** Records one source's outcome; a failure keeps the last success, its items and its newest day. */
export async function recordSource(db: Executor, row: Pick<SourceRow, 'source' | 'kind'> & Partial<SourceRow>): Promise<void> {
  const k = priceDb(db);
  const existing = await readSource(db, row.source);
  if (!existing) {
    await k
      .insertInto(SOURCES)
      .values({ last_success_at: null, last_error_at: null, last_error: null, latest_item_date: null, items_stored: 0, fingerprint: null, etag: null, last_modified: null, ...row })
      .onConflict((oc) => oc.column('source').doNothing())
      .execute();
    return;
  }
  const { source, ...changes } = row;
  await k.updateTable(SOURCES).set(changes).where('source', '=', source).execute();
}
