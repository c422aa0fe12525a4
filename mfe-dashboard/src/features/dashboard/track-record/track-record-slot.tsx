import { lazy } from 'react';
import styled from 'styled-components';
import { LoadsWhenNear } from '../loads-when-near';
import type { TrackRecordPanelProps } from './track-record-panel';

const TrackRecordPanel = lazy(() => import('./track-record-panel').then((module) => ({ default: module.TrackRecordPanel })));

/** The track record's place below the analysis: its code and its call load once it comes near the viewport. */
export function TrackRecordSlot(props: TrackRecordPanelProps) {
  return (
    <Place label={`Loading the track record of ${props.assetName}`} height={420}>
      <TrackRecordPanel {...props} />
    </Place>
  );
}

const Place = styled(LoadsWhenNear)`
  min-width: 0;
`;
