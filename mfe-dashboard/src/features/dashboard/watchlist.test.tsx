import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { WATCHLIST_MESSAGES } from '@sentiscope/shared/contract';
import { aMember, envelope, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { resetCharts } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers, type FakeWatchlist } from '@/test/watchlist-fake';
import { fakeLiveStream } from '@/test/live-stream-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset, testHistory } from './test-analysis';
import { formatPercent } from './view/format';
import { LAST_VISIT_STORAGE_KEY } from './view/last-visit';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

const overviewOf = (id: string) => ({
  id, name: `${id.toUpperCase()} - Asset`, symbol: id.toUpperCase(), lastDay: '2025-08-22', lastPrice: 106,
  change24h: 0.01, change7d: -0.02, sparkline: [100, 103, 106], mood: 63, moodBand: 'greed', signal: 'bullish',
});

listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/stock/history/:id`, ({ params }) => HttpResponse.json(envelope(testHistory(String(params.id))))),
    http.get(`${TEST_API}/user/:id`, ({ params }) => HttpResponse.json(envelope(aMember({ _id: String(params.id) })))),
    http.get(`${TEST_API}/stock/list`, () => HttpResponse.json(envelope([testAsset('btc', { isDefault: true }), testAsset('eth'), testAsset('sol')]))),
    http.get(`${TEST_API}/stock/overview`, () => HttpResponse.json(envelope({ assets: ['btc', 'eth', 'sol'].map(overviewOf) }))),
    http.get(`${TEST_API}/stock/details/:id`, ({ params }) => HttpResponse.json(envelope({ stock: testAnalysis(String(params.id)) }))),
    http.get(`${TEST_API}/assets/search`, () => HttpResponse.json(envelope([]))),
  ],
  afterEachTest: resetCharts,
});

let state: FakeWatchlist;
const start = (fields: Partial<FakeWatchlist> = {}, url = '/dashboard') => {
  state = fakeWatchlist(fields);
  server.use(...watchlistHandlers(state), ...fakeLiveStream().handlers);
  return renderMember(<DashboardPage />, { path: '/dashboard', at: url });
};
const tileNames = (strip: HTMLElement) => within(strip).getAllByRole('button').map((tile) => tile.getAttribute('title'));
// The analysis (and so the visit) renders after the first second on a busy machine.
const slow = { timeout: 5000 };
const paths = () => state.received.map((call) => `${call.method} ${call.path}`);

describe('the watchlist on the dashboard', () => {
  it("shows the watchlist's assets in the member's order in the strip", async () => {
    start({ assets: ['sol', 'btc'] });
    const strip = await screen.findByRole('list', { name: 'Your watchlist' });
    expect(tileNames(strip)).toEqual(['SOL - Asset', 'BTC - Asset']);
    expect(screen.getByText('Your watchlist')).toBeInTheDocument();
  });

  it('shows every asset while the watchlist is empty, and adds the asset on view', async () => {
    const { user } = start();
    expect(tileNames(await screen.findByRole('list', { name: 'Overview of your assets' }))).toEqual(['BTC - Asset', 'ETH - Asset', 'SOL - Asset']);
    await user.click(await screen.findByRole('button', { name: 'Watch BTC' }, slow));
    expect(await screen.findByRole('button', { name: 'BTC is on your watchlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(state.received.find((call) => call.method === 'PUT')?.body).toEqual({ assets: ['btc'] });
    expect(tileNames(await screen.findByRole('list', { name: 'Your watchlist' }))).toEqual(['BTC - Asset']);
  });

  it("says the server's refusal and keeps the list as it was", async () => {
    const { user } = start({ assets: ['btc'], open: ['btc'] }, '/dashboard?asset=eth');
    await user.click(await screen.findByRole('button', { name: 'Watch ETH' }, slow));
    expect(await screen.findByText(WATCHLIST_MESSAGES.assetNotInPlan('eth'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch ETH' })).toHaveAttribute('aria-pressed', 'false');
    expect(tileNames(screen.getByRole('list', { name: 'Your watchlist' }))).toEqual(['BTC - Asset']);
  });

  it("adds an asset found with the watchlist's picker at the end of the list", async () => {
    const { user } = start({ assets: ['btc'], open: ['btc', 'eth', 'sol'] });
    await screen.findByRole('list', { name: 'Your watchlist' });
    await user.type(screen.getByRole('combobox', { name: 'Add to watchlist' }), 'sol');
    // The row says what choosing it does here: it is watched, not opened.
    await user.click(await screen.findByRole('option', { name: /^SOL.*Watch$/ }));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Your watchlist' }))).toEqual(['BTC - Asset', 'SOL - Asset']));
    expect(state.received.find((call) => call.method === 'PUT')?.body).toEqual({ assets: ['btc', 'sol'] });
  });

  it("offers only the assets not yet watched, and says the server's refusal", async () => {
    const { user } = start({ assets: ['btc'], open: ['btc'] });
    const picker = await screen.findByRole('combobox', { name: 'Add to watchlist' });
    await user.type(picker, 'btc');
    // BTC is already watched: the picker says nothing matches (in its list and to screen readers), offering none.
    expect(await screen.findAllByText('Nothing matches “btc”.')).toHaveLength(2);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'eth');
    await user.click(await screen.findByRole('option', { name: /ETH/ }));
    expect(await screen.findByText(WATCHLIST_MESSAGES.assetNotInPlan('eth'))).toBeInTheDocument();
    expect(tileNames(screen.getByRole('list', { name: 'Your watchlist' }))).toEqual(['BTC - Asset']);
  });

  it('says what changed since the last visit the server kept, and records this one', async () => {
    start({ localCopyTaken: true, visits: { btc: { at: Date.parse('2026-11-20T09:00:00Z'), mood: 40, signal: 'bearish', price: 100 } } });
    const since = await screen.findByText(/^Since your last visit/, {}, slow);
    expect(since).toHaveTextContent(`Since your last visit (${new Date('2026-11-20T09:00:00Z').toLocaleDateString()}): mood 40 → 63, signal bearish → bullish, price ${formatPercent(0.06)}.`);
    expect(state.visits.btc).toMatchObject({ mood: 63, signal: 'bullish', price: 106 });
  });

  it("takes over this browser's old copy once, before the first visit is compared, then removes it", async () => {
    const old = { btc: { at: Date.parse('2026-11-01T09:00:00Z'), mood: 63, signal: 'bullish', price: 53 } };
    localStorage.setItem(LAST_VISIT_STORAGE_KEY, JSON.stringify(old));
    start();
    expect(await screen.findByText(/^Since your last visit/, {}, slow)).toHaveTextContent(`price ${formatPercent(1)}`);
    expect(paths()).toEqual(['POST /watchlist/visits/takeover', 'POST /watchlist/visits']);
    expect(state.received[0].body).toEqual({ visits: old });
    await waitFor(() => expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBeNull());
  });

  it('drops an old copy the account already took, without sending it again', async () => {
    localStorage.setItem(LAST_VISIT_STORAGE_KEY, JSON.stringify({ btc: { at: 1, mood: 1, signal: 'bullish', price: 1 } }));
    start({ localCopyTaken: true });
    await waitFor(() => expect(paths()).toEqual(['POST /watchlist/visits']), slow);
    expect(localStorage.getItem(LAST_VISIT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/^Since your last visit/)).not.toBeInTheDocument();
  });
});
