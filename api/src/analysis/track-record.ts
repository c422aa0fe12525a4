// The track record: what followed each mood band and each signal state on an asset's own history. Pure: a daily
// series in, figures out. Walk-forward: a day counts only once its forward day is inside the series, and its state
// is the one stored for that day (computed from data up to that day), so no figure uses what came after it.
import type { MoodBand, SignalDirection, TrackRecord, TrackRecordCell, TrackRecordFigure, TrackRecordHorizon } from '@sentiscope/shared/contract';
import { MOOD_BANDS } from '@sentiscope/shared/contract';
import { BACKTEST_COST_PER_TRADE, BACKTEST_MIN_TRADES } from './backtest';
import { DOCS_PAGE, ENGINE_VERSION } from './methods';
import { seededRandom } from './stats';

/** One closed day of an asset's stored history: its close and the mood band and signal computed that day. */
export type TrackRecordDay = { date: string; close: number; band: MoodBand | null; signal: SignalDirection };

export const TRACK_RECORD_HORIZONS: readonly TrackRecordHorizon[] = [7, 30];
/** In and out once, at the backtest's 0.1% a side. */
export const ROUND_TRIP_COST = 2 * BACKTEST_COST_PER_TRADE;
export const RESAMPLES = 1000;
export const BOOTSTRAP_SEED = 20261124;
/** Fewer cases than this are flagged as weak evidence (as the backtest's trades). */
export const WEAK_EVIDENCE_UNDER = BACKTEST_MIN_TRADES;
const SIGNALS: readonly SignalDirection[] = ['bullish', 'neutral', 'bearish'];
const MS_PER_DAY = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const TRACK_RECORD_METHOD =
  'Forward returns 7 and 30 calendar days after each day in a mood band or signal state (close on the last day on or before the forward day), net of a 0.2% round trip; buy-and-hold over every day of the same history as the baseline; 95% intervals by moving-block bootstrap.';

/** Refuses a series the figures would silently misread: unordered or repeated days, bad dates, non-positive closes. */
export function checkSeries(days: readonly TrackRecordDay[]): void {
  days.forEach((d, i) => {
    if (!DAY.test(d.date) || Number.isNaN(Date.parse(`${d.date}T00:00:00Z`))) throw new RangeError(`day ${i}: date "${d.date}" is not YYYY-MM-DD`);
    if (!Number.isFinite(d.close) || d.close <= 0) throw new RangeError(`${d.date}: close must be a positive number`);
    if (i > 0 && d.date <= days[i - 1].date) throw new RangeError(`${d.date}: days must be in increasing order, each once`);
  });
}

/**
 * Return from each day's close to the close of the last day on or before `horizon` calendar days later; NaN when
 * that forward day is after the series' last day (the outcome is not known yet).
 */
export function forwardReturns(days: readonly TrackRecordDay[], horizon: number): Float64Array {
  const n = days.length;
  const out = new Float64Array(n).fill(Number.NaN);
  if (n === 0) return out;
  const dayNumber = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / MS_PER_DAY);
  const last = dayNumber[n - 1];
  let j = 0;
  for (let i = 0; i < n; i++) {
    const target = dayNumber[i] + horizon;
    if (target > last) break;
    if (j < i) j = i;
    while (j + 1 < n && dayNumber[j + 1] <= target) j++;
    out[i] = days[j].close / days[i].close - 1;
  }
  return out;
}

/** Quantile q of sorted values, interpolated between neighbours. */
function quantile(sorted: Float64Array, q: number): number {
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/** The figure and the 2.5% and 97.5% quantiles of its resampled values (sorted here), widened to hold the figure. */
const figure = (value: number, draws: Float64Array): TrackRecordFigure => {
  draws.sort();
  return { value, low: Math.min(value, quantile(draws, 0.025)), high: Math.max(value, quantile(draws, 0.975)) };
};

/** 97.5% quantile of the standard normal distribution. */
const Z_975 = 1.959964;

/**
 * Count, mean, median and hit rate of `returns` (in date order), each with a 95% interval. Returns over overlapping
 * windows are not independent, so the mean's and the hit rate's intervals come from a moving-block bootstrap: each
 * resample strings together `block` consecutive cases from random starts (the last block cut short) until it has
 * as many cases as the original. The median's interval is the distribution-free one (the sign test's): the
 * quantiles 0.5 ± 1.96 · 0.5 / √m of the cases, with m = count / block the number of independent windows.
 */
export function describe(returns: Float64Array, horizon: TrackRecordHorizon, block: number, seed: number): TrackRecordCell {
  const n = returns.length;
  const cell: TrackRecordCell = { horizon, count: n, mean: null, median: null, hitRate: null, weakEvidence: n < WEAK_EVIDENCE_UNDER, excessMean: null, verdict: null };
  if (n === 0) return cell;
  // Running sums of returns and of hits, so a block's total is one subtraction.
  const sums = new Float64Array(n + 1);
  const hits = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    sums[i + 1] = sums[i] + returns[i];
    hits[i + 1] = hits[i] + (returns[i] > 0 ? 1 : 0);
  }
  const length = Math.max(1, Math.min(block, n));
  const means = new Float64Array(RESAMPLES);
  const hitRates = new Float64Array(RESAMPLES);
  const random = seededRandom(seed);
  for (let b = 0; b < RESAMPLES; b++) {
    let s = 0;
    let h = 0;
    for (let filled = 0; filled < n; filled += length) {
      const start = Math.floor(random() * (n - length + 1));
      const end = start + Math.min(length, n - filled);
      s += sums[end] - sums[start];
      h += hits[end] - hits[start];
    }
    means[b] = s / n;
    hitRates[b] = h / n;
  }
  const sorted = Float64Array.from(returns).sort();
  const half = Math.min(0.5, (Z_975 * 0.5) / Math.sqrt(n / length));
  cell.mean = figure(sums[n] / n, means);
  cell.median = { value: quantile(sorted, 0.5), low: quantile(sorted, 0.5 - half), high: quantile(sorted, 0.5 + half) };
  cell.hitRate = figure(hits[n] / n, hitRates);
  return cell;
}

/** Sets a state's excess over holding and its verdict: outside the state's interval of the mean, or not. */
function compare(cell: TrackRecordCell, holding: TrackRecordCell): TrackRecordCell {
  if (!cell.mean || !holding.mean) return cell;
  const base = holding.mean.value;
  cell.excessMean = cell.mean.value - base;
  cell.verdict = cell.mean.low > base ? 'above holding' : cell.mean.high < base ? 'below holding' : 'no clear difference';
  return cell;
}

/** Every case's return in date order, for the days `inState` picks, with `cost` subtracted. */
function cases(forward: Float64Array, inState: (i: number) => boolean, cost: number): Float64Array {
  const out: number[] = [];
  for (let i = 0; i < forward.length; i++) if (!Number.isNaN(forward[i]) && inState(i)) out.push(forward[i] - cost);
  return Float64Array.from(out);
}

export function trackRecord(id: string, days: readonly TrackRecordDay[]): TrackRecord {
  checkSeries(days);
  const forward = TRACK_RECORD_HORIZONS.map((h) => forwardReturns(days, h));
  // Each cell has its own seed, so a figure does not depend on which other cells were computed.
  const cellSeed = (group: number, h: number) => BOOTSTRAP_SEED + group * 101 + h;
  const holding = TRACK_RECORD_HORIZONS.map((h, k) => describe(cases(forward[k], () => true, 0), h, h, cellSeed(0, h)));
  const group = <S extends string>(states: readonly S[], stateOf: (d: TrackRecordDay) => S | null, offset: number) =>
    states.map((state, g) => ({
      state,
      cells: TRACK_RECORD_HORIZONS.map((h, k) => {
        const returns = cases(forward[k], (i) => stateOf(days[i]) === state, ROUND_TRIP_COST);
        return compare(describe(returns, h, h, cellSeed(offset + g, h)), holding[k]);
      }),
    }));
  return {
    id,
    from: days[0]?.date ?? null,
    to: days[days.length - 1]?.date ?? null,
    days: days.length,
    holding,
    bands: group(MOOD_BANDS.map((b) => b.band), (d) => d.band, 1),
    signals: group(SIGNALS, (d) => d.signal, 1 + MOOD_BANDS.length),
    roundTripCost: ROUND_TRIP_COST,
    interval: { method: 'moving-block bootstrap', resamples: RESAMPLES, seed: BOOTSTRAP_SEED, confidence: 0.95 },
    engineVersion: ENGINE_VERSION,
    method: TRACK_RECORD_METHOD,
    docs: `${DOCS_PAGE}#track-record`,
  };
}
