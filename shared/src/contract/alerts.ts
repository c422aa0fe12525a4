// Alerts: a member's rules on one asset, what each firing records, the preview and the plan's alert limits.
import type { MoodBand, SignalDirection } from './analysis';
import type { AlertParams } from './alert-conditions';

/**
 * What an alert watches. Every kind is evaluated on closed days (the stored closes and daily snapshots). The last
 * four are relative to an indicator; their parameters are in `params` (alert-conditions.ts).
 */
export const ALERT_KINDS = [
  'price-above',
  'price-below',
  'mood-band',
  'mood-level',
  'signal-flip',
  'sentiment-spike',
  'rsi',
  'price-sma',
  'rsi-band',
  'mood-change',
  'headline-surge',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Where a firing is delivered: e-mail (with one-click unsubscribe), the bell, a signed webhook POST, a Telegram chat, browser push. */
export const ALERT_CHANNELS = ['email', 'in-app', 'webhook', 'telegram', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'price-above': 'Price rises above',
  'price-below': 'Price falls below',
  'mood-band': 'Mood changes band',
  'mood-level': 'Mood crosses a level',
  'signal-flip': 'Signal changes',
  'sentiment-spike': 'Headline sentiment spike',
  rsi: 'RSI leaves 30-70',
  'price-sma': 'Price crosses its moving average',
  'rsi-band': 'RSI enters or leaves a band',
  'mood-change': 'Mood changes over days',
  'headline-surge': 'Headline count surges',
};

export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = { email: 'E-mail', 'in-app': 'In-app', webhook: 'Webhook', telegram: 'Telegram', push: 'Browser push' };

/** Each channel as a sentence names it (proper names keep their capital). */
export const ALERT_CHANNEL_WORDS: Record<AlertChannel, string> = { email: 'e-mail', 'in-app': 'in-app', webhook: 'webhook', telegram: 'Telegram', push: 'browser push' };

/** Channels inside a sentence: 'e-mail', 'e-mail and in-app', 'e-mail, in-app and webhook' ('' for none). */
export function alertChannelsInWords(channels: readonly AlertChannel[]): string {
  const words = channels.map((channel) => ALERT_CHANNEL_WORDS[channel]);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * Which parameter each kind needs: `level` (a price, or a mood 0-100), `z` (a headline z-score), `params` (the
 * settings of a condition relative to an indicator), or none.
 */
export const ALERT_KIND_PARAM: Record<AlertKind, 'level' | 'z' | 'params' | null> = {
  'price-above': 'level',
  'price-below': 'level',
  'mood-band': null,
  'mood-level': 'level',
  'signal-flip': null,
  'sentiment-spike': 'z',
  rsi: null,
  'price-sma': 'params',
  'rsi-band': 'params',
  'mood-change': 'params',
  'headline-surge': 'params',
};

/** The RSI band an `rsi` alert watches (14 days); it fires on the day the RSI leaves it. */
export const ALERT_RSI_LOW = 30;
export const ALERT_RSI_HIGH = 70;
export const ALERT_RSI_PERIOD = 14;
/** Bounds of the parameters and of the cooldown (days between two firings of one alert). */
export const ALERT_Z_MIN = 0.5;
export const ALERT_Z_MAX = 10;
export const ALERT_DEFAULT_Z = 2;
export const ALERT_COOLDOWN_MIN_DAYS = 1;
export const ALERT_COOLDOWN_MAX_DAYS = 30;
export const ALERT_DEFAULT_COOLDOWN_DAYS = 1;
/** A member's alerts, their firings and notifications pages. */
export const ALERT_FIRINGS_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** How far back the preview looks. */
export const ALERT_PREVIEW_DAYS = 365;

/**
 * A plan's alert limits: how many alerts a member may keep active (switched on), how many they may keep in all,
 * switched on or off (`maxStored`, at least `maxAlerts`), and the channels the plan delivers to.
 */
export type AlertLimits = {
  maxAlerts: number;
  maxStored: number;
  channels: AlertChannel[];
};

export const ALERT_LIMIT_MAX = 10_000;

/**
 * The alerts a plan keeps in all when the admin states only how many run: in the Free plan's proportion (3 on, 20
 * kept), rounded up to ten. Plans made before the stored limit existed were given this.
 */
export const storedAlertsFor = (maxAlerts: number): number => Math.min(ALERT_LIMIT_MAX, Math.ceil((maxAlerts * 20) / 3 / 10) * 10);

/** A new plan's limits when the admin sets none; the seeded plans have their own. */
export const DEFAULT_ALERT_LIMITS: AlertLimits = { maxAlerts: 3, maxStored: storedAlertsFor(3), channels: ['email', 'in-app', 'telegram', 'push'] };

/** Body of POST /v1/alerts and PUT /v1/alerts/{id}; also the body of POST /v1/alerts/preview. */
export type AlertInput = {
  /** An asset's id, or ALERT_WATCHLIST_TARGET: any asset of the member's watchlist when it is evaluated. */
  assetId: string;
  kind: AlertKind;
  /** price-above, price-below: the price; mood-level: the mood 0-100. */
  level?: number | null;
  /** sentiment-spike: the day's headline z-score (either sign) that fires it. */
  z?: number | null;
  /** price-sma, rsi-band, mood-change, headline-surge: their settings (AlertParams). */
  params?: AlertParams | null;
  channels: AlertChannel[];
  /** Days before the alert may fire again; 1 by default. */
  cooldownDays?: number;
  /** False while the member has switched the alert off; true by default. */
  enabled?: boolean;
};

/**
 * Why an alert does not fire now: `member` switched off by its owner; `plan-limit` over the plan's count after a
 * downgrade (the newest are paused first); `asset-not-in-plan` its asset left the member's plan.
 */
export type AlertPauseReason = 'member' | 'plan-limit' | 'asset-not-in-plan';

export type Alert = {
  id: string;
  assetId: string;
  kind: AlertKind;
  level: number | null;
  z: number | null;
  params: AlertParams | null;
  channels: AlertChannel[];
  cooldownDays: number;
  enabled: boolean;
  /** The rule in words: 'Bitcoin price rises above $70,000'. */
  rule: string;
  /** null while the alert is evaluated; otherwise why not, with the message the list shows. */
  paused: { reason: AlertPauseReason; message: string } | null;
  /** Channels chosen that the member's plan does not deliver to now (kept, not used, until the plan allows them). */
  blockedChannels: AlertChannel[];
  createdAt: string;
  updatedAt: string;
  lastFiredAt: string | null;
  firingCount: number;
};

/** GET /v1/alerts (`data`): the member's alerts (newest first), their plan's limits and how many are in use. */
export type AlertList = {
  alerts: Alert[];
  limits: AlertLimits;
  /** Alerts running now (not paused for any reason), counted against the limit. */
  used: number;
  /** The plan's title, for 'Your Free plan allows 3 alerts'. */
  planTitle: string;
};

/** The values that crossed, as the firing recorded them. `measure` names what was compared. */
export type AlertCrossing = {
  measure: AlertMeasure;
  /**
   * The previous closed day's value (a price, a score, a band or signal name); mood-change: the mood `since`;
   * price (a tick's): the price of the tick before, or null when this process had not seen one.
   */
  from: number | string | null;
  to: number | string;
  /**
   * The level, z or RSI bound crossed; null for band and signal changes. close-sma: the day's average;
   * mood-change: the points; headline-count: the count to exceed (the factor times the mean).
   */
  threshold: number | null;
  /** close-sma: the average's days; mood-change: the days looked back; headline-count: the days of the mean. */
  window?: number;
  /** close-sma: the average the day before; headline-count: the mean of the days before. */
  base?: number | null;
  /** mood-change: the day whose mood the change is measured from. */
  since?: string;
  /** rsi-band: the band, low and high. */
  band?: [number, number];
  /** headline-count: 'hour' when an hour's count crossed (its mean is the hourly one); absent for a day's. */
  period?: 'hour';
};

export const ALERT_MEASURES = ['close', 'price', 'mood', 'band', 'signal', 'headline-z', 'rsi', 'close-sma', 'rsi-band', 'mood-change', 'headline-count'] as const;
export type AlertMeasure = (typeof ALERT_MEASURES)[number];

/** One firing: why it fired, on which closed day, and where to look. Kept with the alert's history. */
export type AlertFiring = {
  id: string;
  alertId: string;
  assetId: string;
  kind: AlertKind;
  /** The day that crossed, 'YYYY-MM-DD' (UTC). */
  date: string;
  /**
   * The instant it crossed (ISO 8601, UTC): the tick's for a price alert, the closed hour's for an hourly one; null
   * for a firing on a closed day, which the day says whole.
   */
  at: string | null;
  firedAt: string;
  /** The rule as it stood when it fired. */
  rule: string;
  crossing: AlertCrossing;
  /** One sentence with the numbers: 'Bitcoin closed at $71,020.50 on 2026-11-23, above $70,000 (previous close $69,800.00).' */
  message: string;
  /** The dashboard at that day: ALERT_DASHBOARD_PATH(assetId, date), relative to the site. */
  dashboardPath: string;
  /** The channels it was delivered to. */
  channels: AlertChannel[];
};

/** GET /v1/alerts/{id}/firings?page= and GET /v1/alerts/firings?page= (every alert's). */
export type AlertFiringPage = { firings: AlertFiring[]; total: number; page: number; pageSize: number };

/** POST /v1/alerts/preview (`data`): what the rule would have done over the last year of stored history. */
export type AlertPreview = {
  /** 'Would have fired 4 times in the last year'. */
  summary: string;
  count: number;
  /**
   * Each day it would have fired, oldest first, on which asset (a watchlist alert's may differ), with the numbers;
   * `at` is the closed hour's end for a price level replayed on the stored hours, null for a closed day.
   */
  firings: Array<{ date: string; at: string | null; assetId: string; crossing: AlertCrossing; message: string }>;
  /** The stored days looked at. */
  from: string | null;
  to: string | null;
};

/** The dashboard link of a firing: the 30 days up to the firing's day. */
export function alertDashboardPath(assetId: string, date: string): string {
  const to = new Date(`${date}T00:00:00Z`);
  const from = new Date(to.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return `/dashboard?asset=${encodeURIComponent(assetId)}&range=custom&from=${from}&to=${date}`;
}

export type { MoodBand, SignalDirection };
