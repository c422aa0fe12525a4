import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aMember, listenForApiCalls, server } from '@sentiscope/shared/testing';
import type { StockAnalysis } from '@sentiscope/shared/contract';
import { resetCharts } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import { fakeLiveStream } from '@/test/live-stream-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

/** The default range, with no headlines: the API says where Bitcoin's headlines are. */
function withoutHeadlines(id: string): StockAnalysis {
  const base = testAnalysis(id);
  return {
    ...base,
    sentiment: { ...base.sentiment, scope: 'none', headlineCount: 0, message: 'no headlines in this range', daily: [], mostPositive: [], mostNegative: [] },
    headlineCoverage: {
      scope: 'asset',
      first: '2021-11-03',
      last: '2022-07-05',
      spans: [
        { from: '2021-11-03', to: '2022-02-20', count: 812 },
        { from: '2022-03-01', to: '2022-07-05', count: 1024 },
      ],
    },
  };
}

const asked: URL[] = [];
listenForApiCalls({
  handlers: [
  http.get('http://api.test/v1/user/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: aMember({ _id: String(params.id) }) })),
  http.get('http://api.test/v1/stock/list', () => HttpResponse.json({ success: true, message: 'ok', data: [testAsset('btc', { isDefault: true })] })),
  http.get('http://api.test/v1/stock/overview', () => HttpResponse.json({ success: true, message: 'ok', data: { assets: [] } })),
  http.get('http://api.test/v1/stock/details/:id', ({ request, params }) => {
    const url = new URL(request.url);
    asked.push(url);
    const stock = url.searchParams.get('startDate') === '2022-06-06' ? testAnalysis(String(params.id)) : withoutHeadlines(String(params.id));
    return HttpResponse.json({ success: true, message: 'ok', data: { stock } });
  }),
  ],
});
// The dashboard reads the member's watchlist and records each visit; a fresh one for every test.
beforeEach(() => server.use(...watchlistHandlers(fakeWatchlist()), ...fakeLiveStream().handlers));
afterEach(() => {
  resetCharts();
  asked.length = 0;
  localStorage.clear();
});

describe('a range with no headlines', () => {
  it('names the days that have them for this asset and opens a range there in one click', async () => {
    const { router } = renderMember(<DashboardPage />, { path: '/dashboard' });
    const panel = await screen.findByRole('region', { name: 'Headline sentiment' }, { timeout: 5000 });
    expect(within(panel).getByText('No headlines in this range.')).toBeInTheDocument();
    const note = within(panel).getByLabelText('Where the headlines are');
    expect(note).toHaveTextContent('Headlines naming btc run from 3 Nov 2021 to 5 Jul 2022.');
    expect(within(note).getByText('1 Mar 2022 – 5 Jul 2022')).toBeInTheDocument();
    expect(within(note).getByText('1,024 headlines')).toBeInTheDocument();

    await userEvent.click(within(note).getByRole('button', { name: 'Show 6 Jun 2022 – 5 Jul 2022' }));
    expect(router.state.location.search).toContain('from=2022-06-06');
    expect(router.state.location.search).toContain('to=2022-07-05');
    expect(await screen.findByText('2 headlines, mean 0.20, 50 % positive, 50 % negative.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('endDate')).toBe('2022-07-05');
  });

  it('says so when the asset has no headlines at all', async () => {
    server.use(
      http.get('http://api.test/v1/stock/details/:id', ({ params }) =>
        HttpResponse.json({ success: true, message: 'ok', data: { stock: { ...withoutHeadlines(String(params.id)), headlineCoverage: null } } }),
      ),
    );
    renderMember(<DashboardPage />, { path: '/dashboard' });
    const panel = await screen.findByRole('region', { name: 'Headline sentiment' }, { timeout: 5000 });
    expect(await within(panel).findByText('No headlines have been found for btc yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Show/ })).toBeNull();
  });
});
