import { rememberReturnTo, RETURN_TO_LIFETIME_MS } from '@sentiscope/shared/store';
import { targetAfterLogin } from '@/features/login/target-after-login';

describe('back to the page a visitor left to sign in', () => {
  afterEach(() => window.sessionStorage.clear());

  it('goes back to the pricing page after the detour through sign-up and the e-mail code, once', () => {
    rememberReturnTo('/plans');
    expect(targetAfterLogin(null)).toBe('/plans');
    expect(targetAfterLogin(null)).toBe('/dashboard');
  });

  it('the page the guard sent the user from wins, and the remembered one is forgotten', () => {
    rememberReturnTo('/plans');
    expect(targetAfterLogin({ from: { pathname: '/user-profile', search: '' } })).toBe('/user-profile');
    expect(targetAfterLogin(null)).toBe('/dashboard');
  });

  it('forgets a return path older than half an hour', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    try {
      rememberReturnTo('/plans');
      jest.advanceTimersByTime(RETURN_TO_LIFETIME_MS + 1);
      expect(targetAfterLogin(null)).toBe('/dashboard');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never remembers another site or a sign-in page', () => {
    rememberReturnTo('//evil.example/x');
    expect(targetAfterLogin(null)).toBe('/dashboard');
    rememberReturnTo('/login');
    expect(targetAfterLogin(null)).toBe('/dashboard');
  });
});
