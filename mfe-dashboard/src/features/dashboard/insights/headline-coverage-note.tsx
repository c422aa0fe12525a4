import styled from 'styled-components';
import type { HeadlineCoverage, HeadlineSpan } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { formatDay } from '../view/request-range';

/** The range a span offers: its last month, or the whole span when shorter. */
export const SPAN_RANGE_DAYS = 30;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The last SPAN_RANGE_DAYS days of a span (all of it when shorter), as the range to show. */
export function rangeOfSpan(span: HeadlineSpan): { from: string; to: string } {
  const from = dayOf(dayNumber(span.to) - (SPAN_RANGE_DAYS - 1));
  return { from: from < span.from ? span.from : from, to: span.to };
}

/** The span nearest the range shown (the later one on a tie). */
function nearestSpan(spans: readonly HeadlineSpan[], start: string, end: string): HeadlineSpan | null {
  const away = (s: HeadlineSpan) => (s.to < start ? dayNumber(start) - dayNumber(s.to) : s.from > end ? dayNumber(s.from) - dayNumber(end) : 0);
  return spans.reduce<HeadlineSpan | null>((best, span) => (best === null || away(span) <= away(best) ? span : best), null);
}

const days = ({ from, to }: { from: string; to: string }) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);
const headlines = (count: number) => `${count.toLocaleString('en-US')} headline${count === 1 ? '' : 's'}`;

type Props = {
  assetName: string;
  coverage: HeadlineCoverage | null | undefined;
  /** The range on screen, to find the nearest headlines. */
  shown: { startDate: string; endDate: string };
  onShowRange: (from: string, to: string) => void;
};

/** For a range with no headlines: the days that have them for this asset, and a range there in one click. */
export function HeadlineCoverageNote({ assetName, coverage, shown, onShowRange }: Props) {
  if (!coverage || coverage.spans.length === 0) {
    return <Note>No headlines have been found for {assetName} yet.</Note>;
  }
  const nearest = nearestSpan(coverage.spans, shown.startDate, shown.endDate);
  const offer = nearest ? rangeOfSpan(nearest) : null;
  const which = coverage.scope === 'asset' ? `Headlines naming ${assetName}` : `No headline names ${assetName}; crypto headlines, which its sentiment uses,`;
  return (
    <Note aria-label="Where the headlines are">
      <Text>
        {which} run from {formatDay(coverage.first)} to {formatDay(coverage.last)}. Nearest to this range:
      </Text>
      <ul>
        {coverage.spans.map((span) => (
          <li key={span.from}>
            <span>{days(span)}</span> <Count>{headlines(span.count)}</Count>
          </li>
        ))}
      </ul>
      {offer && (
        <Button variant="secondary" size="sm" onClick={() => onShowRange(offer.from, offer.to)}>
          Show {days(offer)}
        </Button>
      )}
    </Note>
  );
}

const Text = styled.p`
  margin: 0;
`;

const Note = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-items: start;
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
