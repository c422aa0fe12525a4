import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';
import { eventLoopPacer } from '../../platform/event-loop';
import { replaceSnapshots } from '../data/snapshots';
import { lastDays } from '../data/screener';
import { snapshotDays } from './snapshot-days';
import type { StoredMarket } from './stored-market';

/**
 * Brings every asset's stored days up to its newest candle: only the days after the last stored one, or all of
 * them on `rebuild` (a bundled import or a new model changed earlier days). One transaction per asset. Which assets
 * have a day to add is known from two reads, so an asset with none has no candle read. The loop lets the event
 * loop answer requests every few milliseconds (platform/event-loop.ts).
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
    const history = await stored.history(asset);
    if (!history) continue;
    if (last !== null && last >= history.candles[history.candles.length - 1].date) continue;
    const from = last === null ? null : shiftDay(last, 1);
    const rows = snapshotDays(asset, history.candles, headlines, from);
    await db.k.transaction().execute((trx) => replaceSnapshots(trx, asset.id, rows, from));
    days += rows.length;
  }
  return { days };
}
