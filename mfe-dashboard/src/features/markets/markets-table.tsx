import styled from 'styled-components';
import { freshnessLabel, type MarketRow, type MarketSort, type SortDirection } from '@sentiscope/shared/contract';
import { COLUMNS, MAX_COMPARED } from './columns';
import { mood, percent, points, price, signal, tone } from './format';

type Props = {
  rows: readonly MarketRow[];
  sort: MarketSort;
  dir: SortDirection;
  onSort: (sort: MarketSort) => void;
  picked: readonly string[];
  onPick: (row: MarketRow, on: boolean) => void;
};

const cellOf: Record<MarketSort, (r: MarketRow) => string> = {
  symbol: (r) => r.symbol,
  name: (r) => r.name,
  kind: (r) => r.kind,
  price: (r) => price(r.price),
  change1d: (r) => percent(r.change1d),
  change7d: (r) => percent(r.change7d),
  change30d: (r) => percent(r.change30d),
  mood: (r) => mood(r.mood),
  moodChange7d: (r) => points(r.moodChange7d),
  signal,
  headlines24h: (r) => String(r.headlines24h),
  freshness: (r) => freshnessLabel(r.freshness)?.text ?? 'No data yet',
};
const TONED = new Set<MarketSort>(['change1d', 'change7d', 'change30d', 'moodChange7d']);
const toneOf = (sort: MarketSort, r: MarketRow) => (TONED.has(sort) ? tone(r[sort as 'change1d']) : 'flat');

/** The screener's rows: a header button per column sorts by it, the asset column stays in view when scrolled sideways. */
export function MarketsTable({ rows, sort, dir, onSort, picked, onPick }: Props) {
  const ariaSort = (column: MarketSort) => (column === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined);
  const header = (column: MarketSort, label: string) => (
    <SortButton type="button" onClick={() => onSort(column)}>
      {label}
      <span aria-hidden="true">{column === sort ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
    </SortButton>
  );
  const full = picked.length >= MAX_COMPARED;
  return (
    <Scroller tabIndex={0} role="region" aria-label="Markets table, scrolls sideways">
      <Table>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort('symbol')}>
              {header('symbol', 'Asset')}
            </th>
            {COLUMNS.map((c) => (
              <th key={c.sort} scope="col" aria-sort={ariaSort(c.sort)} className={c.numeric ? 'num' : undefined}>
                {header(c.sort, c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const on = picked.includes(r.id);
            return (
              <tr key={r.id}>
                <th scope="row">
                  <label>
                    <input type="checkbox" checked={on} disabled={!on && full} onChange={(e) => onPick(r, e.target.checked)} aria-label={`Compare ${r.symbol}`} />
                    <span>
                      <strong>{r.symbol}</strong>
                      <small>{r.name}</small>
                    </span>
                  </label>
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.sort} className={c.numeric ? 'num' : undefined} data-tone={toneOf(c.sort, r)}>
                    {cellOf[c.sort](r)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.surface};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .num {
    text-align: right;
  }
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  tbody th label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    font-weight: normal;
  }
  tbody th span {
    display: grid;
  }
  tbody th small {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td[data-tone='up'] {
    color: ${({ theme }) => theme.colors.chartUp};
  }
  td[data-tone='down'] {
    color: ${({ theme }) => theme.colors.chartDown};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
