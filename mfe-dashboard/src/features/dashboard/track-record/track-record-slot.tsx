import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../skeleton';
import { useNearViewport } from '../chart/use-near-viewport';
import type { TrackRecordPanelProps } from './track-record-panel';

const TrackRecordPanel = lazy(() => import('./track-record-panel').then((module) => ({ default: module.TrackRecordPanel })));

/**
 * The track record's place below the analysis: its code and its call load once it comes near the viewport, like
 * the mood history (docs/decisions/111-work-that-waits-for-first-use.md).
 */
export function TrackRecordSlot(props: TrackRecordPanelProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, 300);
  const waiting = <Skeleton label={`Loading the track record of ${props.assetName}`} height={420} />;
  return <Place ref={place}>{near ? <Suspense fallback={waiting}><TrackRecordPanel {...props} /></Suspense> : waiting}</Place>;
}

const Place = styled.div`
  min-width: 0;
`;
