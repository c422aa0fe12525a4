import { useState } from 'react';
import styled from 'styled-components';
import type { TrackRecord, TrackRecordHorizon } from '@sentiscope/shared/contract';
import { TRACK_RECORD_HORIZONS_SHOWN } from './horizons';
import { dayText, percent } from './format';
import { HorizonSwitch } from './horizon-switch';
import { signalSentences } from './plain-words';
import { StateTable, type StateRow } from './state-table';

export type TrackRecordViewProps = { record: TrackRecord; assetName: string; headingLevel?: 2 | 3 };

/**
 * The track record of one asset: per mood band and per signal state, the forward returns at 7 or 30 days against
 * buy-and-hold over the same days, each figure with its 95% interval, costs stated, weak evidence flagged, and the
 * signal's record in plain words. Shown by the dashboard's panel and the public /track-record page.
 */
export function TrackRecordView({ record, assetName, headingLevel = 3 }: TrackRecordViewProps) {
  const [horizon, setHorizon] = useState<TrackRecordHorizon>(30);
  const holding = record.holding.find((c) => c.horizon === horizon);
  const baseline: StateRow = { state: 'Buy and hold', cell: holding, baseline: true };
  const rowsOf = (groups: TrackRecord['bands'] | TrackRecord['signals']): StateRow[] => [
    baseline,
    ...groups.map((g) => ({ state: g.state, cell: g.cells.find((c) => c.horizon === horizon) })),
  ];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack>
      <Lead>
        {assetName}, {dayText(record.from)} – {dayText(record.to)} ({record.days.toLocaleString('en-GB')} stored days). Each state&apos;s return is
        net of a {percent(record.roundTripCost, false)} round trip (in and out); buy-and-hold pays none. Under each figure, its 95% interval.
      </Lead>
      <HorizonSwitch value={horizon} options={TRACK_RECORD_HORIZONS_SHOWN} onChange={setHorizon} />
      <ScrollHint>Swipe a table sideways for the median, the hit rate and the comparison with holding.</ScrollHint>
      <Heading>What followed the signal</Heading>
      <Plain data-testid="track-record-verdicts">
        {signalSentences(record, horizon).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </Plain>
      <StateTable caption={`${horizon}-day returns after each signal state`} rows={rowsOf(record.signals)} />
      <Heading>What followed each mood band</Heading>
      <StateTable caption={`${horizon}-day returns after each mood band`} rows={rowsOf(record.bands)} />
      <Method>
        <summary>How is this computed?</summary>
        <p>{record.method}</p>
        <p>
          Walk-forward: each day counts with the mood and signal stored for it, computed from data up to that day, and only once its
          outcome is known. Hit rate: the share of cases above zero after costs. Fewer than 30 cases is flagged as weak evidence: too few
          to tell skill from luck. A record of the past, not a forecast; informational only, not financial advice.
        </p>
        <p>Reference: {record.docs}</p>
      </Method>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  h2,
  h3 {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ScrollHint = styled.p`
  display: none;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.xl};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Method = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  summary {
    cursor: pointer;
  }
`;
