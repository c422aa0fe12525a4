// The stored daily history of one asset (GET /v1/stock/history/{id}): the snapshots of a range, one row per day.
import type { HistoryDay, MoodBand, SignalDirection, StockHistory } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { Asset } from '../../catalogue/service/catalogue';
import { shiftDay } from '../../platform/days';
import { readSnapshots, snapshotRange } from '../data/snapshots';
import type { SnapshotRow } from '../data/tables';
import type { StoredMarket } from './stored-market';

/** A range the history cannot answer, with the status the route gives. */
export class HistoryRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

const dayOf = (r: SnapshotRow): HistoryDay => ({
  date: r.date,
  close: Number(r.close),
  mood: r.mood === null ? null : Number(r.mood),
  band: r.band as MoodBand | null,
  components: {
    momentum: r.momentum === null ? null : Number(r.momentum),
    strength: r.strength === null ? null : Number(r.strength),
    trend: r.trend === null ? null : Number(r.trend),
    volatility: r.volatility === null ? null : Number(r.volatility),
    sentiment: r.sentiment === null ? null : Number(r.sentiment),
  },
  signal: r.signal as SignalDirection,
  headlines: {
    count: Number(r.headline_count),
    mean: r.headline_mean === null ? null : Number(r.headline_mean),
    z: r.headline_z === null ? null : Number(r.headline_z),
  },
});

const CACHE_LIMIT = 64;

export type HistoryService = {
  /** The days of [start, end] (YYYY-MM-DD, already checked); without an end the last stored day, without a start a year before it. */
  history(asset: Asset, start: string | null, end: string | null): Promise<{ history: StockHistory; key: string }>;
};

export function createHistoryService(db: Db, stored: StoredMarket): HistoryService {
  let cache = new Map<string, StockHistory>();
  let cachedVersion: string | null = null;
  return {
    async history(asset, start, end) {
      const version = await stored.version();
      if (version !== cachedVersion) {
        cache = new Map();
        cachedVersion = version;
      }
      const range = await snapshotRange(db.k, asset.id);
      if (!range) throw new HistoryRequestError(404, `There is no stored history for ${asset.symbol} yet.`);
      const last = end ?? range.last;
      const first = start ?? shiftDay(last, -364);
      if (first > last) throw new HistoryRequestError(400, `startDate (${first}) is after endDate (${last}).`);
      const key = `${version}|${asset.id}|${first}|${last}`;
      let history = cache.get(key);
      if (!history) {
        const rows = await readSnapshots(db.k, asset.id, first, last);
        if (rows.length === 0) {
          throw new HistoryRequestError(404, `There is no stored history in this range; it is available from ${range.first} to ${range.last}.`);
        }
        history = { id: asset.id, days: rows.map(dayOf) };
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(key, history);
      }
      return { history, key };
    },
  };
}
