import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ASSET_ADDING_MESSAGES } from '@sentiscope/shared/contract';
import { errorMessage } from '@sentiscope/shared/api';
import { AssetSearch, BackfillProgress, matchesQuery } from '@sentiscope/shared/catalogue';
import { useGetAdminAssetsQuery, useRunDirectoryMutation } from '@sentiscope/shared/catalogue/admin-api';
import { Button } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { ListPager } from '@/components/list-pager';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { SearchField } from '@/components/search-field';
import { AssetsTable } from './assets-table';
import { DirectoryRunResult } from './directory-run-result';

export const ASSETS_FAILED = 'Failed to load the assets.';
/** Rows a page of the list shows. */
export const ASSETS_PAGE = 50;

/**
 * Assets: every asset of the catalogue with its state, hidden or shown and its aliases edited here; any directory
 * symbol added by search (its backfill followed until it is active); and the directory refreshed now.
 */
export default function AdminAssetsPage() {
  const assets = useGetAdminAssetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [runDirectory, run] = useRunDirectoryMutation();
  const [adding, setAdding] = useState<{ id: string; symbol: string } | null>(null);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const shown = useMemo(() => (assets.data ?? []).filter((asset) => !filter.trim() || matchesQuery(asset, filter)), [assets.data, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / ASSETS_PAGE));
  const current = Math.min(page, pages - 1);

  return (
    <AdminFrame
      title="Assets"
      actions={
        <Button variant="secondary" loading={run.isLoading} onClick={() => void runDirectory().catch(() => undefined)}>
          Refresh the directory
        </Button>
      }
    >
      <div aria-live="polite">
        {run.isError && <Failure role="alert">{errorMessage(run.error, ASSET_ADDING_MESSAGES.directoryFailed)}</Failure>}
        {run.data && !run.isLoading && <DirectoryRunResult run={run.data} />}
      </div>
      <AddPanel aria-labelledby="add-title">
        <h2 id="add-title">Add an asset</h2>
        <Adding>
          <AssetSearch
            label="Search the directory"
            placeholder="Ticker or name of any listed coin, stock or ETF"
            hint="Every symbol of the directory can be added; its whole daily history is fetched first."
            known={(assets.data ?? []).filter((asset) => asset.state !== 'hidden')}
            onOpen={(asset) => setFilter(asset.symbol)}
            openLabel="Find"
            onAdded={(added, match) => setAdding({ id: added.id, symbol: match.symbol })}
          />
          {adding && (
            <BackfillProgress id={adding.id} symbol={adding.symbol} onActive={() => void assets.refetch()} onDismiss={() => setAdding(null)} />
          )}
        </Adding>
      </AddPanel>
      <Panel aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">Catalogue</h2>
        <SearchField
          label="Filter the assets"
          placeholder="Ticker or name"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
          }}
        />
        <LoadState label="Loading the assets…" isLoading={assets.isLoading} error={assets.error} fallback={ASSETS_FAILED} onRetry={() => void assets.refetch()} />
        {assets.data && shown.length === 0 && <Muted>{filter.trim() ? `No asset matches “${filter.trim()}”.` : 'The catalogue is empty.'}</Muted>}
        {shown.length > 0 && (
          <>
            <AssetsTable assets={shown.slice(current * ASSETS_PAGE, (current + 1) * ASSETS_PAGE)} />
            <ListPager total={shown.length} noun="asset" page={current + 1} pages={pages} onPage={(next) => setPage(next - 1)} />
          </>
        )}
      </Panel>
    </AdminFrame>
  );
}

/** The picker's list hangs over the panel's edge: a panel scrolls sideways and would cut it off. */
const AddPanel = styled(Panel)`
  overflow: visible;
`;

const Adding = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.dangerText};
`;
