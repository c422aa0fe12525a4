import { lazy } from 'react';
import styled from 'styled-components';
import { LoadsWhenNear } from '../loads-when-near';
import type { SignalPanelsProps } from './signal-panels';

const SignalPanels = lazy(() => import('./signal-panels').then((module) => ({ default: module.SignalPanels })));

/**
 * The signal and its backtest, under the market mood: below the fold of a laptop (and far below on a phone), so
 * they load as they come near, like the mood history beside them.
 */
export function SignalSlot({ assetName, ...panels }: SignalPanelsProps & { assetName: string }) {
  return (
    <Place label={`Loading the signal and the backtest of ${assetName}`} height={596}>
      <SignalPanels {...panels} />
    </Place>
  );
}

// The two panels keep the side column's gap between them.
const Place = styled(LoadsWhenNear)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;
