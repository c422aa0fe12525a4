import type { TokenClaims } from './entities';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a session token without verifying it (the server verifies); null when it is not a token. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(parts[1])) as Partial<TokenClaims>;
    if (typeof claims.userId !== 'string' || typeof claims.exp !== 'number') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** Token expiry is checked against the current time. */
export const isTokenExpired = (claims: Pick<TokenClaims, 'exp'>, nowMs: number = Date.now()): boolean =>
  claims.exp * 1000 <= nowMs;

export function readValidToken(token: string | null | undefined, nowMs: number = Date.now()): TokenClaims | null {
  const claims = readTokenClaims(token);
  return claims && !isTokenExpired(claims, nowMs) ? claims : null;
}
