import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, failure, listenForApiCalls, server, TEST_API as API } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { testHistory } from '../test-analysis';
import { MoodHistory } from './mood-history';

listenForApiCalls();

// jsdom has no PointerEvent: a mouse event of that name carries the pointer's position as browsers do.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});

const RANGE = { startDate: '2025-08-18', endDate: '2025-08-22' };
const asked: URL[] = [];

function answerHistory(answer: (url: URL) => Response = () => HttpResponse.json(envelope(testHistory('btc')))) {
  asked.length = 0;
  server.use(
    http.get(`${API}/stock/history/:id`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return answer(url);
    }),
  );
}

const renderHistory = () => renderMember(<MoodHistory assetId="btc" assetName="Bitcoin" range={RANGE} />, { path: '/dashboard' });
const legend = () => screen.getByTestId('mood-day');

describe('the mood history', () => {
  it("asks for the range's stored days and draws the line in each band's colour, with the last day's components and signal", async () => {
    answerHistory();
    renderHistory();
    const slider = await screen.findByRole('slider', { name: /mood history of Bitcoin/ });
    expect(asked[0].pathname).toBe('/v1/stock/history/btc');
    expect(asked[0].searchParams.get('startDate')).toBe('2025-08-18');
    expect(asked[0].searchParams.get('endDate')).toBe('2025-08-22');
    const drawn = [...document.querySelectorAll('polyline')].map((line) => [line.getAttribute('data-band'), line.getAttribute('stroke')]);
    expect(drawn.map(([band]) => band)).toEqual(['extreme fear', 'fear', 'neutral', 'greed', 'extreme greed']);
    expect(new Set(drawn.map(([, stroke]) => stroke)).size).toBe(5);
    expect(legend()).toHaveTextContent('22 Aug 2025');
    expect(legend()).toHaveTextContent('Mood 80 extreme greed');
    expect(legend()).toHaveTextContent('Signal bullish');
    expect(legend()).toHaveTextContent('Momentum85Strength75Trend80Calm55Sentiment60');
    expect(slider).toHaveAttribute('aria-valuetext', '22 Aug 2025: mood 80 (extreme greed), signal bullish');
    expect(screen.getByTestId('mood-summary')).toHaveTextContent(
      'The mood went from 20 (extreme fear) on 18 Aug 2025 to 80 (extreme greed) on 22 Aug 2025. Lowest 20 (extreme fear) on 18 Aug 2025, highest 80 (extreme greed) on 22 Aug 2025. Days per band: extreme fear 1, fear 1, neutral 1, greed 1, extreme greed 1.',
    );
  });

  it('follows the arrow keys and the pointer from day to day, a component it could not compute shown as a dash', async () => {
    answerHistory();
    const { user } = renderHistory();
    const slider = await screen.findByRole('slider', { name: /mood history of Bitcoin/ });
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(legend()).toHaveTextContent('21 Aug 2025');
    expect(legend()).toHaveTextContent('Mood 63 greed');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '18 Aug 2025: mood 20 (extreme fear), signal bearish');
    expect(legend()).toHaveTextContent('Sentiment–');
    expect(legend()).toHaveTextContent('0 headlines');
    // jsdom lays nothing out: the plot is given a 400 px box for the pointer to move over.
    jest.spyOn(slider, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 400, height: 140, right: 400, bottom: 140, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerMove(slider, { clientX: 210 });
    expect(legend()).toHaveTextContent('20 Aug 2025');
    expect(legend()).toHaveTextContent('Signal neutral');
    expect(legend()).toHaveTextContent('2 headlines (mean +0.12)');
    fireEvent.pointerLeave(slider);
    expect(legend()).toHaveTextContent('18 Aug 2025');
  });

  it('lists every day, newest first, in a table opened on demand', async () => {
    answerHistory();
    const { user } = renderHistory();
    await screen.findByRole('slider', { name: /mood history of Bitcoin/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByText('Show the mood history as a table (5 days)'));
    const rows = within(screen.getByRole('table', { name: 'Mood history of Bitcoin, newest day first' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['22 Aug 2025', '106.00', '80', 'extreme greed', 'bullish', '85', '75', '80', '55', '60', '4']);
    expect(within(rows[4]).getAllByRole('cell')[9]).toHaveTextContent('–');
  });

  it("shows the server's message and retries on Retry", async () => {
    let refuse = true;
    answerHistory(() => (refuse ? HttpResponse.json(failure('Your plan does not include this asset'), { status: 403 }) : HttpResponse.json(envelope(testHistory('btc')))));
    const { user } = renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan does not include this asset');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('slider', { name: /mood history of Bitcoin/ })).toBeInTheDocument();
  });

  it('says when the range has no stored day yet', async () => {
    answerHistory(() => HttpResponse.json(envelope({ id: 'btc', days: [] })));
    renderHistory();
    expect(await screen.findByText(/No stored day in this range yet/)).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
