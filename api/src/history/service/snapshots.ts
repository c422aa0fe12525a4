import type { Candle } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';
import { eventLoopPacer } from '../../platform/event-loop';
import { replaceSnapshots } from '../data/snapshots';
import { lastDays } from '../data/screener';
import { snapshotDays, windowStart } from './snapshot-days';
import { readCandles } from '../../prices/service/stored-prices';
import type { StoredMarket } from './stored-market';

/**
 * Brings every asset's stored days up to its newest candle: only the days after the last stored one, or all of
 * them on `rebuild` (a bundled import or a new model changed earlier days). One transaction per asset. Which assets
 * have a day to add is known from two reads, so an asset with none has no candle read, and the new days of one with
 * stored days are computed from the trailing window they depend on, not its whole history (decision 216). The loop
 * lets the event loop answer requests every few milliseconds (platform/event-loop.ts).
 */
export async function updateSnapshots(db: Db, stored: StoredMarket, assets: readonly Asset[], rebuild: boolean): Promise<{ days: number }> {
  const headlines = await stored.headlines();
  const [coverage, lastStored] = rebuild ? [null, null] : await Promise.all([stored.coverage(), lastDays(db.k)]);
  let days = 0;
  const pace = eventLoopPacer();
  for (const asset of assets) {
    await pace();
    const last = lastStored?.get(asset.id) ?? null;
    const newest = coverage?.get(asset.id)?.lastDay;
    if (coverage && (newest === undefined || (last !== null && last >= newest))) continue;
    const candles = last === null ? (await stored.history(asset))?.candles : await recentCandles(db, asset, last);
    if (!candles || candles.length === 0) continue;
    if (last !== null && last >= candles[candles.length - 1].date) continue;
    const from = last === null ? null : shiftDay(last, 1);
    const rows = snapshotDays(asset, candles, headlines, from);
    await db.k.transaction().execute((trx) => replaceSnapshots(trx, asset.id, rows, from));
    days += rows.length;
  }
  return { days };
}

/** The candles from the window the days after `last` read (snapshot-days.ts), read past the kept histories' cache. */
async function recentCandles(db: Db, asset: Asset, last: string): Promise<Candle[]> {
  const rows = await readCandles(db.k, asset.id, windowStart(asset, last));
  return rows.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
}
