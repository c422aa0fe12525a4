import styled from 'styled-components';
import type { IngestRun, IngestSourceCounts } from '@sentiscope/shared/contract';
import { Table, type TableColumn } from '@sentiscope/shared/ui';
import { momentOf } from '@/components/format';
import { KIND_LABELS } from './source-status';

const count = (key: 'fetched' | 'stored' | 'duplicates' | 'malformed' | 'errors'): TableColumn<IngestSourceCounts> => ({
  key,
  header: key[0].toUpperCase() + key.slice(1),
  numeric: true,
  cell: (s) => s[key].toLocaleString('en-GB'),
});

const COLUMNS: TableColumn<IngestSourceCounts>[] = [
  { key: 'source', header: 'Source', cell: (s) => `${s.source} (${KIND_LABELS[s.kind]})` },
  count('fetched'),
  count('stored'),
  count('duplicates'),
  count('malformed'),
  // The count lines up with the other counts; the server's message has a column of its own, wide enough to read.
  count('errors'),
  { key: 'error', header: 'Error message', cell: (s) => (s.errors === 0 ? '—' : <Failed>{s.error ?? 'no message'}</Failed>) },
];

/** What one run did, per source: fetched, stored, duplicates, skipped as malformed, and errors with their message. */
export function IngestRunResult({ run }: { run: IngestRun }) {
  const seconds = (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000;
  const stored = run.sources.reduce((sum, s) => sum + s.stored, 0);
  const failing = run.sources.filter((s) => s.errors > 0).length;
  return (
    <div>
      <Summary>
        Run finished <time dateTime={run.finishedAt}>{momentOf(run.finishedAt)}</time> in {seconds.toFixed(1)} s: {stored.toLocaleString('en-GB')} new{' '}
        {stored === 1 ? 'item' : 'items'} stored
        {failing > 0 ? `, ${failing} ${failing === 1 ? 'source' : 'sources'} with errors` : ', no errors'}.
      </Summary>
      <Table caption="Counts per source" hideCaption columns={COLUMNS} rows={run.sources} rowKey={(s) => `${s.kind}:${s.source}`} empty="No sources ran." />
    </div>
  );
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

const Failed = styled.span`
  display: block;
  min-width: 14rem;
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;
`;
