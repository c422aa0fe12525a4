import { Lock, Plus } from 'lucide-react';
import { ASSET_KIND_LABELS, type AssetClass } from '@sentiscope/shared/contract';
import type { AssetOption } from './asset-options';
import { Action, Kind, Name, Symbol } from './asset-search-styles';

const kindLabel = (kind: string) => ASSET_KIND_LABELS[kind as AssetClass] ?? kind;

/** One choice's line: ticker, name, kind (and listing for a directory symbol), and what choosing it does. */
export function OptionContent({ option, openLabel }: { option: AssetOption; openLabel: string }) {
  const asset = option.type === 'open' ? option.asset : option.match;
  const locked = option.type === 'add' && !option.match.addable;
  return (
    <>
      <Symbol>{asset.symbol}</Symbol>
      <Name>{asset.name}</Name>
      <Kind>
        {kindLabel(asset.kind)}
        {option.type === 'add' && option.match.exchange ? ` · ${option.match.exchange}` : ''}
      </Kind>
      <Action $add={option.type === 'add'} $locked={locked}>
        {option.type === 'open' ? openLabel : locked ? <Lock size={12} aria-hidden="true" /> : <Plus size={12} aria-hidden="true" />}
        {option.type === 'add' && `Add ${asset.symbol}`}
        {locked && <span className="visually-hidden"> (not in your plan)</span>}
      </Action>
    </>
  );
}
