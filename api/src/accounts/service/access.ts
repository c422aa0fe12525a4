// Who is calling: the bearer token's claims checked against the open device session (or the waiting device of
// a conflict, or the account a feedback token names). No HTTP here: the access hook hands in the token.
import { MESSAGES, SECURITY_MESSAGES } from '@sentiscope/shared/contract';
import type { AppContext } from '../../context';
import type { Access, AccessAuth, Caller, ConflictAuth } from '../../platform/http/access';
import { Refusal } from '../../platform/refusal';
import { findAccountId, findSessionUser } from '../data/sessions';
import { findDeviceRequest } from '../data/device-requests';
import type { VerifiedToken } from './tokens';
import { twoFactorEnabled } from './two-factor';

const expired = () => new Refusal('unauthenticated', MESSAGES.sessionExpired);

async function verified(ctx: AppContext, token: string | null): Promise<VerifiedToken> {
  if (!token) throw new Refusal('unauthenticated', MESSAGES.unauthorized);
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw expired();
  return claims;
}

/** The token's device session and its user, read together: every authenticated call passes through here. */
async function member(ctx: AppContext, claims: VerifiedToken): Promise<AccessAuth> {
  const session = await findSessionUser(ctx.db.k, claims.sid, claims.userId, ctx.now());
  if (!session) throw expired();
  return { kind: 'access', userId: session.user.id, sessionId: claims.sid, secondFactor: session.secondFactor, user: session.user };
}

async function conflict(ctx: AppContext, claims: VerifiedToken): Promise<ConflictAuth> {
  const pending = await findDeviceRequest(ctx.db.k, claims.sid, claims.userId, ctx.now());
  if (!pending) throw new Refusal('unauthenticated', MESSAGES.temporaryTokenExpired);
  return { kind: 'device-conflict', userId: claims.userId, request: pending };
}

/**
 * What a super admin needs besides a session: the role, two-factor sign-in on the account, and a session whose
 * sign-in used it (a session opened with the password alone never becomes an admin session). A refusal says what
 * to do (`data.action`), so the admin area can offer it: turn two-factor sign-in on, or sign in again with it.
 */
export async function checkSuperAdmin(ctx: AppContext, auth: AccessAuth): Promise<void> {
  if (auth.user.is_super_admin !== 1) throw new Refusal('forbidden', MESSAGES.forbidden);
  if (!(await twoFactorEnabled(ctx.db.k, auth.userId))) {
    throw new Refusal('forbidden', SECURITY_MESSAGES.twoFactorRequiredForAdmins, { action: 'enable-two-factor' });
  }
  if (!auth.secondFactor) throw new Refusal('forbidden', SECURITY_MESSAGES.adminNeedsSecondFactorSession, { action: 'sign-in-again' });
}

/** The caller a route's access level admits, or a refusal (401 without a valid token, 403 without the role). */
export async function resolveCaller(ctx: AppContext, access: Exclude<Access, 'public'>, token: string | null): Promise<Caller | null> {
  if (access === 'optional-member') {
    if (!token) return null;
    return resolveCaller(ctx, 'member', token).catch(() => null);
  }
  const claims = await verified(ctx, token);
  switch (access) {
    case 'member':
    case 'super-admin': {
      if (claims.typ !== 'access') throw expired();
      const auth = await member(ctx, claims);
      if (access === 'super-admin') await checkSuperAdmin(ctx, auth);
      return auth;
    }
    case 'member-or-device-conflict':
    case 'device-conflict': {
      if (claims.typ === 'access') {
        const auth = await member(ctx, claims);
        if (access === 'device-conflict') throw new Refusal('unauthenticated', MESSAGES.temporaryTokenExpired);
        return auth;
      }
      if (claims.typ !== 'device-conflict') throw expired();
      return conflict(ctx, claims);
    }
    case 'member-or-feedback': {
      if (claims.typ === 'access') return member(ctx, claims);
      if (claims.typ !== 'feedback') throw expired();
      const userId = await findAccountId(ctx.db.k, claims.userId);
      if (!userId) throw expired();
      return { kind: 'feedback', userId, tokenId: claims.sid };
    }
  }
}
