import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../skeleton';
import { useNearViewport } from '../chart/use-near-viewport';
import type { MoodHistoryProps } from './mood-history';

const MoodHistory = lazy(() => import('./mood-history').then((module) => ({ default: module.MoodHistory })));

/**
 * The mood history's place under the price chart. It sits below the fold on every screen, so its code and its
 * call load once it comes near the viewport, like the chart's library (docs/decisions/111-work-that-waits-for-first-use.md).
 */
export function MoodHistorySlot(props: MoodHistoryProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, 300);
  const waiting = <Skeleton label={`Loading the mood history of ${props.assetName}`} height={320} />;
  return (
    <Place ref={place}>
      {near ? <Suspense fallback={waiting}>
          <MoodHistory {...props} />
        </Suspense> : waiting}
    </Place>
  );
}

const Place = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
`;
