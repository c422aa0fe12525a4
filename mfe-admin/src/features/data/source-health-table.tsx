import styled from 'styled-components';
import type { SourceHealth } from '@sentiscope/shared/contract';
import { Badge, Table, type BadgeTone, type TableColumn } from '@sentiscope/shared/ui';
import { momentOf } from '@/components/format';
import { KIND_LABELS, sourceStatus, type SourceStatus } from './source-status';

const TONES: Record<SourceStatus, BadgeTone> = { ok: 'success', failing: 'danger', stale: 'warning', 'never run': 'neutral' };

/** One row per source: its state, last success, last error with the server's message, newest item, items stored. */
export function SourceHealthTable({ sources, now }: { sources: SourceHealth[]; now: Date }) {
  const columns: TableColumn<SourceHealth>[] = [
    {
      key: 'source',
      header: 'Source',
      cell: (s) => (
        <Name>
          <strong>{s.source}</strong>
          <span>{KIND_LABELS[s.kind]}</span>
        </Name>
      ),
    },
    {
      key: 'status',
      header: 'State',
      cell: (s) => {
        const status = sourceStatus(s, now);
        return <Badge tone={TONES[status]}>{status}</Badge>;
      },
    },
    { key: 'success', header: 'Last success', cell: (s) => <Moment iso={s.lastSuccessAt} /> },
    {
      key: 'error',
      header: 'Last error',
      cell: (s) =>
        s.lastErrorAt ? (
          <ErrorCell>
            <Moment iso={s.lastErrorAt} />
            <span>{s.lastError}</span>
          </ErrorCell>
        ) : (
          'None'
        ),
    },
    { key: 'latest', header: 'Latest item', cell: (s) => <When as="span">{s.latestItemDate ?? '—'}</When> },
    { key: 'stored', header: 'Items stored', numeric: true, cell: (s) => s.itemsStored.toLocaleString('en-GB') },
  ];
  return <Table caption="Sources" hideCaption columns={columns} rows={sources} rowKey={(s) => `${s.kind}:${s.source}`} empty="No sources are configured." />;
}

const Moment = ({ iso }: { iso: string | null }) => (iso ? <When dateTime={iso}>{momentOf(iso)}</When> : <>Never</>);

// A moment on one line: the table scrolls sideways on a narrow screen rather than stacking a date in four.
const When = styled.time`
  white-space: nowrap;
`;

const Name = styled.span`
  display: grid;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ErrorCell = styled.span`
  display: grid;
  gap: 2px;
  max-width: 320px;
  span {
    color: ${({ theme }) => theme.colors.dangerText};
    overflow-wrap: anywhere;
  }
`;
