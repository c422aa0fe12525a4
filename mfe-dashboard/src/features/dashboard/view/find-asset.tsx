import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { StockItem } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';
import { AssetSearch, BackfillProgress } from '@sentiscope/shared/catalogue';
import { useAppDispatch } from '@sentiscope/shared/store';

type Props = { assets: readonly StockItem[]; onOpen: (id: string) => void };

/**
 * Find any asset: the catalogue's open ones by ticker or name, and a directory symbol to add, whose backfill is
 * followed here until it opens.
 */
export function FindAsset({ assets, onOpen }: Props) {
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState<{ id: string; symbol: string } | null>(null);
  const opened = useCallback(
    (id: string) => {
      setAdding(null);
      // The catalogue answer lists it as active now: read again, then shown.
      dispatch(api.util.invalidateTags(['Stock']));
      onOpen(id);
    },
    [dispatch, onOpen],
  );
  return (
    <Box>
      <AssetSearch
        label="Find or add an asset"
        placeholder="Ticker or name: LINK, Chainlink, micro…"
        known={assets.filter((asset) => !asset.locked)}
        onOpen={(asset) => onOpen(asset.id)}
        onAdded={(added, match) => setAdding({ id: added.id, symbol: match.symbol })}
      />
      {adding && <BackfillProgress id={adding.id} symbol={adding.symbol} onActive={(status) => opened(status.id)} onDismiss={() => setAdding(null)} />}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
