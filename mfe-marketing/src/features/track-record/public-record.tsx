import { errorMessage } from '@sentiscope/shared/api';
import { TrackRecordView, useGetTrackRecordQuery } from '@sentiscope/shared/track-record';
import { ErrorState, Skeleton } from '@sentiscope/shared/ui';

export const PUBLIC_RECORD_FAILED = 'Failed to load the track record.';

/** One open asset's track record on the public page, with its loading, error and empty states. */
export function PublicRecord({ id, name }: { id: string; name: string }) {
  const query = useGetTrackRecordQuery(id);
  const record = query.currentData?.id === id ? query.currentData : undefined;
  if (query.isError && !record) {
    const message = errorMessage(query.error, PUBLIC_RECORD_FAILED);
    return <ErrorState title={PUBLIC_RECORD_FAILED} description={message !== PUBLIC_RECORD_FAILED ? message : undefined} onRetry={() => void query.refetch()} />;
  }
  if (!record) {
    return (
      <div role="status" aria-label={`Loading the track record of ${name}`} aria-busy="true">
        <Skeleton $height="520px" $radius="12px" />
      </div>
    );
  }
  if (record.holding.every((c) => c.count === 0)) {
    return <p>Not enough stored history for {name} yet: the first figures appear once a stored day is 7 days old.</p>;
  }
  return <TrackRecordView record={record} assetName={name} />;
}
