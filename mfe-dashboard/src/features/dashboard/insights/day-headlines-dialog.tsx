import { useState } from 'react';
import styled from 'styled-components';
import { MARKET_MESSAGES, type DayHeadline, type DayHeadlineScope, type HeadlinePolarity } from '@sentiscope/shared/contract';
import { errorMessage, useGetDayHeadlinesQuery } from '@sentiscope/shared/api';
import { Badge, Button, EmptyState, Modal, Skeleton, type BadgeTone } from '@sentiscope/shared/ui';
import { useEndRevokedSession } from '@/features/session/use-end-revoked-session';
import { LoadFailure } from '../load-failure';
import { formatDay } from '../view/request-range';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const TONES: Record<HeadlinePolarity, BadgeTone> = { positive: 'info', negative: 'warning', neutral: 'neutral' };

const signed = (x: number) => (x > 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

function HeadlineItem({ headline }: { headline: DayHeadline }) {
  return (
    <Item>
      <p>{headline.title}</p>
      <Facts>
        <Badge tone={TONES[headline.polarity]}>{headline.polarity}</Badge>
        <span>score {signed(headline.score)}</span>
        <span>{headline.source}</span>
        {headline.terms.length > 0 && <span>moved by {headline.terms.map((t) => `${t.term} ${signed(t.weight)}`).join(', ')}</span>}
        {headline.modelVersion && <span>model {headline.modelVersion}</span>}
      </Facts>
    </Item>
  );
}

export type DayHeadlinesDialogProps = { assetId: string; assetName: string; day: string; scope: DayHeadlineScope; onClose: () => void };

/** The scored headlines of one day of the chart (a marker's day), most positive first, a page at a time. */
export function DayHeadlinesDialog({ assetId, assetName, day, scope, onClose }: DayHeadlinesDialogProps) {
  const [offset, setOffset] = useState(0);
  const query = useGetDayHeadlinesQuery({ id: assetId, day, scope, offset });
  useEndRevokedSession(query.error);
  // One entry holds every page loaded so far; a failed next page keeps the ones shown.
  const loaded = query.data;
  const headlines = loaded?.headlines;
  let body;
  if (query.isError && !headlines) {
    body = <LoadFailure title={MARKET_MESSAGES.dayHeadlinesFailed} message={errorMessage(query.error, MARKET_MESSAGES.dayHeadlinesFailed)} onRetry={() => query.refetch()} />;
  } else if (!loaded || !headlines) {
    body = (
      <Placeholder role="status" aria-label={`Loading the headlines of ${formatDay(day)}`} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="56px" $radius="12px" />
        ))}
      </Placeholder>
    );
  } else if (headlines.length === 0) {
    body = <EmptyState title="No headlines on this day" description={`Nothing was scored for ${assetName} on ${formatDay(day)}.`} />;
  } else {
    const count = loaded.total === 1 ? '1 headline' : `${loaded.total} headlines`;
    const shown = headlines.length < loaded.total ? ` (${headlines.length} shown)` : '';
    const failedMore = query.isError && offset > 0;
    body = (
      <>
        <Note>
          {count}
          {shown} {scope === 'asset' ? `naming ${assetName}` : 'from the whole crypto news flow (too few name this asset)'}, most positive first. Scores run
          from -1 to +1; the words after each are what moved it.
        </Note>
        <List aria-label={`Headlines of ${formatDay(day)}`}>
          {headlines.map((h, i) => (
            <HeadlineItem key={`${i}-${h.source}-${h.title}`} headline={h} />
          ))}
        </List>
        {failedMore && (
          <LoadFailure title={MARKET_MESSAGES.dayHeadlinesFailed} message={errorMessage(query.error, MARKET_MESSAGES.dayHeadlinesFailed)} onRetry={() => query.refetch()} />
        )}
        {!failedMore && loaded.nextOffset !== null && (
          <More>
            <Button variant="secondary" loading={query.isFetching} onClick={() => loaded.nextOffset !== null && setOffset(loaded.nextOffset)}>
              Show more
            </Button>
          </More>
        )}
      </>
    );
  }
  return (
    <Modal open title={`Headlines of ${formatDay(day)}`} onClose={onClose} size="lg">
      {body}
    </Modal>
  );
}
