import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { StockItem } from '@sentiscope/shared/contract';
import { api } from '@sentiscope/shared/api';
import { AssetSearch, BackfillProgress } from '@sentiscope/shared/catalogue';
import { useAppDispatch } from '@sentiscope/shared/store';
import { isOpenable } from './asset-selection';

type Props = {
  /** The catalogue answer's assets, whatever their state. */
  assets: readonly StockItem[];
  /** The asset the address names: when it is still being added, its progress shows here (after a reload too). */
  wanted: string | null;
  onOpen: (id: string) => void;
  /** An asset was added: the address names it from now on. */
  onAdding: (id: string) => void;
};

/**
 * Find any asset: the catalogue's open ones by ticker or name, and a directory symbol to add, whose backfill is
 * followed here until it opens.
 */
export function FindAsset({ assets, wanted, onOpen, onAdding }: Props) {
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState<{ id: string; symbol: string } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pendingInList = assets.find((asset) => asset.id === wanted && !asset.locked && asset.state !== undefined && asset.state !== 'active');
  const followed = adding ?? (pendingInList && pendingInList.id !== dismissed ? { id: pendingInList.id, symbol: pendingInList.symbol } : null);
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
        known={assets.filter(isOpenable)}
        onOpen={(asset) => onOpen(asset.id)}
        onAdded={(added, match) => {
          setAdding({ id: added.id, symbol: match.symbol });
          onAdding(added.id);
        }}
      />
      {followed && (
        <BackfillProgress
          key={followed.id}
          id={followed.id}
          symbol={followed.symbol}
          onActive={(status) => opened(status.id)}
          onDismiss={() => {
            setAdding(null);
            setDismissed(followed.id);
          }}
        />
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
