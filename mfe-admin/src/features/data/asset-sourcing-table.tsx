import styled from 'styled-components';
import type { AssetSourcing } from '@sentiscope/shared/contract';
import { Table, type TableColumn } from '@sentiscope/shared/ui';

/** Per asset: its newest stored candle, the provider that served it, and why the providers before it did not. */
export function AssetSourcingTable({ assets }: { assets: AssetSourcing[] }) {
  const columns: TableColumn<AssetSourcing>[] = [
    { key: 'asset', header: 'Asset', cell: (a) => <strong>{a.symbol}</strong> },
    { key: 'newest', header: 'Newest candle', cell: (a) => <OneLine>{a.newestDay ?? 'None stored'}</OneLine> },
    { key: 'served', header: 'Served by', cell: (a) => <OneLine>{a.servedBy ?? <Quiet>Nobody yet</Quiet>}</OneLine> },
    {
      key: 'skipped',
      header: 'Tried before it',
      cell: (a) =>
        a.skipped.length === 0 ? (
          <Quiet>—</Quiet>
        ) : (
          <Skipped>
            {a.skipped.map((s) => (
              <li key={s.provider}>
                <strong>{s.provider}</strong>: {s.reason}
              </li>
            ))}
          </Skipped>
        ),
    },
  ];
  return <Table caption="Who served each asset" hideCaption columns={columns} rows={assets} rowKey={(a) => a.assetId} empty="No assets." />;
}

const OneLine = styled.span`
  white-space: nowrap;
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

// Room for a reason on a line or two: the table scrolls sideways on a narrow screen rather than stacking words.
const Skipped = styled.ul`
  min-width: 16rem;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  li {
    color: ${({ theme }) => theme.colors.dangerText};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
