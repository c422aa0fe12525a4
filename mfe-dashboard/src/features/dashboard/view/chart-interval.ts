// Which ranges each chart interval is drawn for (docs/decisions/208-chart-intervals-and-their-ranges.md): hours for a
// day to a week, four hours for three days to a month, days for three days to a year and any custom range.
import type { ChartInterval, ViewState } from './view-state';

export const INTERVAL_RANGES: Readonly<Record<ChartInterval, readonly number[]>> = {
  '1h': [1, 3, 7],
  '4h': [3, 7, 30],
  '1d': [3, 7, 30, 90, 365],
};

/** The range an interval switches to when the one shown does not suit it. */
const FIRST_RANGE: Readonly<Record<ChartInterval, number>> = { '1h': 1, '4h': 7, '1d': 30 };
const FINEST_FIRST: readonly ChartInterval[] = ['1h', '4h', '1d'];

const pairs = (interval: ChartInterval, days: number | null) => days !== null && INTERVAL_RANGES[interval].includes(days);

/** A quick range chosen: the interval stays when it suits the range, else the finest one that does. */
export function withRange<V extends Pick<ViewState, 'interval'>>(view: V, days: number): V & { days: number; from: null; to: null } {
  const interval = pairs(view.interval, days) ? view.interval : (FINEST_FIRST.find((i) => pairs(i, days)) ?? '1d');
  return { ...view, days, from: null, to: null, interval };
}

/** An interval chosen: the range stays when it suits the interval, else the interval's first range. */
export function withInterval<V extends Pick<ViewState, 'days' | 'from' | 'to'>>(view: V, interval: ChartInterval): V & { interval: ChartInterval } {
  if (pairs(interval, view.days) || (interval === '1d' && view.days === null)) return { ...view, interval };
  return { ...view, days: FIRST_RANGE[interval], from: null, to: null, interval };
}

/** A view read from a URL, its interval made to suit its range (a custom range is drawn in days). */
export function fitInterval(view: ViewState): ViewState {
  if (view.days === null) return { ...view, interval: '1d' };
  return pairs(view.interval, view.days) ? view : withRange(view, view.days);
}
