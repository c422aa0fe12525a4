import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ANNOUNCEMENT_STORAGE_KEY, SELECTED_STOCK_STORAGE_KEY, TOKEN_STORAGE_KEY, type LogoutResult } from '@sentiscope/shared/contract';
import { selectIsLoggedIn, selectSelectedStock, stockSelected } from '@sentiscope/shared/store';
import { userApi } from '@sentiscope/shared/api';
import { aUser, tokenValidFor } from '../../../test/fixtures';
import { API, envelope, failure } from '../../../test/msw/api';
import { feedbackHandler } from '../../../test/msw/feedback-handlers';
import { server } from '@sentiscope/shared/testing';
import { failingLogoutHandler, logoutHandler, userHandlers, type Recorded } from '../../../test/msw/user-handlers';
import { loggedInStore, renderApp } from '../../../test/render-app';

const HOUR = 60 * 60 * 1000;
const member = aUser();
const RATING_TOKEN = 'rating-token-abc';

async function renderLoggedIn(path = '/about') {
  server.use(...userHandlers(member));
  const token = tokenValidFor(member._id, HOUR);
  const view = renderApp(path, { store: loggedInStore(token) });
  const trigger = await screen.findByRole('button', { name: 'Hi, Ada Lovelace' });
  const logout = async () => {
    await view.user.click(trigger);
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
  };
  return { ...view, token, logout };
}

const ratingModal = () => screen.queryByRole('dialog', { name: 'How was your experience?' });

describe('logout', () => {
  it('shows a loader while the logout call runs', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${API}/user/logout`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(envelope<LogoutResult>({ canGetRating: false, devices: [] }));
      }),
    );
    const { logout } = await renderLoggedIn();
    await logout();
    expect(await screen.findByText('Logging out…')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByText('Logging out…')).not.toBeInTheDocument());
  });

  it('calls POST /user/logout for this device, resets session, stock and user, clears storage and goes home', async () => {
    const calls: Recorded[] = [];
    server.use(logoutHandler({ canGetRating: false, devices: [] }, calls));
    const { logout, store, router, token } = await renderLoggedIn('/user-profile');
    store.dispatch(stockSelected({ id: 'btc', name: 'BTC' }));
    window.localStorage.setItem(SELECTED_STOCK_STORAGE_KEY, JSON.stringify({ id: 'btc', name: 'BTC' }));
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, JSON.stringify({ message: 'x', showAnnouncement: true }));

    await logout();

    expect(await screen.findByRole('heading', { name: 'mfe_marketing/HomePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual([
      { method: 'POST', path: '/user/logout', authorization: `Bearer ${token}`, body: { fromAllDevices: false, ip: 'unknown' } },
    ]);
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectSelectedStock(state)).toBeNull();
    expect(Object.keys(state.api.queries)).not.toContain(`getUser("${member._id}")`);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(ratingModal()).not.toBeInTheDocument();
  });

  it("toasts 'Logout failed, {message}' and stays logged in when the call fails", async () => {
    server.use(failingLogoutHandler(500, 'Database unavailable'));
    const { logout, store, router } = await renderLoggedIn('/dashboard');
    await logout();
    expect(await screen.findByText('Logout failed, Database unavailable')).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Logging out…')).not.toBeInTheDocument();
  });
});

describe('rating modal after logout', () => {
  it('opens when the server allows a rating, on the home page even when leaving a protected page', async () => {
    server.use(logoutHandler({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }));
    const { logout, router } = await renderLoggedIn('/dashboard');
    await logout();
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    expect(router.state.location.pathname).toBe('/');
    const group = within(modal).getByRole('radiogroup', { name: 'Rate your experience from 1 to 5' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 – Angry',
      '2 – Confused',
      '3 – Neutral',
      '4 – Smile',
      '5 – Heart eyes',
    ]);
    expect(within(modal).getByRole('textbox', { name: 'Anything you would like to tell us?' })).toBeInTheDocument();
  });

  it('still opens when another call in flight answers 401 as the session ends', async () => {
    let sessionEnded = false;
    let callInFlight: () => Promise<unknown> = async () => undefined;
    server.use(
      http.get(`${API}/user/:userId`, () =>
        sessionEnded ? HttpResponse.json(failure('Your session has expired. Please log in again.'), { status: 401 }) : HttpResponse.json(envelope(member)),
      ),
      http.post(`${API}/user/logout`, async () => {
        sessionEnded = true;
        await callInFlight();
        // The other call's 401 is handled in the page before this answer arrives.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(envelope<LogoutResult>({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }));
      }),
    );
    const { logout, router, store } = await renderLoggedIn('/dashboard');
    callInFlight = () => store.dispatch(userApi.endpoints.getUser.initiate(member._id, { forceRefetch: true }));
    await logout();
    expect(await screen.findByRole('dialog', { name: 'How was your experience?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(screen.queryByText(/Logout failed/)).not.toBeInTheDocument();
  });

  it('a failed logout leaves the session to end on the next 401, as before', async () => {
    server.use(failingLogoutHandler(500, 'Database unavailable'));
    const { logout, store } = await renderLoggedIn('/user-profile');
    await logout();
    expect(await screen.findByText('Logout failed, Database unavailable')).toBeInTheDocument();
    expect(store.getState().session.ending).toBe(false);
  });

  it('keeps Submit disabled until a rating is chosen, then sends it with the rating token', async () => {
    const feedback: Recorded[] = [];
    server.use(logoutHandler({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }), feedbackHandler(RATING_TOKEN, feedback));
    const { logout, user } = await renderLoggedIn();
    await logout();
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    const submit = within(modal).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(modal).getByRole('textbox'), '  Clear charts, thanks  ');
    expect(submit).toBeDisabled();

    await user.click(within(modal).getByRole('radio', { name: '4 – Smile' }));
    expect(within(modal).getByRole('radio', { name: '4 – Smile' })).toBeChecked();
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(feedback).toEqual([
      { method: 'POST', path: '/feedback', authorization: `Bearer ${RATING_TOKEN}`, body: { rating: 4, comment: 'Clear charts, thanks' } },
    ]);
    expect(ratingModal()).not.toBeInTheDocument();
  });

  it('lets arrow keys move through the ratings like any radio group', async () => {
    server.use(logoutHandler({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }));
    const { logout, user } = await renderLoggedIn();
    await logout();
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    await user.click(within(modal).getByRole('radio', { name: '2 – Confused' }));
    await user.keyboard('{ArrowRight}');
    expect(within(modal).getByRole('radio', { name: '3 – Neutral' })).toBeChecked();
    expect(within(modal).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the error and stays open when the feedback cannot be sent', async () => {
    server.use(logoutHandler({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }), feedbackHandler('another-token'));
    const { logout, user } = await renderLoggedIn();
    await logout();
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    await user.click(within(modal).getByRole('radio', { name: '1 – Angry' }));
    await user.click(within(modal).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(ratingModal()).toBeInTheDocument();
  });

  it('can be closed without rating', async () => {
    server.use(logoutHandler({ canGetRating: true, devices: [], ratingToken: RATING_TOKEN }));
    const { logout, user } = await renderLoggedIn();
    await logout();
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(ratingModal()).not.toBeInTheDocument();
  });
});
