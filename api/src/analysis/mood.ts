import type { MarketMood, MoodBand, MoodComponent, MoodComponentKey } from '@sentiscope/shared/contract';
import { docs } from './methods';
import { windows, type PreparedHistory } from './prepared';
import { rankSeries } from './rank-series';
import { normalCdf, round } from './stats';

/** Published weights (sum 1). A component that cannot be computed is left out and the rest are rescaled. */
export const MOOD_WEIGHTS: Record<MoodComponentKey, number> = {
  momentum: 0.25,
  strength: 0.15,
  trend: 0.15,
  volatility: 0.2,
  sentiment: 0.25,
};

/** Ranking a reading needs at least this many earlier readings of the same series. */
export const MIN_RANK_HISTORY = 60;

/** Bands by upper edge: < 25 extreme fear, < 45 fear, <= 55 neutral, <= 75 greed, above that extreme greed. */
export function moodBand(value: number): MoodBand {
  if (value < 25) return 'extreme fear';
  if (value < 45) return 'fear';
  if (value <= 55) return 'neutral';
  if (value <= 75) return 'greed';
  return 'extreme greed';
}

type Raw = { key: MoodComponentKey; label: string; score: number | null; method: string };

type RankedSeries = 'monthReturn' | 'trend50' | 'monthVolatility';

/** Each history's rank series, computed once for the whole history on first use. */
const ranks = new WeakMap<PreparedHistory, Partial<Record<RankedSeries, (number | null)[]>>>();

function ranked(prepared: PreparedHistory, series: RankedSeries, at: number): number | null {
  let perHistory = ranks.get(prepared);
  if (!perHistory) {
    perHistory = {};
    ranks.set(prepared, perHistory);
  }
  const all = (perHistory[series] ??= rankSeries(prepared[series], windows(prepared.periodsPerYear).history, MIN_RANK_HISTORY));
  return all[at] ?? null;
}

/**
 * Mood on the candle at index `at` from data up to that day: the same for every range ending there.
 * `sentimentZ` is that day's headline z-score (the week ending it, `daySentiment` in day-sentiment.ts).
 */
export function marketMood(prepared: PreparedHistory, at: number, sentimentZ: number | null): MarketMood {
  const { month, history } = windows(prepared.periodsPerYear);
  const vol = ranked(prepared, 'monthVolatility', at);
  const raw: Raw[] = [
    {
      key: 'momentum',
      label: 'Momentum',
      score: ranked(prepared, 'monthReturn', at),
      method: `Percentile of the ${month}-candle return among the asset's own returns over the previous ${history} candles.`,
    },
    {
      key: 'strength',
      label: 'Strength (RSI 14)',
      score: prepared.rsi14[at],
      method: 'RSI 14 as it stands on the day (already 0-100).',
    },
    {
      key: 'trend',
      label: 'Trend',
      score: ranked(prepared, 'trend50', at),
      method: `Percentile of close / SMA 50 - 1 among the asset's own readings over the previous ${history} candles.`,
    },
    {
      key: 'volatility',
      label: 'Calm (inverse volatility)',
      score: vol === null ? null : 100 - vol,
      method: `100 minus the percentile of ${month}-candle volatility among the asset's own readings over the previous ${history} candles.`,
    },
    {
      key: 'sentiment',
      label: 'Headline sentiment',
      score: sentimentZ === null ? null : 100 * normalCdf(sentimentZ),
      method: "100 x standard normal CDF of the day's headline z-score: the mean daily score of the 7 days ending that day against every earlier day with headlines.",
    },
  ];
  const available = raw.filter((r) => r.score !== null).reduce((a, r) => a + MOOD_WEIGHTS[r.key], 0);
  const components: MoodComponent[] = raw.map((r) => {
    const appliedWeight = r.score === null || available === 0 ? 0 : MOOD_WEIGHTS[r.key] / available;
    return {
      key: r.key,
      label: r.label,
      weight: MOOD_WEIGHTS[r.key],
      appliedWeight: round(appliedWeight, 4),
      score: r.score === null ? null : round(r.score, 1),
      contribution: r.score === null ? 0 : round(appliedWeight * r.score, 2),
      method: r.method,
      docs: docs('market-mood'),
    };
  });
  const total = raw.reduce((a, r) => (r.score === null ? a : a + (MOOD_WEIGHTS[r.key] / available) * r.score), 0);
  const value = available === 0 ? null : round(total, 1);
  return {
    value,
    band: value === null ? null : moodBand(value),
    components,
    method:
      "The day's mood from data up to that day, the same for every range ending on it: weighted mean of the component scores (0-100) with the published weights, rescaled over the components available.",
    docs: docs('market-mood'),
  };
}
