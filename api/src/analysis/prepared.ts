import type { Candle } from '@sentiscope/shared/contract';
import { atr, bollinger, ema, macd, rsi, sma, type BollingerSeries, type MacdSeries, type Series } from './indicators';

/** Parameters of the rolling series the mood and signal read. */
export const windows = (periodsPerYear: number) => ({
  /** 30 calendar days in candles: 30 for crypto, 21 for stocks. */
  month: Math.round((30 * periodsPerYear) / 365),
  /** Two years of candles: the "own history" each reading is ranked against. */
  history: 2 * periodsPerYear,
});

/**
 * Candles before a day that its mood and signal read, at most: the rank window (`history`) over series that read up
 * to 200 candles back themselves (the 200-candle average), and 600 more in which the exponential averages (EMA 20,
 * MACD 12/26/9, Wilder's RSI 14) forget where they were seeded: their seed's weight falls below 1e-19 ((25/27)^600),
 * under a double's precision, so a day computed from this window equals the day computed from the whole history.
 */
export const lookBack = (periodsPerYear: number) => windows(periodsPerYear).history + 200 + 600;

/**
 * Everything that depends only on an asset's candle history, computed once per history and reused by every
 * range. An indicator at day d reads only candles up to d, so slicing this is the same as computing to the end.
 */
export type PreparedHistory = {
  candles: readonly Candle[];
  dates: string[];
  closes: number[];
  periodsPerYear: number;
  sma20: Series;
  sma50: Series;
  sma200: Series;
  ema20: Series;
  rsi14: Series;
  macd: MacdSeries;
  bollinger: BollingerSeries;
  atr14: Series;
  /** ln(close_i / close_{i-1}); null at 0. */
  logReturn: Series;
  /** Return over the last `month` candles. */
  monthReturn: Series;
  /** close / SMA 50 - 1. */
  trend50: Series;
  /** Annualised sample volatility of the last `month` log returns. */
  monthVolatility: Series;
};

const cache = new WeakMap<readonly Candle[], Map<number, PreparedHistory>>();

export function prepareHistory(candles: readonly Candle[], periodsPerYear: number): PreparedHistory {
  let byPeriods = cache.get(candles);
  if (!byPeriods) {
    byPeriods = new Map();
    cache.set(candles, byPeriods);
  }
  const hit = byPeriods.get(periodsPerYear);
  if (hit) return hit;
  const closes = candles.map((c) => c.close);
  const { month } = windows(periodsPerYear);
  const logReturn: Series = closes.map((c, i) => (i === 0 ? null : Math.log(c / closes[i - 1])));
  const sma50 = sma(closes, 50);
  const monthVolatility: Series = closes.map((_, i) => {
    if (i < month) return null;
    let mean = 0;
    for (let j = i - month + 1; j <= i; j++) mean += logReturn[j] as number;
    mean /= month;
    let squares = 0;
    for (let j = i - month + 1; j <= i; j++) squares += ((logReturn[j] as number) - mean) ** 2;
    return Math.sqrt(squares / (month - 1)) * Math.sqrt(periodsPerYear);
  });
  const prepared: PreparedHistory = {
    candles,
    dates: candles.map((c) => c.date),
    closes,
    periodsPerYear,
    sma20: sma(closes, 20),
    sma50,
    sma200: sma(closes, 200),
    ema20: ema(closes, 20),
    rsi14: rsi(closes, 14),
    macd: macd(closes, 12, 26, 9),
    bollinger: bollinger(closes, 20, 2),
    atr14: atr(candles, 14),
    logReturn,
    monthReturn: closes.map((c, i) => (i < month ? null : c / closes[i - month] - 1)),
    trend50: closes.map((c, i) => {
      const s = sma50[i];
      return s === null ? null : c / s - 1;
    }),
    monthVolatility,
  };
  byPeriods.set(periodsPerYear, prepared);
  return prepared;
}

/** Non-null values of `series` in the `length` candles before index `end` (exclusive). */
export function historyBefore(series: Series, end: number, length: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, end - length); i < end; i++) {
    const v = series[i];
    if (v !== null) out.push(v);
  }
  return out;
}
