import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_REFRESH_INTERVAL_MS } from '@sentiscope/shared/contract';
import { aMember, aTrackRecord, listenForApiCalls, server } from '@sentiscope/shared/testing';
import { lastChart, resetCharts, seriesOf } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import { fakeLiveStream } from '@/test/live-stream-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset, testHistory } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

const requests: URL[] = [];
let listFails = false;
let detailsFail: string | null = null;
const overviewCalls: URL[] = [];
listenForApiCalls({
  handlers: [
    http.get('http://api.test/v1/stock/track-record/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: aTrackRecord(String(params.id)) })),
    http.get('http://api.test/v1/stock/history/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: testHistory(String(params.id)) })),
    http.get('http://api.test/v1/user/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: aMember({ _id: String(params.id) }) })),
    http.get('http://api.test/v1/stock/list', () =>
      listFails
        ? HttpResponse.json({ success: false, message: 'Getting Stocks from API failed' }, { status: 500 })
        : HttpResponse.json({ success: true, message: 'ok', data: [testAsset('btc', { isDefault: true }), testAsset('eth'), testAsset('sol', { locked: true })] }),
    ),
    http.get('http://api.test/v1/stock/overview', ({ request }) => {
      overviewCalls.push(new URL(request.url));
      return HttpResponse.json({
        success: true,
        message: 'ok',
        data: {
          assets: ['btc', 'eth'].map((id) => ({
            id, name: `${id.toUpperCase()} - Asset`, symbol: id.toUpperCase(), lastDay: '2025-08-22', lastPrice: 106,
            change24h: 0.0095, change7d: -0.02, sparkline: [100, 103, 106], mood: 63, moodBand: 'greed', signal: 'bullish',
          })),
        },
      });
    }),
    http.get('http://api.test/v1/stock/details/:id', ({ request, params }) => {
      requests.push(new URL(request.url));
      if (detailsFail) return HttpResponse.json({ success: false, message: detailsFail }, { status: 500 });
      return HttpResponse.json({ success: true, message: 'ok', data: { stock: testAnalysis(String(params.id)) } });
    }),
  ],
});
// The dashboard reads the member's watchlist and records each visit; a fresh one for every test.
beforeEach(() => server.use(...watchlistHandlers(fakeWatchlist()), ...fakeLiveStream().handlers));
afterEach(() => {
  requests.length = 0;
  resetCharts();
  listFails = false;
  detailsFail = null;
  overviewCalls.length = 0;
  localStorage.clear();
  jest.useRealTimers();
  setTabVisibility('visible');
});

function setTabVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // As in browsers, the event bubbles from the document to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const renderDashboard = (url = '/dashboard') => renderMember(<DashboardPage />, { path: '/dashboard', at: url, routes: [{ path: '/plans', element: <h1>Plans</h1> }] }).router;

describe('the dashboard page', () => {
  it('opens the default asset, anchors the range at the last day with data and draws the chart', async () => {
    renderDashboard();
    expect(await screen.findByText('Welcome back, Ada Lovelace.')).toBeInTheDocument();
    // The file's first analysis (the chart's modules loading, the watchlist and the visit alongside) can take
    // longer than a second on a busy machine.
    expect(await screen.findByText(/Prices through 22 Aug 2025, the latest available/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests[0].pathname).toBe('/v1/stock/details/btc');
    expect(requests[0].searchParams.get('endDate')).toBe('2025-08-22');
    expect(requests[0].searchParams.get('startDate')).toBe('2025-08-19');
    await waitFor(() => expect(seriesOf(lastChart(), 'Candlestick')[0].data).toHaveLength(5));
    expect(screen.getByTestId('mood-value')).toHaveTextContent('63');
    // The signal, the backtest and the headline panels load on their own, a moment after the analysis (below the
    // fold of a laptop).
    expect(await screen.findByTestId('signal-direction')).toHaveTextContent('bullish');
    expect(await screen.findByText(/4 trades is fewer than 30: weak evidence/)).toBeInTheDocument();
    expect(await screen.findByText(/rallies \+0\.41, record \+0\.21; model weights-5f2a91c0d3e4/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TradingView Lightweight Charts' })).toHaveAttribute('href', 'https://www.tradingview.com/lightweight-charts/');
    expect(JSON.parse(localStorage.getItem('selectedStock') as string)).toEqual({ name: 'BTC - Asset', id: 'btc' });
  });

  it('puts asset and range in the URL and refetches for them', async () => {
    const router = renderDashboard('/dashboard?asset=eth&range=30d');
    // The first analysis of the file can take more than a second on a busy machine.
    await screen.findByTestId('mood-value', {}, { timeout: 5000 });
    expect(requests.at(-1)?.pathname).toBe('/v1/stock/details/eth');
    expect(requests.at(-1)?.searchParams.get('startDate')).toBe('2025-07-23');
    await userEvent.click(screen.getByRole('button', { name: 'BTC' }));
    await userEvent.click(screen.getByRole('button', { name: '90D (90 days)' }));
    await waitFor(() => expect(router.state.location.search).toContain('asset=btc&range=90d'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('startDate')).toBe('2025-05-24'));
    expect(requests.at(-1)?.pathname).toBe('/v1/stock/details/btc');
  });

  it('switches the chart to hourly candles for the range shown, without the daily indicators, and back', async () => {
    const empty = { id: 'btc', interval: '1h', t: [], o: [], h: [], l: [], c: [], v: [] };
    const hours = { id: 'btc', interval: '1h', t: [], count: [], mean: [], z: [], close: [] };
    server.use(
      http.get('http://api.test/v1/stock/candles/:id', () => HttpResponse.json({ success: true, message: 'ok', data: empty })),
      http.get('http://api.test/v1/stock/history/:id', ({ request, params }) =>
        HttpResponse.json({ success: true, message: 'ok', data: new URL(request.url).searchParams.get('interval') === '1h' ? hours : testHistory(String(params.id)) }),
      ),
    );
    const router = renderDashboard('/dashboard?asset=btc&range=3d');
    await userEvent.click(await screen.findByRole('button', { name: '1H (hourly candles)' }));
    await waitFor(() => expect(router.state.location.search).toContain('range=3d&show=sma20%2Csma50%2Crsi&interval=1h'));
    expect(await screen.findByText(/No hourly candles of BTC - Asset are stored for the last 3 days yet/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'SMA 20' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1Y (365 days)' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('interval'));
    expect(screen.getByRole('button', { name: '1D (daily candles)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('checkbox', { name: 'SMA 20' })).toBeChecked();
  });

  it('shows the overview of every open asset and selects one from it', async () => {
    const router = renderDashboard();
    const eth = await screen.findByRole('button', { name: /^ETH .*24 h/ });
    expect(eth).toHaveTextContent('24 h +0.95 %');
    expect(eth).toHaveTextContent('7 d -2.00 %');
    await userEvent.click(eth);
    await waitFor(() => expect(router.state.location.search).toContain('asset=eth'));
    await waitFor(() => expect(requests.at(-1)?.pathname).toBe('/v1/stock/details/eth'));
  });

  it('says LIVE only where the server says the prices are live, and as of the newest candle elsewhere', async () => {
    const live = { live: true, asOf: '2025-08-22' };
    server.use(
      http.get('http://api.test/v1/stock/list', () =>
        HttpResponse.json({ success: true, message: 'ok', data: [testAsset('btc', { isDefault: true, freshness: live }), testAsset('eth', { freshness: { live: false, asOf: '2025-08-21' } })] }),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: /^BTC .*LIVE$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^ETH .*as of 21 Aug 2025$/ })).toBeInTheDocument();
    // The analysis answer here carries no freshness: the header names its newest candle's day, never LIVE.
    expect(await screen.findByTestId('freshness')).toHaveTextContent('as of 22 Aug 2025');
    expect(screen.getByTestId('freshness').closest('p')).toHaveTextContent(/^as of 22 Aug 2025 BTC - Asset, 18 Aug 2025/);
    server.use(
      http.get('http://api.test/v1/stock/details/:id', () => {
        return HttpResponse.json({ success: true, message: 'ok', data: { stock: { ...testAnalysis('eth'), freshness: live } } });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^ETH / }));
    await waitFor(() => expect(screen.getByTestId('freshness')).toHaveTextContent('LIVE'));
    expect(await screen.findByRole('region', { name: 'Mood history' })).toBeInTheDocument();
  });

  it('shows the overview only with the controls above it, when the overview answers before the asset list', async () => {
    let answerList: () => void = () => undefined;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    server.use(
      http.get('http://api.test/v1/stock/list', async () => {
        await listAnswered;
        return HttpResponse.json({ success: true, message: 'ok', data: [testAsset('btc', { isDefault: true }), testAsset('eth')] });
      }),
    );
    renderDashboard();
    await waitFor(() => expect(overviewCalls).toHaveLength(1));
    // The overview's answer is in; the strip still waits, so nothing it holds moves when the controls arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading the assets' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Overview of your assets' })).not.toBeInTheDocument();
    answerList();
    const strip = await screen.findByRole('list', { name: 'Overview of your assets' });
    const controls = screen.getByRole('group', { name: /indicators/i });
    expect(controls.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the assets' })).not.toBeInTheDocument();
  });

  it('restores the saved asset when the URL names none', async () => {
    localStorage.setItem('selectedStock', JSON.stringify({ name: 'ETH - Asset', id: 'eth' }));
    renderDashboard();
    await screen.findByTestId('mood-value');
    expect(requests.map((r) => r.pathname)).toEqual(['/v1/stock/details/eth']);
  });

  it('lists a locked asset with a link to the plans and never fetches it', async () => {
    const router = renderDashboard('/dashboard?asset=sol');
    const locked = await screen.findByRole('link', { name: /SOL is locked/ });
    await screen.findByTestId('mood-value');
    expect(requests.some((r) => r.pathname.endsWith('/sol'))).toBe(false);
    await userEvent.click(locked);
    expect(router.state.location.pathname).toBe('/plans');
  });

  it("says 'Failed to fetch stocks.' with the server's reason and Retry", async () => {
    listFails = true;
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch stocks.')).toBeInTheDocument();
    expect(within(alert).getByText('Getting Stocks from API failed')).toBeInTheDocument();
    listFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('mood-value')).toBeInTheDocument();
  });

  describe('timed refresh', () => {
    const updated = () => screen.getByText(/Updated /).textContent?.match(/Updated ([^.]+)\./)?.[1];
    const waitOneInterval = () => act(() => jest.advanceTimersByTimeAsync(DASHBOARD_REFRESH_INTERVAL_MS));

    it('refetches the analysis and the overview every interval and shows the new update time', async () => {
      jest.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') });
      renderDashboard();
      await screen.findByTestId('mood-value');
      const first = updated();
      expect([requests.length, overviewCalls.length]).toEqual([1, 1]);
      await waitOneInterval();
      await waitFor(() => expect([requests.length, overviewCalls.length]).toEqual([2, 2]));
      expect(requests[1].search).toBe(requests[0].search);
      await waitFor(() => expect(updated()).not.toBe(first));
    });

    it('does not refetch while the tab is hidden, and resumes when it is shown again', async () => {
      jest.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') });
      renderDashboard();
      await screen.findByTestId('mood-value');
      act(() => setTabVisibility('hidden'));
      await waitOneInterval();
      await waitOneInterval();
      expect([requests.length, overviewCalls.length]).toEqual([1, 1]);
      act(() => setTabVisibility('visible'));
      await waitOneInterval();
      await waitFor(() => expect([requests.length, overviewCalls.length]).toEqual([2, 2]));
    });

    it("keeps the analysis on screen when a refresh fails and says the server's reason, with Retry", async () => {
      jest.useFakeTimers({ now: Date.parse('2026-03-02T09:00:00Z') });
      renderDashboard();
      await screen.findByTestId('mood-value');
      detailsFail = 'Market data is being updated';
      await waitOneInterval();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Market data is being updated The analysis below is from the last update.');
      expect(screen.getByTestId('mood-value')).toHaveTextContent('63');
      detailsFail = null;
      await act(async () => within(alert).getByRole('button', { name: 'Retry' }).click());
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });
  });
});
