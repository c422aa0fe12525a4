import { DEFAULT_QUICK_RANGE_DAYS } from '@sentiscope/shared/contract';

/** Quick ranges in days; 1 is the last 24 hours, for the hourly chart. */
export const QUICK_RANGES = [1, 3, 7, 30, 90, 365] as const;
/** The price chart's candle intervals (docs/decisions/208-chart-intervals-and-their-ranges.md). */
export const CHART_INTERVALS = ['1h', '4h', '1d'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];
export const OVERLAYS = ['sma20', 'sma50', 'sma200', 'bollinger', 'rsi', 'macd'] as const;
export type Overlay = (typeof OVERLAYS)[number];
export const DEFAULT_OVERLAYS: readonly Overlay[] = ['sma20', 'sma50', 'rsi'];

/**
 * What a dashboard URL says: `/dashboard?asset=eth&range=30d&show=sma20,rsi` or `range=custom&from=…&to=…`, and
 * `&interval=1h` (or `4h`) for an intraday chart; `range=24h` is the last 24 hours.
 */
export type ViewState = {
  asset: string | null;
  /** Days of the quick range, or null for a custom range. */
  days: number | null;
  /** Custom range, local calendar days YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  overlays: Overlay[];
  /** The price chart's candles: hours, four hours or days (the default). */
  interval: ChartInterval;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseViewState(params: URLSearchParams): ViewState {
  const asset = params.get('asset')?.trim().toLowerCase() || null;
  const range = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  const show = params.get('show');
  const overlays =
    show === null ? [...DEFAULT_OVERLAYS] : OVERLAYS.filter((o) => show.split(',').includes(o));
  const asked = params.get('interval');
  const interval = CHART_INTERVALS.find((i) => i === asked) ?? '1d';
  if (range === 'custom' && from && to && DAY.test(from) && DAY.test(to) && from <= to) {
    return { asset, days: null, from, to, overlays, interval: '1d' };
  }
  const days = range === '24h' ? 1 : Number(range?.replace(/d$/, ''));
  return {
    asset,
    days: (QUICK_RANGES as readonly number[]).includes(days) ? days : DEFAULT_QUICK_RANGE_DAYS,
    from: null,
    to: null,
    overlays,
    interval,
  };
}

export function viewStateParams(state: ViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.asset) params.set('asset', state.asset);
  if (state.days === null && state.from && state.to) {
    params.set('range', 'custom');
    params.set('from', state.from);
    params.set('to', state.to);
  } else params.set('range', state.days === 1 ? '24h' : `${state.days ?? DEFAULT_QUICK_RANGE_DAYS}d`);
  params.set('show', state.overlays.join(','));
  if (state.interval !== '1d') params.set('interval', state.interval);
  return params;
}
