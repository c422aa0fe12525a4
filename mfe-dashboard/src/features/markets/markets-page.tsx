import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useDownloadMarketsCsvMutation, useGetMarketsQuery } from '@sentiscope/shared/api';
import { MARKET_KINDS, MARKETS_QUERY_MAX, type AssetKind, type MarketRow, type MarketSort, type SortDirection } from '@sentiscope/shared/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@sentiscope/shared/ui';
import { saveFile } from '../account-security/save-file';
import { COLUMNS, PAGE_ROWS } from './columns';
import { ComparePanel } from './compare-panel';
import { MarketsTable } from './markets-table';

const KIND_LABELS: Record<AssetKind, string> = { crypto: 'Crypto', stock: 'Stocks and ETFs' };
const NUMERIC = new Set<MarketSort>(COLUMNS.filter((c) => c.numeric).map((c) => c.sort));

/** Markets: every asset the plan opens, sorted and filtered a page at a time, the CSV, and Compare. */
export default function MarketsPage() {
  const [sort, setSort] = useState<MarketSort>('mood');
  const [dir, setDir] = useState<SortDirection>('desc');
  const [kind, setKind] = useState<AssetKind | ''>('');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<MarketRow[]>([]);
  const q = useDeferredValue(text.trim());
  const filter = { sort, dir, kind: kind || undefined, q: q || undefined };
  const markets = useGetMarketsQuery({ ...filter, limit: PAGE_ROWS, offset });
  const [download, downloading] = useDownloadMarketsCsvMutation();
  const data = markets.data;

  const onSort = (column: MarketSort) => {
    if (column === sort) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setDir(NUMERIC.has(column) ? 'desc' : 'asc');
    }
    setOffset(0);
  };
  const onPick = (row: MarketRow, on: boolean) => setPicked((list) => (on ? [...list, row] : list.filter((r) => r.id !== row.id)));
  const saveCsv = async () => {
    const csv = await download(filter).unwrap().catch(() => null);
    if (csv !== null) saveFile('sentiscope-markets.csv', csv, 'text/csv');
  };
  const last = data ? Math.min(data.offset + data.rows.length, data.total) : 0;

  return (
    <Page aria-labelledby="markets-title">
      <header>
        <h1 id="markets-title">Markets</h1>
        <p>Every asset your plan opens, by price, change, mood, signal and headlines. Tick two to four to compare their moods.</p>
      </header>
      <Filters role="search" aria-label="Filter the markets">
        <label>
          Search
          <input type="search" value={text} maxLength={MARKETS_QUERY_MAX} placeholder="Symbol or name" onChange={(e) => (setText(e.target.value), setOffset(0))} />
        </label>
        <label>
          Kind
          <select value={kind} onChange={(e) => (setKind(e.target.value as AssetKind | ''), setOffset(0))}>
            <option value="">All</option>
            {MARKET_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => void saveCsv()} disabled={downloading.isLoading}>
          {downloading.isLoading ? 'Preparing…' : 'Download CSV'}
        </Button>
      </Filters>
      {downloading.isError && <p role="alert">{errorMessage(downloading.error, 'The CSV could not be made. Try again in a moment.')}</p>}
      {picked.length > 0 && <ComparePanel picked={picked} onClear={() => setPicked([])} />}
      {markets.isLoading && (
        <div role="status" aria-label="Loading the markets">
          <Skeleton $height="320px" />
        </div>
      )}
      {markets.isError && <ErrorState title="The markets could not be loaded" description={errorMessage(markets.error, 'Try again in a moment.')} onRetry={() => void markets.refetch()} />}
      {data &&
        (data.total === 0 ? (
          <EmptyState title="No asset matches" description="Try another name or kind." />
        ) : (
          <>
            <MarketsTable rows={data.rows} sort={data.sort} dir={data.dir} onSort={onSort} picked={picked.map((r) => r.id)} onPick={onPick} />
            <Pager aria-label="Pages of the markets">
              <span aria-live="polite">
                {data.offset + 1}–{last} of {data.total}
              </span>
              <Button variant="secondary" disabled={data.offset === 0} onClick={() => setOffset(Math.max(0, data.offset - PAGE_ROWS))}>
                Previous
              </Button>
              <Button variant="secondary" disabled={last >= data.total} onClick={() => setOffset(data.offset + PAGE_ROWS)}>
                Next
              </Button>
            </Pager>
          </>
        ))}
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg} 0;
  min-width: 0;
  h1 {
    margin: 0;
  }
  header p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: flex-end;
  label {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    flex: 1 1 12rem;
  }
  input,
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  justify-content: flex-end;
  span {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
