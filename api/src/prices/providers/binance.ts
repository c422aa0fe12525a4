// Binance's public market data (keyless host data-api.binance.vision, the same endpoints as api.binance.com, which
// answers 451 in restricted places): klines (weight 2, 1,000 a page), latest prices of many symbols in one call
// (weight 4), and the listing in exchangeInfo (weight 20).
import type { Candle } from '@sentiscope/shared/contract';
import { isoDay } from '../../platform/days';
import { fetchText } from '../sources/types';
import { identity, json, pageForward, type PricePoint, type PriceProvider, query, stepOf, unexpected, validPoint } from './price-provider';

const PAGE = 1000;

/** Kline rows as points; rows that are not lists of numbers are counted as malformed. Volume in the quote asset (USDT). */
export function klinePoints(body: string): { points: PricePoint[]; rows: number; malformed: number } {
  const rows = json(body);
  if (!Array.isArray(rows)) throw unexpected('not a list of klines');
  const points: PricePoint[] = [];
  let malformed = 0;
  for (const row of rows as unknown[]) {
    const r = Array.isArray(row) ? row : [];
    const p = { time: Number(r[0]), open: Number(r[1]), high: Number(r[2]), low: Number(r[3]), close: Number(r[4]), volume: Number(r[7] ?? r[5]) };
    if (r.length < 6 || !validPoint(p)) malformed++;
    else points.push(p);
  }
  return { points, rows: rows.length, malformed };
}

/** Daily klines as candles of completed days up to `lastClosedDay`. */
export function parseKlines(body: string, lastClosedDay: string): { candles: Candle[]; rows: number; malformed: number; lastOpen: number | null } {
  const { points, rows, malformed } = klinePoints(body);
  const candles = points.map(({ time, ...c }) => ({ date: isoDay(time), ...c })).filter((c) => c.date <= lastClosedDay);
  return { candles, rows, malformed, lastOpen: points.length > 0 ? points[points.length - 1].time : null };
}

export function binancePrices(base: string): PriceProvider {
  const { root, own } = identity('binance', base, 'BTCUSDT');
  return {
    ...own,
    historical(ctx, symbol, interval, from, to) {
      return pageForward(from, to, async (cursor) => {
        const url = `${root}/api/v3/klines?${query({ symbol, interval, startTime: cursor, endTime: to - 1, limit: PAGE })}`;
        const { points } = klinePoints(await fetchText(ctx, url, 'json', { weight: 2 }));
        const last = points.at(-1);
        return { points, next: points.length < PAGE || !last ? null : last.time + stepOf(interval) };
      });
    },
    async quotes(ctx, symbols) {
      const body = json(await fetchText(ctx, `${root}/api/v3/ticker/price?${query({ symbols: JSON.stringify(symbols) })}`, 'json', { weight: 4 }));
      if (!Array.isArray(body)) throw unexpected('not a list of prices');
      return new Map((body as { symbol: string; price: string }[]).map((t) => [t.symbol, Number(t.price)]).filter(([, p]) => Number.isFinite(p as number) && (p as number) > 0) as [string, number][]);
    },
    async search(ctx, q) {
      const body = json(await fetchText(ctx, `${root}/api/v3/exchangeInfo`, 'json', { weight: 20 })) as { symbols?: { symbol: string; status: string; baseAsset: string; quoteAsset: string }[] };
      if (!Array.isArray(body.symbols)) throw unexpected('no symbols in exchangeInfo');
      const needle = q.trim().toUpperCase();
      return body.symbols
        .filter((s) => s.status === 'TRADING' && (needle === '' || s.symbol.includes(needle) || s.baseAsset === needle))
        .map((s) => ({ symbol: s.symbol, name: `${s.baseAsset}/${s.quoteAsset}` }));
    },
  };
}
