// A small, complete analysis answer for the dashboard's tests, shaped like the API's.
import type { Figure, IndicatorKey, MoodBand, ScoredHeadline, StockAnalysis, StockHistory, StockItem } from '@sentiscope/shared/contract';

const note = { method: 'test method', docs: 'docs/analysis.md#test' };
const fig = (value: number | null): Figure => ({ value, ...note });

export function testAnalysis(id = 'btc', days = 5, endDate = '2025-08-22'): StockAnalysis {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  const candles = dates.map((date, i) => ({ date, open: 100 + i, high: 105 + i, low: 95 + i, close: 102 + i, volume: 1000 + i }));
  const line = (v: number) => dates.map((_, i) => v + i);
  const keys: IndicatorKey[] = ['sma20', 'sma50', 'sma200', 'ema20', 'rsi14', 'macd', 'macdSignal', 'macdHistogram', 'bollingerUpper', 'bollingerMiddle', 'bollingerLower', 'percentB', 'atr14', 'drawdown'];
  const series = Object.fromEntries(keys.map((k) => [k, line(k === 'rsi14' ? 50 : 100)])) as StockAnalysis['indicators']['series'];
  const latest = Object.fromEntries([...keys, 'lastClose', 'volatility', 'maxDrawdown', 'return'].map((k) => [k, fig(1)])) as unknown as StockAnalysis['indicators']['latest'];
  return {
    asset: { id, name: `${id.toUpperCase()} - Asset`, title: id, symbol: id.toUpperCase(), kind: 'crypto' },
    range: { requestedStart: dates[0], requestedEnd: endDate, startDate: dates[0], endDate, candleCount: days, availableStart: '2018-01-01', availableEnd: endDate },
    dataSource: { prices: 'csv', headlines: 'csv', demo: false, label: null },
    engineVersion: 'sentiscope-analysis/1.0.0',
    candles,
    indicators: { series, latest },
    sentiment: {
      scope: 'asset', matchTerms: [id], headlineCount: 2, message: null,
      mean: fig(0.2), positiveShare: fig(0.5), negativeShare: fig(0.5), zScore: fig(0.1),
      daily: [{ date: dates[days - 1], count: 2, mean: 0.3, positiveShare: 0.5, negativeShare: 0, zScore: null }],
      mostPositive: [{ date: dates[days - 1], source: 'Wire', title: `${id.toUpperCase()} rallies to a record`, score: 0.62, terms: [{ term: 'rallies', weight: 0.41 }, { term: 'record', weight: 0.21 }], modelVersion: 'weights-5f2a91c0d3e4' } as ScoredHeadline],
      mostNegative: [], ...note,
    },
    mood: {
      value: 63, band: 'greed', ...note,
      components: [{ key: 'momentum', label: 'Momentum', weight: 0.25, appliedWeight: 0.25, score: 80, contribution: 20, ...note }],
    },
    signal: { direction: 'bullish', confidence: 0.64, net: 0.4, votes: [{ key: 'macdHistogram', label: 'MACD histogram', weight: 1, vote: 1, reason: 'MACD above its signal line' }], ...note },
    statisticalRange: { label: 'statistical range, not a prediction', horizonDays: 30, from: 106, median: 106, low50: 100, high50: 112, low90: 90, high90: 120, dailySigma: 0.02, sampleSize: 365, ...note },
    backtest: { strategy: { return: 0.1, maxDrawdown: -0.05, trades: 4, hitRate: 0.75 }, buyAndHold: { return: 0.06, maxDrawdown: -0.08 }, costPerTrade: 0.001, weakEvidence: true, ...note },
    narrative: { paragraphs: [`${id.toUpperCase()} rose over the range.`], writer: 'template', model: null, engineVersion: 'sentiscope-analysis/1.0.0', fallbackReason: null },
    methods: Object.fromEntries(keys.map((k) => [k, note])) as StockAnalysis['methods'],
    disclaimer: 'Informational only, not financial advice.',
  };
}

export const testAsset = (id: string, extra: Partial<StockItem> = {}): StockItem => ({
  id, name: `${id.toUpperCase()} - Asset`, symbol: id.toUpperCase(), kind: 'crypto', isDefault: false, locked: false,
  firstDay: '2018-01-01', lastDay: '2025-08-22', source: 'csv', ...extra,
});

/** The stored history matching `testAnalysis`'s days: one row per day, its mood rising through the bands. */
export function testHistory(id = 'btc', days = 5, endDate = '2025-08-22'): StockHistory {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const moods: [number, MoodBand][] = [[20, 'extreme fear'], [40, 'fear'], [50, 'neutral'], [63, 'greed'], [80, 'extreme greed']];
  return {
    id,
    days: Array.from({ length: days }, (_, i) => {
      const [mood, band] = moods[i % moods.length];
      return {
        date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
        close: 102 + i,
        mood,
        band,
        components: { momentum: mood + 5, strength: mood - 5, trend: mood, volatility: 55, sentiment: i === 0 ? null : 60 },
        signal: mood >= 55 ? 'bullish' : mood < 45 ? 'bearish' : 'neutral',
        headlines: { count: i, mean: i === 0 ? null : 0.12, z: null },
      };
    }),
  };
}
