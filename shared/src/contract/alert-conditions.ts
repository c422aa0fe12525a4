// The conditions relative to an indicator (the price against its moving average, an RSI band, a mood change over
// days, a surge of headlines) and the watchlist as a target: their parameters, bounds, words and the form's checks,
// shared by the alert form and the API.
import type { AlertKind } from './alerts';

/** The kinds whose parameters are in `params` (the older kinds keep `level` and `z`). */
export const ALERT_CONDITION_KINDS = ['price-sma', 'rsi-band', 'mood-change', 'headline-surge'] as const;
export type AlertConditionKind = (typeof ALERT_CONDITION_KINDS)[number];

export type AlertDirection = 'above' | 'below' | 'enters' | 'leaves' | 'up' | 'down' | 'either';

/**
 * The parameters of a condition kind: `price-sma` { window: 50 | 200, direction: above | below }; `rsi-band`
 * { low, high, direction: enters | leaves }; `mood-change` { points, window (days), direction: up | down | either };
 * `headline-surge` { factor, period: 'day' | 'hour' } (a day's count against `factor` times the mean of the 30 days
 * before it; an hour's against `factor` times the hourly mean of the 30 days before it).
 */
export type AlertParams = {
  direction?: AlertDirection;
  window?: number;
  low?: number;
  high?: number;
  points?: number;
  factor?: number;
  period?: AlertSurgePeriod;
};

/** The directions each condition kind offers, the first being the form's default. */
export const ALERT_KIND_DIRECTIONS: Record<AlertConditionKind, readonly AlertDirection[]> = {
  'price-sma': ['above', 'below'],
  'rsi-band': ['leaves', 'enters'],
  'mood-change': ['up', 'down', 'either'],
  'headline-surge': [],
};

export const ALERT_SMA_WINDOWS = [50, 200] as const;
export const ALERT_MOOD_CHANGE_MIN_POINTS = 1;
export const ALERT_MOOD_CHANGE_MAX_POINTS = 100;
export const ALERT_MOOD_CHANGE_MAX_DAYS = 30;
export const ALERT_SURGE_FACTOR_MIN = 1.5;
export const ALERT_SURGE_FACTOR_MAX = 20;
/** How many periods before the one counted make its mean. */
export const ALERT_SURGE_MEAN_PERIODS = 30;
/** The periods a headline surge is counted over: a closed day, or a closed hour (checked on every hourly run). */
export const ALERT_SURGE_PERIODS = ['day', 'hour'] as const;
export type AlertSurgePeriod = (typeof ALERT_SURGE_PERIODS)[number];

/** The form's starting parameters for each condition kind. */
export const ALERT_DEFAULT_PARAMS: Record<AlertConditionKind, AlertParams> = {
  'price-sma': { window: 50, direction: 'above' },
  'rsi-band': { low: 30, high: 70, direction: 'leaves' },
  'mood-change': { points: 10, window: 7, direction: 'either' },
  'headline-surge': { factor: 3, period: 'day' },
};

/** The target that means "any asset of my watchlist", in place of an asset id (never one: ids have no '*'). */
export const ALERT_WATCHLIST_TARGET = '*watchlist';
export const ALERT_WATCHLIST_TITLE = 'Any asset of your watchlist';

/** Price levels are one asset's prices: they have no meaning across a watchlist. */
export const WATCHLIST_KINDS_EXCLUDED: readonly AlertKind[] = ['price-above', 'price-below'];

export const isConditionKind = (kind: AlertKind): kind is AlertConditionKind => (ALERT_CONDITION_KINDS as readonly string[]).includes(kind);

export const CONDITION_MESSAGES = {
  paramsRequired: (kind: AlertKind) => `A ${kind} alert needs its settings (params).`,
  smaWindow: `The moving average is the ${ALERT_SMA_WINDOWS.join(' or ')}-day one.`,
  direction: (kind: AlertConditionKind) => `The direction of a ${kind} alert is ${ALERT_KIND_DIRECTIONS[kind].join(', ')}.`,
  rsiBand: 'The RSI band is two whole numbers from 1 to 99, the low one below the high one.',
  moodPoints: `The mood change is a number of points from ${ALERT_MOOD_CHANGE_MIN_POINTS} to ${ALERT_MOOD_CHANGE_MAX_POINTS}.`,
  moodDays: `The mood change is over a whole number of days from 1 to ${ALERT_MOOD_CHANGE_MAX_DAYS}.`,
  surgeFactor: `The headline surge is from ${ALERT_SURGE_FACTOR_MIN} to ${ALERT_SURGE_FACTOR_MAX} times the mean.`,
  surgePeriod: 'Headlines are counted per day or per hour.',
  paramsNotUsed: (kind: AlertKind) => `A ${kind} alert has no params.`,
  paramNotUsed: (param: keyof AlertParams, kind: AlertKind) => `A ${kind} alert has no ${param}.`,
  watchlistKind: 'A price level belongs to one asset: choose an asset, or another condition, for your watchlist.',
  watchlistEmpty: 'Your watchlist is empty: add assets to it to preview this alert.',
} as const;

const USED: Record<AlertConditionKind, ReadonlyArray<keyof AlertParams>> = {
  'price-sma': ['window', 'direction'],
  'rsi-band': ['low', 'high', 'direction'],
  'mood-change': ['points', 'window', 'direction'],
  'headline-surge': ['factor', 'period'],
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const whole = (value: unknown, min: number, max: number) => isNumber(value) && Number.isInteger(value) && value >= min && value <= max;

/** The first problem with a kind's `params`, or ''. */
export function conditionParamsError(kind: AlertKind, params: AlertParams | null | undefined): string {
  if (!isConditionKind(kind)) return params === undefined || params === null ? '' : CONDITION_MESSAGES.paramsNotUsed(kind);
  if (!params || typeof params !== 'object') return CONDITION_MESSAGES.paramsRequired(kind);
  const extra = (Object.keys(params) as Array<keyof AlertParams>).find((key) => !USED[kind].includes(key) && params[key] !== undefined && params[key] !== null);
  if (extra) return CONDITION_MESSAGES.paramNotUsed(extra, kind);
  const directions = ALERT_KIND_DIRECTIONS[kind];
  if (directions.length > 0 && !directions.includes(params.direction as AlertDirection)) return CONDITION_MESSAGES.direction(kind);
  switch (kind) {
    case 'price-sma':
      return (ALERT_SMA_WINDOWS as readonly unknown[]).includes(params.window) ? '' : CONDITION_MESSAGES.smaWindow;
    case 'rsi-band':
      return whole(params.low, 1, 99) && whole(params.high, 1, 99) && (params.low as number) < (params.high as number) ? '' : CONDITION_MESSAGES.rsiBand;
    case 'mood-change':
      if (!isNumber(params.points) || params.points < ALERT_MOOD_CHANGE_MIN_POINTS || params.points > ALERT_MOOD_CHANGE_MAX_POINTS) return CONDITION_MESSAGES.moodPoints;
      return whole(params.window, 1, ALERT_MOOD_CHANGE_MAX_DAYS) ? '' : CONDITION_MESSAGES.moodDays;
    case 'headline-surge':
      if (!isNumber(params.factor) || params.factor < ALERT_SURGE_FACTOR_MIN || params.factor > ALERT_SURGE_FACTOR_MAX) return CONDITION_MESSAGES.surgeFactor;
      return (ALERT_SURGE_PERIODS as readonly unknown[]).includes(params.period) ? '' : CONDITION_MESSAGES.surgePeriod;
  }
}

/** Only the parameters the kind uses, in a fixed order (what is stored). */
export function conditionParamsOf(kind: AlertKind, params: AlertParams | null | undefined): AlertParams | null {
  if (!isConditionKind(kind) || !params) return null;
  return Object.fromEntries(USED[kind].filter((key) => params[key] !== undefined).map((key) => [key, params[key]])) as AlertParams;
}

const score = (value: number | undefined) => (Math.round((value ?? 0) * 10) / 10).toString();

/** A condition kind's rule after the asset's title: 'price crosses above its 50-day average'. */
export function describeCondition(kind: AlertConditionKind, p: AlertParams): string {
  switch (kind) {
    case 'price-sma':
      return `price crosses ${p.direction === 'below' ? 'below' : 'above'} its ${p.window}-day average`;
    case 'rsi-band':
      return `RSI ${p.direction === 'enters' ? 'enters' : 'leaves'} ${p.low}-${p.high}`;
    case 'mood-change': {
      const move = p.direction === 'up' ? 'rises' : p.direction === 'down' ? 'falls' : 'moves';
      return `mood ${move} ${score(p.points)} points${p.direction === 'either' ? ' either way' : ''} in ${p.window} ${p.window === 1 ? 'day' : 'days'}`;
    }
    case 'headline-surge':
      return p.period === 'hour'
        ? `headlines of an hour exceed ${score(p.factor)} times their hourly mean over ${ALERT_SURGE_MEAN_PERIODS} days`
        : `headlines of a day exceed ${score(p.factor)} times their ${ALERT_SURGE_MEAN_PERIODS}-day mean`;
  }
}
