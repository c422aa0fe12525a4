import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { MARKET_MESSAGES, type CandleInterval } from '@sentiscope/shared/contract';
import { errorMessage } from '@sentiscope/shared/api';
import { Button } from '@sentiscope/shared/ui';
import { formatPrice, formatVolume } from '../view/format';
import { chartColors } from './chart-colors';
import { ChartCanvas, ChartFrame } from './chart-frame';
import type { DrawnIntraday } from './draw-intraday';
import { useGetHourlyHistoryQuery, useGetStockCandlesQuery } from './intraday-api';
import { intradayBars, intradayDays } from './intraday-series';

/** Hours close every hour: the intraday chart asks again every minute while its tab is visible. */
const INTRADAY_REFRESH = { pollingInterval: 60_000, skipPollingIfUnfocused: true } as const;


const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  span {
    white-space: nowrap;
  }
  b {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: inherit;
  }
`;

export type IntradayChartProps = {
  assetId: string;
  assetName: string;
  interval: Exclude<CandleInterval, '1d'>;
  /** The last `days` × 24 hours are drawn. */
  days: number;
};

let timeFormat: Intl.DateTimeFormat | null = null;
/** '27 Nov, 14:00 UTC' for a time in seconds. */
const formatHour = (seconds: number) => {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${timeFormat.format(new Date(seconds * 1000))} UTC`;
};

/** Hourly or four-hour candles of the last hours, with each candle's headlines and their mean score under it. */
export function IntradayChart({ assetId, assetName, interval, days }: IntradayChartProps) {
  const [now] = useState(() => Date.now());
  const range = intradayDays(days, now);
  const candles = useGetStockCandlesQuery({ id: assetId, interval, ...range }, INTRADAY_REFRESH);
  const hours = useGetHourlyHistoryQuery({ id: assetId, ...range }, INTRADAY_REFRESH);
  const bars = useMemo(() => (candles.data ? intradayBars(candles.data, hours.data, days, candles.fulfilledTimeStamp ?? now) : null), [candles.data, candles.fulfilledTimeStamp, hours.data, days, now]);
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const [hovered, setHovered] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!bars || bars.length === 0) return;
    let cancelled = false;
    let chart: DrawnIntraday | null = null;
    import('./draw-intraday')
      .then(({ drawIntraday }) => {
        if (cancelled || !container.current) return;
        chart = drawIntraday(container.current, { bars, colors: chartColors(theme), font: theme.fonts.body, onHover: setHovered });
        setDrawn(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.remove();
    };
  }, [bars, theme]);

  const label = interval === '1h' ? 'hourly' : 'four-hour';
  if (failed) return <p role="alert">The chart could not be loaded. Reload the page to try again.</p>;
  if (candles.isError) {
    return (
      <p role="alert">
        {errorMessage(candles.error, MARKET_MESSAGES.stockDetailsFailed)}{' '}
        <Button variant="secondary" size="sm" onClick={() => candles.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  if (bars && bars.length === 0) {
    return <p role="status">No {label} candles of {assetName} are stored for the last {days === 1 ? '24 hours' : `${days} days`} yet: hours are fetched as each one closes.</p>;
  }
  const bar = bars ? bars[hovered ?? bars.length - 1] : undefined;
  return (
    <div>
      <Legend aria-live="polite" data-testid="intraday-legend">
        {bar ? (
          <>
            <span>{formatHour(bar.time)}</span>
            <span><b>O</b> {formatPrice(bar.open)}</span>
            <span><b>H</b> {formatPrice(bar.high)}</span>
            <span><b>L</b> {formatPrice(bar.low)}</span>
            <span><b>C</b> {formatPrice(bar.close)}</span>
            <span><b>Vol</b> {formatVolume(bar.volume)}</span>
            <span><b>Headlines</b> {bar.headlines}</span>
            <span><b>Mean score</b> {bar.mean === null ? '–' : bar.mean.toFixed(2)}</span>
          </>
        ) : (
          <span>Loading the {label} candles…</span>
        )}
      </Legend>
      <ChartFrame $height={520} $phoneHeight={440} role="figure" aria-label={`${assetName} ${label} price chart, last ${days === 1 ? '24 hours' : `${days} days`}, with each candle's headlines`}>
        <ChartCanvas ref={container} data-testid="intraday-chart" data-last-time={bars?.at(-1)?.time} $waiting={!drawn} />
      </ChartFrame>
      <Note>
        Times in UTC. Under the candles: the headlines naming {assetName} in each candle&apos;s hours, blue when their mean
        score is positive, orange when negative, grey when neutral, and that mean score (from −1 to 1). Chart by{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noreferrer">
          TradingView Lightweight Charts
        </a>
        .
      </Note>
    </div>
  );
}

export default IntradayChart;
