import { targetAfterLogin } from '@/features/login/target-after-login';

describe('targetAfterLogin', () => {
  it.each([
    ['no state', null, '/dashboard'],
    ['state without from', { other: 1 }, '/dashboard'],
    ['a protected page', { from: { pathname: '/user-profile', search: '' } }, '/user-profile'],
    ['a page with a query', { from: { pathname: '/dashboard', search: '?asset=btc' } }, '/dashboard?asset=btc'],
    ['an admin page', { from: { pathname: '/admin/pricing', search: '?type=edit' } }, '/admin/pricing?type=edit'],
    ['the login page itself', { from: { pathname: '/login', search: '' } }, '/dashboard'],
    ['the device screen', { from: { pathname: '/device-details' } }, '/dashboard'],
    ['another site', { from: { pathname: '//evil.example/x' } }, '/dashboard'],
    ['a relative path', { from: { pathname: 'dashboard' } }, '/dashboard'],
  ])('after %s goes to %s', (_what, state, expected) => {
    expect(targetAfterLogin(state)).toBe(expected);
  });
});
