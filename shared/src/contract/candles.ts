// GET /v1/stock/candles/{id}?interval=1h|4h|1d&startDate=&endDate=: an asset's candles as columns (docs/ingestion.md,
// "Hourly candles"), the smallest body for a chart of 2,160 hours.

export type CandleInterval = '1h' | '4h' | '1d';
export const CANDLE_INTERVALS: readonly CandleInterval[] = ['1h', '4h', '1d'];

/** The longest range one request may ask for, in days, per interval. */
export const CANDLE_RANGE_DAYS: Readonly<Record<CandleInterval, number>> = { '1h': 92, '4h': 731, '1d': 3660 };

/**
 * One entry per candle in each column, oldest first: `t` its opening instant in seconds since the epoch (UTC; 4h
 * candles open at 00, 04, ... 20 UTC), `o`, `h`, `l`, `c` its prices and `v` its volume in the quote currency.
 */
export type StockCandles = {
  id: string;
  interval: CandleInterval;
  t: number[];
  o: number[];
  h: number[];
  l: number[];
  c: number[];
  v: number[];
};

/** The intervals the stored history answers (GET /v1/stock/history/{id}?interval=): closed days, or closed hours. */
export type HistoryInterval = '1h' | '1d';

/**
 * GET /v1/stock/history/{id}?interval=1h: the asset's hourly sentiment (docs/analysis.md, "Hourly sentiment"), one
 * entry per closed hour with a stored candle or a headline, oldest first: `t` the hour's opening instant in seconds
 * since the epoch, `count` the headlines naming the asset published in it, `mean` their mean score (null without
 * any), `z` the count as a z-score against the asset's 168 hours before it (null without enough of them) and `close`
 * the close of the stored candle opening in that hour (a stock's open at half past, as its market's do; null without
 * one: a stock outside its market's hours).
 */
export type StockHourlyHistory = {
  id: string;
  interval: '1h';
  t: number[];
  count: number[];
  mean: (number | null)[];
  z: (number | null)[];
  close: (number | null)[];
};
