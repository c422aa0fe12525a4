import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ASSET_ADDING_MESSAGES, BACKFILL_POLL_MS, BACKFILL_STAGE_LABELS, type AssetStatus, type BackfillProgress as Progress, type BackfillStage } from '@sentiscope/shared/contract';
import { Button } from '@sentiscope/shared/ui';
import { useGetAssetStatusQuery } from './catalogue-api';

export type BackfillProgressProps = {
  id: string;
  /** The ticker to name until the status answers. */
  symbol: string;
  /** Called once when the asset is active: its history is in and it can be opened. */
  onActive: (status: AssetStatus) => void;
  onDismiss: () => void;
};

const STAGES = Object.keys(BACKFILL_STAGE_LABELS) as BackfillStage[];

/** The whole backfill's share done, 0-100: each stage a third, filled by its own done of total. */
export function backfillPercent(progress: Progress): number {
  const stage = Math.max(0, STAGES.indexOf(progress.stage));
  const within = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  return Math.round(((stage + within) / STAGES.length) * 100);
}

/** An added asset's backfill: asked for every two seconds while it runs (stage and a bar), then it opens; a failure says why. */
export function BackfillProgress({ id, symbol, onActive, onDismiss }: BackfillProgressProps) {
  const [polling, setPolling] = useState(true);
  const status = useGetAssetStatusQuery(id, { refetchOnMountOrArgChange: true, pollingInterval: polling ? BACKFILL_POLL_MS : 0 });
  const data = status.data;
  const running = !data || data.state === 'backfilling';
  // Asked again only while it backfills; the parent hears once that it is active.
  const told = useRef(false);
  useEffect(() => {
    if (data && data.state !== 'backfilling') setPolling(false);
    if (data?.state === 'active' && !told.current) {
      told.current = true;
      onActive(data);
    }
  }, [data, onActive]);
  const name = data ? `${data.symbol} (${data.name})` : symbol;

  if (data?.state === 'failed' || data?.state === 'hidden') {
    return (
      <Box role="alert" $tone="danger">
        <Title>{ASSET_ADDING_MESSAGES.failed(data.symbol)}</Title>
        <Line>{data.stateReason ?? (data.state === 'hidden' ? 'An admin has hidden it.' : 'No source could serve it.')}</Line>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </Box>
    );
  }
  const progress = data?.progress ?? null;
  const percent = progress ? backfillPercent(progress) : 0;
  const step = progress ? STAGES.indexOf(progress.stage) + 1 : 0;
  return (
    <Box aria-labelledby={`${id}-backfill`} $tone="info">
      <Title id={`${id}-backfill`}>{running ? `Adding ${name}` : `${name} is ready`}</Title>
      {running && (
        <>
          <Line aria-live="polite">
            {progress
              ? `Step ${step} of ${STAGES.length}: ${BACKFILL_STAGE_LABELS[progress.stage]}, ${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')}`
              : 'Starting: fetching its whole daily history.'}
          </Line>
          <Bar role="progressbar" aria-label={`Adding ${symbol}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
            <Fill style={{ width: `${percent}%` }} />
          </Bar>
          <Small>It opens here when its history is in. You can keep using SentiScope meanwhile.</Small>
        </>
      )}
      {status.isError && <Small role="status">{ASSET_ADDING_MESSAGES.statusFailed}</Small>}
    </Box>
  );
}

const Box = styled.section<{ $tone: 'info' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-items: start;
  max-width: 520px;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surface)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Bar = styled.div`
  width: 100%;
  height: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.durations.normal} ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
