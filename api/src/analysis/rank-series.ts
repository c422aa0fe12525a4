import type { Series } from './indicators';
import { lowerBound } from './stats';

/**
 * For every index, the percentile rank (0-100) of the series' value among the non-null values of the `length`
 * indices before it, (below + half of equal) / n, or null without a value or with fewer than `minHistory`
 * earlier values. One pass over a sorted sliding window, so a whole history costs what a few single ranks did.
 */
export function rankSeries(series: Series, length: number, minHistory: number): (number | null)[] {
  const window: number[] = [];
  const out: (number | null)[] = new Array(series.length).fill(null);
  for (let at = 0; at < series.length; at++) {
    if (at > 0) {
      const added = series[at - 1];
      if (added !== null) window.splice(lowerBound(window, added), 0, added);
      const dropped = at - 1 - length >= 0 ? series[at - 1 - length] : null;
      if (dropped !== null) window.splice(lowerBound(window, dropped), 1);
    }
    const value = series[at];
    if (value === null || window.length < minHistory || window.length === 0) continue;
    const below = lowerBound(window, value);
    let equal = 0;
    while (below + equal < window.length && window[below + equal] === value) equal++;
    out[at] = (100 * (below + equal / 2)) / window.length;
  }
  return out;
}
