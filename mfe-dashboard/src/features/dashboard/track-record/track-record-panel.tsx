import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { TrackRecordView, useGetTrackRecordQuery } from '@sentiscope/shared/track-record';
import { Button, Card } from '@sentiscope/shared/ui';
import { useEndRevokedSession } from '@/features/session/use-end-revoked-session';
import { Skeleton } from '../skeleton';
import { InlineFailure as Failure } from '../inline-failure';

export const TRACK_RECORD_FAILED = 'Failed to load the track record.';

export type TrackRecordPanelProps = { assetId: string; assetName: string };

/** What followed each mood band and signal state over the asset's whole stored history, against holding. */
export function TrackRecordPanel({ assetId, assetName }: TrackRecordPanelProps) {
  const query = useGetTrackRecordQuery(assetId);
  useEndRevokedSession(query.error);
  const record = query.currentData?.id === assetId ? query.currentData : undefined;
  const failed = query.isError && !record;
  const empty = record && record.holding.every((c) => c.count === 0);
  return (
    <Box aria-labelledby="track-record-title" data-testid="track-record-panel">
      <h2 id="track-record-title">Track record</h2>
      {failed && (
        <Failure role="alert">
          {errorMessage(query.error, TRACK_RECORD_FAILED)}{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Failure>
      )}
      {!failed && !record && <Skeleton label={`Loading the track record of ${assetName}`} height={360} />}
      {empty && (
        <Quiet>
          Not enough stored history for {assetName} yet: the first figures appear once a stored day is 7 days old, and more cases
          accumulate with every day that closes.
        </Quiet>
      )}
      {record && !empty && <TrackRecordView record={record} assetName={assetName} />}
    </Box>
  );
}

const Box = styled(Card).attrs({ as: 'section', $padding: 'md' })`
  min-width: 0;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Quiet = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
