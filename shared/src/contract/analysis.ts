import type { HeadlineCoverage } from './headline-coverage';
import type { DataFreshness } from './ingestion';
import type { AssetKind } from './entities';
import type { HeadlineSentiment } from './headline-sentiment';

/** The analysis behind GET /v1/stock/details/{id}: `data.stock`. Every figure names its method and docs anchor. */

/** How a figure was computed: a short text and a link into docs/analysis.md (e.g. `docs/analysis.md#rsi-14`). */
export type MethodNote = {
  method: string;
  docs: string;
};

/** A single number with its method. `value` is null when there is too little data to compute it. */
export type Figure = MethodNote & {
  value: number | null;
};

export type Candle = {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

export type PriceSource = 'csv' | 'live' | 'demo';
export type HeadlineSource = 'csv' | 'rss' | 'none';

export type DataSource = {
  prices: PriceSource;
  headlines: HeadlineSource;
  /** True when the prices come from the built-in generator; the UI labels them 'demo data'. */
  demo: boolean;
  /** 'demo data' when demo, else null. */
  label: string | null;
};

/** Series aligned with `candles` (same length, same order); null where the indicator is still warming up. */
export type IndicatorSeries = {
  sma20: (number | null)[];
  sma50: (number | null)[];
  sma200: (number | null)[];
  ema20: (number | null)[];
  rsi14: (number | null)[];
  macd: (number | null)[];
  macdSignal: (number | null)[];
  macdHistogram: (number | null)[];
  bollingerUpper: (number | null)[];
  bollingerMiddle: (number | null)[];
  bollingerLower: (number | null)[];
  percentB: (number | null)[];
  atr14: (number | null)[];
  drawdown: (number | null)[];
};

export type IndicatorKey = keyof IndicatorSeries;

/** Values on the last day of the range, plus the range-wide figures. */
export type IndicatorSummary = {
  lastClose: Figure;
  sma20: Figure;
  sma50: Figure;
  sma200: Figure;
  ema20: Figure;
  rsi14: Figure;
  macd: Figure;
  macdSignal: Figure;
  macdHistogram: Figure;
  bollingerUpper: Figure;
  bollingerMiddle: Figure;
  bollingerLower: Figure;
  percentB: Figure;
  atr14: Figure;
  /** Annualised volatility of daily log returns in the range, as a fraction (0.62 = 62 %). */
  volatility: Figure;
  /** Largest fall from a running peak of closes within the range, as a negative fraction (or 0). */
  maxDrawdown: Figure;
  /** Return from the first to the last close of the range, as a fraction. */
  return: Figure;
};

export type MoodBand = 'extreme fear' | 'fear' | 'neutral' | 'greed' | 'extreme greed';

/** The mood's bands on its 0-100 scale, lowest first, as gauges draw them (docs/analysis.md, Mood bands). */
export const MOOD_BANDS: readonly { band: MoodBand; from: number; to: number }[] = [
  { band: 'extreme fear', from: 0, to: 25 },
  { band: 'fear', from: 25, to: 45 },
  { band: 'neutral', from: 45, to: 55 },
  { band: 'greed', from: 55, to: 75 },
  { band: 'extreme greed', from: 75, to: 100 },
];

export type MoodComponentKey = 'momentum' | 'strength' | 'trend' | 'volatility' | 'sentiment';

export type MoodComponent = MethodNote & {
  key: MoodComponentKey;
  label: string;
  /** Published weight (fractions summing to 1 over all components). */
  weight: number;
  /** Weight after leaving out components that could not be computed. */
  appliedWeight: number;
  /** 0-100, or null when it could not be computed. */
  score: number | null;
  /** appliedWeight * score: the points this component adds to the mood. */
  contribution: number;
};

export type MarketMood = MethodNote & {
  /** 0-100, or null when no component could be computed. */
  value: number | null;
  band: MoodBand | null;
  components: MoodComponent[];
};

export type SignalDirection = 'bullish' | 'neutral' | 'bearish';

export type SignalVote = {
  key: string;
  label: string;
  weight: number;
  /** -1 to 1, or null when the input is missing (the vote is then left out). */
  vote: number | null;
  reason: string;
};

export type Signal = MethodNote & {
  direction: SignalDirection;
  /** 0 to 1. */
  confidence: number;
  /** Weighted mean of the votes, -1 to 1. */
  net: number;
  votes: SignalVote[];
};

export type StatisticalRange = MethodNote & {
  label: 'statistical range, not a prediction';
  horizonDays: number;
  /** The last close the range starts from. */
  from: number;
  median: number | null;
  low50: number | null;
  high50: number | null;
  low90: number | null;
  high90: number | null;
  /** Daily standard deviation of log returns used. */
  dailySigma: number | null;
  sampleSize: number;
};

export type NarrativeWriter = 'template' | 'llm';

export type Narrative = {
  paragraphs: string[];
  writer: NarrativeWriter;
  /** The model name when the LLM writer produced the text. */
  model: string | null;
  engineVersion: string;
  /** Why the template was used although an LLM writer is configured (e.g. 'timeout'), else null. */
  fallbackReason: string | null;
};

export type StockAnalysis = {
  asset: { id: string; name: string; title: string; symbol: string; kind: AssetKind };
  range: {
    /** The dates asked for (YYYY-MM-DD, UTC). */
    requestedStart: string;
    requestedEnd: string;
    /** First and last candle inside the requested range. */
    startDate: string;
    endDate: string;
    candleCount: number;
    /** Whole history the provider holds for this asset. */
    availableStart: string;
    availableEnd: string;
  };
  dataSource: DataSource;
  /** How fresh this asset's newest stored candle is ('LIVE' or 'as of {day}'). */
  freshness?: DataFreshness;
  engineVersion: string;
  candles: Candle[];
  indicators: {
    series: IndicatorSeries;
    latest: IndicatorSummary;
  };
  sentiment: HeadlineSentiment;
  /** Where this asset's headlines are (null when there are none at all); absent from answers that predate it. */
  headlineCoverage?: HeadlineCoverage | null;
  mood: MarketMood;
  signal: Signal;
  statisticalRange: StatisticalRange;
  backtest: Backtest;
  narrative: Narrative;
  /** Method notes for every series key, so a chart can explain each line. */
  methods: Record<IndicatorKey, MethodNote>;
  disclaimer: string;
};

/** Our own signal traded over the range (long when bullish, flat otherwise) against buy-and-hold. */
export type Backtest = MethodNote & {
  strategy: {
    /** Fractions (0.12 = 12 %), null when the range has fewer than two candles. */
    return: number | null;
    maxDrawdown: number | null;
    /** Entries into a long position. */
    trades: number;
    /** Share of trades that ended above their entry, null without trades. */
    hitRate: number | null;
  };
  buyAndHold: { return: number | null; maxDrawdown: number | null };
  costPerTrade: number;
  /** True below 30 trades: too few to tell skill from luck. */
  weakEvidence: boolean;
};

/** One asset in the overview strip (GET /stock/overview): its last 30 days with data. */
export type AssetOverview = {
  id: string;
  name: string;
  symbol: string;
  /** Last day with data, YYYY-MM-DD. */
  lastDay: string;
  lastPrice: number;
  /** Fractions, null without enough days. */
  change24h: number | null;
  change7d: number | null;
  /** Closes of the last 30 days with data, oldest first. */
  sparkline: number[];
  mood: number | null;
  moodBand: MoodBand | null;
  signal: SignalDirection;
  /** How fresh this asset's newest stored candle is. */
  freshness?: DataFreshness;
};
