// The conditions relative to an indicator: whether one crosses on a closed day (from that day and the stored days
// before it) and the firing's sentence with the numbers. Like the fixed levels, each fires once per crossing: on the
// day the condition becomes true, having been false the day before.
import {
  ALERT_SURGE_MEAN_PERIODS,
  formatAlertPrice,
  formatScore,
  type AlertConditionKind,
  type AlertCrossing,
  type AlertParams,
} from '@sentiscope/shared/contract';
import type { DailyState } from '../../history/service/daily-states';
import { shiftDay } from '../../platform/days';


/** The stored day `window` calendar days before `days[i]` (or the last one stored before it), or -1. */
function dayBefore(days: readonly DailyState[], i: number, window: number): number {
  const target = shiftDay(days[i].date, -window);
  let j = i - 1;
  while (j >= 0 && days[j].date > target) j--;
  return j;
}

/** The mood's change over `window` days up to `days[i]`, with the day it is measured from. */
function moodChange(days: readonly DailyState[], i: number, window: number): { from: number; since: string; change: number } | null {
  const j = dayBefore(days, i, window);
  const [then, now] = [days[j]?.mood ?? null, days[i].mood];
  if (j < 0 || then === null || now === null) return null;
  return { from: then, since: days[j].date, change: now - then };
}

const smaOf = (day: DailyState, window: number | undefined) => (window === 200 ? day.sma200 : day.sma50);

function surgeLevel(day: DailyState, factor: number): number | null {
  return day.headlineMean === null || day.headlineMean <= 0 ? null : factor * day.headlineMean;
}

export function conditionCrossing(kind: AlertConditionKind, p: AlertParams, days: readonly DailyState[], i: number): AlertCrossing | null {
  const [before, day] = [days[i - 1], days[i]];
  switch (kind) {
    case 'price-sma': {
      const [was, is] = [smaOf(before, p.window), smaOf(day, p.window)];
      if (was === null || is === null) return null;
      const crossed = p.direction === 'below' ? before.close >= was && day.close < is : before.close <= was && day.close > is;
      return crossed ? { measure: 'close-sma', from: before.close, to: day.close, threshold: is, window: p.window, base: was } : null;
    }
    case 'rsi-band': {
      if (before.rsi === null || day.rsi === null) return null;
      const inside = (value: number) => value >= (p.low as number) && value <= (p.high as number);
      const crossed = p.direction === 'enters' ? !inside(before.rsi) && inside(day.rsi) : inside(before.rsi) && !inside(day.rsi);
      const outside = p.direction === 'enters' ? before.rsi : day.rsi;
      const threshold = outside > (p.high as number) ? (p.high as number) : (p.low as number);
      return crossed ? { measure: 'rsi-band', from: before.rsi, to: day.rsi, threshold, band: [p.low as number, p.high as number] } : null;
    }
    case 'mood-change': {
      const points = p.points as number;
      const reached = (change: number) => (p.direction === 'up' ? change >= points : p.direction === 'down' ? change <= -points : Math.abs(change) >= points);
      const now = moodChange(days, i, p.window as number);
      if (!now || !reached(now.change)) return null;
      const then = moodChange(days, i - 1, p.window as number);
      if (then && reached(then.change)) return null;
      return { measure: 'mood-change', from: now.from, to: day.mood as number, threshold: points, window: p.window, since: now.since };
    }
    case 'headline-surge': {
      // An hour's surge is checked on the hourly runs against closed hours (hour-surge.ts), never on days.
      if (p.period === 'hour') return null;
      const level = surgeLevel(day, p.factor as number);
      if (level === null || day.headlines <= level) return null;
      const was = surgeLevel(before, p.factor as number);
      if (was !== null && before.headlines > was) return null;
      return { measure: 'headline-count', from: before.headlines, to: day.headlines, threshold: level, window: ALERT_SURGE_MEAN_PERIODS, base: day.headlineMean };
    }
  }
}

const num = (value: number | string | null | undefined) => (typeof value === 'number' ? formatScore(value) : String(value));

/** The sentence of a condition's firing, or null for a measure of the fixed levels. */
export function conditionMessage(title: string, date: string, c: AlertCrossing): string | null {
  const [from, to] = [c.from as number, c.to as number];
  switch (c.measure) {
    case 'close-sma': {
      const side = to > (c.threshold as number) ? 'above' : 'below';
      return `${title} closed at ${formatAlertPrice(to)} on ${date}, ${side} its ${c.window}-day average of ${formatAlertPrice(c.threshold as number)} (the day before: ${formatAlertPrice(from)} against ${formatAlertPrice(c.base as number)}).`;
    }
    case 'rsi-band': {
      const [low, high] = c.band as [number, number];
      const entered = to >= low && to <= high;
      const way = to > from ? 'rising above' : 'falling below';
      return `${title} RSI ${entered ? 'entered' : 'left'} ${low}-${high} on ${date}, ${way} ${c.threshold}: ${num(from)} to ${num(to)}.`;
    }
    case 'mood-change': {
      const change = to - from;
      return `${title} mood ${change >= 0 ? 'rose' : 'fell'} ${num(Math.abs(change))} points in ${c.window} days to ${date}: from ${num(from)} on ${c.since} to ${num(to)} (your change: ${num(c.threshold)} points).`;
    }
    case 'headline-count': {
      const times = to / (c.base as number);
      if (c.period === 'hour')
        return `${title} had ${to} headlines in the hour to ${date}, ${num(times)} times the hourly mean of ${num(c.base)} over the ${c.window} days before (your level: more than ${num(c.threshold)}; the hour before: ${from}).`;
      return `${title} had ${to} headlines on ${date}, ${num(times)} times the mean of ${num(c.base)} over the ${c.window} days before (your level: more than ${num(c.threshold)}; the day before: ${from}).`;
    }
    default:
      return null;
  }
}
