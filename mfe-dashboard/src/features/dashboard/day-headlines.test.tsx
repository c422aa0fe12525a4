import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { DayHeadline } from '@sentiscope/shared/contract';
import { aMember, listenForApiCalls, server } from '@sentiscope/shared/testing';
import { clickDay, lastChart, resetCharts } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import { fakeWatchlist, watchlistHandlers } from '@/test/watchlist-fake';
import { fakeLiveStream } from '@/test/live-stream-fake';
import DashboardPage from './dashboard-page';
import { testAnalysis, testAsset, testHistory } from './test-analysis';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

// The test analysis has one headline day, its last: 2025-08-22 with 2 headlines.
const HEADLINES: DayHeadline[] = [
  { date: '2025-08-22', source: 'Wire', title: 'BTC rallies to a record', score: 0.62, polarity: 'positive', terms: [{ term: 'rallies', weight: 0.41 }, { term: 'record', weight: 0.21 }], modelVersion: 'weights-5f2a91c0d3e4' },
  { date: '2025-08-22', source: 'Desk', title: 'BTC miners face a squeeze', score: -0.31, polarity: 'negative', terms: [{ term: 'squeeze', weight: -0.3 }], modelVersion: 'weights-5f2a91c0d3e4' },
];

const asked: URL[] = [];
const page = (headlines: DayHeadline[], total = headlines.length, offset = 0, nextOffset: number | null = null) => ({
  success: true,
  message: 'ok',
  data: { assetId: 'btc', day: '2025-08-22', scope: 'asset', headlines, total, offset, limit: 50, nextOffset, method: 'm', docs: 'd' },
});
let answer: (url: URL) => Response | Promise<Response> = () => HttpResponse.json(page(HEADLINES));
listenForApiCalls({
  handlers: [
    http.get('http://api.test/v1/stock/history/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: testHistory(String(params.id)) })),
    http.get('http://api.test/v1/user/:id', ({ params }) => HttpResponse.json({ success: true, message: 'ok', data: aMember({ _id: String(params.id) }) })),
    http.get('http://api.test/v1/stock/list', () => HttpResponse.json({ success: true, message: 'ok', data: [testAsset('btc', { isDefault: true })] })),
    http.get('http://api.test/v1/stock/overview', () => HttpResponse.json({ success: true, message: 'ok', data: { assets: [] } })),
    http.get('http://api.test/v1/stock/details/:id', () => HttpResponse.json({ success: true, message: 'ok', data: { stock: testAnalysis('btc') } })),
    http.get('http://api.test/v1/stock/headlines/:id', ({ request }) => {
      asked.push(new URL(request.url));
      return answer(new URL(request.url));
    }),
  ],
});
// The dashboard reads the member's watchlist and records each visit; a fresh one for every test.
beforeEach(() => server.use(...watchlistHandlers(fakeWatchlist()), ...fakeLiveStream().handlers));
const defaultAnswer = answer;
afterEach(() => {
  asked.length = 0;
  answer = defaultAnswer;
  resetCharts();
  localStorage.clear();
});

async function openDashboard() {
  renderMember(<DashboardPage />, { path: '/dashboard' });
  // The file's first analysis (modules loading, the watchlist and the visit alongside) can take longer than a
  // second on a busy machine.
  await screen.findByTestId('mood-value', {}, { timeout: 5000 });
  await waitFor(() => lastChart());
}

describe("a chart marker opens that day's scored headlines", () => {
  it('opens the dialog on a click on a marked day, listing each headline with score, polarity and terms', async () => {
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const dialog = await screen.findByRole('dialog', { name: 'Headlines of 22 Aug 2025' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'BTC rallies to a recordpositivescore +0.62Wiremoved by rallies +0.41, record +0.21model weights-5f2a91c0d3e4',
      'BTC miners face a squeezenegativescore -0.31Deskmoved by squeeze -0.30model weights-5f2a91c0d3e4',
    ]);
    expect(asked[0].pathname).toBe('/v1/stock/headlines/btc');
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ day: '2025-08-22', scope: 'asset' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on a click on a day without headlines or outside the days', async () => {
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-21'));
    act(() => clickDay(lastChart(), null));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('is reachable without a mouse: arrow keys move the legend between days and Enter or its button opens the day', async () => {
    await openDashboard();
    const chart = screen.getByRole('slider', { name: /Day on the chart/ });
    chart.focus();
    expect(chart).toHaveAttribute('aria-valuetext', '2025-08-22, 2 headlines');
    await userEvent.keyboard('{ArrowLeft}');
    expect(chart).toHaveAttribute('aria-valuetext', '2025-08-21, 0 headlines');
    expect(lastChart().crosshairAt).toBe(Date.parse('2025-08-21T00:00:00Z') / 1000);
    expect(screen.queryByRole('button', { name: /^Headlines of/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{End}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Headlines of 22 Aug 2025' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(chart).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Headlines of 22 Aug 2025 (2)' }));
    expect(await screen.findByRole('dialog', { name: 'Headlines of 22 Aug 2025' })).toBeInTheDocument();
  });

  it('shows a loading skeleton until the headlines arrive', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json(page(HEADLINES));
    };
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Loading the headlines of 22 Aug 2025' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says the server's message with Retry when the headlines fail, and lists them after Retry", async () => {
    answer = () => HttpResponse.json({ success: false, message: "day must be a date like 2024-01-31, got 'x'." }, { status: 400 });
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent("Failed to fetch the day's headlines.");
    expect(alert).toHaveTextContent("day must be a date like 2024-01-31, got 'x'.");
    answer = defaultAnswer;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('dialog')).findAllByRole('listitem')).toHaveLength(2);
  });

  it("falls back to the page's own message when the server gives none", async () => {
    answer = async () => {
      await delay(1);
      return HttpResponse.error();
    };
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch the day's headlines\.Retry$/);
  });

  it('says so when the day has no headlines to list', async () => {
    answer = () => HttpResponse.json(page([]));
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    expect(await within(await screen.findByRole('dialog')).findByText('No headlines on this day')).toBeInTheDocument();
    expect(screen.getByText('Nothing was scored for BTC - Asset on 22 Aug 2025.')).toBeInTheDocument();
  });

  it('shows the first page with the day\'s total, and "Show more" loads the next page below it until the last', async () => {
    // A busy day: 120 headlines, answered 50 at a time.
    const day = Array.from({ length: 120 }, (_, i) => ({ ...HEADLINES[0], title: `BTC headline ${i + 1}`, score: 0.9 - i / 200 }));
    answer = (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const next = offset + 50 < day.length ? offset + 50 : null;
      return HttpResponse.json(page(day.slice(offset, offset + 50), day.length, offset, next));
    };
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const dialog = await screen.findByRole('dialog', { name: 'Headlines of 22 Aug 2025' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(50);
    expect(dialog).toHaveTextContent('120 headlines (50 shown) naming BTC - Asset');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(100));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(120));
    expect(within(dialog).getAllByRole('listitem').map((i) => i.querySelector('p')?.textContent)).toEqual(day.map((h) => h.title));
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('120 headlines naming');
    expect(asked.map((u) => u.searchParams.get('offset'))).toEqual([null, '50', '100']);
  });

  it('keeps the headlines shown when the next page fails, and Retry loads it', async () => {
    const day = Array.from({ length: 60 }, (_, i) => ({ ...HEADLINES[1], title: `BTC story ${i + 1}` }));
    let failNext = true;
    answer = (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (offset > 0 && failNext) return HttpResponse.json({ success: false, message: 'offset must be a whole number from 0 on.' }, { status: 400 });
      return HttpResponse.json(page(day.slice(offset, offset + 50), day.length, offset, offset === 0 ? 50 : null));
    };
    await openDashboard();
    act(() => clickDay(lastChart(), '2025-08-22'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('offset must be a whole number from 0 on.');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    failNext = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(60));
  });
});
