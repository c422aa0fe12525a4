import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { MARKET_MESSAGES, type StockItem } from '@sentiscope/shared/contract';
import { errorMessage, useGetStockListQuery, useGetStockOverviewQuery, useGetUserQuery } from '@sentiscope/shared/api';
import { useGetWatchlistQuery } from '@sentiscope/shared/alerts/watchlist-api';
import { useSearchParams } from '@sentiscope/shared/router';
import { selectUserId, stockSelected, useAppDispatch, useAppSelector } from '@sentiscope/shared/store';
import { AnalysisView } from './analysis-view';
import { LoadFailure } from './load-failure';
import { AssetPicker } from './view/asset-picker';
import { FindAsset } from './view/find-asset';
import { browserStorage, chooseAsset, readSavedAsset, saveAsset } from './view/asset-selection';
import { OverlayToggles } from './view/overlay-toggles';
import { IntervalPicker } from './view/interval-picker';
import { fitInterval, withInterval, withRange } from './view/chart-interval';
import { OverviewStrip, OverviewStripPlaceholder } from './view/overview-strip';
import { RangePicker } from './view/range-picker';
import { WatchButton } from './view/watch-button';
import { WatchPicker } from './view/watch-picker';
import { watchedOverview } from './view/watched-assets';
import { requestRange } from './view/request-range';
import { parseViewState, viewStateParams, type Overlay, type ViewState } from './view/view-state';
import { Skeleton } from './skeleton';
import { useLivePrices } from './live/live-prices';
import { TIMED_REFRESH, useTabVisibility } from './timed-refresh';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg} 0;
  h1 {
    margin: 0;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One line kept for the greeting from the first paint, so the page does not move when the name arrives. */
const Greeting = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
`;

const StripTitle = styled.p`
  margin: 0 0 -${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The chart's interval and its range on one line where they fit, the interval first. */
const ChartControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
`;

/** The analysis workspace: pick an asset and a range, read its chart, mood, signal and backtest. */
export default function DashboardPage() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const { data: user } = useGetUserQuery(userId ?? skipToken);
  const list = useGetStockListQuery();
  // The controls and the analysis are built as a transition once the assets arrive, in slices of a few
  // milliseconds instead of one long task (docs/decisions/111-work-that-waits-for-first-use.md); the skeleton stays until then, and
  // the overview strip waits for them, so controls built after it never push it down.
  const assets = useDeferredValue(list.data);
  useTabVisibility();
  const overview = useGetStockOverviewQuery(undefined, TIMED_REFRESH);
  const watchlist = useGetWatchlistQuery();
  const strip = overview.data ? watchedOverview(overview.data, watchlist.data?.assets) : null;
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => fitInterval(parseViewState(params)), [params]);
  const [today] = useState(() => new Date());

  // The chips show the assets the plan opens or locks; one still being added shows its progress instead.
  const listed = useMemo(() => assets?.filter((a) => a.state === undefined || a.state === 'active') ?? [], [assets]);
  const asset: StockItem | null = useMemo(
    () => (assets ? chooseAsset(assets, [view.asset, readSavedAsset(browserStorage())?.id]) : null),
    [assets, view.asset],
  );

  const update = useCallback(
    (patch: Partial<ViewState>) => setParams(viewStateParams({ ...view, asset: asset?.id ?? view.asset, ...patch }), { replace: false }),
    [asset, setParams, view],
  );

  useEffect(() => {
    if (!asset) return;
    saveAsset(browserStorage(), { id: asset.id, name: asset.name });
    dispatch(stockSelected({ id: asset.id, name: asset.name }));
  }, [asset, dispatch]);

  const range = asset ? requestRange(view, asset.lastDay, today) : null;
  // One live price stream for the assets shown: the selected one and the strip's.
  const live = useLivePrices([...(asset ? [asset.id] : []), ...(strip?.assets.map((a) => a.id) ?? [])]);
  const shownRange = range ?? { startDate: '', endDate: '' };

  return (
    <Page aria-labelledby="dashboard-title">
      <header>
        <h1 id="dashboard-title">Dashboard</h1>
        <Greeting>{user ? `Welcome back, ${user.name}.` : ''}</Greeting>
        <Lead>Pick a coin or a stock and a date range to see its sentiment and market analysis.</Lead>
      </header>
      {!assets && !list.isError && <Skeleton label="Loading the assets" />}
      {list.isError && <LoadFailure message={errorMessage(list.error, MARKET_MESSAGES.stockListFailed)} title={MARKET_MESSAGES.stockListFailed} onRetry={() => list.refetch()} />}
      {assets && (
        <Controls>
          <FindAsset assets={assets} wanted={view.asset} onOpen={(id) => update({ asset: id })} onAdding={(id) => update({ asset: id })} />
          <AssetPicker assets={listed} selectedId={asset?.id ?? null} onSelect={(a) => update({ asset: a.id })} />
          {asset && watchlist.data && <WatchButton asset={asset} watched={watchlist.data.assets} />}
          <ChartControls>
            <IntervalPicker shown={view.interval} onChange={(interval) => update(withInterval(view, interval))} />
            <RangePicker
              view={view}
              shown={shownRange}
              onQuick={(days) => update(withRange(view, days))}
              onCustom={(from, to) => from <= to && update({ days: null, from, to, interval: '1d' })}
            />
          </ChartControls>
          {view.interval === '1d' && <OverlayToggles shown={view.overlays} onChange={(overlays: Overlay[]) => update({ overlays })} />}
        </Controls>
      )}
      {overview.isLoading && assets && assets.length > 1 && <OverviewStripPlaceholder count={assets.length} />}
      {assets && strip && (strip.watchlist || strip.assets.length > 1) && (
        <StripTitle>{strip.watchlist ? 'Your watchlist' : 'All your assets. Watch the ones you follow to keep them here.'}</StripTitle>
      )}
      {assets && strip && (strip.watchlist || strip.assets.length > 1) && (
        <OverviewStrip
          assets={strip.assets}
          watchlist={strip.watchlist}
          catalogue={assets}
          live={live}
          selectedId={asset?.id ?? null}
          onSelect={(id) => update({ asset: id })}
        />
      )}
      {assets && watchlist.data && <WatchPicker assets={assets} watched={watchlist.data.assets} />}
      {assets && !asset && <Lead>Your plan opens no assets yet. See the plans to choose one.</Lead>}
      {asset && range && (
        <AnalysisView
          asset={asset}
          range={range}
          live={live}
          overlays={view.overlays}
          interval={view.interval}
          days={view.days}
          onShowRange={(from, to) => update({ days: null, from, to, interval: '1d' })}
        />
      )}
    </Page>
  );
}
