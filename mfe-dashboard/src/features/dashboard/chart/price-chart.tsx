import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import type { Overlay } from '../view/view-state';
import { chartColors } from './chart-colors';
import { ChartCanvas, ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';
import type { DrawnChart } from './draw-chart';
import { useNearViewport } from './use-near-viewport';
import { DAY_STEPS } from './day-steps';


// The keyboard's way over the days: a layer above the chart, not the chart's own box, which holds the chart
// library's logo link (a link inside a slider is a nested control). The pointer passes through to the chart.
const DaySlider = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Attribution = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: inherit;
  }
`;

export type PriceChartProps = {
  analysis: StockAnalysis;
  overlays: readonly Overlay[];
  /** Opens the scored headlines of a day that has a marker. */
  onOpenDay?: (day: string) => void;
};

const wideScreen = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;

/**
 * Candles, volume, overlays and indicator panes. The chart library is loaded, and the chart drawn, once the chart
 * comes near the viewport: on a phone it sits below the fold, and its first draw is the longest task of the
 * dashboard's load (docs/decisions/111-work-that-waits-for-first-use.md).
 */
export function PriceChart({ analysis, overlays, onOpenDay = () => undefined }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const openDay = useRef(onOpenDay);
  openDay.current = onOpenDay;
  const theme = useTheme();
  const [hovered, setHovered] = useState<number | null>(null);
  const [keyed, setKeyed] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [everDrawn, setEverDrawn] = useState(false);
  // From a tablet's width up the chart sits just below the pickers and the overview: it is drawn with the page once
  // within a screen's height. On a phone it waits until the visitor scrolls near it.
  const near = useNearViewport(container, wideScreen() ? '100%' : 120);
  const last = analysis.candles.length - 1;

  // Headline count of each day with a marker: the days inside the range the analysis has headlines for.
  const headlineCounts = useMemo(() => {
    const inRange = new Set(analysis.candles.map((c) => c.date));
    return new Map(analysis.sentiment.daily.filter((d) => d.count > 0 && inRange.has(d.date)).map((d) => [d.date, d.count]));
  }, [analysis]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    setKeyed(null);
    import('./draw-chart')
      .then(({ drawChart }) => {
        if (cancelled || !container.current) return;
        drawn.current = drawChart(container.current, {
          analysis,
          overlays,
          colors: chartColors(theme),
          font: theme.fonts.body,
          headlineDays: new Set(headlineCounts.keys()),
          onHover: setHovered,
          onOpenDay: (day) => openDay.current(day),
        });
        setEverDrawn(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = null;
    };
  }, [near, analysis, overlays, theme, headlineCounts]);

  const shown = hovered ?? keyed ?? last;
  const shownDay = analysis.candles[shown]?.date;

  // The chart is a slider over its days for the keyboard: the legend follows, Enter opens the day's headlines.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && shownDay && headlineCounts.has(shownDay)) {
      event.preventDefault();
      onOpenDay(shownDay);
      return;
    }
    const step = DAY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, step(shown, last)));
    setKeyed(next);
    drawn.current?.showDay(next);
  };

  if (failed) return <p role="alert">The chart could not be loaded. Reload the page to try again.</p>;
  const count = shownDay ? (headlineCounts.get(shownDay) ?? 0) : 0;
  return (
    <div>
      <ChartLegend
        analysis={analysis}
        index={shown}
        overlays={overlays}
        headlineCount={count}
        onOpenHeadlines={() => shownDay && onOpenDay(shownDay)}
      />
      <ChartFrame $height={460} $phoneHeight={380} role="figure" aria-label={`${analysis.asset.name} daily price chart`}>
        <ChartCanvas ref={container} data-testid="price-chart" $waiting={!everDrawn} />
        <DaySlider
          role="slider"
          tabIndex={0}
          aria-label="Day on the chart (arrow keys move, Enter opens its headlines)"
          aria-valuemin={0}
          aria-valuemax={last}
          aria-valuenow={shown}
          aria-valuetext={shownDay ? `${shownDay}, ${count === 1 ? '1 headline' : `${count} headlines`}` : undefined}
          onKeyDown={onKeyDown}
          onBlur={() => drawn.current?.showDay(null)}
        />
      </ChartFrame>
      <Attribution>
        Chart by{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noreferrer">
          TradingView Lightweight Charts
        </a>
        . Dots above candles mark days with headlines, blue for positive, orange for negative, grey for neutral: click
        one, or pick its day with the arrow keys, to read that day&apos;s scored headlines.
      </Attribution>
    </div>
  );
}
