import { HEADLINE_COVERAGE_SPANS, type HeadlineCoverage, type HeadlineSpan } from '@sentiscope/shared/contract';

/** One day with headlines and how many. */
export type HeadlineDay = { date: string; count: number };

/** The days with headlines for one asset, oldest first, and which headlines they count. */
export type HeadlineDays = { scope: HeadlineCoverage['scope']; days: readonly HeadlineDay[] };

/**
 * Days this far apart or closer belong to one span: a weekend or a quiet day between two days of news does not
 * split it.
 */
export const SPAN_GAP_DAYS = 3;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Consecutive days with headlines, at most SPAN_GAP_DAYS apart, as spans with their headline counts. */
export function spansOf(days: readonly HeadlineDay[]): HeadlineSpan[] {
  const spans: HeadlineSpan[] = [];
  for (const day of days) {
    const last = spans[spans.length - 1];
    if (last && dayNumber(day.date) - dayNumber(last.to) <= SPAN_GAP_DAYS) {
      last.to = day.date;
      last.count += day.count;
    } else spans.push({ from: day.date, to: day.date, count: day.count });
  }
  return spans;
}

/** Days between a span and the range [start, end]; 0 when they overlap. */
function distance(span: HeadlineSpan, start: string, end: string): number {
  if (span.to < start) return dayNumber(start) - dayNumber(span.to);
  if (span.from > end) return dayNumber(span.from) - dayNumber(end);
  return 0;
}

/**
 * Where an asset's headlines are, seen from the range [start, end]: the first and last day with any and the
 * spans nearest the range (the later one first on a tie), oldest first. Null when there are none.
 */
export function coverageOf(found: HeadlineDays | null, start: string, end: string): HeadlineCoverage | null {
  if (!found || found.days.length === 0) return null;
  const nearest = spansOf(found.days)
    .map((span, index) => ({ span, index, away: distance(span, start, end) }))
    .sort((a, b) => a.away - b.away || b.index - a.index)
    .slice(0, HEADLINE_COVERAGE_SPANS)
    .sort((a, b) => a.index - b.index)
    .map(({ span }) => span);
  return { scope: found.scope, first: found.days[0].date, last: found.days[found.days.length - 1].date, spans: nearest };
}
