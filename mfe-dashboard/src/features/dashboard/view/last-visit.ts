import type { SignalDirection, StockAnalysis, VisitInput, WatchVisit } from '@sentiscope/shared/contract';

/** Where this browser kept the last visits before they moved to the member's account; read once, then removed. */
export const LAST_VISIT_STORAGE_KEY = 'sentiscope.lastVisit';

/** What the member saw of one asset the last time they looked (kept by the server). */
export type Visit = WatchVisit;

export type VisitChange = { since: number; mood: [number | null, number | null] | null; signal: [SignalDirection, SignalDirection] | null; priceChange: number | null };

/** What the member sees now of the analysis's asset, as POST /v1/watchlist/visits takes it. */
export const visitOf = (analysis: StockAnalysis): VisitInput => ({
  assetId: analysis.asset.id,
  mood: analysis.mood.value === null ? null : Math.round(analysis.mood.value),
  signal: analysis.signal.direction,
  price: analysis.candles[analysis.candles.length - 1]?.close ?? 0,
});

/** What changed between the last visit and now, or null when nothing did (or there was no last visit). */
export function compareVisits(before: Visit | null | undefined, now: Visit): VisitChange | null {
  if (!before) return null;
  const mood = before.mood !== now.mood ? ([before.mood, now.mood] as [number | null, number | null]) : null;
  const signal = before.signal !== now.signal ? ([before.signal, now.signal] as [SignalDirection, SignalDirection]) : null;
  const priceChange = before.price > 0 && before.price !== now.price ? now.price / before.price - 1 : null;
  if (!mood && !signal && priceChange === null) return null;
  return { since: before.at, mood, signal, priceChange };
}

const isVisit = (value: unknown): value is Visit => {
  const visit = value as Visit;
  return (
    typeof visit === 'object' &&
    visit !== null &&
    Number.isFinite(visit.at) &&
    Number.isFinite(visit.price) &&
    typeof visit.signal === 'string' &&
    (visit.mood === null || Number.isFinite(visit.mood))
  );
};

/** The browser's old copy of the visits, the well-formed entries only (a damaged copy counts as none). */
export function readLocalVisits(storage: Pick<Storage, 'getItem'> | null): Record<string, Visit> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(LAST_VISIT_STORAGE_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter(([, visit]) => isVisit(visit))) as Record<string, Visit>;
  } catch {
    return {};
  }
}

export function dropLocalVisits(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(LAST_VISIT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
