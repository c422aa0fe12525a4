import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aTrackRecord, envelope, failure, listenForApiCalls, server, TEST_API as API } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { TRACK_RECORD_FAILED, TrackRecordPanel } from './track-record-panel';

listenForApiCalls();

const asked: string[] = [];
function answer(respond: () => Response) {
  asked.length = 0;
  server.use(
    http.get(`${API}/stock/track-record/:id`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return respond();
    }),
  );
}
const renderPanel = () => renderMember(<TrackRecordPanel assetId="btc" assetName="BTC - Bitcoin" />, { path: '/dashboard' });

describe('the track record panel', () => {
  it('shows each signal state and mood band against holding at 30 days, then 7, with intervals, costs and weak evidence', async () => {
    answer(() => HttpResponse.json(envelope(aTrackRecord())));
    const { user } = renderPanel();
    const signals = await screen.findByRole('table', { name: '30-day returns after each signal state' });
    expect(asked).toEqual(['/v1/stock/track-record/btc']);
    const rows = within(signals).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toBe('Buy and hold970+4.0%+2.0% to +6.0%+2.0%−1.0% to +5.0%55.0%48.0% to 62.0%Baseline');
    expect(rows[2]).toBe('Bullish290+9.0%+7.0% to +11.0%+4.5%+1.5% to +7.5%55.0%48.0% to 62.0%above holding');
    expect(screen.getByText(/net of a 0\.2% round trip/)).toBeInTheDocument();
    const bands = screen.getByRole('table', { name: '30-day returns after each mood band' });
    expect(within(bands).getByRole('row', { name: /Greed 12 weak evidence/ })).toBeInTheDocument();
    expect(within(bands).getByRole('row', { name: /Extreme fear 0 weak evidence/ })).toHaveTextContent('–');
    const verdicts = screen.getByTestId('track-record-verdicts');
    expect(verdicts).toHaveTextContent('After the 290 bullish days, the next 30 days returned +9.0% on average after costs, against +4.0% for holding. The bullish signal was borne out');
    expect(verdicts).toHaveTextContent('The bearish signal did no better than holding');
    await user.click(screen.getByRole('button', { name: '7 days later' }));
    expect(screen.getByRole('button', { name: '7 days later' })).toHaveAttribute('aria-pressed', 'true');
    const week = screen.getByRole('table', { name: '7-day returns after each signal state' });
    expect(within(week).getAllByRole('row')[1]).toHaveTextContent('Buy and hold993+1.0%');
    expect(screen.getByTestId('track-record-verdicts')).toHaveTextContent('The bullish signal did no better than holding');
  });

  it("shows the server's reason when it refuses, and loads again on Retry", async () => {
    answer(() => HttpResponse.json(failure('Upgrade your plan to open SOL'), { status: 403 }));
    const { user } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade your plan to open SOL');
    answer(() => HttpResponse.json(envelope(aTrackRecord())));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '30-day returns after each signal state' })).toBeInTheDocument();
  });

  it("falls back to the panel's own message when the server gives none", async () => {
    answer(() => new HttpResponse(null, { status: 502 }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACK_RECORD_FAILED);
  });

  it('says so while the history is too short for any outcome', async () => {
    const record = aTrackRecord();
    record.holding = record.holding.map((c) => ({ ...c, count: 0, mean: null, median: null, hitRate: null }));
    answer(() => HttpResponse.json(envelope(record)));
    renderPanel();
    expect(await screen.findByText(/Not enough stored history for BTC - Bitcoin yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds its place with a loading state while the answer is on its way', async () => {
    answer(() => HttpResponse.json(envelope(aTrackRecord())));
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading the track record of BTC - Bitcoin' })).toBeInTheDocument();
    await screen.findByRole('table', { name: '30-day returns after each signal state' });
  });
});
