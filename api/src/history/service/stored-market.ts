// The one read path of the analysis: prices and headlines from the database, read again only when the stored
// data's version changes (checked at most once a second, so a worker process's writes show within a second), and
// then only what changed: the candles of the assets a run changed, the headlines of the generations it added.
// Candles are kept for the assets read last only (MARKET_HISTORY_CACHE_ASSETS, decision 192): an asset read again
// after it gave way is read from the database again, so memory does not grow with the catalogue.
import { MS_PER_DAY, type Candle, type DataFreshness, type PriceSource } from '@sentiscope/shared/contract';
import type { Db } from '../../platform/db';
import type { HeadlineSet } from '../../analysis/headlines';
import type { Asset } from '../../catalogue/service/catalogue';
import { newestCandleSources, readCandles, readDataState, readDataVersion, type DataState } from '../../prices/service/stored-prices';
import { countHeadlinesUpTo, readHeadlines } from '../../news/service/stored-headlines';
import { addHeadlines, type LoadedHeadlines } from '../../news/service/loaded-headlines';
import type { IngestProvider } from '../../prices/sources/types';
import { HISTORY_CACHE_ASSETS } from '../../prices/service/config';

const VERSION_RECHECK_MS = 1000;
export const BUNDLED_PRICES = 'bundled prices';

export type StoredHistory = { candles: readonly Candle[]; source: PriceSource };

/** An asset's stored days without its candles: the first and last day and whether a live source gave the last. */
export type StoredCoverage = { firstDay: string; lastDay: string; source: PriceSource };

/** Live when a live source gave the newest candle and that day closed at most a day ago (three for stocks, over a weekend). */
export function freshnessOf(lastDay: string | null, live: boolean, kind: Asset['kind'] | 'market', now: number): DataFreshness {
  if (lastDay === null) return { live: false, asOf: null };
  const closedAgo = now - (Date.parse(`${lastDay}T00:00:00Z`) + MS_PER_DAY);
  const allowance = kind === 'stock' ? 3 * MS_PER_DAY : MS_PER_DAY;
  return { live: live && closedAgo <= allowance, asOf: lastDay };
}

const sourceOf = (source: string): PriceSource => (source === BUNDLED_PRICES ? 'csv' : 'live');

export type StoredMarket = {
  history(asset: Asset): Promise<StoredHistory | null>;
  /** Every asset's stored days, read with one aggregate per version; the same map while nothing changed. */
  coverage(): Promise<ReadonlyMap<string, StoredCoverage>>;
  headlines(): Promise<HeadlineSet>;
  /** The stored data's version; the same string until an ingestion run stores something. */
  version(): Promise<string>;
  /** Read the version again on the next call (this process just stored something). */
  invalidate(): void;
};

/**
 * What the answers read of the ingestion the jobs run (jobs/ingestion/ingestion.ts): whether a source is configured,
 * the stored data, the providers, and the import of the bundled files at start-up.
 */
export type IngestedData = {
  configured: boolean;
  stored: StoredMarket;
  providers: readonly IngestProvider[];
  run(only: 'bundled', options: { snapshotsLater: boolean }): Promise<unknown>;
};

/**
 * True when the analysis reads the store: a source is configured, or sources are built but switched off offline
 * (what earlier runs stored is still served).
 */
export const readsStore = (ingestion: IngestedData | undefined): ingestion is IngestedData => !!ingestion && (ingestion.configured || ingestion.providers.length > 0);

export function createStoredMarket(db: Db, now: () => number, keepAssets = HISTORY_CACHE_ASSETS): StoredMarket {
  const keep = Math.max(1, Math.floor(keepAssets));
  let version: string | null = null;
  let checkedAt = 0;
  let pendingVersion: Promise<string> | null = null;
  let state: { version: string; value: Promise<DataState> } | null = null;
  type Kept = { version: string; token: string; value: Promise<StoredHistory | null> };
  // In the order read, the one read longest ago first.
  const histories = new Map<string, Kept>();
  let headlineSet: { version: string; value: Promise<HeadlineSet> } | null = null;
  let covered: { version: string; value: Promise<ReadonlyMap<string, StoredCoverage>> } | null = null;
  // The headlines read so far; loads run one after another so this only moves forward.
  let loaded: LoadedHeadlines | null = null;
  let loading: Promise<unknown> = Promise.resolve();

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

  /** What the writes up to version `v` changed (one read per version). */
  function stateOf(v: string): Promise<DataState> {
    if (!state || state.version !== v) {
      const value = readDataState(db.k);
      state = { version: v, value };
      value.catch(() => {
        if (state?.value === value) state = null;
      });
    }
    return state.value;
  }

  async function load(asset: Asset): Promise<StoredHistory | null> {
    const rows = await readCandles(db.k, asset.id);
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1];
    const candles = rows.map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
    return { candles, source: sourceOf(last.source) };
  }

  /** Keeps an asset's entry as the one read last; the one read longest ago gives way past the cap. */
  function keepRead(assetId: string, entry: Kept) {
    histories.delete(assetId);
    histories.set(assetId, entry);
    while (histories.size > keep) histories.delete(histories.keys().next().value as string);
  }

  // A write that did not say what it changed (a new model's scores, an operator's fix) means: read it all again.
  const candlesToken = (s: DataState, assetId: string) => (s.explained ? s.candles(assetId) : `all:${s.version}`);
  const headlinesBase = (s: DataState) => (s.explained ? s.headlinesBase : `all:${s.version}`);

  async function loadHeadlines(v: string): Promise<HeadlineSet> {
    const s = await stateOf(v);
    const base = headlinesBase(s);
    const upTo = s.headlineGeneration;
    const before = loaded;
    if (before && before.base === base && before.generation === upTo) return before.set;
    let next: LoadedHeadlines | null = null;
    if (before && before.base === base && upTo > before.generation) {
      // Only the generations added since; the count says whether anything else changed (then everything is read).
      const [rows, count] = await Promise.all([readHeadlines(db.k, upTo, before.generation), countHeadlinesUpTo(db.k, upTo)]);
      if (count === before.ids.length + rows.length) next = addHeadlines(before, rows, upTo, base);
    }
    if (!next) {
      next = addHeadlines(null, await readHeadlines(db.k, upTo), upTo, base);
    }
    loaded = next;
    return next.set;
  }

  return {
    version: current,
    invalidate() {
      checkedAt = 0;
    },
    async history(asset) {
      const v = await current();
      const hit = histories.get(asset.id);
      if (hit && hit.version === v) {
        keepRead(asset.id, hit);
        return hit.value;
      }
      const token = candlesToken(await stateOf(v), asset.id);
      const kept = histories.get(asset.id);
      if (kept && kept.token === token) {
        kept.version = v;
        keepRead(asset.id, kept);
        return kept.value;
      }
      const fresh = { version: v, token, value: load(asset) };
      fresh.value.catch(() => {
        if (histories.get(asset.id) === fresh) histories.delete(asset.id);
      });
      keepRead(asset.id, fresh);
      return fresh.value;
    },
    async coverage() {
      const v = await current();
      if (!covered || covered.version !== v) {
        const value = newestCandleSources(db.k).then(
          (rows) => new Map([...rows].map(([id, r]) => [id, { firstDay: r.first, lastDay: r.date, source: sourceOf(r.source) }])),
        );
        covered = { version: v, value };
        value.catch(() => {
          if (covered?.value === value) covered = null;
        });
      }
      return covered.value;
    },
    async headlines() {
      const v = await current();
      if (!headlineSet || headlineSet.version !== v) {
        const value = loading.then(() => loadHeadlines(v));
        loading = value.catch(() => undefined);
        headlineSet = { version: v, value };
        value.catch(() => {
          if (headlineSet?.value === value) headlineSet = null;
        });
      }
      return headlineSet.value;
    },
  };
}
