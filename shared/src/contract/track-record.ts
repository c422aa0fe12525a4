import type { MoodBand, SignalDirection } from './analysis';

/** Days after which a forward return is measured (calendar days). */
export type TrackRecordHorizon = 7 | 30;

/** A figure with its 95% interval (moving-block bootstrap, docs/analysis.md, Track record). */
export type TrackRecordFigure = { value: number; low: number; high: number };

/** How the forward returns after one state compare with holding over the same history. */
export type TrackRecordVerdict = 'above holding' | 'below holding' | 'no clear difference';

/** The forward returns `horizon` days after every day in one state. Returns are fractions (0.05 = +5%). */
export type TrackRecordCell = {
  horizon: TrackRecordHorizon;
  /** Days in the state whose forward day is inside the history (so their outcome is known). */
  count: number;
  /** Null when count is 0; the interval collapses to the value when count is 1. */
  mean: TrackRecordFigure | null;
  median: TrackRecordFigure | null;
  /** Share of the cases whose return (after costs, where costs apply) was above 0. */
  hitRate: TrackRecordFigure | null;
  /** Fewer than 30 cases: too few to tell skill from luck. */
  weakEvidence: boolean;
  /** Mean minus the buy-and-hold mean at the same horizon; null for buy-and-hold itself or without cases. */
  excessMean: number | null;
  /**
   * 'above holding' when the buy-and-hold mean lies below the state's 95% interval of the mean, 'below holding' when
   * above it, else 'no clear difference'; null for buy-and-hold itself or without cases. A bullish signal is borne
   * out by 'above holding', a bearish one by 'below holding'.
   */
  verdict: TrackRecordVerdict | null;
};

export type TrackRecordGroup<S extends string> = { state: S; cells: TrackRecordCell[] };

/**
 * What followed each mood band and each signal state over one asset's whole stored history
 * (GET /v1/stock/track-record/{id}, `data`), computed walk-forward from the daily snapshots.
 */
export type TrackRecord = {
  id: string;
  /** First and last day of the history used, 'YYYY-MM-DD'. */
  from: string | null;
  to: string | null;
  days: number;
  /** Buy-and-hold over every day of the same history with a known outcome: the baseline (no costs). */
  holding: TrackRecordCell[];
  bands: TrackRecordGroup<MoodBand>[];
  signals: TrackRecordGroup<SignalDirection>[];
  /** A round trip (in and out) subtracted from every state's forward return, as a fraction (0.002 = 0.2%). */
  roundTripCost: number;
  /** Bootstrap settings: resamples, block length per horizon (days), seed, confidence. */
  interval: { method: 'moving-block bootstrap'; resamples: number; seed: number; confidence: 0.95 };
  /** Figures are computed with this engine version; the answer is cached per day. */
  engineVersion: string;
  method: string;
  docs: string;
};

/**
 * Assets whose track record anyone may read, signed in or not, whatever their plan (the public /track-record page;
 * docs/decisions/113-public-track-record.md). Every other asset's track record is gated like its analysis.
 */
export const TRACK_RECORD_PUBLIC_ASSETS: readonly string[] = ['btc', 'spy'];
