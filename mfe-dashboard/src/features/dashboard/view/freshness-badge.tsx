import { freshnessLabel, type DataFreshness } from '@sentiscope/shared/contract';
import { Badge } from '@sentiscope/shared/ui';

/**
 * LIVE when the server says a live source delivered the newest candle within a day, else 'as of' its day (the
 * newest day the answer holds when it carries no freshness).
 */
export function FreshnessBadge({ freshness, newestDay }: { freshness: DataFreshness | undefined; newestDay: string | null }) {
  const label = freshnessLabel(freshness, newestDay);
  if (!label) return null;
  return (
    <Badge tone={label.live ? 'success' : 'neutral'} data-testid="freshness" title={label.live ? 'Prices from a live source, at most a day old' : 'The newest candle is from this day'}>
      {label.text}
    </Badge>
  );
}
