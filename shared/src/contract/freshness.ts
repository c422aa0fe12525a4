import type { DataFreshness } from './ingestion';

/** What a freshness badge says: LIVE, or the day of the newest candle. */
export type FreshnessLabel = { live: true; text: 'LIVE' } | { live: false; text: string; asOf: string };

let dayFormat: Intl.DateTimeFormat | undefined;

/** '2025-08-22' as '22 Aug 2025' (the day itself, whatever the reader's time zone). */
export function formatAsOfDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/**
 * LIVE only when the server says a live source delivered the newest candle within a day; otherwise 'as of' the
 * newest candle's day. Without a freshness answer the newest day the page holds stands in, never as LIVE.
 * Null when there is no day to name.
 */
export function freshnessLabel(freshness: DataFreshness | null | undefined, newestDay: string | null = null): FreshnessLabel | null {
  if (freshness?.live) return { live: true, text: 'LIVE' };
  const asOf = freshness?.asOf ?? newestDay;
  return asOf ? { live: false, text: `as of ${formatAsOfDay(asOf)}`, asOf } : null;
}
