import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'device-conflict' | 'feedback';

export type VerifiedToken = { userId: string; sid: string; typ: TokenType; exp: number };

export type TokenService = {
  sign(claims: { userId: string; sid: string; typ: TokenType }, lifetimeMs: number): Promise<string>;
  /** Null for anything that is not a well-formed, unexpired HS256 token signed by us. */
  verify(token: string): Promise<VerifiedToken | null>;
};

const TOKEN_TYPES: readonly TokenType[] = ['access', 'device-conflict', 'feedback'];

export function createTokenService(secret: string, now: () => number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sid, typ }, lifetimeMs) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ userId, sid, typ })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.floor(lifetimeMs / 1000))
        .sign(key);
    },
    async verify(token) {
      if (token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['exp'],
        });
        const { userId, sid, typ, exp } = payload as Record<string, unknown>;
        if (typeof userId !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
        if (!TOKEN_TYPES.includes(typ as TokenType)) return null;
        return { userId, sid, typ: typ as TokenType, exp };
      } catch {
        return null;
      }
    },
  };
}
