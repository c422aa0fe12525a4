import { use } from 'react';
import { act, screen, within } from '@testing-library/react';
import { LOADING_TIP_INTERVAL_MS } from '@sentiscope/shared/contract';
import { LOADING_SCREEN_DELAY_MS } from '@sentiscope/shared/ui';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { userHandlers } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';

/** A page whose code never finishes arriving, as a remote's chunk on a slow connection. */
const pending = new Promise<never>(() => undefined);
function SlowPage(): null {
  use(pending);
  return null;
}

const member = aUser({ _id: 'member-1', name: 'Mia Member' });

describe('a page that takes longer than a moment to arrive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the loading screen in its place, inside the layout, with the header still there', async () => {
    server.use(...userHandlers(member));
    renderApp('/dashboard', { pages: { 'mfe_dashboard/DashboardPage': SlowPage }, store: loggedInStore(tokenValidFor(member._id, 3_600_000)) });
    const main = screen.getByRole('main');
    const status = within(main).getByRole('status', { name: 'Loading the dashboard…' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // A quick load never flashes it.
    await act(async () => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS - 1));
    expect(within(status).queryByText('Analysing markets…')).toBeNull();

    await act(async () => jest.advanceTimersByTime(1));
    expect(within(status).getByText('Analysing markets…')).toBeInTheDocument();
    expect(within(status).getByText('Loading the dashboard…')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(LOADING_TIP_INTERVAL_MS));
    expect(within(status).getByText('Predicting trends…')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // It holds most of the first screen from the start, so the footer never comes into view and moves.
    expect(status).toHaveStyle({ minHeight: '70vh' });
  });

  it('keeps to the size of the card on the sign-in pages', async () => {
    renderApp('/login', { pages: { 'mfe_auth/LoginPage': SlowPage } });
    await act(async () => jest.advanceTimersByTime(LOADING_SCREEN_DELAY_MS));
    const status = screen.getByRole('status', { name: 'Loading the sign-in pages…' });
    expect(within(status).getByText('Analysing markets…')).toBeInTheDocument();
    expect(status).toHaveStyle({ minHeight: '240px' });
  });
});
