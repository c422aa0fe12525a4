import type { SignalDirection, StockAnalysis } from '@sentiscope/shared/contract';

export const LAST_VISIT_STORAGE_KEY = 'sentiscope.lastVisit';

/** What the user saw of one asset the last time they looked. */
export type Visit = { at: number; mood: number | null; signal: SignalDirection; price: number };

export type VisitChange = { since: number; mood: [number | null, number | null] | null; signal: [SignalDirection, SignalDirection] | null; priceChange: number | null };

export const visitOf = (analysis: StockAnalysis, at: number): Visit => ({
  at,
  mood: analysis.mood.value === null ? null : Math.round(analysis.mood.value),
  signal: analysis.signal.direction,
  price: analysis.candles[analysis.candles.length - 1]?.close ?? 0,
});

/** What changed between the last visit and now, or null when nothing did (or there was no last visit). */
export function compareVisits(before: Visit | undefined, now: Visit): VisitChange | null {
  if (!before) return null;
  const mood = before.mood !== now.mood ? ([before.mood, now.mood] as [number | null, number | null]) : null;
  const signal = before.signal !== now.signal ? ([before.signal, now.signal] as [SignalDirection, SignalDirection]) : null;
  const priceChange = before.price > 0 && before.price !== now.price ? now.price / before.price - 1 : null;
  if (!mood && !signal && priceChange === null) return null;
  return { since: before.at, mood, signal, priceChange };
}

export function readVisits(storage: Pick<Storage, 'getItem'> | null): Record<string, Visit> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(LAST_VISIT_STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Visit>) : {};
  } catch {
    return {};
  }
}

export function saveVisit(storage: Pick<Storage, 'getItem' | 'setItem'> | null, assetId: string, visit: Visit): void {
  try {
    storage?.setItem(LAST_VISIT_STORAGE_KEY, JSON.stringify({ ...readVisits(storage), [assetId]: visit }));
  } catch {
    // Storage full or blocked: the comparison is a convenience.
  }
}
