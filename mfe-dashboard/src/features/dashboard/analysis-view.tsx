import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import styled from 'styled-components';
import { MARKET_MESSAGES, type StockAnalysis, type StockItem } from '@sentiscope/shared/contract';
import { errorMessage, useGetStockDetailsQuery } from '@sentiscope/shared/api';
import { stockUpdated, useAppDispatch } from '@sentiscope/shared/store';
import { Button, LOADING_SCREEN_DELAY_MS, LoadingScreen, Skeleton } from '@sentiscope/shared/ui';
import { useEndRevokedSession } from '@/features/session/use-end-revoked-session';
import { PriceChart } from './chart/price-chart';
import { AboutSlot } from './insights/about-slot';
import { MoodPanel } from './insights/mood-panel';
import { MoodHistorySlot } from './mood-history/mood-history-slot';
import { SignalSlot } from './insights/signal-slot';
import { TrackRecordSlot } from './track-record/track-record-slot';
import { LoadFailure } from './load-failure';
import { TIMED_REFRESH } from './timed-refresh';
import { FreshnessBadge } from './view/freshness-badge';
import { formatPrice } from './view/format';
import { LivePriceHeader, type LivePrices } from './live/live-prices';
import { HistoryCsvButton } from './view/history-csv-button';
import { SinceLastVisit } from './view/since-last-visit';
import { formatDay, type RequestRange } from './view/request-range';
import type { ChartInterval, Overlay } from './view/view-state';

// What opens on a click loads with that click, not with the dashboard: the day's headlines and the CSV download
// (docs/decisions/111-work-that-waits-for-first-use.md).
const DayHeadlinesDialog = lazy(() => import('./insights/day-headlines-dialog').then((module) => ({ default: module.DayHeadlinesDialog })));
// The hourly and four-hour chart loads with the first choice of 1H or 4H (the daily chart is the default).
const IntradayChart = lazy(() => import('./chart/intraday-chart'));
const downloadCsv = (analysis: StockAnalysis) => void import('./view/csv-export').then((module) => module.downloadCsv(analysis));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** The height the analysis holds while it loads: about its chart and first panels. */
const ANALYSIS_HEIGHT = 460;

export type AnalysisViewProps = {
  asset: StockItem;
  range: RequestRange;
  overlays: readonly Overlay[];
  /** The price chart's candles; hours and four hours are drawn for the last `days` × 24 hours. */
  interval?: ChartInterval;
  days?: number | null;
  /** Shows another range (custom days): the headline panel's one-click range where headlines exist. */
  onShowRange: (from: string, to: string) => void;
  /** The live prices, when the page streams them: the price header shows the asset's. */
  live?: LivePrices;
};

/** The analysis of one asset over one range: chart, mood, signal, backtest and the text around them. */
export function AnalysisView({ asset, range, overlays, interval = '1d', days = null, onShowRange, live }: AnalysisViewProps) {
  const dispatch = useAppDispatch();
  const details = useGetStockDetailsQuery({ id: asset.id, startDate: range.startDate, endDate: range.endDate }, TIMED_REFRESH);
  // The analysis renders as a transition, in slices that yield to the browser: the chart, the panels and the
  // narrative are the largest render of the site, and as one task they would hold up input as they arrive.
  const analysis = useDeferredValue(details.data);
  // The day whose headlines are open, for the asset it was opened on (another asset closes it).
  const [openDay, setOpenDay] = useState<{ assetId: string; day: string } | null>(null);
  useEndRevokedSession(details.error);
  useEffect(() => {
    if (details.fulfilledTimeStamp) dispatch(stockUpdated());
  }, [details.fulfilledTimeStamp, dispatch]);

  // A failed timed refresh keeps the analysis on screen and says so; a failed first load replaces it.
  const failure = details.isError ? errorMessage(details.error, MARKET_MESSAGES.stockDetailsFailed) : null;
  if (failure !== null && details.currentData === undefined) {
    return <LoadFailure title={MARKET_MESSAGES.stockDetailsFailed} message={failure} onRetry={() => details.refetch()} />;
  }
  // A skeleton of the analysis; past a moment, the loading screen in its place (same height: nothing moves).
  if (!analysis) {
    return (
      <LoadingScreen
        placement="area"
        label={`Loading the analysis of ${asset.name}`}
        delayMs={LOADING_SCREEN_DELAY_MS}
        minHeight={`${ANALYSIS_HEIGHT}px`}
        placeholder={<Skeleton $height="100%" $radius="12px" />}
      />
    );
  }
  return (
    <>
      {range.anchoredAt && (
        <Notice role="status">
          Prices through {formatDay(range.anchoredAt)}, the latest available: the range ends there.
        </Notice>
      )}
      {failure !== null && (
        <Notice role="alert">
          <strong>{failure}</strong> The analysis below is from the last update.{' '}
          <Button variant="secondary" size="sm" onClick={() => details.refetch()}>
            Retry
          </Button>
        </Notice>
      )}
      <SinceLastVisit analysis={analysis} />
      <LivePriceHeader prices={live} id={analysis.asset.id} symbol={analysis.asset.symbol} lastClose={analysis.candles.at(-1)?.close ?? null} format={formatPrice} />
      <Meta>
        <p>
          <FreshnessBadge freshness={analysis.freshness} newestDay={analysis.range.availableEnd} /> {analysis.asset.name}, {formatDay(analysis.range.startDate)} – {formatDay(analysis.range.endDate)} ({analysis.range.candleCount} days).
          {details.fulfilledTimeStamp ? ` Updated ${new Date(details.fulfilledTimeStamp).toLocaleTimeString()}.` : ''} Engine {analysis.engineVersion}.
          {analysis.dataSource.label ? ` Showing ${analysis.dataSource.label}.` : ''}
        </p>
        <Downloads>
          <Button variant="secondary" size="sm" onClick={() => downloadCsv(analysis)}>
            Download CSV
          </Button>
          <HistoryCsvButton assetId={analysis.asset.id} startDate={analysis.range.startDate} endDate={analysis.range.endDate} />
        </Downloads>
      </Meta>
      <Layout aria-busy={details.isFetching}>
        <div>
          {interval === '1d' || days === null ? (
            <PriceChart analysis={analysis} overlays={overlays} onOpenDay={(day) => setOpenDay({ assetId: analysis.asset.id, day })} />
          ) : (
            <Suspense fallback={<Skeleton $height={`${ANALYSIS_HEIGHT}px`} $radius="12px" />}>
              <IntradayChart assetId={asset.id} assetName={asset.name} interval={interval} days={days} />
            </Suspense>
          )}
          <MoodHistorySlot assetId={asset.id} assetName={asset.name} range={range} />
        </div>
        <Side>
          <MoodPanel mood={analysis.mood} />
          <SignalSlot signal={analysis.signal} backtest={analysis.backtest} assetName={asset.name} />
        </Side>
      </Layout>
      <TrackRecordSlot assetId={asset.id} assetName={asset.name} />
      <AboutSlot analysis={analysis} onShowRange={onShowRange} />
      {openDay?.assetId === analysis.asset.id && analysis.sentiment.scope !== 'none' && (
        <Suspense fallback={null}>
          <DayHeadlinesDialog
            assetId={analysis.asset.id}
            assetName={analysis.asset.name}
            day={openDay.day}
            scope={analysis.sentiment.scope}
            onClose={() => setOpenDay(null)}
          />
        </Suspense>
      )}
    </>
  );
}
