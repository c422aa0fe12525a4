import type { IndicatorKey, MethodNote } from '@sentiscope/shared/contract';

/** Bumped whenever a method, parameter, weight or template sentence changes: the narrative carries it. */
export const ENGINE_VERSION = 'sentiscope-analysis/1.4.0';

export const DOCS_PAGE = 'docs/analysis.md';

export type DocsAnchor =
  | 'data-sources'
  | 'warm-up'
  | 'sma'
  | 'ema'
  | 'rsi-14'
  | 'macd'
  | 'bollinger-bands'
  | 'atr-14'
  | 'volatility'
  | 'drawdown'
  | 'return'
  | 'lexicon-scorer'
  | 'headline-model'
  | 'headline-sentiment'
  | 'sentiment-z-score'
  | 'market-mood'
  | 'mood-bands'
  | 'signal'
  | 'statistical-range'
  | 'narrative'
  | 'llm-writer'
  | 'backtest';

export const docs = (anchor: DocsAnchor): string => `${DOCS_PAGE}#${anchor}`;

const note = (method: string, anchor: DocsAnchor): MethodNote => ({ method, docs: docs(anchor) });

export const SERIES_METHODS: Record<IndicatorKey, MethodNote> = {
  sma20: note('Simple mean of the last 20 closes.', 'sma'),
  sma50: note('Simple mean of the last 50 closes.', 'sma'),
  sma200: note('Simple mean of the last 200 closes.', 'sma'),
  ema20: note('Exponential mean of closes, k = 2/21, seeded with the 20-day simple mean.', 'ema'),
  rsi14: note('Relative strength index over 14 closes with Wilder smoothing.', 'rsi-14'),
  macd: note('EMA 12 of closes minus EMA 26 of closes.', 'macd'),
  macdSignal: note('EMA 9 of the MACD line.', 'macd'),
  macdHistogram: note('MACD line minus its signal line.', 'macd'),
  bollingerUpper: note('SMA 20 plus 2 population standard deviations of the last 20 closes.', 'bollinger-bands'),
  bollingerMiddle: note('SMA 20 of closes.', 'bollinger-bands'),
  bollingerLower: note('SMA 20 minus 2 population standard deviations of the last 20 closes.', 'bollinger-bands'),
  percentB: note('(close - lower band) / (upper band - lower band).', 'bollinger-bands'),
  atr14: note('Average true range over 14 candles with Wilder smoothing.', 'atr-14'),
  drawdown: note('Close divided by the highest close since the range began, minus 1.', 'drawdown'),
};

export const DISCLAIMER =
  'Informational only, not financial advice. Figures are computed from past prices and headlines and can be wrong.';
