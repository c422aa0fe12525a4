import styled from 'styled-components';
import { errorMessage } from '@sentiscope/shared/api';
import { usePutWatchlistMutation } from '@sentiscope/shared/alerts/watchlist-api';
import type { StockItem } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { StarIcon } from './icons/star-icon';

type Props = { asset: StockItem; watched: readonly string[] };

/** Adds the asset on view to the member's watchlist, or takes it off; the server's refusal is said beside it. */
export function WatchButton({ asset, watched }: Props) {
  const [save, saving] = usePutWatchlistMutation();
  const on = watched.includes(asset.id);
  const toggle = () => void save({ assets: on ? watched.filter((id) => id !== asset.id) : [...watched, asset.id] });
  return (
    <Row>
      <Button variant={on ? 'secondary' : 'ghost'} size="sm" aria-pressed={on} loading={saving.isLoading} onClick={toggle}>
        <Icon $on={on}>
          <StarIcon size={16} />
        </Icon>
        {on ? `${asset.symbol} is on your watchlist` : `Watch ${asset.symbol}`}
      </Button>
      {saving.error && <Failure role="alert">{errorMessage(saving.error, 'The watchlist could not be saved. Try again.')}</Failure>}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Icon = styled.span<{ $on: boolean }>`
  display: inline-flex;
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme, $on }) => ($on ? theme.colors.warningText : 'inherit')};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

export const Failure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;
