import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aTrackRecord, envelope, failure, listenForApiCalls, renderPage, server, TEST_API as API } from '@sentiscope/shared/testing';
import TrackRecordPage from './track-record-page';

listenForApiCalls();

const ASSETS = [
  { id: 'btc', name: 'BTC - Bitcoin', locked: false },
  { id: 'eth', name: 'ETH - Ethereum', locked: false },
  { id: 'spy', name: 'SPY - SPDR S&P 500 ETF', locked: true },
  { id: 'aapl', name: 'AAPL - Apple', locked: true },
];

function answer(record: (id: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/stock/list`, () => HttpResponse.json(envelope(ASSETS))),
    http.get(`${API}/stock/track-record/:id`, ({ params }) => {
      asked.push(String(params.id));
      return record(String(params.id));
    }),
  );
  return asked;
}

describe('the public track record page', () => {
  it('explains the method, shows BTC and then SPY to a visitor, and invites them to sign in for the rest', async () => {
    const asked = answer((id) => HttpResponse.json(envelope(aTrackRecord(id))));
    const { user } = renderPage(<TrackRecordPage />, { path: '/track-record' });
    expect(screen.getByRole('heading', { level: 1, name: 'Track record' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it is measured, in plain words' })).toHaveTextContent(/pays 0\.2% for getting in and out/);
    await screen.findByRole('table', { name: '30-day returns after each signal state' });
    expect(screen.getByText(/^BTC - Bitcoin, 1 Jan 2023 – 30 Sept? 2025/)).toBeInTheDocument();
    expect(screen.getByTestId('track-record-verdicts')).toHaveTextContent('The bearish signal did no better than holding');
    await user.click(screen.getByRole('tab', { name: 'S&P 500 (SPY)' }));
    expect(await screen.findByText(/^SPY - SPDR S&P 500 ETF, 1 Jan 2023/)).toBeInTheDocument();
    expect(asked).toEqual(['btc', 'spy']);
    const others = screen.getByRole('region', { name: 'Other assets' });
    expect(await within(others).findByText('AAPL - Apple')).toBeInTheDocument();
    expect(within(others).queryByText('BTC - Bitcoin')).not.toBeInTheDocument();
    expect(within(others).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason when the record cannot be loaded, else the page's own message", async () => {
    answer(() => HttpResponse.json(failure('There is no stored history for BTC yet, so it has no track record.'), { status: 404 }));
    renderPage(<TrackRecordPage />, { path: '/track-record' });
    expect(await screen.findByText('There is no stored history for BTC yet, so it has no track record.')).toBeInTheDocument();
  });
});
