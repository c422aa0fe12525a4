import styled from 'styled-components';
import { Badge, Table, type TableColumn } from '@sentiscope/shared/ui';
import type { TrackRecordCell, TrackRecordVerdict } from '@sentiscope/shared/contract';
import type { TrackRecordFigure } from '@sentiscope/shared/contract';
import { capitalise, percent } from './format';

/** One row: a state (or buy-and-hold) and its cell at the horizon shown. */
export type StateRow = { state: string; cell: TrackRecordCell | undefined; baseline?: boolean };

const VERDICT_TONE: Record<TrackRecordVerdict, 'success' | 'danger' | 'neutral'> = {
  'above holding': 'success',
  'below holding': 'danger',
  'no clear difference': 'neutral',
};

const Interval = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const StateName = styled.span`
  white-space: nowrap;
`;

/** The figure, and its 95% interval on a line of its own. */
function Figure({ figure, signed = true }: { figure: TrackRecordFigure | null | undefined; signed?: boolean }) {
  if (!figure) return <>–</>;
  return (
    <>
      {percent(figure.value, signed)}
      <Interval aria-label="95% interval">
        {percent(figure.low, signed)} to {percent(figure.high, signed)}
      </Interval>
    </>
  );
}

const COLUMNS: TableColumn<StateRow>[] = [
  { key: 'state', header: 'State', cell: (r) => <StateName>{r.baseline ? <strong>{r.state}</strong> : capitalise(r.state)}</StateName> },
  {
    key: 'count',
    header: 'Cases',
    numeric: true,
    cell: (r) => (
      <>
        {(r.cell?.count ?? 0).toLocaleString('en-GB')}
        {r.cell?.weakEvidence && (
          <>
            {' '}
            <Badge tone="warning" title="Fewer than 30 cases: too few to tell skill from luck">
              weak evidence
            </Badge>
          </>
        )}
      </>
    ),
  },
  { key: 'mean', header: 'Mean', numeric: true, cell: (r) => <Figure figure={r.cell?.mean} /> },
  { key: 'median', header: 'Median', numeric: true, cell: (r) => <Figure figure={r.cell?.median} /> },
  { key: 'hit', header: 'Hit rate', numeric: true, cell: (r) => <Figure figure={r.cell?.hitRate} signed={false} /> },
  {
    key: 'verdict',
    header: 'Against holding',
    cell: (r) => (r.baseline ? 'Baseline' : r.cell?.verdict ? <Badge tone={VERDICT_TONE[r.cell.verdict]}>{r.cell.verdict}</Badge> : '–'),
  },
];

/** The figures of each state of one group (mood bands or signals) at one horizon, buy-and-hold first. */
export function StateTable({ caption, rows }: { caption: string; rows: StateRow[] }) {
  return <Table caption={caption} columns={COLUMNS} rows={rows} rowKey={(r) => r.state} />;
}
