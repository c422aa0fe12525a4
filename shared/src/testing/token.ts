const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `exp` (seconds since the epoch) wins over `expiresInSeconds` (from now). */
export type TokenOptions = { userId?: string; sid?: string; typ?: string; expiresInSeconds?: number; exp?: number };

/** A token shaped like the API's (header.claims.signature); the client only reads its claims, the test server never verifies it. */
export function makeToken({ userId = 'user-1', sid = 'session-1', typ = 'access', expiresInSeconds = 3600, exp = Math.floor(Date.now() / 1000) + expiresInSeconds }: TokenOptions = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ userId, sid, typ, exp })}.signature`;
}
