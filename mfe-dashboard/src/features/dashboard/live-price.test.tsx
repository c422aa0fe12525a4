// The live price on the dashboard: one stream for the selected asset and the strip's, read with the session in the
// Authorization header (never in the URL); the strip's tiles and the price header show each new price without a
// reload; the dot says "Live price" while the server says so and the stream speaks, and "Price not live" when the
// server says the price is not live or the stream has been silent for 45 s.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aMember, envelope, listenForApiCalls, server, TEST_API } from '@sentiscope/shared/testing';
import { resetCharts } from '@/test/chart-stub';
import { fakeLiveStream } from '@/test/live-stream-fake';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset, testHistory } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

const overview = (id: string) => ({
  id, name: `${id.toUpperCase()} - Asset`, symbol: id.toUpperCase(), lastDay: '2025-08-22', lastPrice: 106,
  change24h: 0.0095, change7d: -0.02, sparkline: [100, 103, 106], mood: 63, moodBand: 'greed', signal: 'bullish',
});

listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/user/:id`, ({ params }) => HttpResponse.json(envelope(aMember({ _id: String(params.id) })))),
    http.get(`${TEST_API}/stock/list`, () => HttpResponse.json(envelope([testAsset('btc', { isDefault: true }), testAsset('eth')]))),
    http.get(`${TEST_API}/stock/overview`, () => HttpResponse.json(envelope({ assets: [overview('btc'), overview('eth')] }))),
    http.get(`${TEST_API}/stock/history/:id`, ({ params }) => HttpResponse.json(envelope(testHistory(String(params.id))))),
    http.get(`${TEST_API}/stock/track-record/:id`, () => HttpResponse.json({ success: false, message: 'none' }, { status: 404 })),
    http.get(`${TEST_API}/stock/details/:id`, ({ params }) => HttpResponse.json(envelope({ stock: testAnalysis(String(params.id)) }))),
  ],
});
beforeEach(() => server.use(...watchlistHandlers(fakeWatchlist())));
afterEach(() => {
  resetCharts();
  jest.restoreAllMocks();
});

const renderDashboard = () => renderMember(<DashboardPage />, { path: '/dashboard', at: '/dashboard' });
const tile = (symbol: string) => screen.getByRole('button', { name: new RegExp(`^${symbol} `) });

it('shows each new price on the strip and in the header without a reload, with the live dot', async () => {
  const live = fakeLiveStream({ btc: 90_000, eth: 3_000 });
  server.use(...live.handlers);
  renderDashboard();
  await waitFor(() => expect(tile('BTC')).toHaveTextContent('90,000.00'), { timeout: 5000 });
  expect(tile('ETH')).toHaveTextContent('3,000.00');
  expect(within(tile('BTC')).getByRole('img', { name: 'Live price' })).toBeInTheDocument();
  const header = await screen.findByTestId('live-price', {}, { timeout: 5000 });
  await waitFor(() => expect(header).toHaveTextContent('90,000.00'));
  expect(within(header).getByRole('img', { name: 'Live price' })).toBeInTheDocument();

  // One stream for both assets, the session in the header only.
  expect(live.state.received).toHaveLength(1);
  expect(live.state.received[0].ids).toBe('btc,eth');
  expect(live.state.received[0].authorization).toMatch(/^Bearer ey/);
  expect(live.state.received[0].url).not.toContain('ey');

  act(() => live.state.push('price', { id: 'btc', price: 91_234.5, at: '2026-11-27T13:48:00.000Z', source: 'binance' }, '1795780080000'));
  await waitFor(() => expect(tile('BTC')).toHaveTextContent('91,234.50'), { timeout: 5000 });
  expect(screen.getByTestId('live-price-value')).toHaveTextContent('91,234.50');
  expect(tile('ETH')).toHaveTextContent('3,000.00');

  // The server says the price is not live (every source failing): the dots go grey and say so.
  act(() => live.state.push('status', { live: false, at: '2026-11-27T13:48:00.000Z', intervalSeconds: 60 }));
  await waitFor(() => expect(within(tile('BTC')).getByRole('img', { name: 'Price not live' })).toBeInTheDocument(), { timeout: 5000 });
  expect(within(screen.getByTestId('live-price')).getByRole('img', { name: 'Price not live' })).toBeInTheDocument();
  expect(screen.getByTestId('live-price')).toHaveTextContent('Price not live');
}, 20_000);

it('turns the dot grey when neither an event nor a heartbeat came for 45 s', async () => {
  const live = fakeLiveStream({ btc: 90_000, eth: 3_000 });
  server.use(...live.handlers);
  renderDashboard();
  await waitFor(() => expect(within(tile('BTC')).getByRole('img', { name: 'Live price' })).toBeInTheDocument(), { timeout: 5000 });
  const start = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => start + 46_000);
  // The page reads the clock again every 5 s.
  await waitFor(() => expect(within(tile('BTC')).getByRole('img', { name: 'Price not live' })).toBeInTheDocument(), { timeout: 7000 });
  // A heartbeat brings it back.
  act(() => live.state.push('heartbeat', { live: true }));
  await waitFor(() => expect(within(tile('BTC')).getByRole('img', { name: 'Live price' })).toBeInTheDocument(), { timeout: 5000 });
}, 20_000);

it('opens no stream while the price is not live, and shows the last price as not live', async () => {
  const live = fakeLiveStream({ btc: 90_000, eth: 3_000 }, { live: false });
  server.use(...live.handlers);
  renderDashboard();
  await waitFor(() => expect(tile('BTC')).toHaveTextContent('90,000.00'), { timeout: 5000 });
  expect(within(tile('BTC')).getByRole('img', { name: 'Price not live' })).toBeInTheDocument();
  expect(live.state.received).toEqual([]);
}, 20_000);
