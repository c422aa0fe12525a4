import { useEffect } from 'react';
import { useGetWatchlistQuery, useTakeOverVisitsMutation } from '@sentiscope/shared/alerts/watchlist-api';
import { browserStorage } from './asset-selection';
import { dropLocalVisits, readLocalVisits } from './last-visit';

/**
 * Whether "since your last visit" may ask the server: once the browser's old local copy of the visits (from before
 * they moved to the account) has been handed over, a single time, and removed. A failed hand-over keeps the copy
 * for the next visit and does not hold the dashboard up.
 */
export function useVisitsReady(): boolean {
  const watchlist = useGetWatchlistQuery();
  const [takeOver, handover] = useTakeOverVisitsMutation({ fixedCacheKey: 'visit-takeover' });
  const taken = watchlist.data?.localCopyTaken;
  const local = watchlist.data && !taken ? readLocalVisits(browserStorage()) : {};
  const pending = watchlist.data !== undefined && !taken && Object.keys(local).length > 0;

  useEffect(() => {
    if (taken) dropLocalVisits(browserStorage());
  }, [taken]);
  useEffect(() => {
    if (pending && handover.isUninitialized) void takeOver({ visits: readLocalVisits(browserStorage()) });
  }, [pending, handover.isUninitialized, takeOver]);

  if (watchlist.isError) return true;
  return watchlist.data !== undefined && (!pending || handover.isError);
}
