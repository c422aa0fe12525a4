// Rounding for the analysis answer: a year of daily series at full double precision is most of its bytes, yet
// no chart or reader uses more than a few significant digits. Values are rounded once, when the answer is
// built, so every client sees the same numbers.
import type { Candle, IndicatorKey, SentimentDay } from '@sentiscope/shared/contract';
import { round } from './stats';

/** Significant digits kept for sub-dollar prices (0.0721234); indicator lines keep five (a whole dollar at BTC prices). */
export const PRICE_DIGITS = 6;
const LINE_DIGITS = 5;
const line = (x: number) => significant(x, LINE_DIGITS);

export const significant = (x: number, digits = PRICE_DIGITS): number => (x === 0 ? 0 : Number(x.toPrecision(digits)));

/** How each series is rounded: price-sized ones to significant digits, bounded ones to fixed decimals. */
const SERIES_ROUNDING: Record<IndicatorKey, (x: number) => number> = {
  sma20: line,
  sma50: line,
  sma200: line,
  ema20: line,
  macd: (x) => significant(x, 4),
  macdSignal: (x) => significant(x, 4),
  macdHistogram: (x) => significant(x, 4),
  bollingerUpper: line,
  bollingerMiddle: line,
  bollingerLower: line,
  atr14: (x) => significant(x, 4),
  rsi14: (x) => round(x, 1),
  percentB: (x) => round(x, 3),
  drawdown: (x) => round(x, 3),
};

export const compactSeriesValue = (key: IndicatorKey, x: number | null): number | null => (x === null ? null : SERIES_ROUNDING[key](x));

/** Prices keep their cents (the legend shows the day's exact OHLC); sub-dollar prices keep six significant digits. */
export const compactPrice = (x: number): number => (Math.abs(x) >= 1 ? round(x, 2) : significant(x));

export const compactCandle = (c: Candle): Candle => ({
  date: c.date,
  open: compactPrice(c.open),
  high: compactPrice(c.high),
  low: compactPrice(c.low),
  close: compactPrice(c.close),
  // Volume is drawn as bars: four significant digits are more than a bar's height can show.
  volume: significant(c.volume, 4),
});

export const compactSentimentDay = (d: SentimentDay): SentimentDay => ({
  ...d,
  mean: round(d.mean, 3),
  positiveShare: round(d.positiveShare, 3),
  negativeShare: round(d.negativeShare, 3),
  zScore: d.zScore === null ? null : round(d.zScore, 2),
});
