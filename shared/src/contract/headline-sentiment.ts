import type { Figure, MethodNote } from './analysis';

/** Headline sentiment: the headlines of an analysis's range scored by the headline model (docs/analysis.md#headline-model), and one day's list. */

export type SentimentScope = 'asset' | 'market' | 'none';

export type SentimentDay = {
  date: string;
  count: number;
  mean: number;
  positiveShare: number;
  negativeShare: number;
  /** This day's mean against the scope's own daily history; null when the history is too short. */
  zScore: number | null;
};

export type ScoredHeadline = {
  date: string;
  source: string;
  title: string;
  /** Score in [-1, 1] from the trained headline model: read from the sum of its terms' weights (z) inside the band of the class it calls, at or beyond ±0.25 when polar. */
  score: number;
  /** The terms that moved the score most, largest first; weights are their exact additions to z. */
  terms: HeadlineTerm[];
  /** The headline model that gave the score: a digest of its weights, stored with the headline when it was scored. */
  modelVersion: string;
};

/** One word, word pair or placeholder of a headline and how much it added to (or took from) the score. */
export type HeadlineTerm = { term: string; weight: number };

export type HeadlineSentiment = {
  /** 'asset': headlines naming the asset; 'market': all headlines (crypto fallback); 'none': nothing to score. */
  scope: SentimentScope;
  /** The words a headline had to contain to count for this asset. */
  matchTerms: string[];
  headlineCount: number;
  /** 'no headlines in this range' when there are none, else null. */
  message: string | null;
  mean: Figure;
  positiveShare: Figure;
  negativeShare: Figure;
  zScore: Figure;
  daily: SentimentDay[];
  /** Up to five most positive and five most negative headlines of the range. */
  mostPositive: ScoredHeadline[];
  mostNegative: ScoredHeadline[];
  method: string;
  docs: string;
};

export type HeadlinePolarity = 'positive' | 'neutral' | 'negative';

/** One scored headline of a day, with the polarity its score falls in. */
export type DayHeadline = ScoredHeadline & { polarity: HeadlinePolarity };

/** Which headlines a day's list holds: those naming the asset, or every crypto headline (the analysis's fallback). */
export type DayHeadlineScope = 'asset' | 'market';

/**
 * GET /v1/stock/headlines/{id}?day=YYYY-MM-DD[&scope=market][&offset=0][&limit=50]: the scored headlines of one
 * asset on one day, a page at a time.
 */
export type DayHeadlines = MethodNote & {
  assetId: string;
  day: string;
  scope: DayHeadlineScope;
  /** This page, most positive first. */
  headlines: DayHeadline[];
  /** Headlines of the day in all pages. */
  total: number;
  offset: number;
  limit: number;
  /** The offset of the next page; null on the last one. */
  nextOffset: number | null;
};
