import styled from 'styled-components';
import type { StockItem } from '@sentiscope/shared/contract';
import { Link } from '@sentiscope/shared/router';
import { LockIcon } from './icons/lock-icon';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const chip = `
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: 999px;
  font-size: 0.875rem;
  text-decoration: none;
`;

const Chip = styled.button<{ $selected: boolean }>`
  ${chip}
  cursor: pointer;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onAccent : theme.colors.text)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const LockedChip = styled(Link)`
  ${chip}
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type AssetPickerProps = { assets: readonly StockItem[]; selectedId: string | null; onSelect: (asset: StockItem) => void };

/** Every asset of the catalogue: open ones select, locked ones lead to the plans. */
export function AssetPicker({ assets, selectedId, onSelect }: AssetPickerProps) {
  return (
    <Row role="group" aria-label="Asset">
      {assets.map((asset) =>
        asset.locked ? (
          <LockedChip key={asset.id} to="/plans" title={`${asset.name}: upgrade to open`} aria-label={`${asset.symbol} is locked: upgrade your plan`}>
            <LockIcon size={14} />
            {asset.symbol}
          </LockedChip>
        ) : (
          <Chip key={asset.id} type="button" $selected={asset.id === selectedId} aria-pressed={asset.id === selectedId} title={asset.name} onClick={() => onSelect(asset)}>
            {asset.symbol}
          </Chip>
        ),
      )}
    </Row>
  );
}
