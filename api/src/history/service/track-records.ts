// The track record of one asset (GET /v1/stock/track-record/{id}): its whole stored daily history turned into the
// figures of analysis/track-record.ts. Computed once per asset and day: the answer is kept until the UTC day
// changes or the asset's stored days change (a new day, or days rebuilt after a rescore or an import).
import type { MoodBand, SignalDirection, TrackRecord } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import { trackRecord, type TrackRecordDay } from '../../analysis/track-record';
import type { Asset } from '../../catalogue/service/catalogue';
import { isoDay } from '../../platform/days';
import { readSnapshots, snapshotSignature } from '../data/snapshots';

/** An asset with no stored day: the route answers 404 with this message. */
export class NoTrackRecordError extends Error {}

export type TrackRecordService = {
  trackRecord(asset: Asset): Promise<TrackRecord>;
};

export function createTrackRecordService(db: Db, now: () => number): TrackRecordService {
  // One entry per asset: the key it was computed under and the (possibly still running) computation.
  const cache = new Map<string, { key: string; value: Promise<TrackRecord> }>();

  async function compute(asset: Asset): Promise<TrackRecord> {
    const rows = await readSnapshots(db.k, asset.id, '0000-01-01', '9999-12-31');
    if (rows.length === 0) throw new NoTrackRecordError(`There is no stored history for ${asset.symbol} yet, so it has no track record.`);
    const days: TrackRecordDay[] = rows.map((r) => ({
      date: r.date,
      close: Number(r.close),
      band: r.band as MoodBand | null,
      signal: r.signal as SignalDirection,
    }));
    return trackRecord(asset.id, days);
  }

  return {
    async trackRecord(asset) {
      const hit = cache.get(asset.id);
      let signature: string;
      try {
        signature = await snapshotSignature(db.k, asset.id);
      } catch (error) {
        // The database is unreachable for a moment (a restart, a failover): today's record is still the answer.
        if (hit && hit.key.startsWith(`${isoDay(now())}|`)) return hit.value;
        throw error;
      }
      const key = `${isoDay(now())}|${signature}`;
      if (hit && hit.key === key) return hit.value;
      const value = compute(asset);
      cache.set(asset.id, { key, value });
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (cache.get(asset.id)?.value === value) cache.delete(asset.id);
      });
      return value;
    },
  };
}
