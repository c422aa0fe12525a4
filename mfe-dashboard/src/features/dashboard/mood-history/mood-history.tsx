import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { errorMessage, useGetStockHistoryQuery } from '@sentiscope/shared/api';
import { Button, Card } from '@sentiscope/shared/ui';
import { Skeleton } from '../skeleton';
import { InlineFailure as Failure } from '../inline-failure';
import { TIMED_REFRESH } from '../timed-refresh';
import { MoodHistoryChart } from './mood-history-chart';
import { MoodHistoryTable } from './mood-history-table';
import { moodSummary } from './mood-summary';

export const MOOD_HISTORY_FAILED = 'Failed to load the mood history.';

export type MoodHistoryProps = { assetId: string; assetName: string; range: { startDate: string; endDate: string } };

/** The stored mood of every day of the range under the price chart: band colours, the day's components and signal. */
export function MoodHistory({ assetId, assetName, range }: MoodHistoryProps) {
  const history = useGetStockHistoryQuery({ id: assetId, startDate: range.startDate, endDate: range.endDate }, TIMED_REFRESH);
  const days = useDeferredValue(history.data?.id === assetId ? history.data.days : undefined);
  const failed = history.isError && history.currentData === undefined;

  return (
    <Box aria-labelledby="mood-history-title">
      <h2 id="mood-history-title">Mood history</h2>
      {failed && (
        <Failure role="alert">
          {errorMessage(history.error, MOOD_HISTORY_FAILED)}{' '}
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </Failure>
      )}
      {!failed && !days && <Skeleton label={`Loading the mood history of ${assetName}`} height={190} />}
      {days && days.length === 0 && <Quiet>No stored day in this range yet: the history fills in as each day closes.</Quiet>}
      {days && days.length > 0 && (
        <>
          <MoodHistoryChart days={days} assetName={assetName} />
          <Quiet data-testid="mood-summary">{moodSummary(days)}</Quiet>
          <MoodHistoryTable days={days} assetName={assetName} />
        </>
      )}
    </Box>
  );
}

const Box = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Quiet = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
