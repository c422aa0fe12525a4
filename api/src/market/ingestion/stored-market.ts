// The one read path of the analysis: prices and headlines from the database, read again only when the stored
// data's version changes (checked at most once a second, so a worker process's writes show within a second).
import { MS_PER_DAY, type Candle, type DataFreshness, type PriceSource } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { HeadlineSet } from '../analysis/headlines';
import type { Asset } from '../service/catalogue';
import { readCandles, readDataVersion, readHeadlines } from './data/store';

const VERSION_RECHECK_MS = 1000;
export const BUNDLED_PRICES = 'bundled prices';

export type StoredHistory = { candles: readonly Candle[]; source: PriceSource };

/** Live when a live source gave the newest candle and that day closed at most a day ago (three for stocks, over a weekend). */
export function freshnessOf(lastDay: string | null, live: boolean, kind: Asset['kind'] | 'market', now: number): DataFreshness {
  if (lastDay === null) return { live: false, asOf: null };
  const closedAgo = now - (Date.parse(`${lastDay}T00:00:00Z`) + MS_PER_DAY);
  const allowance = kind === 'stock' ? 3 * MS_PER_DAY : MS_PER_DAY;
  return { live: live && closedAgo <= allowance, asOf: lastDay };
}

export type StoredMarket = {
  history(asset: Asset): Promise<StoredHistory | null>;
  headlines(): Promise<HeadlineSet>;
  /** The stored data's version; the same string until an ingestion run stores something. */
  version(): Promise<string>;
  /** Read the version again on the next call (this process just stored something). */
  invalidate(): void;
};

export function createStoredMarket(db: Db, now: () => number): StoredMarket {
  let version: string | null = null;
  let checkedAt = 0;
  let pendingVersion: Promise<string> | null = null;
  const histories = new Map<string, { version: string; value: Promise<StoredHistory | null> }>();
  let headlineSet: { version: string; value: Promise<HeadlineSet> } | null = null;

  async function current(): Promise<string> {
    if (version !== null && now() - checkedAt < VERSION_RECHECK_MS) return version;
    pendingVersion ??= readDataVersion(db.k)
      .then((v) => {
        version = v;
        checkedAt = now();
        return v;
      })
      .finally(() => {
        pendingVersion = null;
      });
    return pendingVersion;
  }

  async function load(asset: Asset): Promise<StoredHistory | null> {
    const rows = await readCandles(db.k, asset.id);
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1];
    const candles = rows.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
    return { candles, source: last.source === BUNDLED_PRICES ? 'csv' : 'live' };
  }

  async function loadHeadlines(): Promise<HeadlineSet> {
    const rows = await readHeadlines(db.k);
    return {
      items: rows.map((r) => ({
        date: r.day,
        source: r.source,
        title: r.title,
        score: r.score,
        terms: JSON.parse(r.terms) as { term: string; weight: number }[],
        modelVersion: r.model_version,
        lower: r.title.toLowerCase(),
        assets: r.assets.split(' ').filter(Boolean),
      })),
    };
  }

  return {
    version: current,
    invalidate() {
      checkedAt = 0;
    },
    async history(asset) {
      const v = await current();
      let hit = histories.get(asset.id);
      if (!hit || hit.version !== v) {
        hit = { version: v, value: load(asset) };
        hit.value.catch(() => histories.delete(asset.id));
        histories.set(asset.id, hit);
      }
      return hit.value;
    },
    async headlines() {
      const v = await current();
      if (!headlineSet || headlineSet.version !== v) {
        const value = loadHeadlines();
        headlineSet = { version: v, value };
        value.catch(() => {
          headlineSet = null;
        });
      }
      return headlineSet.value;
    },
  };
}
