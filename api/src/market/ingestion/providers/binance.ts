import { MS_PER_DAY, type Candle } from '@sentiscope/shared/contract';
import type { Asset } from '../../service/catalogue';
import { isoDay, shiftDay } from '../../service/days';
import { emptyBatch, fetchText, forEachAsset, SourceError, type IngestProvider } from './types';

/** Binance's public market-data host: daily klines, no key. MARKET_LIVE_SOURCE=binance selects it. */
export const BINANCE_PUBLIC_BASE = 'https://data-api.binance.vision';
/** History is fetched from here, so indicators do not depend on when the store was first filled. */
export const LIVE_EPOCH = '2018-01-01';
const PAGE = 1000;

/** Klines as candles: completed days up to `lastClosedDay`; rows that are not numbers are counted as malformed. */
export function parseKlines(body: string, lastClosedDay: string): { candles: Candle[]; rows: number; malformed: number; lastOpen: number | null } {
  let rows: unknown;
  try {
    rows = JSON.parse(body);
  } catch {
    throw new SourceError('malformed JSON');
  }
  if (!Array.isArray(rows)) throw new SourceError('unexpected JSON (not a list of klines)');
  const candles: Candle[] = [];
  let malformed = 0;
  let lastOpen: number | null = null;
  for (const row of rows as unknown[]) {
    if (!Array.isArray(row) || row.length < 6) {
      malformed++;
      continue;
    }
    const openTime = Number(row[0]);
    // Quote-asset volume (USDT) when given, which matches the USD volume of the bundled files.
    const c = { date: Number.isFinite(openTime) ? isoDay(openTime) : '', open: Number(row[1]), high: Number(row[2]), low: Number(row[3]), close: Number(row[4]), volume: Number(row[7] ?? row[5]) };
    const ok = c.date !== '' && [c.open, c.high, c.low, c.close].every((v) => Number.isFinite(v) && v > 0) && Number.isFinite(c.volume) && c.volume >= 0 && c.low <= c.high;
    if (!ok) {
      malformed++;
      continue;
    }
    lastOpen = openTime;
    if (c.date <= lastClosedDay) candles.push(c);
  }
  return { candles, rows: rows.length, malformed, lastOpen };
}

/** Daily candles of the crypto pairs from a Binance-compatible API (GET {base}/api/v3/klines). */
export function binanceProvider(source: string, assets: readonly Asset[]): IngestProvider {
  const base = (source === 'binance' ? BINANCE_PUBLIC_BASE : source).replace(/\/+$/, '');
  const pairs = assets.filter((a) => a.livePair);
  return {
    source: source === 'binance' ? 'binance' : `binance@${new URL(base).host}`,
    host: new URL(base).host,
    kind: 'crypto-prices',
    overwrite: true,
    async fetch(ctx) {
      const batch = emptyBatch();
      const lastClosedDay = isoDay(ctx.now - MS_PER_DAY);
      return forEachAsset(pairs, batch, async (asset) => {
        const latest = ctx.latestDay(asset.id);
        if (latest !== null && latest >= lastClosedDay) return;
        let startTime = Date.parse(`${latest === null ? LIVE_EPOCH : shiftDay(latest, 1)}T00:00:00Z`);
        const candles: Candle[] = [];
        const stop = Date.parse(`${lastClosedDay}T00:00:00Z`);
        while (startTime <= stop) {
          const url = `${base}/api/v3/klines?symbol=${encodeURIComponent(asset.livePair as string)}&interval=1d&startTime=${startTime}&limit=${PAGE}`;
          const page = parseKlines(await fetchText(ctx, url, 'json', { weight: 2 }), lastClosedDay);
          batch.fetched += page.rows;
          batch.malformed += page.malformed;
          candles.push(...page.candles);
          if (page.rows < PAGE || page.lastOpen === null) break;
          startTime = page.lastOpen + MS_PER_DAY;
        }
        batch.candles.push({ assetId: asset.id, candles });
      });
    },
  };
}
