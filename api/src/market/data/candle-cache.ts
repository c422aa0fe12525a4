// The live price source's daily candles, cached in the database (completed UTC days only).
import type { Candle } from '@sentiscope/shared/contract';
import type { Kysely } from 'kysely';

export const CANDLE_CACHE_TABLE = 'market_daily_candles';

type CacheRow = Candle & { asset_id: string; fetched_at: number };
type CacheDb = { [CANDLE_CACHE_TABLE]: CacheRow };

/** The database handle the market reads and caches through (the app's, whatever its schema type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarketDb = Kysely<any>;

export async function readCachedCandles(handle: MarketDb, assetId: string): Promise<Candle[]> {
  const db = handle as unknown as Kysely<CacheDb>;
  const rows = await db
    .selectFrom(CANDLE_CACHE_TABLE)
    .select(['date', 'open', 'high', 'low', 'close', 'volume'])
    .where('asset_id', '=', assetId)
    .orderBy('date')
    .execute();
  return rows.map((r) => ({ ...r, open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: Number(r.volume) }));
}

/** Stores fetched candles in chunks; a day already cached is kept. */
export async function cacheCandles(handle: MarketDb, assetId: string, candles: readonly Candle[], fetchedAt: number): Promise<void> {
  const db = handle as unknown as Kysely<CacheDb>;
  for (let i = 0; i < candles.length; i += 200) {
    const chunk = candles.slice(i, i + 200).map((c) => ({ asset_id: assetId, ...c, fetched_at: fetchedAt }));
    await db
      .insertInto(CANDLE_CACHE_TABLE)
      .values(chunk)
      .onConflict((oc) => oc.columns(['asset_id', 'date']).doNothing())
      .execute();
  }
}
