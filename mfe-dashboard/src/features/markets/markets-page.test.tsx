import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MarketRow, MarketsPage as MarketsAnswer, StockHistory } from '@sentiscope/shared/contract';
import { envelope, listenForApiCalls, TEST_API } from '@sentiscope/shared/testing';
import { charts, lastChart, seriesOf } from '@/test/chart-stub';
import { renderMember } from '@/test/render-member';
import MarketsPage from './markets-page';

jest.mock('lightweight-charts', () => jest.requireActual('@/test/chart-stub').chartModule, { virtual: true });

const row = (symbol: string, kind: MarketRow['kind'], mood: number, i: number): MarketRow => ({
  id: symbol.toLowerCase(),
  symbol,
  name: `${symbol} Name`,
  kind,
  price: 100 + i,
  change1d: i % 2 ? -0.012 : 0.034,
  change7d: 0.1,
  change30d: null,
  mood,
  moodChange7d: -2.5,
  signal: 'neutral',
  headlines24h: i,
  lastDay: '2026-11-26',
  freshness: { live: false, asOf: '2026-11-26' },
});
// 60 assets: more than one page of 50.
const ROWS = Array.from({ length: 60 }, (_, i) => row(`A${String(i).padStart(2, '0')}`, i % 3 ? 'crypto' : 'stock', (i * 37) % 100, i));
const asked: URLSearchParams[] = [];

/** A screener on the test server: it sorts, filters and pages as the API does, so the page's requests are proven. */
function answer(params: URLSearchParams): MarketsAnswer {
  const sort = (params.get('sort') ?? 'symbol') as 'mood' | 'symbol';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const q = (params.get('q') ?? '').toLowerCase();
  const kind = params.get('kind');
  const rows = ROWS.filter((r) => (!kind || r.kind === kind) && (!q || r.symbol.toLowerCase().includes(q) || r.name.toLowerCase().includes(q)));
  rows.sort((a, b) => ((a[sort] as number | string) < (b[sort] as number | string) ? -1 : 1) * (dir === 'asc' ? 1 : -1));
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 50);
  return { total: rows.length, offset, limit, sort, dir, rows: rows.slice(offset, offset + limit) };
}

const history = (id: string): StockHistory => ({
  id,
  days: ['2026-11-24', '2026-11-25', '2026-11-26'].map((date, i) => ({
    date,
    close: 1,
    mood: 40 + i,
    band: null,
    components: { momentum: null, strength: null, trend: null, volatility: null, sentiment: null },
    signal: 'neutral',
    headlines: { count: 0, mean: null, z: null },
  })),
});

listenForApiCalls({
  handlers: [
    http.get(`${TEST_API}/markets`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json(envelope(answer(params)));
    }),
    http.get(`${TEST_API}/markets.csv`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return new HttpResponse('Symbol,Name\r\nA01,A01 Name\r\n', { headers: { 'content-type': 'text/csv' } });
    }),
    http.get(`${TEST_API}/stock/history/:id`, ({ params }) => HttpResponse.json(envelope(history(String(params.id))))),
  ],
  afterEachTest: () => {
    asked.length = 0;
    charts.length = 0;
  },
});

const renderMarkets = () => renderMember(<MarketsPage />, { path: '/markets' });
/** The symbols of the table's rows, top to bottom (read from the row headers' markup: 50 rows by role are slow in jsdom). */
const symbols = () => [...screen.getByRole('table').querySelectorAll('tbody th strong')].map((cell) => cell.textContent);
// A table of 50 rows re-rendered on each sort takes seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

describe('the markets page', () => {
  it('lists the first 50 rows by mood, highest first, and sorts by a column at a click', async () => {
    renderMarkets();
    await screen.findByRole('table');
    expect(symbols()).toHaveLength(50);
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mood' })).toHaveAttribute('aria-sort', 'descending');
    const moods = answer(new URLSearchParams('sort=mood&dir=desc')).rows.map((r) => r.symbol);
    expect(symbols()).toEqual(moods);

    fireEvent.click(screen.getByRole('button', { name: 'Mood' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Mood' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(symbols()).toEqual(answer(new URLSearchParams('sort=mood&dir=asc')).rows.map((r) => r.symbol));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('51–60 of 60');
    expect(symbols()).toHaveLength(10);
    expect(asked.at(-1)?.get('offset')).toBe('50');
  });

  it('filters by kind and text, back on the first page', async () => {
    renderMarkets();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'stock' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'a0' } });
    await waitFor(() => expect(symbols()).toEqual(['A09', 'A06', 'A03', 'A00']));
    expect(asked.at(-1)?.get('kind')).toBe('stock');
    expect(asked.at(-1)?.get('q')).toBe('a0');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No asset matches')).toBeInTheDocument();
  });

  it('downloads the CSV of the rows as sorted and filtered', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:markets'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderMarkets();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'crypto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = asked.find((p) => !p.has('limit'))!;
    expect(Object.fromEntries(csvCall)).toEqual({ sort: 'mood', dir: 'desc', kind: 'crypto' });
    expect(await saved[0].text()).toBe('Symbol,Name\r\nA01,A01 Name\r\n');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('compares two to four picked assets: their mood lines on one chart', async () => {
    renderMarkets();
    await screen.findByRole('table');
    const [first, second] = symbols();
    fireEvent.click(screen.getByRole('checkbox', { name: `Compare ${first}` }));
    expect(await screen.findByText('Pick one more asset in the table to compare their moods.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: `Compare ${second}` }));
    await waitFor(() => expect(seriesOf(lastChart(), 'Line')).toHaveLength(2));
    const lines = seriesOf(lastChart(), 'Line');
    expect(lines.map((s) => s.options.title)).toEqual([first, second]);
    expect(lines[0].data.map((d) => d.value)).toEqual([40, 41, 42]);
    for (const more of symbols().slice(2, 4)) fireEvent.click(screen.getByRole('checkbox', { name: `Compare ${more}` }));
    // Four are the most: the other boxes are switched off until one is unticked.
    expect(screen.getByRole('checkbox', { name: `Compare ${symbols()[4]}` })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Compare mood' })).not.toBeInTheDocument();
  });
});
