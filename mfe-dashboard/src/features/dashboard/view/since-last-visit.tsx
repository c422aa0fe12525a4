import { useEffect, useState } from 'react';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import { browserStorage } from './asset-selection';
import { formatPercent } from './format';
import { compareVisits, readVisits, saveVisit, visitOf, type VisitChange } from './last-visit';

/** What changed for this asset since the user last looked (kept in local storage), then remembers this look. */
export function SinceLastVisit({ analysis }: { analysis: StockAnalysis }) {
  const [change, setChange] = useState<VisitChange | null>(null);
  const id = analysis.asset.id;
  useEffect(() => {
    const now = visitOf(analysis, Date.now());
    setChange(compareVisits(readVisits(browserStorage())[id], now));
    saveVisit(browserStorage(), id, now);
    // Once per asset per page view: later ranges of the same asset are not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
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
