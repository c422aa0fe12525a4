import { lazy } from 'react';
import styled from 'styled-components';
import { LoadsWhenNear } from '../loads-when-near';
import type { MoodHistoryProps } from './mood-history';

const MoodHistory = lazy(() => import('./mood-history').then((module) => ({ default: module.MoodHistory })));

/** The mood history's place under the price chart, below the fold on every screen: it loads as it comes near. */
export function MoodHistorySlot(props: MoodHistoryProps) {
  return (
    <Place label={`Loading the mood history of ${props.assetName}`} height={320}>
      <MoodHistory {...props} />
    </Place>
  );
}

const Place = styled(LoadsWhenNear)`
  margin-top: ${({ theme }) => theme.spacing.md};
`;
