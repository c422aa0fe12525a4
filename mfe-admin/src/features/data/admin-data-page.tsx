import { useMemo } from 'react';
import styled from 'styled-components';
import { errorMessage, useGetDataHealthQuery, useRunIngestionMutation } from '@sentiscope/shared/api';
import { freshnessLabel } from '@sentiscope/shared/contract';
import { Badge, Button } from '@sentiscope/shared/ui';
import { AdminFrame } from '@/components/admin-frame';
import { LoadState } from '@/components/load-state';
import { Muted, Panel } from '@/components/panel';
import { AssetSourcingTable } from './asset-sourcing-table';
import { IngestRunResult } from './ingest-run-result';
import { SourceChains } from './source-chains';
import { SourceHealthTable } from './source-health-table';

export const DATA_HEALTH_FAILED = 'Failed to load the data sources.';
export const INGEST_RUN_FAILED = 'The ingestion run failed.';

/**
 * Data: the chains of providers per kind in the order tried, who served each asset and why the providers before it
 * did not, every source's health, whether prices are fresh, and "Run now" for one full ingestion with its counts.
 */
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
      {health.data?.offline && (
        <Offline role="status">
          <strong>Offline.</strong> SENTISCOPE_OFFLINE=1 is set on the server: no request leaves it, and every provider outside it is
          switched off. The site shows the stored data, else the bundled files, else demo data labelled as such.
        </Offline>
      )}
      <Panel aria-labelledby="run-title">
        <h2 id="run-title">Ingestion run</h2>
        <div aria-live="polite">
          {run.isLoading && <Muted>Fetching every source, storing what is new and scoring it. This can take a minute.</Muted>}
          {!run.isLoading && run.isError && <Failure role="alert">{errorMessage(run.error, INGEST_RUN_FAILED)}</Failure>}
          {!run.isLoading && run.data && <IngestRunResult run={run.data} />}
          {run.isUninitialized && <Muted>Sources are fetched on their schedule. Run now fetches every source once and shows what each one brought.</Muted>}
        </div>
      </Panel>
      {health.data && (
        <>
          <Panel aria-labelledby="chains-title">
            <h2 id="chains-title">Chains</h2>
            <Lead>Each kind of data asks its providers in this order; when one fails, the next serves.</Lead>
            <SourceChains chains={health.data.chains} />
          </Panel>
          <Panel aria-labelledby="served-title">
            <h2 id="served-title">Who served each asset</h2>
            <AssetSourcingTable assets={health.data.assets} />
          </Panel>
        </>
      )}
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

const Offline = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled(Muted)`
  margin: -${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.lg};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
