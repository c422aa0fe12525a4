import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LOADING_TIP_INTERVAL_MS } from '@sentiscope/shared/contract';
import { listenForApiCalls, server } from '@sentiscope/shared/testing';
import { LOADING_SCREEN_DELAY_MS } from '@sentiscope/shared/ui';
import { resetCharts } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import { AnalysisView } from './analysis-view';
import { testAnalysis, testAsset } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

// The analysis answers when the test says so: a slow computation on the server.
let answer: () => void = () => undefined;
listenForApiCalls({
  handlers: [
    http.get('http://api.test/v1/stock/details/:id', async ({ params }) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ success: true, message: 'ok', data: { stock: testAnalysis(String(params.id)) } });
    }),
  ],
});
// The dashboard reads the member's watchlist and records each visit; a fresh one for every test.
beforeEach(() => server.use(...watchlistHandlers(fakeWatchlist())));
afterEach(() => {
  resetCharts();
  jest.useRealTimers();
});

const range = { startDate: '2025-08-20', endDate: '2025-08-22', anchoredAt: null };

describe('a slow analysis', () => {
  it('shows its skeleton, then the loading screen in the same place, until the analysis arrives', async () => {
    jest.useFakeTimers();
    renderMember(<AnalysisView asset={testAsset('btc')} range={range} overlays={[]} onShowRange={() => undefined} />, { path: '/dashboard' });
    const status = screen.getByRole('status', { name: 'Loading the analysis of BTC - Asset' });
    expect(status).toHaveStyle({ minHeight: '460px' });
    expect(within(status).queryByText('Analysing markets…')).toBeNull();

    await act(async () => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS));
    expect(within(status).getByText('Analysing markets…')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS));
    expect(within(status).getByText('Predicting trends…')).toBeInTheDocument();

    jest.useRealTimers();
    answer();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the analysis of BTC - Asset' })).toBeNull();
  });
});
