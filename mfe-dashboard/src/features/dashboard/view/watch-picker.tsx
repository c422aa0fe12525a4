import { useState } from 'react';
import styled from 'styled-components';
import type { StockItem } from '@sentiscope/shared/contract';
import { api, errorMessage } from '@sentiscope/shared/api';
import { usePutWatchlistMutation } from '@sentiscope/shared/alerts/watchlist-api';
import { AssetSearch, BackfillProgress } from '@sentiscope/shared/catalogue';
import { useAppDispatch } from '@sentiscope/shared/store';
import { isOpenable } from './asset-selection';
import { Failure } from './watch-button';

type Props = {
  /** The catalogue answer's assets, whatever their state. */
  assets: readonly StockItem[];
  /** The watchlist's asset ids, in the member's order. */
  watched: readonly string[];
};

/**
 * The watchlist's own asset picker: an open asset chosen goes to the end of the list; a directory symbol is added
 * to the catalogue first, and joins the list once its backfill is done. The server's refusal (its limit, the plan)
 * is said below.
 */
export function WatchPicker({ assets, watched }: Props) {
  const dispatch = useAppDispatch();
  const [save, saving] = usePutWatchlistMutation();
  const [adding, setAdding] = useState<{ id: string; symbol: string } | null>(null);
  const watch = (id: string) => void save({ assets: watched.includes(id) ? [...watched] : [...watched, id] });
  return (
    <Box>
      <AssetSearch
        label="Add to watchlist"
        placeholder="Ticker or name"
        known={assets.filter((asset) => isOpenable(asset) && !watched.includes(asset.id))}
        onOpen={(asset) => watch(asset.id)}
        openLabel="Watch"
        onAdded={(added, match) => setAdding({ id: added.id, symbol: match.symbol })}
        hint={adding ? `${adding.symbol} joins your watchlist once it is ready.` : undefined}
      />
      {adding && (
        <BackfillProgress
          key={adding.id}
          id={adding.id}
          symbol={adding.symbol}
          onActive={(status) => {
            setAdding(null);
            // The catalogue answer lists it as active now: read again, so its tile shows.
            dispatch(api.util.invalidateTags(['Stock']));
            watch(status.id);
          }}
          onDismiss={() => setAdding(null)}
        />
      )}
      {saving.error && <Failure role="alert">{errorMessage(saving.error, 'The watchlist could not be saved. Try again.')}</Failure>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 520px;
`;
