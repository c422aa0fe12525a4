import { MS_PER_DAY, type Candle } from '@sentiscope/shared/contract';
import { cacheCandles, readCachedCandles, type MarketDb } from '../data/candle-cache';
import type { Asset } from '../service/catalogue';
import { isoDay, shiftDay } from '../service/days';
import { cleanCandles, type PriceProvider } from '../service/types';

/** Binance's public market-data host: daily klines, no key. MARKET_LIVE_SOURCE=binance selects it. */
export const BINANCE_PUBLIC_BASE = 'https://data-api.binance.vision';
/** History is fetched from here, so indicators do not depend on when the cache was first filled. */
export const LIVE_EPOCH = '2018-01-01';
/** After a fetch, the cache is trusted for this long before asking the source for newer candles again. */
export const LIVE_REFRESH_MS = 10 * 60 * 1000;
const PAGE = 1000;

export { CANDLE_CACHE_TABLE } from '../data/candle-cache';

export type LiveOptions = {
  /** 'binance' or the base URL of a Binance-compatible API (GET {base}/api/v3/klines). */
  source: string;
  db: MarketDb;
  now?: () => number;
  timeoutMs?: number;
};

/** Live daily candles for assets with a spot pair, cached in the database; completed UTC days only. */
export function livePriceProvider(options: LiveOptions): PriceProvider {
  const base = (options.source === 'binance' ? BINANCE_PUBLIC_BASE : options.source).replace(/\/+$/, '');
  const db = options.db;
  const now = options.now ?? Date.now;
  const memo = new Map<string, { checkedAt: number; candles: readonly Candle[] }>();
  const inFlight = new Map<string, Promise<readonly Candle[] | null>>();

  const readCache = (assetId: string) => readCachedCandles(db, assetId);

  async function fetchFrom(pair: string, fromDate: string, lastCompleteDay: string): Promise<Candle[]> {
    const out: Candle[] = [];
    let startTime = Date.parse(`${fromDate}T00:00:00Z`);
    const stop = Date.parse(`${lastCompleteDay}T00:00:00Z`);
    while (startTime <= stop) {
      const url = `${base}/api/v3/klines?symbol=${encodeURIComponent(pair)}&interval=1d&startTime=${startTime}&limit=${PAGE}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      if (!response.ok) throw new Error(`live source answered ${response.status}`);
      const rows = (await response.json()) as unknown;
      if (!Array.isArray(rows)) throw new Error('live source gave an unexpected body');
      for (const row of rows as unknown[][]) {
        const openTime = Number(row[0]);
        if (!Number.isFinite(openTime) || openTime > stop) continue;
        // Quote-asset volume (USDT) is used, which matches the USD volume of the CSV files.
        out.push({
          date: isoDay(openTime),
          open: Number(row[1]),
          high: Number(row[2]),
          low: Number(row[3]),
          close: Number(row[4]),
          volume: Number(row[7] ?? row[5]),
        });
      }
      if (rows.length < PAGE) break;
      startTime = Number((rows[rows.length - 1] as unknown[])[0]) + MS_PER_DAY;
    }
    return cleanCandles(out);
  }

  async function load(asset: Asset): Promise<readonly Candle[] | null> {
    const pair = asset.livePair as string;
    const cached = await readCache(asset.id);
    const lastCompleteDay = isoDay(now() - MS_PER_DAY);
    const lastCached = cached.length > 0 ? cached[cached.length - 1].date : null;
    if (lastCached !== null && lastCached >= lastCompleteDay) return cleanCandles(cached);
    const fromDate = lastCached === null ? LIVE_EPOCH : shiftDay(lastCached, 1);
    try {
      const fresh = await fetchFrom(pair, fromDate, lastCompleteDay);
      const fetchedAt = now();
      await cacheCandles(db, asset.id, fresh, fetchedAt);
      return cleanCandles([...cached, ...fresh]);
    } catch {
      // The source is down: serve what the cache has (possibly a few days old) rather than nothing.
      return cached.length > 0 ? cleanCandles(cached) : null;
    }
  }

  return {
    source: 'live',
    async history(asset) {
      if (!asset.livePair) return null;
      const hit = memo.get(asset.id);
      if (hit && now() - hit.checkedAt < LIVE_REFRESH_MS) return hit.candles;
      let pending = inFlight.get(asset.id);
      if (!pending) {
        pending = load(asset).finally(() => inFlight.delete(asset.id));
        inFlight.set(asset.id, pending);
      }
      const candles = await pending;
      if (candles === null) return null;
      // Keep the same array when nothing changed, so analysis caches keyed on it stay warm.
      const same = hit && hit.candles.length === candles.length && hit.candles.at(-1)?.date === candles.at(-1)?.date;
      const kept = same ? hit.candles : candles;
      memo.set(asset.id, { checkedAt: now(), candles: kept });
      return kept;
    },
  };
}
