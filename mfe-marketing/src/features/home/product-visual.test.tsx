import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MarketPreview } from '@sentiscope/shared/contract';
import { envelope, listenForApiCalls, renderPage, server, TEST_API } from '@sentiscope/shared/testing';
import { ProductVisual } from './product-visual';

listenForApiCalls();

const preview = (extra: Partial<MarketPreview> = {}): MarketPreview => ({
  asset: { id: 'btc', name: 'Bitcoin', symbol: 'BTC' },
  mood: { value: 63, band: 'greed' },
  closes: [
    { date: '2025-08-21', close: 112_000 },
    { date: '2025-08-22', close: 116_900 },
  ],
  sourceLabel: null,
  ...extra,
});

const answer = (body: MarketPreview) => server.use(http.get(`${TEST_API}/market/preview`, () => HttpResponse.json(envelope(body))));
const badge = async () => within(await screen.findByRole('region', { name: 'Market preview' })).findByTestId('preview-freshness');

describe("the home page's market preview badge", () => {
  it('says LIVE when the server says the newest close is live', async () => {
    answer(preview({ freshness: { live: true, asOf: '2025-08-22' } }));
    renderPage(<ProductVisual />, { path: '/' });
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
  });

  it('says as of the newest close when the prices are not live, whatever day the server names', async () => {
    answer(preview({ freshness: { live: false, asOf: '2025-08-22' } }));
    renderPage(<ProductVisual />, { path: '/' });
    expect(await screen.findByText('as of 22 Aug 2025')).toBeInTheDocument();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('never says LIVE when the answer carries no freshness: it names the last close shown', async () => {
    answer(preview());
    renderPage(<ProductVisual />, { path: '/' });
    expect(await screen.findByText('as of 22 Aug 2025')).toBeInTheDocument();
    expect(await badge()).not.toHaveTextContent(/live/i);
  });

  it('labels demo prices as demo data', async () => {
    answer(preview({ sourceLabel: 'demo data', freshness: { live: false, asOf: '2025-08-22' } }));
    renderPage(<ProductVisual />, { path: '/' });
    expect(await screen.findByText('demo data')).toBeInTheDocument();
  });
});
