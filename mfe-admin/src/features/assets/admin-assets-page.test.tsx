import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CATALOGUE_MESSAGES, type AssetChange, type CatalogueAsset } from '@sentiscope/shared/contract';
import { envelope, failure, server, TEST_API as API } from '@sentiscope/shared/testing';
import { renderAdmin } from '@/test/render-admin';
import AdminAssetsPage from './admin-assets-page';

const asset = (id: string, fields: Partial<CatalogueAsset> = {}): CatalogueAsset => ({
  id, symbol: id.toUpperCase(), name: `${id.toUpperCase()} Inc`, kind: 'stock', exchange: 'NASDAQ', state: 'active', stateReason: null,
  aliases: [id], providerSymbols: {}, ...fields,
});

/** The admin's catalogue as the API keeps it: PATCH changes the rows, the directory run and the add are counted. */
function catalogueApi(rows: CatalogueAsset[]) {
  const received: Array<{ call: string; body?: unknown }> = [];
  let statusCalls = 0;
  server.use(
    http.get(`${API}/admin/assets`, () => HttpResponse.json(envelope(rows))),
    http.patch(`${API}/admin/assets/:id`, async ({ params, request }) => {
      const body = (await request.json()) as AssetChange;
      received.push({ call: `PATCH ${String(params.id)}`, body });
      const row = rows.find((r) => r.id === params.id);
      if (!row) return HttpResponse.json(failure(CATALOGUE_MESSAGES.assetMissing), { status: 404 });
      if (body.hidden !== undefined) row.state = body.hidden ? 'hidden' : 'active';
      if (body.aliases) row.aliases = body.aliases.map((a) => a.trim().toLowerCase());
      return HttpResponse.json(envelope(row, CATALOGUE_MESSAGES.assetSaved));
    }),
    http.post(`${API}/admin/jobs/directory/run`, () => {
      received.push({ call: 'directory' });
      return HttpResponse.json(envelope({ crypto: 412, stocks: 11873, skipped: ['coinbase-currencies'] }));
    }),
    http.get(`${API}/assets/search`, () =>
      HttpResponse.json(envelope([{ id: 'mstr', symbol: 'MSTR', name: 'MicroStrategy Incorporated', kind: 'stock', exchange: 'NASDAQ', tracked: false, addable: true }])),
    ),
    http.post(`${API}/assets`, async ({ request }) => {
      received.push({ call: 'add', body: await request.json() });
      rows.push(asset('mstr', { name: 'MicroStrategy Incorporated', state: 'backfilling' }));
      return HttpResponse.json(envelope({ id: 'mstr', status: 'backfilling' }), { status: 202 });
    }),
    http.get(`${API}/assets/mstr/status`, () => {
      statusCalls += 1;
      const progress = statusCalls > 1 ? null : { stage: 'snapshots', done: 3, total: 4 };
      const row = rows.find((r) => r.id === 'mstr');
      if (row && statusCalls > 1) row.state = 'active';
      return HttpResponse.json(envelope({ id: 'mstr', symbol: 'MSTR', name: 'MicroStrategy Incorporated', kind: 'stock', state: statusCalls > 1 ? 'active' : 'backfilling', stateReason: null, progress }));
    }),
  );
  return received;
}
const rowOf = (symbol: string) => screen.getByRole('rowheader', { name: symbol }).closest('tr') as HTMLElement;

describe('admin assets', () => {
  it('lists every asset with its kind, exchange and state, a failed one with its reason', async () => {
    catalogueApi([asset('aapl'), asset('btc', { kind: 'crypto', exchange: 'Binance' }), asset('zzz', { state: 'failed', stateReason: 'No source could price ZZZ.' }), asset('tsla', { state: 'hidden' })]);
    renderAdmin(<AdminAssetsPage />, { path: '/admin/assets' });
    await screen.findByRole('rowheader', { name: 'AAPL' });
    expect(within(rowOf('BTC')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['BTC Inc', 'Coin', 'Binance', 'Active']);
    expect(within(rowOf('ZZZ')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('ZZZ')).getByText('No source could price ZZZ.')).toBeInTheDocument();
    expect(within(rowOf('TSLA')).getByRole('button', { name: 'Show TSLA' })).toBeInTheDocument();
    expect(screen.getByText('4 assets · page 1 of 1')).toBeInTheDocument();
  });

  it('hides an asset and shows it again', async () => {
    const received = catalogueApi([asset('aapl')]);
    const { user } = renderAdmin(<AdminAssetsPage />, { path: '/admin/assets' });
    await user.click(await screen.findByRole('button', { name: 'Hide AAPL' }));
    expect(await within(rowOf('AAPL')).findByText('Hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show AAPL' }));
    expect(await within(rowOf('AAPL')).findByText('Active')).toBeInTheDocument();
    expect(received).toEqual([
      { call: 'PATCH aapl', body: { hidden: true } },
      { call: 'PATCH aapl', body: { hidden: false } },
    ]);
  });

  it('edits the aliases, refusing a list the API would refuse before sending it', async () => {
    const received = catalogueApi([asset('aapl', { aliases: ['apple'] })]);
    const { user } = renderAdmin(<AdminAssetsPage />, { path: '/admin/assets' });
    await user.click(await screen.findByRole('button', { name: 'Edit the aliases of AAPL' }));
    const field = screen.getByLabelText('Aliases of AAPL');
    await user.clear(field);
    await user.type(field, 'apple, Apple');
    await user.click(screen.getByRole('button', { name: 'Save aliases' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.aliasRepeated('apple'))).toBeInTheDocument();
    expect(received).toEqual([]);
    await user.clear(field);
    await user.type(field, 'apple, Apple Inc., iphone maker');
    await user.click(screen.getByRole('button', { name: 'Save aliases' }));
    expect(await within(rowOf('AAPL')).findByText('apple, apple inc., iphone maker')).toBeInTheDocument();
    expect(received).toEqual([{ call: 'PATCH aapl', body: { aliases: ['apple', 'Apple Inc.', 'iphone maker'] } }]);
  }, 15_000);

  it('adds a directory symbol, follows its backfill and lists it active', async () => {
    const received = catalogueApi([asset('msft')]);
    const { user } = renderAdmin(<AdminAssetsPage />, { path: '/admin/assets' });
    await user.type(await screen.findByRole('combobox', { name: 'Search the directory' }), 'micro');
    await user.click(await screen.findByRole('option', { name: /Add MSTR/ }));
    expect(await screen.findByText('Step 3 of 3: Daily analysis, 3 of 4')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('MSTR')).getByText('Active')).toBeInTheDocument(), { timeout: 5000 });
    expect(received).toEqual([{ call: 'add', body: { symbol: 'MSTR', kind: 'stock' } }]);
  }, 15_000);

  it('refreshes the directory and says what it stored and skipped', async () => {
    const received = catalogueApi([asset('aapl')]);
    const { user } = renderAdmin(<AdminAssetsPage />, { path: '/admin/assets' });
    await user.click(await screen.findByRole('button', { name: 'Refresh the directory' }));
    expect(await screen.findByText(/412 coins; 11,873 stocks and ETFs\. Skipped: coinbase-currencies\./)).toBeInTheDocument();
    expect(received).toEqual([{ call: 'directory' }]);
  });
});
