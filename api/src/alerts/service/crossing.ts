// Whether one alert fires on one closed day, from that day and the day before (and, for a change over days, the
// stored days before it): the same rule for the evaluation after an ingestion run and for the preview over the
// stored year. A crossing is a change between two days, so an alert fires once per crossing and not again while
// the value stays on the far side.
import {
  ALERT_RSI_HIGH,
  ALERT_RSI_LOW,
  formatAlertPrice,
  formatScore,
  isConditionKind,
  type AlertCrossing,
  type AlertKind,
  type AlertParams,
} from '@sentiscope/shared/contract';
import type { DailyState } from '../../history/service/daily-states';
import { conditionCrossing, conditionMessage } from './conditions';

/** One asset's closed day as the alerts see it. */
export type AlertDay = DailyState;

export type AlertRule = { kind: AlertKind; level: number | null; z: number | null; params: AlertParams | null };

const between = (value: number) => value >= ALERT_RSI_LOW && value <= ALERT_RSI_HIGH;

/** The crossing of `rule` on `days[i]` (i at least 1), or null. */
export function crossingOf(rule: AlertRule, days: readonly AlertDay[], i: number): AlertCrossing | null {
  if (isConditionKind(rule.kind)) return rule.params ? conditionCrossing(rule.kind, rule.params, days, i) : null;
  const [before, day] = [days[i - 1], days[i]];
  const level = rule.level ?? 0;
  switch (rule.kind) {
    case 'price-above':
      return before.close <= level && day.close > level ? { measure: 'close', from: before.close, to: day.close, threshold: level } : null;
    case 'price-below':
      return before.close >= level && day.close < level ? { measure: 'close', from: before.close, to: day.close, threshold: level } : null;
    case 'mood-band':
      return before.band !== null && day.band !== null && before.band !== day.band ? { measure: 'band', from: before.band, to: day.band, threshold: null } : null;
    case 'mood-level':
      if (before.mood === null || day.mood === null || before.mood < level === day.mood < level) return null;
      return { measure: 'mood', from: before.mood, to: day.mood, threshold: level };
    case 'signal-flip':
      return before.signal !== day.signal ? { measure: 'signal', from: before.signal, to: day.signal, threshold: null } : null;
    case 'sentiment-spike': {
      const z = rule.z ?? 0;
      const reached = (value: number | null) => value !== null && Math.abs(value) >= z;
      return reached(day.z) && !reached(before.z) ? { measure: 'headline-z', from: before.z, to: day.z as number, threshold: z } : null;
    }
    case 'rsi':
      if (before.rsi === null || day.rsi === null || !between(before.rsi) || between(day.rsi)) return null;
      return { measure: 'rsi', from: before.rsi, to: day.rsi, threshold: day.rsi > ALERT_RSI_HIGH ? ALERT_RSI_HIGH : ALERT_RSI_LOW };
  }
}

const num = (value: number | string | null) => (typeof value === 'number' ? formatScore(value) : String(value));

/**
 * The firing's sentence, with the numbers that crossed. `date` is when it crossed as `alertWhen` says it: the closed
 * day, or the time and day of a tick.
 */
export function crossingMessage(assetTitle: string, date: string, c: AlertCrossing): string {
  switch (c.measure) {
    case 'close-sma':
    case 'rsi-band':
    case 'mood-change':
    case 'headline-count':
      return conditionMessage(assetTitle, date, c) as string;
    case 'close': {
      const side = (c.to as number) > (c.threshold ?? 0) ? 'above' : 'below';
      return `${assetTitle} closed at ${formatAlertPrice(c.to as number)} on ${date}, ${side} ${formatAlertPrice(c.threshold ?? 0)} (previous close ${formatAlertPrice(c.from as number)}).`;
    }
    case 'price': {
      const side = (c.to as number) > (c.threshold ?? 0) ? 'above' : 'below';
      const before = c.from === null ? '' : ` (the price before: ${formatAlertPrice(c.from as number)})`;
      return `${assetTitle} traded at ${formatAlertPrice(c.to as number)} at ${date}, ${side} ${formatAlertPrice(c.threshold ?? 0)}${before}.`;
    }
    case 'band':
      return `${assetTitle} mood moved from ${c.from} to ${c.to} on ${date}.`;
    case 'mood':
      return `${assetTitle} mood ${(c.to as number) >= (c.threshold ?? 0) ? 'rose' : 'fell'} from ${num(c.from)} to ${num(c.to)} on ${date}, crossing ${num(c.threshold)}.`;
    case 'signal':
      return `${assetTitle} signal changed from ${c.from} to ${c.to} on ${date}.`;
    case 'headline-z':
      return `${assetTitle} headline sentiment reached a z-score of ${num(c.to)} on ${date} (your level ${num(c.threshold)}; the day before ${c.from === null ? 'had none' : num(c.from)}).`;
    case 'rsi':
      return `${assetTitle} RSI ${(c.to as number) > ALERT_RSI_HIGH ? 'rose above' : 'fell below'} ${c.threshold} on ${date}: ${num(c.from)} to ${num(c.to)}.`;
  }
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The cooldown: an alert fires again only `cooldownDays` after its last firing. */
export const cooledDown = (lastDay: string | null, day: string, cooldownDays: number): boolean => lastDay === null || daysBetween(lastDay, day) >= cooldownDays;
