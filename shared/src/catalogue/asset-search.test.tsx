import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AssetMatch } from '@sentiscope/shared/contract';
import { envelope, failure, listenForApiCalls, makeToken, renderPage, server, TEST_API } from '@sentiscope/shared/testing';
import { AssetSearch } from './asset-search';
import type { KnownAsset } from './asset-options';

const KNOWN: KnownAsset[] = [
  { id: 'btc', symbol: 'BTC', name: 'Bitcoin', kind: 'crypto' },
  { id: 'eth', symbol: 'ETH', name: 'Ethereum', kind: 'crypto' },
  { id: 'msft', symbol: 'MSFT', name: 'Microsoft', kind: 'stock' },
];
const match = (symbol: string, name: string, fields: Partial<AssetMatch> = {}): AssetMatch => ({
  id: symbol.toLowerCase(), symbol, name, kind: 'crypto', exchange: 'Binance', tracked: false, addable: true, ...fields,
});
const DIRECTORY = [
  match('LINK', 'Chainlink'),
  match('ETH', 'Ethereum', { tracked: true, addable: false }),
  match('MSFT', 'Microsoft Corporation', { kind: 'stock', exchange: 'NASDAQ', tracked: true, addable: false }),
  match('MSTR', 'MicroStrategy Incorporated', { kind: 'stock', exchange: 'NASDAQ' }),
];

listenForApiCalls();

function start({ adding = true, addStatus = 202, addAnswer = envelope({ id: 'link', status: 'backfilling' }) as object } = {}) {
  const searches: string[] = [];
  const posted: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/assets/search`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      const words = (m: AssetMatch) => [m.symbol, ...m.name.split(' ')].map((w) => w.toLowerCase());
      return HttpResponse.json(envelope(DIRECTORY.filter((m) => words(m).some((w) => w.startsWith(q.toLowerCase())))));
    }),
    http.post(`${TEST_API}/assets`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(addAnswer, { status: addStatus });
    }),
  );
  const onOpen = jest.fn();
  const onAdded = jest.fn();
  const view = renderPage(<AssetSearch label="Find an asset" known={KNOWN} onOpen={onOpen} onAdded={adding ? onAdded : undefined} />, {
    path: '/dashboard',
    token: makeToken({ userId: 'u1', sid: 's1', expiresInSeconds: 600 }),
  });
  return { ...view, searches, posted, onOpen, onAdded, input: screen.getByRole('combobox', { name: 'Find an asset' }) };
}
const choices = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('the asset picker', () => {
  it("finds the catalogue's assets at once and the directory's once typing pauses, each once, with one search for the word", async () => {
    const { user, input, searches } = start();
    await user.type(input, 'micro');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(choices()).toEqual(['MSFTMicrosoftStockOpen']);
    await waitFor(() => expect(choices()).toEqual(['MSFTMicrosoftStockOpen', 'MSTRMicroStrategy IncorporatedStock · NASDAQAdd MSTR']));
    expect(searches).toEqual(['micro']);
  });

  it('is used from the keyboard: arrows move the active choice, Enter opens it, Escape closes then clears', async () => {
    const { user, input, onOpen } = start();
    await user.type(input, 'e');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /ETH/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(KNOWN[1]);
    expect(input).toHaveValue('');
    await user.type(input, 'bit');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('bit');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('adds a directory symbol with its kind and hands the answer on', async () => {
    const { user, input, posted, onAdded } = start();
    await user.type(input, 'chain');
    await user.click(await screen.findByRole('option', { name: /Add LINK/ }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 'link', status: 'backfilling' }, DIRECTORY[0]));
    expect(posted).toEqual([{ symbol: 'LINK', kind: 'crypto' }]);
  });

  it("shows the server's refusal, which names the plan, and adds nothing", async () => {
    const refusal = 'Adding a coin needs the Pro plan: it opens every listed coin.';
    const { user, input, onAdded } = start({ addStatus: 403, addAnswer: failure(refusal) });
    await user.type(input, 'chain');
    await user.click(await screen.findByRole('option', { name: /Add LINK/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('offers known assets only when the page does not add, and says when nothing matches', async () => {
    const { user, input, searches } = start({ adding: false });
    await user.type(input, 'chain');
    // Shown under the field and said to screen readers.
    await waitFor(() => expect(screen.getAllByText('Nothing matches “chain”.')).toHaveLength(2));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'bit');
    expect(choices()).toEqual(['BTCBitcoinCoinOpen']);
    expect(searches).toEqual([]);
  });
});
