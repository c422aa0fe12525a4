// Kraken's public OHLC (GET /0/public/OHLC?pair=XBTUSD&interval=1440&since=s: at most the newest 720 candles, rows
// [time s, open, high, low, close, vwap, volume, count], the result keyed by Kraken's own pair name, `last` the cursor
// of the next call), tickers of many pairs in one call, and the pair listing. About one public call a second.
import { fetchText } from '../sources/types';
import { identity, json, pageForward, type PricePoint, type PriceProvider, query, unexpected, validPoint } from './price-provider';

type KrakenAnswer = { error?: unknown[]; result?: Record<string, unknown> };

/** Kraken names a pair its own way in answers (XBTUSD comes back as XXBTZUSD). */
const samePair = (key: string, pair: string) => key === pair || key.replace(/^X([A-Z]{3})Z([A-Z]{3})$/, '$1$2') === pair;

/** OHLC rows as points (volume in USD: base volume times close) and the `last` cursor. */
export function krakenPoints(body: string): { points: PricePoint[]; last: number | null } {
  const answer = json(body) as KrakenAnswer;
  const result = answer.result;
  if (!result || typeof result !== 'object') throw unexpected('no result');
  const key = Object.keys(result).find((k) => k !== 'last');
  const rows = key ? result[key] : [];
  if (!Array.isArray(rows)) throw unexpected('no OHLC rows');
  const points = (rows as unknown[])
    .map((row) => {
      const r = Array.isArray(row) ? row.map(Number) : [];
      return { time: r[0] * 1000, open: r[1], high: r[2], low: r[3], close: r[4], volume: r[6] * r[4] };
    })
    .filter(validPoint);
  const last = Number(result.last);
  return { points, last: Number.isFinite(last) ? last * 1000 : null };
}

export function krakenPrices(base: string): PriceProvider {
  const { root, own } = identity('kraken', base, 'XBTUSD');
  return {
    ...own,
    historical(ctx, symbol, interval, from, to) {
      return pageForward(from, to, async (cursor) => {
        const params = { pair: symbol, interval: interval === '1d' ? 1440 : 60, since: Math.floor(cursor / 1000) };
        const { points, last } = krakenPoints(await fetchText(ctx, `${root}/0/public/OHLC?${query(params)}`, 'json'));
        // The newest candle is still open; `last` points at it, so the next call would answer nothing new.
        return { points, next: points.length === 0 ? null : last };
      });
    },
    async quotes(ctx, symbols) {
      const answer = json(await fetchText(ctx, `${root}/0/public/Ticker?${query({ pair: symbols.join(',') })}`, 'json')) as KrakenAnswer;
      const result = (answer.result ?? {}) as Record<string, { c?: string[] }>;
      const prices = new Map<string, number>();
      for (const pair of symbols) {
        const key = Object.keys(result).find((k) => samePair(k, pair));
        const price = Number(key ? result[key].c?.[0] : NaN);
        if (price > 0) prices.set(pair, price);
      }
      return prices;
    },
    async search(ctx, q) {
      const answer = json(await fetchText(ctx, `${root}/0/public/AssetPairs`, 'json')) as KrakenAnswer;
      const pairs = (answer.result ?? {}) as Record<string, { altname?: string; wsname?: string }>;
      const needle = q.trim().toUpperCase();
      return Object.values(pairs)
        .filter((p) => p.altname && (needle === '' || p.altname.includes(needle)))
        .map((p) => ({ symbol: p.altname as string, name: p.wsname ?? null }));
    },
  };
}
