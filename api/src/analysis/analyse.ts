import type { AssetKind, Candle, DataSource, Figure, IndicatorKey, IndicatorSeries, StockAnalysis } from '@sentiscope/shared/contract';
import { backtest } from './backtest';
import { compactCandle, compactSentimentDay, compactSeriesValue } from './compact';
import { daySentiment } from './day-sentiment';
import { headlineSentiment, type HeadlineSet } from './headlines';
import { annualisedVolatility, drawdownSeries, maxDrawdown, periodReturn, type Series } from './indicators';
import { DISCLAIMER, ENGINE_VERSION, SERIES_METHODS, docs, type DocsAnchor } from './methods';
import { marketMood } from './mood';
import { narrativeFacts, templateNarrative } from './narrative';
import { prepareHistory } from './prepared';
import { signalAt } from './signal';
import { statisticalRange } from './statistical-range';
import { lowerBound } from './stats';

export type AnalysedAsset = {
  id: string;
  name: string;
  /** Plain name for sentences ('Bitcoin'). */
  title: string;
  symbol: string;
  kind: AssetKind;
  aliases: readonly string[];
};

export type AnalysisInput = {
  asset: AnalysedAsset;
  /** The asset's whole daily history, sorted by date, one candle per date. */
  candles: readonly Candle[];
  headlines: HeadlineSet | null;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  start: string;
  end: string;
  dataSource: DataSource;
};

export class NoDataInRangeError extends Error {
  constructor(
    readonly availableStart: string | null,
    readonly availableEnd: string | null,
  ) {
    super(
      availableStart === null
        ? 'There is no price data for this asset.'
        : `There is no price data in this range; data is available from ${availableStart} to ${availableEnd}.`,
    );
  }
}

const finite = (x: number | null | undefined): number | null => (x === null || x === undefined || !Number.isFinite(x) ? null : x);

const figure = (value: number | null | undefined, method: string, anchor: DocsAnchor): Figure => ({
  value: finite(value),
  method,
  docs: docs(anchor),
});

export const periodsPerYearOf = (kind: AssetKind) => (kind === 'crypto' ? 365 : 252);

/**
 * The analysis of one asset over [start, end]. Pure: the same inputs always give the same object.
 * Indicators read the whole history up to each day, so values do not depend on where the range starts. The mood
 * and the signal are those of the last day, computed as the stored days are, from the headlines up to that day
 * (never from the range's headlines), so every range ending on a day shows that day's mood.
 */
export function analyse(input: AnalysisInput): StockAnalysis {
  const { asset, candles, start, end } = input;
  const ppy = periodsPerYearOf(asset.kind);
  const p = prepareHistory(candles, ppy);
  if (candles.length === 0) throw new NoDataInRangeError(null, null);
  const s = lowerBound(p.dates, start);
  const e = lowerBound(p.dates, end + '\uffff') - 1;
  if (s > e) throw new NoDataInRangeError(p.dates[0], p.dates[p.dates.length - 1]);

  const slice = (key: IndicatorKey, series: Series) => series.slice(s, e + 1).map((x) => compactSeriesValue(key, finite(x)));
  const closes = p.closes.slice(s, e + 1);
  const series: IndicatorSeries = {
    sma20: slice('sma20', p.sma20),
    sma50: slice('sma50', p.sma50),
    sma200: slice('sma200', p.sma200),
    ema20: slice('ema20', p.ema20),
    rsi14: slice('rsi14', p.rsi14),
    macd: slice('macd', p.macd.macd),
    macdSignal: slice('macdSignal', p.macd.signal),
    macdHistogram: slice('macdHistogram', p.macd.histogram),
    bollingerUpper: slice('bollingerUpper', p.bollinger.upper),
    bollingerMiddle: slice('bollingerMiddle', p.bollinger.middle),
    bollingerLower: slice('bollingerLower', p.bollinger.lower),
    percentB: slice('percentB', p.bollinger.percentB),
    atr14: slice('atr14', p.atr14),
    drawdown: drawdownSeries(closes).map((x) => compactSeriesValue('drawdown', finite(x))),
  };
  const last = (key: keyof IndicatorSeries): Figure => {
    const m = SERIES_METHODS[key];
    return { value: series[key][series[key].length - 1], method: m.method, docs: m.docs };
  };
  const scored = headlineSentiment({ asset, headlines: input.headlines, start, end });
  const sentiment = { ...scored, daily: scored.daily.map(compactSentimentDay) };
  // The day's headline z-score: the week ending the last day against every day with headlines up to it.
  const dayZ = daySentiment(asset, input.headlines, p.dates).weekZ[e];
  const withoutNarrative: Omit<StockAnalysis, 'narrative'> = {
    asset: { id: asset.id, name: asset.name, title: asset.title, symbol: asset.symbol, kind: asset.kind },
    range: {
      requestedStart: start,
      requestedEnd: end,
      startDate: p.dates[s],
      endDate: p.dates[e],
      candleCount: e - s + 1,
      availableStart: p.dates[0],
      availableEnd: p.dates[p.dates.length - 1],
    },
    dataSource: input.dataSource,
    engineVersion: ENGINE_VERSION,
    candles: candles.slice(s, e + 1).map(compactCandle),
    indicators: {
      series,
      latest: {
        lastClose: figure(closes[closes.length - 1], 'Close of the last daily candle in the range.', 'data-sources'),
        sma20: last('sma20'),
        sma50: last('sma50'),
        sma200: last('sma200'),
        ema20: last('ema20'),
        rsi14: last('rsi14'),
        macd: last('macd'),
        macdSignal: last('macdSignal'),
        macdHistogram: last('macdHistogram'),
        bollingerUpper: last('bollingerUpper'),
        bollingerMiddle: last('bollingerMiddle'),
        bollingerLower: last('bollingerLower'),
        percentB: last('percentB'),
        atr14: last('atr14'),
        volatility: figure(
          annualisedVolatility(closes, ppy),
          `Sample standard deviation of daily log returns in the range x sqrt(${ppy}).`,
          'volatility',
        ),
        maxDrawdown: figure(maxDrawdown(closes), 'Largest fall of a close below the highest earlier close in the range.', 'drawdown'),
        return: figure(periodReturn(closes), 'Last close / first close of the range - 1.', 'return'),
      },
    },
    sentiment,
    mood: marketMood(p, e, dayZ),
    signal: signalAt(p, e, dayZ),
    statisticalRange: statisticalRange(p, e),
    // Each day's signal from prices only: the range's headline z-score would leak later news into earlier days.
    backtest: backtest(closes, closes.map((_, i) => signalAt(p, s + i, null).direction)),
    methods: SERIES_METHODS,
    disclaimer: DISCLAIMER,
  };
  return {
    ...withoutNarrative,
    narrative: {
      paragraphs: templateNarrative(narrativeFacts(withoutNarrative)),
      writer: 'template',
      model: null,
      engineVersion: ENGINE_VERSION,
      fallbackReason: null,
    },
  };
}
