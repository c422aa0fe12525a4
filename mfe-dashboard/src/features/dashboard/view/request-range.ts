import { MS_PER_DAY } from '@sentiscope/shared/contract';

/** A local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const shift = (day: string, days: number) => new Date(dayMs(day) + days * MS_PER_DAY).toISOString().slice(0, 10);

export type RequestRange = {
  startDate: string;
  endDate: string;
  /** The last day with data when the range was moved back to it, else null. */
  anchoredAt: string | null;
};

/**
 * The days to ask the API for. A quick range of N days runs from N days ago to today; a custom range is taken
 * as chosen. When the asset's data ends before the range does, the range keeps its length and ends on the last
 * day with data instead, so the chart is never empty.
 */
export function requestRange(
  view: { days: number | null; from: string | null; to: string | null },
  lastDay: string | null,
  today: Date,
): RequestRange {
  const endDate = view.days === null && view.to ? view.to : localDay(today);
  const startDate = view.days === null && view.from ? view.from : shift(endDate, -(view.days ?? 0));
  if (!lastDay || endDate <= lastDay) return { startDate, endDate, anchoredAt: null };
  const length = Math.round((dayMs(endDate) - dayMs(startDate)) / MS_PER_DAY);
  return { startDate: shift(lastDay, -length), endDate: lastDay, anchoredAt: lastDay };
}

let dayFormat: Intl.DateTimeFormat | null = null;

/** '22 Aug 2025' for a YYYY-MM-DD day (one formatter, made on first use). */
export function formatDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
