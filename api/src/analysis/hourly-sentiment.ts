// Hourly sentiment (docs/analysis.md, "Hourly sentiment"): per closed hour, the headlines naming an asset, their mean
// score, and the hour's count as a z-score against the asset's trailing hours. Pure: the caller reads the stored
// headlines and hourly closes.
import { MIN_HISTORY_DAYS } from './headlines';
import { round } from './stats';

export const HOUR_MS = 3_600_000;
/** The hours a count is compared with: the week before the hour, so each hour of the day is in it seven times. */
export const TRAILING_HOURS = 168;
/** Hours of the trailing week that must have a headline before a z-score is given (the daily rule's 10 days). */
export const MIN_ACTIVE_HOURS = MIN_HISTORY_DAYS;

export type HourlySentimentRow = { t: number; count: number; mean: number | null; z: number | null; close: number | null };

/**
 * The closed hours of [from, to) (epoch ms, whole hours) that have a close or a headline, oldest first.
 * `headlines` must cover [from − 168 h, to) for the z-scores; a headline outside [from, to) only feeds them.
 */
export function hourlySentiment(
  headlines: readonly { at: number; score: number }[],
  closes: ReadonlyMap<number, number>,
  from: number,
  to: number,
): HourlySentimentRow[] {
  const start = from - TRAILING_HOURS * HOUR_MS;
  const hours = Math.max(0, Math.round((to - start) / HOUR_MS));
  const counts = new Array<number>(hours).fill(0);
  const sums = new Array<number>(hours).fill(0);
  for (const h of headlines) {
    const i = Math.floor((h.at - start) / HOUR_MS);
    if (i < 0 || i >= hours) continue;
    counts[i]++;
    sums[i] += h.score;
  }
  // A running sum, sum of squares and count of active hours over the trailing window.
  let sum = 0;
  let squares = 0;
  let active = 0;
  const slide = (i: number, sign: 1 | -1) => {
    sum += sign * counts[i];
    squares += sign * counts[i] * counts[i];
    active += sign * (counts[i] > 0 ? 1 : 0);
  };
  for (let i = 0; i < Math.min(TRAILING_HOURS, hours); i++) slide(i, 1);
  const rows: HourlySentimentRow[] = [];
  for (let i = TRAILING_HOURS; i < hours; i++) {
    const t = start + i * HOUR_MS;
    const close = closes.get(t) ?? null;
    if (close !== null || counts[i] > 0) {
      const mean = sum / TRAILING_HOURS;
      const variance = (squares - TRAILING_HOURS * mean * mean) / (TRAILING_HOURS - 1);
      const sd = variance > 1e-12 ? Math.sqrt(variance) : 0;
      rows.push({
        t,
        count: counts[i],
        mean: counts[i] > 0 ? round(sums[i] / counts[i], 3) : null,
        z: active >= MIN_ACTIVE_HOURS && sd > 0 ? round((counts[i] - mean) / sd, 2) : null,
        close,
      });
    }
    slide(i - TRAILING_HOURS, -1);
    slide(i, 1);
  }
  return rows;
}
