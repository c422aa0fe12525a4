import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import { twoFactorEnabled } from '../../accounts/service/two-factor';
import type { AppContext } from '../../context';
import type { DeviceRequestsTable, UsersTable } from '../db/schema';
import { forbidden, unauthorized } from './envelope';
import { CACHE_CONTROL } from './wire';
import type { VerifiedToken } from '../../accounts/service/tokens';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

async function verifiedBearer(ctx: AppContext, request: FastifyRequest): Promise<VerifiedToken> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  return claims;
}

export type AccessAuth = { kind: 'access'; userId: string; sessionId: string; user: UsersTable };
export type ConflictAuth = { kind: 'device-conflict'; userId: string; request: DeviceRequestsTable };

/** The token's device session and its user, read together: every authenticated call passes through here. */
async function accessFromClaims(ctx: AppContext, claims: VerifiedToken): Promise<AccessAuth> {
  const row = await ctx.db.k
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.id', '=', claims.sid)
    .where('sessions.user_id', '=', claims.userId)
    .executeTakeFirst();
  if (!row || Number(row.session_expires_at) <= ctx.now()) throw unauthorized(MESSAGES.sessionExpired);
  const { session_expires_at: _expiresAt, ...user } = row;
  return { kind: 'access', userId: user.id, sessionId: claims.sid, user };
}

/** A full access token whose device session is still open. */
export async function requireAccess(ctx: AppContext, request: FastifyRequest): Promise<AccessAuth> {
  const claims = await verifiedBearer(ctx, request);
  if (claims.typ !== 'access') throw unauthorized(MESSAGES.sessionExpired);
  return accessFromClaims(ctx, claims);
}

export async function requireSuperAdmin(ctx: AppContext, request: FastifyRequest): Promise<AccessAuth> {
  const auth = await requireAccess(ctx, request);
  if (auth.user.is_super_admin !== 1) throw forbidden();
  if (!(await twoFactorEnabled(ctx.db.k, auth.userId))) throw forbidden(SECURITY_MESSAGES.twoFactorRequiredForAdmins);
  return auth;
}

/** Access when a token is sent and valid; anonymous otherwise (public routes that adapt to the caller). */
export async function optionalAccess(ctx: AppContext, request: FastifyRequest): Promise<AccessAuth | null> {
  if (!bearerToken(request)) return null;
  try {
    return await requireAccess(ctx, request);
  } catch {
    return null;
  }
}

/** Either a full access token or the 3-minute temporary token of a device conflict. */
export async function requireAccessOrConflict(ctx: AppContext, request: FastifyRequest): Promise<AccessAuth | ConflictAuth> {
  const claims = await verifiedBearer(ctx, request);
  if (claims.typ === 'access') return accessFromClaims(ctx, claims);
  if (claims.typ !== 'device-conflict') throw unauthorized(MESSAGES.sessionExpired);
  const pending = await ctx.db.k
    .selectFrom('device_requests')
    .selectAll()
    .where('id', '=', claims.sid)
    .where('user_id', '=', claims.userId)
    .executeTakeFirst();
  if (!pending || Number(pending.expires_at) <= ctx.now()) throw unauthorized(MESSAGES.temporaryTokenExpired);
  return { kind: 'device-conflict', userId: claims.userId, request: pending };
}

export async function requireConflict(ctx: AppContext, request: FastifyRequest): Promise<ConflictAuth> {
  const auth = await requireAccessOrConflict(ctx, request);
  if (auth.kind !== 'device-conflict') throw unauthorized(MESSAGES.temporaryTokenExpired);
  return auth;
}

/** Feedback is sent right after logout, so the short feedback token given at logout is accepted too. */
export async function requireFeedbackAuth(ctx: AppContext, request: FastifyRequest): Promise<{ userId: string }> {
  const claims = await verifiedBearer(ctx, request);
  if (claims.typ === 'access') return accessFromClaims(ctx, claims);
  if (claims.typ !== 'feedback') throw unauthorized(MESSAGES.sessionExpired);
  const user = await ctx.db.k.selectFrom('users').select('id').where('id', '=', claims.userId).executeTakeFirst();
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  return { userId: user.id };
}

/**
 * Answers that depend on who asks (any request carrying a token) and answers to account calls (sign-in,
 * sign-up, codes, payments: every non-GET) must never be stored by a browser or a shared cache. Public reads keep
 * whatever caching their route chose, and so does a member's view of market data that its route marked
 * private and revalidated on every use (no personal data; docs/decisions/103-caching-of-member-answers.md).
 */
export function installNoStoreForAccounts(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const memberMarketView = request.method === 'GET' && reply.getHeader('cache-control') === CACHE_CONTROL.privateData;
    if (memberMarketView) {
      done(null, payload);
      return;
    }
    if (request.headers.authorization !== undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader('etag');
    }
    done(null, payload);
  });
}
