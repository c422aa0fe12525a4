import { useRef } from 'react';
import styled from 'styled-components';
import { ALERT_WATCHLIST_TARGET, type StockItem } from '@sentiscope/shared/contract';
import { AssetSearch, plainName } from '@sentiscope/shared/catalogue';
import { Checkbox } from '@sentiscope/shared/ui';

type Props = { assetId: string; assets: readonly StockItem[]; onChange: (assetId: string) => void };

/** The alert's asset, found with the asset picker among those the plan opens, or any asset of the watchlist. */
export function AlertAssetField({ assetId, assets, onChange }: Props) {
  const onWatchlist = assetId === ALERT_WATCHLIST_TARGET;
  const chosen = assets.find((asset) => asset.id === assetId);
  // Unticking the watchlist goes back to the asset chosen before it.
  const previous = useRef(onWatchlist ? (assets[0]?.id ?? '') : assetId);
  if (!onWatchlist) previous.current = assetId;
  return (
    <Box>
      {onWatchlist ? (
        <Note>Checked on each asset of your watchlist as it is at the time; fires once per asset.</Note>
      ) : (
        <AssetSearch
          label="Asset"
          placeholder="Find by ticker or name"
          known={assets}
          onOpen={(asset) => onChange(asset.id)}
          openLabel="Choose"
          hint={chosen ? `Alerting on ${chosen.symbol} (${plainName(chosen)}). Type to choose another.` : 'Type a ticker or a name to choose the asset.'}
        />
      )}
      <Checkbox
        label="Any asset of my watchlist"
        checked={onWatchlist}
        onChange={(event) => onChange(event.target.checked ? ALERT_WATCHLIST_TARGET : previous.current || (assets[0]?.id ?? ''))}
      />
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
