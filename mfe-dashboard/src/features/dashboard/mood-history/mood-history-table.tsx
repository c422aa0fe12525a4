import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { HistoryDay } from '@sentiscope/shared/contract';
import { Table, type TableColumn } from '@sentiscope/shared/ui';
import { formatPrice } from '../view/format';
import { formatDay } from '../view/request-range';
import { MOOD_COMPONENTS, scoreText } from './mood-components';

const COLUMNS: TableColumn<HistoryDay>[] = [
  { key: 'date', header: 'Day', cell: (d) => formatDay(d.date) },
  { key: 'close', header: 'Close', numeric: true, cell: (d) => formatPrice(d.close) },
  { key: 'mood', header: 'Mood', numeric: true, cell: (d) => scoreText(d.mood) },
  { key: 'band', header: 'Band', cell: (d) => d.band ?? '–' },
  { key: 'signal', header: 'Signal', cell: (d) => d.signal },
  ...MOOD_COMPONENTS.map(({ key, title }): TableColumn<HistoryDay> => ({ key, header: title, numeric: true, cell: (d) => scoreText(d.components[key]) })),
  { key: 'headlines', header: 'Headlines', numeric: true, cell: (d) => d.headlines.count },
];

/** Every day of the history as a table, newest first; built only when opened (eight years are ~2,900 rows). */
export function MoodHistoryTable({ days, assetName }: { days: readonly HistoryDay[]; assetName: string }) {
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => (open ? [...days].reverse() : []), [open, days]);
  return (
    <Disclosure onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Show the mood history as a table ({days.length === 1 ? '1 day' : `${days.length} days`})</summary>
      {open && (
        <Scroll>
          <Table caption={`Mood history of ${assetName}, newest day first`} hideCaption columns={COLUMNS} rows={rows} rowKey={(d) => d.date} />
        </Scroll>
      )}
    </Disclosure>
  );
}

const Disclosure = styled.details`
  margin-top: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.spacing.sm};
  td {
    text-transform: capitalize;
    white-space: nowrap;
  }
`;
