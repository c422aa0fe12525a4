// Reads and writes of the stored hourly candles, a series of their own beside the daily ones (docs/ingestion.md,
// "Hourly candles"): only closed hours, one row per asset and opening instant.
import type { Executor } from '../../platform/db';
import { lastPerKey } from '../../platform/db/key-scan';
import { HOURLY_CANDLES, priceDb } from './tables';

/** One closed hour: its opening instant (epoch ms) and its prices (a provider's PricePoint has the same shape). */
export type HourCandle = { time: number; open: number; high: number; low: number; close: number; volume: number };

const CHUNK = 500;
const PRICES = ['open', 'high', 'low', 'close', 'volume'] as const;

/**
 * Stores one asset's closed hours; an hour stored before is written again only when its values or its source
 * changed, so the same hour fetched twice stores nothing. Returns how many rows were added or changed.
 */
export async function storeHourlyCandles(db: Executor, assetId: string, points: readonly HourCandle[], source: string, at: number): Promise<number> {
  const k = priceDb(db);
  let stored = 0;
  for (let i = 0; i < points.length; i += CHUNK) {
    const rows = points.slice(i, i + CHUNK).map((p) => ({ asset_id: assetId, time: p.time, open: p.open, high: p.high, low: p.low, close: p.close, volume: p.volume, fetched_at: at, source }));
    const result = await k
      .insertInto(HOURLY_CANDLES)
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['asset_id', 'time'])
          .doUpdateSet((eb) => ({ ...Object.fromEntries(PRICES.map((c) => [c, eb.ref(`excluded.${c}`)])), fetched_at: eb.ref('excluded.fetched_at'), source: eb.ref('excluded.source') }))
          .where((eb) => eb.or([...PRICES, 'source' as const].map((c) => eb(eb.ref(`${HOURLY_CANDLES}.${c}`), '<>', eb.ref(`excluded.${c}`))))),
      )
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

/** One asset's stored hours opening in [from, to), oldest first. */
export async function readHourlyCandles(db: Executor, assetId: string, from: number, to: number): Promise<HourCandle[]> {
  const rows = await priceDb(db)
    .selectFrom(HOURLY_CANDLES)
    .select(['time', ...PRICES])
    .where('asset_id', '=', assetId)
    .where('time', '>=', from)
    .where('time', '<', to)
    .orderBy('time')
    .execute();
  return rows.map((r) => ({ time: Number(r.time), open: Number(r.open), high: Number(r.high), low: Number(r.low), close: Number(r.close), volume: Number(r.volume) }));
}

/** The newest stored hour's opening instant per asset (an index seek each), for asking the sources only for the hours after it. */
export async function latestHours(db: Executor): Promise<Map<string, number>> {
  const { rows } = await lastPerKey(HOURLY_CANDLES, 'asset_id', 'time').execute(priceDb(db));
  return new Map(rows.map((r) => [r.key, Number(r.last)]));
}
