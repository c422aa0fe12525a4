import type { Executor } from '../../platform/db';
import { lastPerKey } from '../../platform/db/key-scan';
import { historyDb, SNAPSHOTS } from './tables';

/** What the screener reads of a stored day. */
export type ScreenerDay = { asset_id: string; date: string; close: number; mood: number | null; band: string | null; signal: string; headline_count: number };

const IDS_PER_QUERY = 500;

/** Each asset's last stored day: one index seek per asset, not an aggregate over every stored day (platform/db/key-scan.ts). */
export async function lastDays(db: Executor): Promise<Map<string, string>> {
  const { rows } = await lastPerKey(SNAPSHOTS, 'asset_id', 'date').execute(historyDb(db));
  return new Map(rows.map((r) => [r.key, String(r.last)]));
}

/** The stored days of `assetIds` from `from` on, ordered by asset and day (the ids are queried 500 at a time). */
export async function daysFrom(db: Executor, assetIds: readonly string[], from: string): Promise<ScreenerDay[]> {
  const out: ScreenerDay[] = [];
  for (let i = 0; i < assetIds.length; i += IDS_PER_QUERY) {
    const rows = await historyDb(db)
      .selectFrom(SNAPSHOTS)
      .select(['asset_id', 'date', 'close', 'mood', 'band', 'signal', 'headline_count'])
      .where('asset_id', 'in', assetIds.slice(i, i + IDS_PER_QUERY))
      .where('date', '>=', from)
      .orderBy('asset_id')
      .orderBy('date')
      .execute();
    out.push(...rows);
  }
  return out;
}
