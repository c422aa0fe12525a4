import type { SentimentScope } from './headline-sentiment';

/** A run of days with headlines, none more than a few days from the next (YYYY-MM-DD, UTC), and how many headlines it holds. */
export type HeadlineSpan = { from: string; to: string; count: number };

/** The most spans a coverage lists: those nearest the range asked for. */
export const HEADLINE_COVERAGE_SPANS = 3;

/**
 * Where an asset's headlines are, for a range that has none: the first and last day with any and the spans nearest
 * the range, oldest first. `scope` says which headlines: those naming the asset, or for a coin none of whose
 * headlines name it, the whole crypto news flow (what its sentiment falls back to).
 */
export type HeadlineCoverage = {
  scope: Exclude<SentimentScope, 'none'>;
  first: string;
  last: string;
  spans: HeadlineSpan[];
};
