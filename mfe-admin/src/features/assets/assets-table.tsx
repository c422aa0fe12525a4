import { useState } from 'react';
import styled from 'styled-components';
import { ASSET_KIND_LABELS, type AssetState, type CatalogueAsset } from '@sentiscope/shared/contract';
import { errorMessage } from '@sentiscope/shared/api';
import { useChangeAssetMutation } from '@sentiscope/shared/catalogue/admin-api';
import { Badge, Button, type BadgeTone } from '@sentiscope/shared/ui';
import { DataTable } from '@/components/panel';
import { AliasForm } from './alias-form';

const STATE_TONES: Record<AssetState, BadgeTone> = { active: 'success', backfilling: 'info', failed: 'danger', hidden: 'neutral' };
const STATE_LABELS: Record<AssetState, string> = { active: 'Active', backfilling: 'Backfilling', failed: 'Failed', hidden: 'Hidden' };

/** Every asset of the catalogue: what it is, where it is listed, its state (and why it failed), its aliases, hide or show. */
export function AssetsTable({ assets }: { assets: readonly CatalogueAsset[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [change, changing] = useChangeAssetMutation();
  const [pressed, setPressed] = useState<string | null>(null);
  const toggle = (asset: CatalogueAsset) => {
    setPressed(asset.id);
    void change({ id: asset.id, change: { hidden: asset.state !== 'hidden' } }).catch(() => undefined);
  };
  return (
    <>
      {changing.isError && <Failure role="alert">{errorMessage(changing.error, 'The asset could not be changed.')}</Failure>}
      <Table>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Exchange</th>
            <th scope="col">State</th>
            <th scope="col">Aliases</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {assets.map((asset) => (
            <tr key={asset.id}>
              <th scope="row">{asset.symbol}</th>
              <td>{asset.name}</td>
              <td>{ASSET_KIND_LABELS[asset.kind]}</td>
              <td>{asset.exchange}</td>
              <td>
                <Badge tone={STATE_TONES[asset.state]}>{STATE_LABELS[asset.state]}</Badge>
                {asset.state === 'failed' && asset.stateReason && <Reason>{asset.stateReason}</Reason>}
              </td>
              <td>
                {editing === asset.id ? (
                  <AliasForm asset={asset} onDone={() => setEditing(null)} />
                ) : (
                  <Aliases>
                    <span>{asset.aliases.join(', ') || '—'}</span>
                    <Button size="sm" variant="ghost" aria-label={`Edit the aliases of ${asset.symbol}`} onClick={() => setEditing(asset.id)}>
                      Edit
                    </Button>
                  </Aliases>
                )}
              </td>
              <td>
                <Button size="sm" variant="secondary" loading={changing.isLoading && pressed === asset.id} aria-label={`${asset.state === 'hidden' ? 'Show' : 'Hide'} ${asset.symbol}`} onClick={() => toggle(asset)}>
                  {asset.state === 'hidden' ? 'Show' : 'Hide'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The ticker heads its row: read as the row's name, shown as the row's first cell. */
const Table = styled(DataTable)`
  tbody th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0;
    text-transform: none;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Reason = styled.p`
  max-width: 280px;
  margin-top: ${({ theme }) => theme.spacing.xs} !important;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Aliases = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  span {
    max-width: 260px;
  }
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.dangerText};
`;
