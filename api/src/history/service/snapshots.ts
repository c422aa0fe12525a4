import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';
import { lastSnapshotDay, replaceSnapshots } from '../data/snapshots';
import { snapshotDays } from './snapshot-days';
import type { StoredMarket } from './stored-market';

/**
 * Brings every asset's stored days up to its newest candle: only the days after the last stored one, or all of
 * them on `rebuild` (a bundled import or a new model changed earlier days). One transaction per asset.
 */
export async function updateSnapshots(db: Db, stored: StoredMarket, assets: readonly Asset[], rebuild: boolean): Promise<{ days: number }> {
  const headlines = await stored.headlines();
  let days = 0;
  for (const asset of assets) {
    const history = await stored.history(asset);
    if (!history) continue;
    const last = rebuild ? null : await lastSnapshotDay(db.k, asset.id);
    if (last !== null && last >= history.candles[history.candles.length - 1].date) continue;
    const from = last === null ? null : shiftDay(last, 1);
    const rows = snapshotDays(asset, history.candles, headlines, from);
    await db.k.transaction().execute((trx) => replaceSnapshots(trx, asset.id, rows, from));
    days += rows.length;
  }
  return { days };
}
