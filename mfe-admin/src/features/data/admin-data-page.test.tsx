import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AssetSourcing, DataHealth, IngestRun, ProviderHealth, SourceChain, SourceHealth } from '@sentiscope/shared/contract';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';
import { renderAdmin } from '@/test/render-admin';
import AdminDataPage from './admin-data-page';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();

const source = (overrides: Partial<SourceHealth> & Pick<SourceHealth, 'source' | 'kind'>): SourceHealth => ({
  lastSuccessAt: at(-0.1),
  lastErrorAt: null,
  lastError: null,
  latestItemDate: day(0),
  itemsStored: 1200,
  ...overrides,
});

const health = (overrides: Partial<DataHealth> = {}): DataHealth => ({
  sources: [
    source({ source: 'binance', kind: 'crypto-prices', latestItemDate: day(-3), itemsStored: 17_530 }),
    source({ source: 'stooq', kind: 'stock-prices', lastErrorAt: at(-0.05), lastError: 'stooq answered 500 Internal Server Error' }),
    source({ source: 'feeds.example.com', kind: 'headlines', lastSuccessAt: null, latestItemDate: null, itemsStored: 0 }),
    source({ source: 'stooq@backup', kind: 'stock-prices', lastSuccessAt: at(-0.02), lastErrorAt: at(-0.02), lastError: 'TSLA: answered 500' }),
  ],
  stale: true,
  freshness: { live: false, asOf: '2025-08-22' },
  offline: false,
  chains: [],
  assets: [],
  ...overrides,
});

const RUN: IngestRun = {
  startedAt: '2026-11-24T16:00:00.000Z',
  finishedAt: '2026-11-24T16:00:02.500Z',
  sources: [
    { source: 'binance', kind: 'crypto-prices', fetched: 12, stored: 3, duplicates: 9, malformed: 0, errors: 0, error: null },
    { source: 'feeds.example.com', kind: 'headlines', fetched: 40, stored: 25, duplicates: 12, malformed: 3, errors: 1, error: 'feeds.example.com sent malformed XML' },
  ],
};

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('the admin Data page', () => {
  it('lists every source with its state, last success, last error and its message, newest item and items stored', async () => {
    server.use(http.get(`${API}/admin/data-health`, () => HttpResponse.json(envelope(health()))));
    renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    expect(await screen.findByText('binance', { selector: 'strong' })).toBeInTheDocument();
    const binance = within(rowOf('binance'));
    expect(binance.getByText('Crypto prices')).toBeInTheDocument();
    expect(binance.getByText('stale')).toBeInTheDocument();
    expect(binance.getByText(day(-3))).toBeInTheDocument();
    expect(binance.getByText('17,530')).toBeInTheDocument();
    const stooq = within(rowOf('stooq'));
    expect(stooq.getByText('failing')).toBeInTheDocument();
    expect(stooq.getByText('stooq answered 500 Internal Server Error')).toBeInTheDocument();
    // A run that stored some assets and failed on one records both at once: the source is failing.
    const partly = within(rowOf('stooq@backup'));
    expect(partly.getByText('failing')).toBeInTheDocument();
    expect(partly.getByText('TSLA: answered 500')).toBeInTheDocument();
    const feed = within(rowOf('feeds.example.com'));
    expect(feed.getByText('never run')).toBeInTheDocument();
    expect(feed.getAllByText('Never')).toHaveLength(1);
    expect(screen.getByText(/The newest candle is more than a day old/)).toHaveTextContent('"as of 22 Aug 2025"');
    expect(screen.getByText('as of 22 Aug 2025', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows each chain in the order tried, each provider with its host, state and why, and who served each asset', async () => {
    const provider = (name: string, host: string, state: ProviderHealth['state'], rest: Partial<ProviderHealth> = {}): ProviderHealth => ({
      name,
      host,
      state,
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      restingUntil: null,
      ...rest,
    });
    const chains: SourceChain[] = [
      {
        kind: 'crypto-prices',
        providers: [
          provider('binance', 'data-api.binance.vision', 'failing', { lastErrorAt: at(-0.01), lastError: 'rate-limited: answered 429' }),
          provider('coinbase', 'api.exchange.coinbase.com', 'ok', { lastSuccessAt: at(-0.01) }),
          provider('kraken', 'api.kraken.com', 'idle'),
        ],
      },
      {
        kind: 'stock-prices',
        providers: [
          provider('yahoo', 'query1.finance.yahoo.com', 'ok', { lastSuccessAt: at(-0.01) }),
          provider('stooq', 'stooq.com', 'resting', { restingUntil: '2030-01-02T03:04:00.000Z', lastError: 'challenge: answered a challenge page instead of data' }),
        ],
      },
      { kind: 'headlines', providers: [] },
    ];
    const assets: AssetSourcing[] = [
      { assetId: 'btc', symbol: 'BTC', newestDay: day(-1), servedBy: 'coinbase', skipped: [{ provider: 'binance', reason: 'rate-limited: answered 429' }] },
      { assetId: 'aapl', symbol: 'AAPL', newestDay: day(-1), servedBy: 'yahoo', skipped: [] },
      { assetId: 'spy', symbol: 'SPY', newestDay: null, servedBy: null, skipped: [] },
    ];
    server.use(http.get(`${API}/admin/data-health`, () => HttpResponse.json(envelope(health({ chains, assets })))));
    renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    const crypto = await screen.findByRole('list', { name: 'Crypto prices, in the order tried' });
    const items = within(crypto).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/./, { selector: 'strong' }).textContent)).toEqual(['binance', 'coinbase', 'kraken']);
    expect(items[0]).toHaveTextContent('data-api.binance.vision');
    expect(within(items[0]).getByText('failing')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('rate-limited: answered 429');
    expect(within(items[1]).getByText('ok')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent(/idle.*Not asked yet/);
    const stooq = within(screen.getByRole('list', { name: 'Stock prices, in the order tried' })).getAllByRole('listitem')[1];
    expect(within(stooq).getByText('resting')).toBeInTheDocument();
    expect(stooq).toHaveTextContent(/tried again after .*2030.*challenge: answered a challenge page/);
    expect(screen.getByRole('heading', { name: 'Headlines' }).nextElementSibling).toHaveTextContent('No provider.');

    const served = screen.getByRole('table', { name: 'Who served each asset' });
    const rows = within(served).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['BTC', day(-1), 'coinbase', 'binance: rate-limited: answered 429'],
      ['AAPL', day(-1), 'yahoo', '—'],
      ['SPY', 'None stored', 'Nobody yet', '—'],
    ]);
    expect(screen.queryByText(/SENTISCOPE_OFFLINE=1 is set on the server/)).not.toBeInTheDocument();
  });

  it('says the server is offline, and shows its providers switched off', async () => {
    const offline: SourceChain[] = [
      { kind: 'crypto-prices', providers: [{ name: 'binance', host: 'data-api.binance.vision', state: 'offline', lastSuccessAt: null, lastErrorAt: null, lastError: null, restingUntil: null }] },
    ];
    server.use(http.get(`${API}/admin/data-health`, () => HttpResponse.json(envelope(health({ offline: true, chains: offline })))));
    renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    expect(await screen.findByText(/SENTISCOPE_OFFLINE=1 is set on the server: no request leaves it/)).toBeInTheDocument();
    const binance = within(screen.getByRole('list', { name: 'Crypto prices, in the order tried' })).getByRole('listitem');
    expect(within(binance).getByText('offline')).toBeInTheDocument();
    expect(binance).toHaveTextContent('Switched off: outside this machine');
  });

  it('says LIVE only when the server says the prices are live', async () => {
    server.use(http.get(`${API}/admin/data-health`, () => HttpResponse.json(envelope(health({ stale: false, freshness: { live: true, asOf: day(0) } })))));
    renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByText(/more than a day old/)).not.toBeInTheDocument();
  });

  it('runs one ingestion on Run now, shows the counts per source with errors and their message, and reloads the health', async () => {
    let runs = 0;
    let healthCalls = 0;
    server.use(
      http.get(`${API}/admin/data-health`, () => {
        healthCalls += 1;
        return HttpResponse.json(envelope(runs === 0 ? health() : health({ stale: false, freshness: { live: true, asOf: day(0) } })));
      }),
      http.post(`${API}/admin/jobs/ingest/run`, ({ request }) => {
        runs += 1;
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        return HttpResponse.json(envelope(RUN));
      }),
    );
    const { user } = renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    await screen.findByText('binance', { selector: 'strong' });
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(/in 2\.5 s: 28 new items stored, 1 source with errors/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Counts per source' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['binance (Crypto prices)', '12', '3', '9', '0', '0', '—'],
      ['feeds.example.com (Headlines)', '40', '25', '12', '3', '1', 'feeds.example.com sent malformed XML'],
    ]);
    expect(runs).toBe(1);
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(healthCalls).toBe(2);
  });

  it("shows the server's message when the run is refused", async () => {
    server.use(
      http.get(`${API}/admin/data-health`, () => HttpResponse.json(envelope(health()))),
      http.post(`${API}/admin/jobs/ingest/run`, () => HttpResponse.json(failure('An ingestion run is already under way'), { status: 409 })),
    );
    const { user } = renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    await screen.findByText('binance', { selector: 'strong' });
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An ingestion run is already under way');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled());
  });

  it("shows the server's message, and Retry, when the health cannot be read", async () => {
    let fail = true;
    server.use(
      http.get(`${API}/admin/data-health`, () => (fail ? HttpResponse.json(failure('The database is busy'), { status: 503 }) : HttpResponse.json(envelope(health())))),
    );
    const { user } = renderAdmin(<AdminDataPage />, { path: '/admin/data' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('binance', { selector: 'strong' })).toBeInTheDocument();
  });
});
