import { act, screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@sentiscope/shared/contract';
import { selectIsLoggedIn, tokenSet } from '@sentiscope/shared/store';
import { aUser, makeToken, tokenValidFor } from '../../../test/fixtures';
import { server } from '@sentiscope/shared/testing';
import { failingUserHandler, userHandlers, type Recorded } from '../../../test/msw/user-handlers';
import { loggedInStore, newStore, renderApp } from '../../../test/render-app';

const user = aUser();
const HOUR = 60 * 60 * 1000;

describe('session lifecycle', () => {
  it('is logged in with a stored unexpired token and loads the user named in it with the bearer token', async () => {
    const calls: Recorded[] = [];
    server.use(...userHandlers(user, calls));
    const token = tokenValidFor(user._id, HOUR);
    const { store } = renderApp('/about', { store: loggedInStore(token) });
    expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(calls[0]).toMatchObject({ path: `/user/${user._id}`, authorization: `Bearer ${token}` });
  });

  it('treats an expired stored token as logged out and removes it without calling the API', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(user._id, Math.floor(Date.now() / 1000) - 5));
    const { store } = renderApp('/about', { store: newStore() });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats a stored value that is not a token as logged out', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    const { store } = renderApp('/about', { store: newStore() });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('stores a newly set token and fetches its user', async () => {
    const calls: Recorded[] = [];
    server.use(...userHandlers(user, calls));
    const { store } = renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    const token = tokenValidFor(user._id, HOUR);
    act(() => {
      store.dispatch(tokenSet(token));
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`/user/${user._id}`]);
  });

  it('logs out and clears the token when the user fetch fails', async () => {
    server.use(failingUserHandler(401));
    const { store } = renderApp('/about', { store: loggedInStore(tokenValidFor(user._id, HOUR)) });
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('merges the session and header user loads at start into one request', async () => {
    const calls: Recorded[] = [];
    server.use(...userHandlers(user, calls));
    renderApp('/about', { store: loggedInStore(tokenValidFor(user._id, HOUR)) });
    expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('fetches the user again when the header mounts', async () => {
    const calls: Recorded[] = [];
    server.use(...userHandlers(user, calls));
    const { router } = renderApp('/login', { store: loggedInStore(tokenValidFor(user._id, HOUR)) });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('logs out at the moment the token expires, without any click', async () => {
      server.use(...userHandlers(user));
      const lifetime = 90_000;
      const now = Date.now();
      const token = makeToken(user._id, Math.floor((now + lifetime) / 1000));
      const expMs = Math.floor((now + lifetime) / 1000) * 1000;
      const { store } = renderApp('/about', { store: loggedInStore(token) });
      expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(expMs - Date.now() - 1));
      expect(selectIsLoggedIn(store.getState())).toBe(true);

      act(() => jest.advanceTimersByTime(1));
      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Hi, Ada Lovelace/ })).not.toBeInTheDocument();
    });

    it('re-arms the expiry timer when a new token replaces the old one', async () => {
      server.use(...userHandlers(user));
      const { store } = renderApp('/about', { store: loggedInStore(tokenValidFor(user._id, 60_000)) });
      expect(await screen.findByRole('button', { name: /Hi, Ada Lovelace/ })).toBeInTheDocument();
      act(() => {
        store.dispatch(tokenSet(tokenValidFor(user._id, HOUR)));
      });
      act(() => jest.advanceTimersByTime(2 * 60_000));
      expect(selectIsLoggedIn(store.getState())).toBe(true);
      act(() => jest.advanceTimersByTime(HOUR));
      expect(selectIsLoggedIn(store.getState())).toBe(false);
    });
  });
});
