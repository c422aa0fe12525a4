import { MOOD_BANDS, type SignalDirection, type TrackRecord, type TrackRecordCell, type TrackRecordHorizon, type TrackRecordVerdict } from '@sentiscope/shared/contract';

/** A cell with `count` cases whose mean is `mean` (±2 points for its interval), half of them above zero. */
export function aCell(horizon: TrackRecordHorizon, count: number, mean: number, verdict: TrackRecordVerdict | null, holdingMean: number | null = null): TrackRecordCell {
  if (count === 0) return { horizon, count, mean: null, median: null, hitRate: null, weakEvidence: true, excessMean: null, verdict: null };
  return {
    horizon,
    count,
    mean: { value: mean, low: mean - 0.02, high: mean + 0.02 },
    median: { value: mean / 2, low: mean / 2 - 0.03, high: mean / 2 + 0.03 },
    hitRate: { value: 0.55, low: 0.48, high: 0.62 },
    weakEvidence: count < 30,
    excessMean: holdingMean === null ? null : mean - holdingMean,
    verdict,
  };
}

/**
 * A track record of `id`: holding +1% at 7 days and +4% at 30; bullish above holding at 30 days, bearish no
 * clear difference, neutral below; greed with 12 cases (weak evidence), extreme fear with none.
 */
export function aTrackRecord(id = 'btc'): TrackRecord {
  const holding = [aCell(7, 993, 0.01, null), aCell(30, 970, 0.04, null)];
  const signal = (state: SignalDirection, n: number, m7: number, m30: number, v7: TrackRecordVerdict, v30: TrackRecordVerdict) => ({
    state,
    cells: [aCell(7, n, m7, v7, 0.01), aCell(30, n - 10, m30, v30, 0.04)],
  });
  return {
    id,
    from: '2023-01-01',
    to: '2025-09-30',
    days: 1004,
    holding,
    bands: MOOD_BANDS.map(({ band }) => ({
      state: band,
      cells: band === 'extreme fear' ? [aCell(7, 0, 0, null), aCell(30, 0, 0, null)] : band === 'greed' ? [aCell(7, 12, 0.03, 'no clear difference', 0.01), aCell(30, 12, 0.05, 'no clear difference', 0.04)] : [aCell(7, 200, 0.012, 'no clear difference', 0.01), aCell(30, 190, 0.041, 'no clear difference', 0.04)],
    })),
    signals: [
      signal('bullish', 300, 0.015, 0.09, 'no clear difference', 'above holding'),
      signal('neutral', 400, 0.004, 0.01, 'no clear difference', 'below holding'),
      signal('bearish', 290, 0.008, 0.035, 'no clear difference', 'no clear difference'),
    ],
    roundTripCost: 0.002,
    interval: { method: 'moving-block bootstrap', resamples: 1000, seed: 20261124, confidence: 0.95 },
    engineVersion: '3.0.0',
    method: 'Forward returns 7 and 30 calendar days after each day in a mood band or signal state.',
    docs: 'docs/analysis.md#track-record',
  };
}
