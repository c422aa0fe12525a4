import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { darkTheme } from '@sentiscope/shared/ui';
import { listenForApiCalls } from '@sentiscope/shared/testing';
import { lastChart, resetCharts, seriesOf } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { IntradayChart } from './intraday-chart';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

const H = 3600;
// The hours of the last three days up to the last closed one, from the test's own clock.
const lastClosed = () => Math.floor(Date.now() / 1000 / H) * H - H;
const asked: URL[] = [];
let hourCount = 72;

listenForApiCalls({
  handlers: [
    http.get('http://api.test/v1/stock/candles/:id', ({ request }) => {
      asked.push(new URL(request.url));
      const t = Array.from({ length: hourCount }, (_, i) => lastClosed() - (hourCount - 1 - i) * H);
      const data = { id: 'btc', interval: '1h', t, o: t.map(() => 100), h: t.map(() => 103), l: t.map(() => 99), c: t.map((_, i) => (i === t.length - 1 ? 102.5 : 101)), v: t.map(() => 5000) };
      return HttpResponse.json({ success: true, message: 'ok', data });
    }),
    http.get('http://api.test/v1/stock/history/:id', ({ request }) => {
      asked.push(new URL(request.url));
      const t = [lastClosed() - 2 * H, lastClosed()];
      return HttpResponse.json({ success: true, message: 'ok', data: { id: 'btc', interval: '1h', t, count: [3, 2], mean: [-0.45, 0.3], z: [1.2, 0.8], close: [101, 102.5] } });
    }),
  ],
});
afterEach(() => {
  resetCharts();
  asked.length = 0;
  hourCount = 72;
});

const renderChart = (days: number) =>
  renderMember(<IntradayChart assetId="btc" assetName="Bitcoin" interval="1h" days={days} />, { path: '/dashboard' });

describe('the intraday chart, in the default dark scheme', () => {
  it('draws the last 24 hours of candles with each hour’s headline count and mean score in panes under them', async () => {
    renderChart(1);
    await waitFor(() => expect(seriesOf(lastChart(), 'Candlestick')[0]?.data).toHaveLength(24));
    const candles = asked.find((u) => u.pathname === '/v1/stock/candles/btc') as URL;
    expect(candles.searchParams.get('interval')).toBe('1h');
    expect(asked.find((u) => u.pathname === '/v1/stock/history/btc')?.searchParams.get('interval')).toBe('1h');
    const [, counts, means] = seriesOf(lastChart(), 'Histogram').slice(0);
    const [volume] = seriesOf(lastChart(), 'Histogram');
    expect(volume.pane).toBe(0);
    expect([counts.pane, means.pane]).toEqual([1, 2]);
    const at = (s: typeof counts, t: number) => s.data.find((d) => d.time === t);
    expect(at(counts, lastClosed() - 2 * H)).toEqual({ time: lastClosed() - 2 * H, value: 3, color: darkTheme.colors.chartDown });
    expect(at(counts, lastClosed())).toEqual({ time: lastClosed(), value: 2, color: darkTheme.colors.chartUp });
    expect(at(counts, lastClosed() - H)).toMatchObject({ value: 0 });
    expect(at(means, lastClosed() - 2 * H)).toMatchObject({ value: -0.45 });
    // An hour without headlines has no mean score: a gap, not a zero.
    expect(at(means, lastClosed() - H)).toEqual({ time: lastClosed() - H });
    // The legend reads the last closed hour: its close and its headlines.
    const legend = screen.getByTestId('intraday-legend');
    expect(legend).toHaveTextContent('102.50');
    expect(legend).toHaveTextContent('Headlines 2');
    expect(legend).toHaveTextContent('Mean score 0.30');
    expect(screen.getByRole('figure', { name: 'Bitcoin hourly price chart, last 24 hours, with each candle\'s headlines' })).toBeInTheDocument();
  });

  it('draws three days of hours for the 3-day range', async () => {
    renderChart(3);
    await waitFor(() => expect(seriesOf(lastChart(), 'Candlestick')[0]?.data).toHaveLength(72));
  });

  it('says so when no hour is stored for the range yet', async () => {
    hourCount = 0;
    renderChart(1);
    expect(await screen.findByText(/No hourly candles of Bitcoin are stored for the last 24 hours yet/)).toBeInTheDocument();
  });
});
