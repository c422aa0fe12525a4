// Who served each asset's prices in the last run that fetched them, and why the providers before it did not: kept
// beside the data state (one row per asset), read by data-health.
import type { Executor } from '../../platform/db';
import { DATA_STATE, priceDb } from './tables';

export type AssetSourcingRow = { assetId: string; servedBy: string | null; skipped: { provider: string; reason: string }[] };

const PREFIX = 'sourcing:';

export async function recordSourcing(db: Executor, rows: readonly AssetSourcingRow[], at: number): Promise<void> {
  const k = priceDb(db);
  for (const { assetId, ...rest } of rows) {
    const value = JSON.stringify({ ...rest, at });
    await k
      .insertInto(DATA_STATE)
      .values({ key: `${PREFIX}${assetId}`, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

export async function readSourcing(db: Executor): Promise<Map<string, AssetSourcingRow>> {
  const rows = await priceDb(db).selectFrom(DATA_STATE).select(['key', 'value']).where('key', 'like', `${PREFIX}%`).execute();
  const found = new Map<string, AssetSourcingRow>();
  for (const r of rows) {
    try {
      const v = JSON.parse(r.value) as Omit<AssetSourcingRow, 'assetId'>;
      found.set(r.key.slice(PREFIX.length), { assetId: r.key.slice(PREFIX.length), servedBy: v.servedBy ?? null, skipped: Array.isArray(v.skipped) ? v.skipped : [] });
    } catch {
      // A row that is not JSON is left out rather than failing data-health.
    }
  }
  return found;
}
