import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import type { Overlay } from '../view/view-state';
import { chartColors } from './chart-colors';
import { ChartLegend } from './chart-legend';

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 460px;
  ${({ theme }) => theme.media.mobile} {
    height: 380px;
  }
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Attribution = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: inherit;
  }
`;

export type PriceChartProps = { analysis: StockAnalysis; overlays: readonly Overlay[] };

/** Candles, volume, overlays and indicator panes; the chart library is loaded the first time this mounts. */
export function PriceChart({ analysis, overlays }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const [hovered, setHovered] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    import('./draw-chart')
      .then(({ drawChart }) => {
        if (cancelled || !container.current) return;
        cleanup = drawChart(container.current, {
          analysis,
          overlays,
          colors: chartColors(theme),
          onHover: setHovered,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [analysis, overlays, theme]);

  if (failed) return <p role="alert">The chart could not be loaded. Reload the page to try again.</p>;
  return (
    <div>
      <ChartLegend analysis={analysis} index={hovered ?? analysis.candles.length - 1} overlays={overlays} />
      <Frame role="figure" aria-label={`${analysis.asset.name} daily price chart`}>
        <Canvas ref={container} data-testid="price-chart" />
      </Frame>
      <Attribution>
        Chart by{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noreferrer">
          TradingView Lightweight Charts
        </a>
        . Dots above candles mark days with headlines, blue for positive, orange for negative, grey for neutral.
      </Attribution>
    </div>
  );
}
