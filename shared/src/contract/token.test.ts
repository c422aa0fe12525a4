import { isTokenExpired, readTokenClaims, readValidToken } from './token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('session token parsing', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('reads userId and exp from the token payload', () => {
    const token = tokenWith({ userId: 'u1', exp: now / 1000 + 60 });
    expect(readTokenClaims(token)).toEqual({ userId: 'u1', exp: now / 1000 + 60 });
    expect(readValidToken(token, now)?.userId).toBe('u1');
  });

  it('treats a token at or past its exp as expired', () => {
    expect(isTokenExpired({ exp: now / 1000 }, now)).toBe(true);
    expect(isTokenExpired({ exp: now / 1000 + 1 }, now)).toBe(false);
    expect(readValidToken(tokenWith({ userId: 'u1', exp: now / 1000 - 1 }), now)).toBeNull();
  });

  it('rejects missing, malformed and incomplete tokens', () => {
    expect(readTokenClaims(null)).toBeNull();
    expect(readTokenClaims('')).toBeNull();
    expect(readTokenClaims('not-a-token')).toBeNull();
    expect(readTokenClaims('a.%%%.c')).toBeNull();
    expect(readTokenClaims(tokenWith({ exp: 123 }))).toBeNull();
    expect(readTokenClaims(tokenWith({ userId: 'u1', exp: 'soon' }))).toBeNull();
  });

  it('reads payloads with non-ASCII characters', () => {
    const token = tokenWith({ userId: 'ü-1', exp: now / 1000 + 60 });
    expect(readTokenClaims(token)?.userId).toBe('ü-1');
  });
});
