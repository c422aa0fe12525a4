import { lazy } from 'react';
import styled from 'styled-components';
import { LoadsWhenNear } from '../loads-when-near';
import type { AboutPanelProps } from './about-panel';

const AboutPanel = lazy(() => import('./about-panel').then((module) => ({ default: module.AboutPanel })));

/**
 * The last panels of the analysis (headline sentiment, the statistical range, what the numbers say), under the
 * track record on every screen: they load as they come near, like the parts above them.
 */
export function AboutSlot(props: AboutPanelProps) {
  return (
    <Place label={`Loading the headline sentiment and summary of ${props.analysis.asset.name}`} height={640}>
      <AboutPanel {...props} />
    </Place>
  );
}

// Its three panels keep the page's rhythm: the same gap between them as between the page's other parts.
const Place = styled(LoadsWhenNear)`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing.lg};
`;
