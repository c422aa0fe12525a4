// The alert form's rules and the words for a rule, shared by the alert form and the API (same checks, same messages).
import {
  ALERT_CHANNELS,
  ALERT_COOLDOWN_MAX_DAYS,
  ALERT_COOLDOWN_MIN_DAYS,
  ALERT_KIND_PARAM,
  ALERT_KINDS,
  ALERT_RSI_HIGH,
  ALERT_RSI_LOW,
  ALERT_Z_MAX,
  ALERT_Z_MIN,
  type AlertChannel,
  type AlertInput,
  type AlertKind,
  type AlertLimits,
} from './alerts';
import { ALERT_MESSAGES } from './alert-messages';
import {
  ALERT_WATCHLIST_TARGET,
  ALERT_WATCHLIST_TITLE,
  CONDITION_MESSAGES,
  WATCHLIST_KINDS_EXCLUDED,
  conditionParamsError,
  describeCondition,
  isConditionKind,
  type AlertParams,
} from './alert-conditions';

const PRICE_MAX = 1e9;

/** '$70,000', '$0.5123', '$71,020.50': prices as the alerts and their mails show them. */
// One formatter per shape, made once: building one per call cost the evaluation of many firings most of its time.
const PRICE_FORMATS = new Map<string, Intl.NumberFormat>();
function priceFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = PRICE_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    PRICE_FORMATS.set(key, format);
  }
  return format;
}

export function formatAlertPrice(value: number): string {
  const digits = Math.abs(value) >= 1 ? 2 : 4;
  return `$${priceFormat(Number.isInteger(value) ? 0 : digits, digits).format(value)}`;
}

/**
 * When a firing crossed, as its sentences and the history say it: '14:32 UTC on 2026-11-27', or the day alone
 * ('2026-11-27') for a firing on a closed day, which has no time of its own.
 */
export function alertWhen(date: string, at: string | number | null): string {
  if (at === null) return date;
  const iso = new Date(at).toISOString();
  return `${iso.slice(11, 16)} UTC on ${iso.slice(0, 10)}`;
}

export const formatScore = (value: number): string => (Math.round(value * 10) / 10).toString();

export const isAlertKind = (value: unknown): value is AlertKind => ALERT_KINDS.includes(value as AlertKind);
export const isAlertChannel = (value: unknown): value is AlertChannel => ALERT_CHANNELS.includes(value as AlertChannel);

/**
 * The first problem with an alert's fields, or '' when it can be saved as far as its own fields go (the server
 * then checks the asset against the plan and the plan's limits).
 */
export function alertInputError(input: Partial<AlertInput>): string {
  if (!input.assetId) return ALERT_MESSAGES.assetRequired;
  if (!isAlertKind(input.kind)) return ALERT_MESSAGES.kindInvalid;
  const param = ALERT_KIND_PARAM[input.kind];
  if (param === 'level') {
    const level = input.level;
    if (typeof level !== 'number' || !Number.isFinite(level)) return ALERT_MESSAGES.levelRequired;
    if (input.kind === 'mood-level' && (level <= 0 || level >= 100)) return ALERT_MESSAGES.moodLevelRange;
    if (input.kind !== 'mood-level' && (level <= 0 || level > PRICE_MAX)) return ALERT_MESSAGES.priceLevelRange;
  }
  if (param === 'z') {
    const z = input.z;
    if (typeof z !== 'number' || !Number.isFinite(z)) return ALERT_MESSAGES.zRequired;
    if (z < ALERT_Z_MIN || z > ALERT_Z_MAX) return ALERT_MESSAGES.zRange;
  }
  if (param !== 'level' && input.level !== undefined && input.level !== null) return ALERT_MESSAGES.paramNotUsed('level', input.kind);
  if (param !== 'z' && input.z !== undefined && input.z !== null) return ALERT_MESSAGES.paramNotUsed('z', input.kind);
  const paramsError = conditionParamsError(input.kind, input.params);
  if (paramsError) return paramsError;
  if (input.assetId === ALERT_WATCHLIST_TARGET && WATCHLIST_KINDS_EXCLUDED.includes(input.kind)) return CONDITION_MESSAGES.watchlistKind;
  const channels = input.channels ?? [];
  if (channels.length === 0) return ALERT_MESSAGES.channelRequired;
  if (!channels.every(isAlertChannel)) return ALERT_MESSAGES.channelInvalid;
  if (new Set(channels).size !== channels.length) return ALERT_MESSAGES.channelRepeated;
  const cooldown = input.cooldownDays;
  if (cooldown !== undefined && (!Number.isInteger(cooldown) || cooldown < ALERT_COOLDOWN_MIN_DAYS || cooldown > ALERT_COOLDOWN_MAX_DAYS)) {
    return ALERT_MESSAGES.cooldownRange;
  }
  return '';
}

/**
 * What saving would break in the plan's limits, or '' when it fits: `activeOthers` is how many other alerts the
 * member keeps active (not paused); `storedOthers`, when a new alert is being made, how many they keep in all
 * (null when an existing one is saved). Checked by the form before saving and by the server on save.
 */
export function alertLimitError(
  limits: AlertLimits,
  planTitle: string,
  channels: readonly AlertChannel[],
  activeOthers: number,
  enabling: boolean,
  storedOthers: number | null = null,
): string {
  const missing = channels.filter((channel) => !limits.channels.includes(channel));
  if (missing.length > 0) return ALERT_MESSAGES.channelNotInPlan(missing[0], planTitle);
  if (storedOthers !== null && storedOthers >= limits.maxStored) return ALERT_MESSAGES.storedLimitReached(limits.maxStored, planTitle);
  if (enabling && activeOthers >= limits.maxAlerts) return ALERT_MESSAGES.limitReached(limits.maxAlerts, planTitle);
  return '';
}

/** The title a rule starts with: the asset's plain name, or 'Any asset of your watchlist:' for the watchlist. */
export const alertTargetTitle = (assetId: string, assetTitle: string): string => (assetId === ALERT_WATCHLIST_TARGET ? `${ALERT_WATCHLIST_TITLE}:` : assetTitle);

/** The rule in words, with the asset's plain name: 'Bitcoin price rises above $70,000'. */
export function describeAlertRule(input: Pick<AlertInput, 'kind' | 'level' | 'z' | 'params'>, assetTitle: string): string {
  if (isConditionKind(input.kind)) return `${assetTitle} ${describeCondition(input.kind, (input.params ?? {}) as AlertParams)}`;
  switch (input.kind) {
    case 'price-above':
      return `${assetTitle} price rises above ${formatAlertPrice(input.level ?? 0)}`;
    case 'price-below':
      return `${assetTitle} price falls below ${formatAlertPrice(input.level ?? 0)}`;
    case 'mood-band':
      return `${assetTitle} mood changes band`;
    case 'mood-level':
      return `${assetTitle} mood crosses ${formatScore(input.level ?? 0)}`;
    case 'signal-flip':
      return `${assetTitle} signal changes`;
    case 'sentiment-spike':
      return `${assetTitle} headline sentiment reaches a z-score of ${formatScore(input.z ?? 0)} (either way)`;
    case 'rsi':
      return `${assetTitle} RSI leaves ${ALERT_RSI_LOW}-${ALERT_RSI_HIGH}`;
  }
}

/** 'Would have fired 4 times in the last year' (0: 'Would not have fired in the last year'). */
export function previewSummary(count: number): string {
  if (count === 0) return 'Would not have fired in the last year';
  return `Would have fired ${count} ${count === 1 ? 'time' : 'times'} in the last year`;
}
