import { COLOR_SCHEME_STORAGE_KEY, TOKEN_STORAGE_KEY, readValidToken } from '@sentiscope/shared/contract';
import { makeToken } from '@sentiscope/shared/testing';
import { headScript } from '../../head-script';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Runs the inlined head script as the page would, on a fresh root. */
function runHeadScript() {
  const root = document.documentElement;
  root.removeAttribute('data-signed-out');
  delete root.dataset.theme;
  new Function(headScript())();
  return root;
}

describe('the shell head script', () => {
  it('reads the storage keys the shell itself writes', () => {
    const script = headScript();
    expect(script).toContain(JSON.stringify(TOKEN_STORAGE_KEY));
    expect(script).toContain(JSON.stringify(COLOR_SCHEME_STORAGE_KEY));
    expect(script).not.toMatch(/\/\/ /);
  });

  it.each(['light', 'dark'])('paints the remembered %s scheme before the shell starts', (scheme) => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
    const root = runHeadScript();
    expect(root.dataset.theme).toBe(scheme);
    expect(root.style.colorScheme).toBe(scheme);
  });

  const tokens: [string, string | null][] = [
    ['a live token', makeToken()],
    ['an expired token', makeToken({ expiresInSeconds: -60 })],
    ['no token', null],
    ['a token with no user', `${base64Url({ alg: 'HS256' })}.${base64Url({ exp: Date.now() / 1000 + 3600 })}.signature`],
    ['a token with a text expiry', `${base64Url({ alg: 'HS256' })}.${base64Url({ userId: 'u', exp: 'soon' })}.signature`],
    ['a token of two parts', `${base64Url({ userId: 'u', exp: Date.now() / 1000 + 3600 })}.signature`],
    ['text that is not a token', 'not-a-token'],
    ['claims that are not JSON', 'a.b.c'],
  ];

  it.each(tokens)('marks the visit signed out exactly when the shell finds no session: %s', (_name, token) => {
    if (token !== null) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const root = runHeadScript();
    expect(root.hasAttribute('data-signed-out')).toBe(readValidToken(token) === null);
  });
});
