import { useEffect, useState } from 'react';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import { useRecordVisitMutation } from '@sentiscope/shared/alerts/watchlist-api';
import { formatPercent } from './format';
import { compareVisits, visitOf, type VisitChange } from './last-visit';
import { useVisitsReady } from './use-visits-ready';

/** What changed for this asset since the member last looked (kept with their account), then records this look. */
export function SinceLastVisit({ analysis }: { analysis: StockAnalysis }) {
  const ready = useVisitsReady();
  const [record] = useRecordVisitMutation();
  const [change, setChange] = useState<VisitChange | null>(null);
  const id = analysis.asset.id;
  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    setChange(null);
    void record(visitOf(analysis)).then((result) => {
      if (current && 'data' in result && result.data) setChange(compareVisits(result.data.previous, result.data.current));
    });
    return () => {
      current = false;
    };
    // Once per asset per page view: later ranges of the same asset are not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ready]);
  if (!change) return null;
  const parts: string[] = [];
  if (change.mood) parts.push(`mood ${change.mood[0] ?? '–'} → ${change.mood[1] ?? '–'}`);
  if (change.signal) parts.push(`signal ${change.signal[0]} → ${change.signal[1]}`);
  if (change.priceChange !== null) parts.push(`price ${formatPercent(change.priceChange)}`);
  return (
    <p role="status" style={{ margin: 0 }}>
      Since your last visit ({new Date(change.since).toLocaleDateString()}): {parts.join(', ')}.
    </p>
  );
}
