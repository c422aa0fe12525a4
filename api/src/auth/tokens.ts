import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export type TokenType = 'access' | 'device-conflict' | 'feedback';

export type VerifiedToken = { userId: string; sid: string; typ: TokenType; exp: number };

export type TokenService = {
  sign(claims: { userId: string; sid: string; typ: TokenType }, lifetimeMs: number): Promise<string>;
  /** Null for anything that is not a well-formed, unexpired HS256 token signed by us. */
  verify(token: string): Promise<VerifiedToken | null>;
};

const TOKEN_TYPES: readonly TokenType[] = ['access', 'device-conflict', 'feedback'];
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const jsonObject = (segment: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Checks a compact HS256 JWS on the calling thread: the header must name HS256 and nothing it does not know
 * (`crit`, `b64`), the signature is compared in constant time, then the time claims (`exp` required, `nbf` and
 * `iat` checked when present) as jose's jwtVerify does. Every signed-in request passes here; WebCrypto's HMAC
 * runs on libuv's thread pool, where it queued behind password hashes (argon2) and took tens of milliseconds
 * under load for two microseconds of work.
 */
export function verifyHs256(token: string, key: KeyObject, nowSeconds: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = jsonObject(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = jsonObject(payloadPart);
  if (!payload) return null;
  const { exp, nbf, iat } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return payload;
}

export function createTokenService(secret: string, now: () => number): TokenService {
  const key = new TextEncoder().encode(secret);
  const keyObject = createSecretKey(Buffer.from(key));
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
      const payload = verifyHs256(token, keyObject, Math.floor(now() / 1000));
      if (!payload) return null;
      const { userId, sid, typ, exp } = payload;
      if (typeof userId !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
      if (!TOKEN_TYPES.includes(typ as TokenType)) return null;
      return { userId, sid, typ: typ as TokenType, exp };
    },
  };
}
