import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AssetStatus } from '@sentiscope/shared/contract';
import { envelope, listenForApiCalls, makeToken, renderPage, server, TEST_API } from '@sentiscope/shared/testing';
import { BackfillProgress, backfillPercent } from './backfill-progress';

listenForApiCalls();

const status = (fields: Partial<AssetStatus>): AssetStatus => ({
  id: 'link', symbol: 'LINK', name: 'Chainlink', kind: 'crypto', state: 'backfilling', stateReason: null, progress: null, ...fields,
});

/** Answers the statuses in turn, the last one from then on; counts the calls. */
function statuses(...answers: AssetStatus[]) {
  const calls: number[] = [];
  server.use(http.get(`${TEST_API}/assets/link/status`, () => HttpResponse.json(envelope(answers[Math.min(calls.push(Date.now()) - 1, answers.length - 1)]))));
  const onActive = jest.fn();
  const onDismiss = jest.fn();
  const view = renderPage(<BackfillProgress id="link" symbol="LINK" onActive={onActive} onDismiss={onDismiss} />, {
    path: '/dashboard',
    token: makeToken({ userId: 'u1', sid: 's1', expiresInSeconds: 600 }),
  });
  return { ...view, calls, onActive, onDismiss };
}

describe('the backfill progress', () => {
  it('counts each stage as a third of the bar', () => {
    expect(backfillPercent({ stage: 'prices', done: 0, total: 2920 })).toBe(0);
    expect(backfillPercent({ stage: 'headlines', done: 50, total: 100 })).toBe(50);
    expect(backfillPercent({ stage: 'snapshots', done: 10, total: 10 })).toBe(100);
    expect(backfillPercent({ stage: 'snapshots', done: 0, total: 0 })).toBe(67);
  });

  it('shows the stage and the bar while it backfills, asks again every two seconds, and opens the asset once active', async () => {
    const { calls, onActive } = statuses(
      status({ progress: { stage: 'headlines', done: 120, total: 240 } }),
      status({ state: 'active' }),
    );
    expect(await screen.findByText('Step 2 of 3: Headline history, 120 of 240')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Adding LINK' })).toHaveAttribute('aria-valuenow', '50');
    await waitFor(() => expect(onActive).toHaveBeenCalledWith(status({ state: 'active' })), { timeout: 4000 });
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(1900);
    expect(screen.getByRole('heading', { name: 'LINK (Chainlink) is ready' })).toBeInTheDocument();
    // No more questions once it is active.
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(calls).toHaveLength(2);
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it('says why a backfill failed and can be dismissed', async () => {
    const reason = 'No price source lists ZZZ: Binance, Coinbase and Kraken answered no candle.';
    const { user, onDismiss, onActive } = statuses(status({ symbol: 'ZZZ', state: 'failed', stateReason: reason }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ZZZ could not be added.');
    expect(alert).toHaveTextContent(reason);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(onActive).not.toHaveBeenCalled();
  });
});
