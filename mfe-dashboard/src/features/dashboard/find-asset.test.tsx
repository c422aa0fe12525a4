import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AssetState } from '@sentiscope/shared/contract';
import { aMember, envelope, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { resetCharts } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import { fakeLiveStream } from '@/test/live-stream-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset, testHistory } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

/** The catalogue as the API answers it: LINK is listed with its state once added, active after its second status. */
const catalogue: { link: AssetState | null } = { link: null };
let statusCalls: string[] = [];
beforeEach(() => {
  catalogue.link = null;
  statusCalls = [];
});

listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/user/:id`, ({ params }) => HttpResponse.json(envelope(aMember({ _id: String(params.id) })))),
    http.get(`${TEST_API}/stock/list`, () =>
      HttpResponse.json(envelope([testAsset('btc', { isDefault: true }), testAsset('eth', { name: 'ETH - Ethereum' }), ...(catalogue.link ? [testAsset('link', { name: 'LINK - Chainlink', symbol: 'LINK', state: catalogue.link })] : [])])),
    ),
    http.get(`${TEST_API}/stock/overview`, () => HttpResponse.json(envelope({ assets: [] }))),
    http.get(`${TEST_API}/stock/history/:id`, ({ params }) => HttpResponse.json(envelope(testHistory(String(params.id))))),
    http.get(`${TEST_API}/stock/details/:id`, ({ params }) => HttpResponse.json(envelope({ stock: testAnalysis(String(params.id)) }))),
    http.get(`${TEST_API}/assets/search`, () =>
      HttpResponse.json(envelope([{ id: 'link', symbol: 'LINK', name: 'Chainlink', kind: 'crypto', exchange: 'Binance', tracked: false, addable: true }])),
    ),
    http.post(`${TEST_API}/assets`, () => {
      catalogue.link = 'backfilling';
      return HttpResponse.json(envelope({ id: 'link', status: 'backfilling' }), { status: 202 });
    }),
    http.get(`${TEST_API}/assets/link/status`, () => {
      statusCalls.push('link');
      const done = statusCalls.length > 1;
      if (done) catalogue.link = 'active';
      return HttpResponse.json(
        envelope({ id: 'link', symbol: 'LINK', name: 'Chainlink', kind: 'crypto', state: done ? 'active' : 'backfilling', stateReason: null, progress: done ? null : { stage: 'prices', done: 1460, total: 2920 } }),
      );
    }),
  ],
  afterEachTest: resetCharts,
});

// The whole dashboard renders in each test: on a busy two-core machine that takes seconds.
jest.setTimeout(20_000);

describe('finding and adding an asset on the dashboard', () => {
  it('opens a catalogue asset found by name', async () => {
    server.use(...watchlistHandlers(fakeWatchlist()), ...fakeLiveStream().handlers);
    const { user, location } = renderMember(<DashboardPage />, { path: '/dashboard' });
    await user.type(await screen.findByRole('combobox', { name: 'Find or add an asset' }), 'ether');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toContain('asset=eth'));
  });

  it('adds a directory symbol, shows its backfill, and opens its analysis when it is active', async () => {
    server.use(...watchlistHandlers(fakeWatchlist()), ...fakeLiveStream().handlers);
    const { user, location } = renderMember(<DashboardPage />, { path: '/dashboard' });
    await user.type(await screen.findByRole('combobox', { name: 'Find or add an asset' }), 'chain');
    await user.click(await screen.findByRole('option', { name: /Add LINK/ }));
    expect(await screen.findByRole('progressbar', { name: 'Adding LINK' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('Step 1 of 3: Daily prices, 1,460 of 2,920')).toBeInTheDocument();
    // Listed while it backfills, but not offered to open until it is active.
    await waitFor(() => expect(location()).toContain('asset=link'));
    expect(screen.queryByRole('button', { name: 'LINK' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'LINK', pressed: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 15_000);

  it('shows the backfill of the asset the address names after a reload, and opens it once active', async () => {
    catalogue.link = 'backfilling';
    server.use(...watchlistHandlers(fakeWatchlist()));
    renderMember(<DashboardPage />, { path: '/dashboard', at: '/dashboard?asset=link' });
    expect(await screen.findByRole('progressbar', { name: 'Adding LINK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BTC', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'LINK', pressed: true }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it("adds a directory symbol from the watchlist's picker, and puts it on the watchlist once it is active", async () => {
    const watchlist = fakeWatchlist({ assets: ['btc'], open: ['btc', 'eth', 'link'] });
    server.use(...watchlistHandlers(watchlist), ...fakeLiveStream().handlers);
    const { user } = renderMember(<DashboardPage />, { path: '/dashboard' });
    await user.type(await screen.findByRole('combobox', { name: 'Add to watchlist' }), 'chain');
    await user.click(await screen.findByRole('option', { name: /Add LINK/ }));
    expect(await screen.findByRole('progressbar', { name: 'Adding LINK' })).toBeInTheDocument();
    expect(screen.getByText('LINK joins your watchlist once it is ready.')).toBeInTheDocument();
    // Not saved while it backfills: it joins the watchlist once it has its prices.
    expect(watchlist.received.filter((call) => call.method === 'PUT')).toEqual([]);
    await waitFor(() => expect(watchlist.assets).toEqual(['btc', 'link']), { timeout: 10_000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 15_000);
});
