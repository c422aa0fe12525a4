import { useMemo } from 'react';
import styled from 'styled-components';
import { errorMessage, useGetDataHealthQuery, useRunIngestionMutation } from '@sentiscope/shared/api';
import { freshnessLabel } from '@sentiscope/shared/contract';
import { Badge, Button } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { IngestRunResult } from './ingest-run-result';
import { SourceHealthTable } from './source-health-table';

export const DATA_HEALTH_FAILED = 'Failed to load the data sources.';
export const INGEST_RUN_FAILED = 'The ingestion run failed.';

/** Data: every source's health, whether prices are fresh, and "Run now" for one full ingestion with its counts. */
export default function AdminDataPage() {
  const health = useGetDataHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const [runIngestion, run] = useRunIngestionMutation();
  const now = useMemo(() => new Date(health.fulfilledTimeStamp ?? Date.now()), [health.fulfilledTimeStamp]);
  const label = health.data ? freshnessLabel(health.data.freshness) : null;

  return (
    <AdminFrame
      title="Data"
      actions={
        <Button loading={run.isLoading} onClick={() => void runIngestion().catch(() => undefined)}>
          {run.isLoading ? 'Running…' : 'Run now'}
        </Button>
      }
    >
      <Panel aria-labelledby="run-title">
        <h2 id="run-title">Ingestion run</h2>
        <div aria-live="polite">
          {run.isLoading && <Muted>Fetching every source, storing what is new and scoring it. This can take a minute.</Muted>}
          {!run.isLoading && run.isError && <Failure role="alert">{errorMessage(run.error, INGEST_RUN_FAILED)}</Failure>}
          {!run.isLoading && run.data && <IngestRunResult run={run.data} />}
          {run.isUninitialized && <Muted>Sources are fetched on their schedule. Run now fetches every source once and shows what each one brought.</Muted>}
        </div>
      </Panel>
      <Panel aria-labelledby="sources-title">
        <Head>
          <h2 id="sources-title">Sources</h2>
          {health.data && label && (
            <Freshness>
              Prices <Badge tone={label.live ? 'success' : health.data.stale ? 'warning' : 'neutral'}>{label.text}</Badge>
            </Freshness>
          )}
        </Head>
        {health.data?.stale && (
          <Stale role="status">The newest candle is more than a day old: the site shows prices &quot;{label?.text ?? 'as of an earlier day'}&quot;.</Stale>
        )}
        <LoadState label="Loading the sources…" isLoading={health.isLoading} error={health.error} fallback={DATA_HEALTH_FAILED} onRetry={() => void health.refetch()} />
        {health.data && <SourceHealthTable sources={health.data.sources} now={now} />}
      </Panel>
    </AdminFrame>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: 0;
  }
`;

const Freshness = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Stale = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
