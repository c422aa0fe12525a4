import { makeStore } from './make-store';
import { loggedOut, selectIsLoggedIn, selectTemporaryToken, selectUserId, temporaryTokenSet, tokenSet } from './session-slice';
import { selectSelectedStock, stockSelected } from './stock-slice';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (userId: string, expSeconds: number) => `${encode({ alg: 'HS256' })}.${encode({ userId, exp: expSeconds })}.sig`;
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('is logged in from a stored, unexpired token and reads userId from it', () => {
    localStorage.setItem('token', tokenFor('user-7', inOneHour()));
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe('user-7');
  });

  it.each([
    ['expired', tokenFor('user-7', Math.floor(Date.now() / 1000) - 5)],
    ['invalid', 'not-a-token'],
  ])('is logged out with an %s stored token, and clears it', (_kind, token) => {
    localStorage.setItem('token', token);
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores a token that is set, and clears it with the stock selection on logout', () => {
    const store = makeStore();
    const token = tokenFor('user-1', inOneHour());
    store.dispatch(tokenSet(token));
    store.dispatch(stockSelected({ id: 'btc', name: 'BTC - Bitcoin' }));
    expect(localStorage.getItem('token')).toBe(token);
    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSelectedStock(store.getState())).toBeNull();
  });

  it('refuses an expired token that is set', () => {
    const store = makeStore();
    store.dispatch(tokenSet(tokenFor('user-1', Math.floor(Date.now() / 1000) - 1)));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a device-conflict temporary token for 3 minutes', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    try {
      const store = makeStore();
      store.dispatch(temporaryTokenSet('temp'));
      expect(selectTemporaryToken(store.getState())).toEqual({ token: 'temp', expiresAt: Date.parse('2026-11-21T12:03:00Z') });
      expect(localStorage.getItem('token')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
